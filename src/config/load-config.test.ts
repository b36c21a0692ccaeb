import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../core/errors/config-error.ts';
import { type AriadneConfig, loadConfig, parseConfig } from './index.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A folder holding `ariadne.config.json` with `content` (a string is written as is). */
function withConfig(content: unknown): string {
  const cwd = tempDir();
  writeFileSync(
    join(cwd, 'ariadne.config.json'),
    typeof content === 'string' ? content : JSON.stringify(content, null, 2),
  );
  return cwd;
}

/** The ConfigError thrown by `run`. */
function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const errorFor = (content: unknown) => configError(() => loadConfig({ cwd: withConfig(content), env: {} }));

const DEFAULTS: AriadneConfig = {
  mode: 'auto',
  providers: {},
  cache: { enabled: true },
  hints: [],
  topOptions: 15,
  browser: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    ignore: ['header', 'footer', 'aside', 'banner', 'contentinfo', 'complementary'],
    delayMs: 0,
  },
};

describe('loadConfig', () => {
  it('returns the defaults when the working folder has no config file', () => {
    expect(loadConfig({ cwd: tempDir(), env: {} })).toEqual(DEFAULTS);
  });

  it('fills defaults around what the file sets', () => {
    const cwd = withConfig({ model: 'ollama:qwen3:8b', budget: { steps: 10 } });
    expect(loadConfig({ cwd, env: {} })).toEqual({
      ...DEFAULTS,
      model: 'ollama:qwen3:8b',
      budget: { steps: 10 },
    });
  });

  it('reads a full config', () => {
    const full = {
      brain: 'llm',
      model: 'openai:gpt-4o-mini',
      mode: 'tool',
      providers: {
        openai: {
          requestsPerMinute: 500,
          tokensPerMinute: 200_000,
          concurrency: 4,
          timeoutSeconds: 30,
          maxRetries: 0,
          prices: { inputPerMillion: 0.15, outputPerMillion: 0.6 },
        },
        ollama: { baseURL: 'http://localhost:11434/v1', apiKeyEnv: 'OLLAMA_KEY' },
      },
      cache: { enabled: false, path: 'cache/replay.sqlite' },
      hints: [{ when: '\\btorque\\b', prefer: 'Specifications' }],
      topOptions: 20,
      budget: { steps: 30, pages: 40, seconds: 90.5, tokens: 100_000 },
      browser: {
        headless: false,
        viewport: { width: 800, height: 600 },
        ignore: ['nav'],
        delayMs: 250,
        maxSteps: 25,
      },
    };
    const cwd = withConfig(full);
    expect(loadConfig({ cwd, env: {} })).toEqual({
      ...full,
      cache: { enabled: false, path: join(cwd, 'cache/replay.sqlite') },
    });
  });

  it('expands ~ in cache.path from the environment', () => {
    const cwd = withConfig({ cache: { path: '~/ariadne/replay.sqlite' } });
    expect(loadConfig({ cwd, env: { HOME: '/home/ann' } }).cache.path).toBe(
      '/home/ann/ariadne/replay.sqlite',
    );
  });

  it('reads ariadne.config.yaml with the same schema, when there is no JSON file', () => {
    const cwd = tempDir();
    writeFileSync(
      join(cwd, 'ariadne.config.yaml'),
      '# the browser, slowed down to watch it\nmodel: ollama:qwen3:8b\nbrowser:\n  headless: false\n  delayMs: 500\n  ignore: [header, nav]\n',
    );
    expect(loadConfig({ cwd, env: {} })).toEqual({
      ...DEFAULTS,
      model: 'ollama:qwen3:8b',
      browser: { ...DEFAULTS.browser, headless: false, delayMs: 500, ignore: ['header', 'nav'] },
    });
    // The JSON file, when there is one too, is the one read.
    writeFileSync(join(cwd, 'ariadne.config.json'), '{"topOptions": 9}');
    expect(loadConfig({ cwd, env: {} })).toEqual({ ...DEFAULTS, topOptions: 9 });
  });

  it('reports bad YAML with where it broke, and a wrong field as for JSON', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'mine.yml'), 'browser:\n  headless: true\n   viewport: [1\n');
    const broken = configError(() => loadConfig({ path: 'mine.yml', cwd, env: {} }));
    expect(broken.message).toMatch(/^mine\.yml: not valid YAML: .*\(line \d+, column \d+\)$/);
    writeFileSync(join(cwd, 'mine.yml'), 'browser:\n  delayMs: soon\n');
    expect(configError(() => loadConfig({ path: 'mine.yml', cwd, env: {} })).message).toBe(
      'mine.yml: browser.delayMs: expected a number >= 0, got "soon"',
    );
  });

  it('reads an explicit path, relative to cwd', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'conf'));
    writeFileSync(join(cwd, 'conf', 'mine.json'), '{"topOptions": 8}');
    expect(loadConfig({ path: 'conf/mine.json', cwd, env: {} }).topOptions).toBe(8);
  });

  it('requires an explicit path to exist', () => {
    const error = configError(() => loadConfig({ path: 'missing.json', cwd: tempDir(), env: {} }));
    expect(error.message).toBe('missing.json: no such file');
    expect(error.name).toBe('ConfigError');
  });

  it('rejects a folder given as the config file', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'ariadne.config.json'));
    expect(configError(() => loadConfig({ cwd, env: {} })).message).toBe(
      'ariadne.config.json: is a folder, expected a JSON or YAML file',
    );
  });

  it('reports bad JSON with where it broke', () => {
    const error = errorFor('{\n  "model": "openai:gpt-4o-mini",\n  oops\n}');
    expect(error.message).toMatch(/^ariadne\.config\.json: not valid JSON: .*line 3/);
    expect(error.message).not.toContain('\n');
    expect(error.field).toBeUndefined();
  });

  it('accepts a byte-order mark', () => {
    const cwd = withConfig('\uFEFF{"topOptions": 5}');
    expect(loadConfig({ cwd, env: {} }).topOptions).toBe(5);
  });

  it('reports a field of the wrong type with its path and the value', () => {
    const error = errorFor({ providers: { openai: { requestsPerMinute: 'fast' } } });
    expect(error.message).toBe(
      'ariadne.config.json: providers.openai.requestsPerMinute: expected a positive number, got "fast"',
    );
    expect(error.field).toBe('providers.openai.requestsPerMinute');
  });

  it.each([
    [{ topOptions: 0 }, 'topOptions: expected a positive whole number, got 0'],
    [{ topOptions: 2.5 }, 'topOptions: expected a positive whole number, got 2.5'],
    [{ brain: 'gpt' }, 'brain: expected "heuristic" or "llm", got "gpt"'],
    [{ mode: 'xml' }, 'mode: expected "auto", "json", "tool" or "text", got "xml"'],
    [{ model: 'gpt-4o' }, 'model: expected "provider:name", e.g. "openai:gpt-4o-mini", got "gpt-4o"'],
    [{ cache: { enabled: 'yes' } }, 'cache.enabled: expected true or false, got "yes"'],
    [{ cache: [] }, 'cache: expected an object, got a list'],
    [{ hints: { when: 'a' } }, 'hints: expected a list of { "when": …, "prefer": … } objects, got an object'],
    [{ hints: [{ when: 'torque' }] }, 'hints[0].prefer: expected a non-empty string, but it is missing'],
    [{ budget: { seconds: -1 } }, 'budget.seconds: expected a positive number, got -1'],
    [
      { providers: { 'my.server': { maxRetries: -1 } } },
      'providers["my.server"].maxRetries: expected a whole number >= 0, got -1',
    ],
    [
      { providers: { x: { baseURL: 'localhost:11434' } } },
      'providers.x.baseURL: expected an http(s) URL, got "localhost:11434"',
    ],
    [
      { providers: { x: { prices: { inputPerMillion: 1 } } } },
      'providers.x.prices.outputPerMillion: expected a number >= 0, but it is missing',
    ],
    [[], 'expected an object, got a list'],
  ])('reports %j as one precise line', (content, expected) => {
    expect(errorFor(content).message).toBe(`ariadne.config.json: ${expected}`);
  });

  it('reports an unknown key with the keys that are allowed', () => {
    const error = errorFor({ providers: { openai: { rpm: 5 } } });
    expect(error.message).toBe(
      'ariadne.config.json: providers.openai.rpm: unknown field; expected one of baseURL, apiKeyEnv, ' +
        'requestsPerMinute, tokensPerMinute, concurrency, timeoutSeconds, maxRetries, prices',
    );
    expect(errorFor({ modle: 'x', brian: 'llm' }).message).toMatch(
      /^ariadne\.config\.json: modle: unknown field; expected one of brain, .* \(also unknown: brian\)$/,
    );
  });

  it('reports a bad regular expression in hints', () => {
    const error = errorFor({ hints: [{ when: 'ok' }, { when: '(torque', prefer: 'Specs' }] });
    expect(error.problems).toEqual([
      'ariadne.config.json: hints[0].prefer: expected a non-empty string, but it is missing',
      expect.stringMatching(
        /^ariadne\.config\.json: hints\[1\]\.when: expected a valid regular expression \(.*\), got "\(torque"$/,
      ),
    ]);
    expect(error.message).toMatch(/\(and 1 more problem\)$/);
  });

  it('names an explicit file as given', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'team.json'), '{"topOptions": "many"}');
    expect(configError(() => loadConfig({ path: 'team.json', cwd, env: {} })).message).toBe(
      'team.json: topOptions: expected a positive whole number, got "many"',
    );
  });
});

describe('parseConfig', () => {
  it('validates a value that did not come from a file', () => {
    expect(parseConfig({ topOptions: 3 }).topOptions).toBe(3);
    expect(configError(() => parseConfig({ topOptions: -3 }, 'request')).message).toBe(
      'request: topOptions: expected a positive whole number, got -3',
    );
  });
});
