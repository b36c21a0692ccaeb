import { createHeuristicBrain } from './brains/heuristic/index.ts';
import type { ModelCaller } from './brains/llm/call-model.ts';
import type { ReplyMode } from './brains/llm/index.ts';
import { type AriadneConfig, type ConfigMode, queryHints } from './config/index.ts';
import type { Brain } from './core/brain.ts';
import type { Budget } from './core/budget.ts';
import { ModelSetupError } from './core/errors/model-setup-error.ts';
import type { QueryHint } from './core/query.ts';

export interface BrainChoice {
  config: AriadneConfig;
  /** From the command line; wins over the config file. */
  brain?: 'heuristic' | 'llm' | undefined;
  model?: string | undefined;
  mode?: ConfigMode | undefined;
  /** False to bypass the replay cache. */
  cache?: boolean | undefined;
  cachePath?: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
}

export interface BrainSetup {
  brain: Brain;
  /** Budget settings the choice implies (the config's, and how many options a model sees). */
  budget: Partial<Budget>;
  /** The configured hints, for the query a run builds from its question. */
  hints: QueryHint[];
  /** US dollars per million tokens, when the config gives prices for the model's provider. */
  prices?: { inputPerMillion: number; outputPerMillion: number };
  /** Releases the replay cache. */
  close(): void;
}

/**
 * Which brain a choice asks for, and its model: the command line wins over the config file, and a
 * model named anywhere means the llm brain unless the heuristic is asked for by name. The one rule
 * every command (ask, act, explore, collect) reads.
 */
export function chosenBrain(choice: BrainChoice): { kind: 'heuristic' | 'llm'; model: string | undefined } {
  const model = choice.model ?? choice.config.model;
  return { kind: choice.brain ?? choice.config.brain ?? (model ? 'llm' : 'heuristic'), model };
}

/**
 * Builds the brain a run asks for: the heuristic unless a model is chosen (command line, then
 * config file), or an LLM brain with its provider settings, rate limits and replay cache. The
 * language-model side (AI SDK, provider SDKs, the cache's SQLite) is loaded only when chosen.
 */
export async function setUpBrain(choice: BrainChoice): Promise<BrainSetup> {
  const { config } = choice;
  const { kind, model } = chosenBrain(choice);
  const hints = queryHints(config);
  const heuristic = createHeuristicBrain({ hints });
  const budget: Partial<Budget> = {};
  for (const [k, v] of Object.entries(config.budget ?? {}))
    if (v !== undefined) budget[k as keyof Budget] = v;
  if (kind === 'heuristic') return { brain: heuristic, budget, hints, close: () => {} };

  const setup = await setUpModel(choice, model);
  const { createLlmBrain } = await import('./brains/llm/index.ts');
  const brain = createLlmBrain({
    ...setup.caller,
    mode: setup.mode,
    fallback: heuristic,
    hints: config.hints.map((h) => `when the question is about /${h.when}/, look under "${h.prefer}"`),
  });
  budget.viewOptions = config.topOptions;
  return {
    brain,
    budget,
    hints,
    ...(setup.prices ? { prices: setup.prices } : {}),
    close: setup.close,
  };
}

/**
 * A model's part in a run (explore's chooser, collect's judge) when the choice asks for a model
 * (command line, then configuration); none for the heuristic, which works offline.
 */
export async function setUpModelPart<T>(
  choice: BrainChoice,
  make: (setup: ModelSetup) => Promise<T>,
): Promise<{ part?: T; close(): void }> {
  const { kind, model } = chosenBrain(choice);
  if (kind === 'heuristic') return { close: () => {} };
  const setup = await setUpModel(choice, model);
  return { part: await make(setup), close: setup.close };
}

/** A language model set up for a brain: how to call it, in which reply protocol, at what price. */
export interface ModelSetup {
  /** As a brain takes it: timeout and retries only where the provider's settings give them. */
  caller: Omit<ModelCaller, 'timeoutMs' | 'maxRetries'> &
    Partial<Pick<ModelCaller, 'timeoutMs' | 'maxRetries'>>;
  mode: ReplyMode;
  prices?: { inputPerMillion: number; outputPerMillion: number };
  /** Releases the replay cache. */
  close(): void;
}

/**
 * The model `model` names (`provider:name`, or none: a ModelSetupError), with its provider
 * settings, rate limits and replay cache. The language-model side (AI SDK, provider SDKs, the
 * cache's SQLite) is loaded only here.
 */
export async function setUpModel(choice: BrainChoice, model: string | undefined): Promise<ModelSetup> {
  const { config } = choice;
  if (!model) {
    throw new ModelSetupError({
      model: '',
      message:
        'the llm brain needs a model: --model provider:name (e.g. openai:gpt-4o-mini) or "model" in ariadne.config.json',
    });
  }
  const [{ createLanguageModel, parseModelSpec }, { createRateLimiter }, replay] = await Promise.all([
    import('./brains/llm/index.ts'),
    import('./brains/llm/rate-limiter.ts'),
    import('./brains/llm/replay-cache.ts'),
  ]);
  const spec = parseModelSpec(model);
  const settings = config.providers[spec.provider] ?? {};
  const languageModel = createLanguageModel(spec, choice.env, settings);
  const wanted = choice.mode ?? config.mode;
  // Small local models follow the plain-text protocol more reliably than JSON schemas.
  const mode: ReplyMode = wanted === 'auto' ? (spec.provider === 'ollama' ? 'text' : 'json') : wanted;
  const useCache = (choice.cache ?? true) && config.cache.enabled;
  const cache = useCache
    ? replay.openReplayCache(
        choice.cachePath ?? config.cache.path ?? replay.defaultCachePath({ env: choice.env }),
      )
    : undefined;
  const limits = {
    ...(settings.requestsPerMinute ? { requestsPerMinute: settings.requestsPerMinute } : {}),
    ...(settings.tokensPerMinute ? { tokensPerMinute: settings.tokensPerMinute } : {}),
    ...(settings.concurrency ? { concurrency: settings.concurrency } : {}),
  };
  return {
    caller: {
      model: languageModel,
      modelId: spec.id,
      cache,
      ...(Object.keys(limits).length > 0 ? { limiter: createRateLimiter(limits) } : {}),
      ...(settings.timeoutSeconds ? { timeoutMs: settings.timeoutSeconds * 1000 } : {}),
      ...(settings.maxRetries !== undefined ? { maxRetries: settings.maxRetries } : {}),
    },
    mode,
    ...(settings.prices ? { prices: settings.prices } : {}),
    close: () => cache?.close(),
  };
}
