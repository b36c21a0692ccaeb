/**
 * The schema of `ariadne.config.json`. Strict at every level, so a misspelt key is an error rather
 * than a silently ignored setting. Each rule carries its own "expected …" wording; the loader adds
 * the file, the field path and the value found.
 */
import { z } from 'zod';
import { BRAINS, MODES } from './choices.ts';

export { BRAINS, type BrainName, type ConfigMode, MODES } from './choices.ts';

const expected = (what: string) => ({ error: `expected ${what}` });

/** A strict object whose unknown keys are reported with the keys it does accept. */
function strict<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field; expected one of ${known}`
        : issue.code === 'invalid_type'
          ? 'expected an object'
          : undefined,
  });
}

const positiveNumber = () => z.number(expected('a positive number')).positive(expected('a positive number'));
const positiveInteger = () =>
  z
    .number(expected('a positive whole number'))
    .int(expected('a positive whole number'))
    .positive(expected('a positive whole number'));
const nonNegativeNumber = () => z.number(expected('a number >= 0')).nonnegative(expected('a number >= 0'));
const nonEmptyString = () => z.string(expected('a non-empty string')).min(1, expected('a non-empty string'));

/** Case-insensitive regular expression source, checked here so a typo fails at load time. */
const regexSource = () =>
  nonEmptyString().superRefine((source, ctx) => {
    try {
      new RegExp(source, 'i');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      ctx.addIssue({
        code: 'custom',
        input: source,
        message: `expected a valid regular expression (${reason})`,
      });
    }
  });

const providerSchema = strict({
  /** An OpenAI-compatible endpoint, e.g. `http://localhost:11434/v1`. */
  baseURL: z.url({ protocol: /^https?$/, ...expected('an http(s) URL') }).optional(),
  /** The environment variable that holds the API key, when not the provider's usual one. */
  apiKeyEnv: nonEmptyString().optional(),
  requestsPerMinute: positiveNumber().optional(),
  tokensPerMinute: positiveNumber().optional(),
  concurrency: positiveInteger().optional(),
  timeoutSeconds: positiveNumber().optional(),
  maxRetries: z
    .number(expected('a whole number >= 0'))
    .int(expected('a whole number >= 0'))
    .nonnegative(expected('a whole number >= 0'))
    .optional(),
  /** US dollars per million tokens, for cost reporting and cost budgets. */
  prices: strict({ inputPerMillion: nonNegativeNumber(), outputPerMillion: nonNegativeNumber() }).optional(),
});

const hintSchema = strict({
  /** Tested on the question (case-insensitive regular expression source). */
  when: regexSource(),
  /** What to favour when `when` matches, e.g. a section name. */
  prefer: nonEmptyString(),
});

export const configSchema = strict({
  brain: z.enum(BRAINS, expected('"heuristic" or "llm"')).optional(),
  /** `provider:name`, e.g. `openai:gpt-4o-mini`, `ollama:qwen3:8b` (the name may contain colons). */
  model: z
    .string(expected('"provider:name", e.g. "openai:gpt-4o-mini"'))
    .regex(/^[A-Za-z0-9][\w.-]*:\S.*$/, expected('"provider:name", e.g. "openai:gpt-4o-mini"'))
    .optional(),
  /** How the model is asked for a decision; `auto` picks per provider. */
  mode: z.enum(MODES, expected('"auto", "json", "tool" or "text"')).default('auto'),
  providers: z
    .record(nonEmptyString(), providerSchema, expected('an object of provider settings by provider name'))
    .default({}),
  cache: strict({
    enabled: z.boolean(expected('true or false')).default(true),
    /** The replay cache file; relative paths are taken from the config file's folder. */
    path: nonEmptyString().optional(),
  }).default({ enabled: true }),
  hints: z.array(hintSchema, expected('a list of { "when": …, "prefer": … } objects')).default([]),
  /** How many ranked options the model is shown. */
  topOptions: positiveInteger().default(15),
  budget: strict({
    steps: positiveInteger().optional(),
    pages: positiveInteger().optional(),
    seconds: positiveNumber().optional(),
    tokens: positiveInteger().optional(),
  }).optional(),
  /** The browser world (`act`, `explore`, `--browser`). */
  browser: strict({
    /** Run Chromium without a window. */
    headless: z.boolean(expected('true or false')).default(true),
    viewport: strict({ width: positiveInteger(), height: positiveInteger() }).default({
      width: 1280,
      height: 800,
    }),
    /** Regions whose controls are left out, by tag name or ARIA role. */
    ignore: z
      .array(nonEmptyString(), expected('a list of tag names or roles, e.g. ["header", "footer", "aside"]'))
      .default(['header', 'footer', 'aside', 'banner', 'contentinfo', 'complementary']),
    /** Pause after each action (ms), for a person watching. */
    delayMs: z.number(expected('a number >= 0')).int(expected('a whole number')).nonnegative().default(0),
    /** Most actions of `act` and `explore` (replays included). */
    maxSteps: positiveInteger().optional(),
  }).default({
    headless: true,
    viewport: { width: 1280, height: 800 },
    ignore: ['header', 'footer', 'aside', 'banner', 'contentinfo', 'complementary'],
    delayMs: 0,
  }),
});

/** `ariadne.config.json` (or `.yaml`) as written by the user. */
export type AriadneConfigInput = z.input<typeof configSchema>;
/** The parsed config, with defaults filled in. */
export type AriadneConfig = z.output<typeof configSchema>;
export type ProviderConfig = z.output<typeof providerSchema>;
export type ConfigHint = z.output<typeof hintSchema>;
