import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Behaviour,
  type FakeProvider,
  oracleBehaviour,
  type ProviderKind,
  startFakeProvider,
} from '../brains/llm/test-support/index.ts';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { type Ran, runCli } from './test-support/run-cli.ts';

const _MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

const cli = (args: string[], env: Record<string, string>): Promise<Ran> => runCli(args, { env });

const SETUP: Record<ProviderKind, { model: string; env: (baseURL: string) => Record<string, string> }> = {
  openai: { model: 'openai:test', env: (b) => ({ OPENAI_BASE_URL: b, OPENAI_API_KEY: 'test' }) },
  anthropic: {
    model: 'anthropic:claude-haiku-4-5',
    env: (b) => ({ ANTHROPIC_BASE_URL: b, ANTHROPIC_API_KEY: 'test' }),
  },
  google: {
    model: 'google:gemini-2.0-flash',
    env: (b) => ({ GOOGLE_GENERATIVE_AI_BASE_URL: b, GOOGLE_GENERATIVE_AI_API_KEY: 'test' }),
  },
};

let site: StaticServer;
let questions: ExampleQuestion[];
const fakes: FakeProvider[] = [];

beforeAll(async () => {
  site = await serveFolder(EXAMPLE_SITE_DIR);
  questions = await loadExampleQuestions();
});
afterAll(async () => {
  await site.close();
  await Promise.all(fakes.map((f) => f.close()));
});

describe('ariadne ask --model against local providers that speak the real protocols', () => {
  for (const kind of ['openai', 'anthropic', 'google'] as const) {
    it(`${kind}: answers with citation, then answers again from the replay cache with 0 requests`, async () => {
      const fake = await startFakeProvider(kind, oracleBehaviour(questions));
      fakes.push(fake);
      const q = questions[1] as ExampleQuestion;
      const cache = join(mkdtempSync(join(tmpdir(), 'ariadne-cli-cache-')), 'replay.sqlite');
      const args = [
        'ask',
        site.url,
        q.question,
        '--model',
        SETUP[kind].model,
        '--cache-path',
        cache,
        '--json',
      ];
      const first = await cli(args, SETUP[kind].env(fake.baseURL));
      expect(first.code, first.stderr).toBe(0);
      const out = JSON.parse(first.stdout);
      expect(out.found).toBe(true);
      expect(out.answer).toContain(q.answer);
      expect(out.citations[0].url).toBe(`${site.url}${q.goldPage}`);
      expect(out.stats.llmCalls).toBe(q.goldPath.length + 2);
      expect(out.steps[0].by).toBe(`llm ${SETUP[kind].model}`);
      expect(out.steps[0].llmCalls).toBe(1);
      const requests = fake.requests.length;
      expect(requests).toBe(q.goldPath.length + 2);

      const second = await cli(args, SETUP[kind].env(fake.baseURL));
      expect(second.code).toBe(0);
      expect(JSON.parse(second.stdout).answer).toBe(out.answer);
      expect(fake.requests.length).toBe(requests);

      const bypass = await cli([...args, '--no-cache'], SETUP[kind].env(fake.baseURL));
      expect(bypass.code).toBe(0);
      expect(fake.requests.length).toBe(2 * requests);
    });
  }

  it('ollama: a small local model through the plain-text protocol', async () => {
    const fake = await startFakeProvider('openai', oracleBehaviour(questions));
    fakes.push(fake);
    const q = questions[2] as ExampleQuestion;
    const ran = await cli(
      ['ask', site.url, q.question, '--model', 'ollama:qwen3:8b', '--no-cache', '--quiet'],
      {
        OLLAMA_BASE_URL: fake.baseURL,
      },
    );
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain(q.answer);
    expect(ran.stdout).toMatch(/LLM calls, \d+\+\d+ tokens/);
    expect(fake.requests.every((r) => !r.structured && !r.tools)).toBe(true);
  });

  it('a provider that is down ends the run with a stated reason and exit 1', async () => {
    const fake = await startFakeProvider('openai', () => ({ status: 500 }));
    fakes.push(fake);
    const ran = await cli(
      [
        'ask',
        site.url,
        'What is the engine oil pressure?',
        '--model',
        'openai:test',
        '--no-cache',
        '--quiet',
      ],
      { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test' },
    );
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/Stopped: the brain failed: openai:test failed with HTTP 500/);
  });

  it('gives up a model that only answers in prose: 9 requests, one warning on stderr and one in the trail', async () => {
    const fake = await startFakeProvider('openai', () => ({
      text: 'Hard to say; this page is interesting.',
    }));
    fakes.push(fake);
    const q = questions[1] as ExampleQuestion;
    const ran = await cli(['ask', site.url, q.question, '--model', 'openai:test', '--no-cache', '--json'], {
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'test',
    });
    expect(ran.code, ran.stderr).toBeLessThan(2);
    expect(fake.requests).toHaveLength(9);
    const warning =
      'Warning: the model openai:test replied invalidly 3 times in a row as a JSON object, as a tool call and in plain text';
    expect(ran.stderr.split(warning)).toHaveLength(2);
    expect(ran.stderr.match(/Warning:/g)).toHaveLength(1);
    // Progress lines after the warning no longer say the model's replies were invalid.
    const after = ran.stderr.slice(ran.stderr.indexOf(warning));
    expect(after).toMatch(/\n\s+\d+\. /);
    expect(after).not.toMatch(/model repl(y|ies) invalid/);

    const out = JSON.parse(ran.stdout);
    const warned = out.steps.filter((s: { warning?: string }) => s.warning);
    expect(warned).toHaveLength(1);
    expect(`Warning: ${warned[0].warning}`).toContain(warning);
    expect(out.stats.llmCalls).toBe(9);
    expect(out.stats.stepsByBrain).toEqual({ 'heuristic (fallback)': out.stats.steps });
  });

  it('states in the summary how many steps each brain decided', async () => {
    // Prose when asked for a JSON object, right when asked by tool call: the heuristic decides the
    // first step, the model the rest.
    const oracle = oracleBehaviour(questions);
    const jsonFails: Behaviour = (req, n) =>
      req.wants === 'object' ? { text: 'Hard to say; this page is interesting.' } : oracle(req, n);
    const fake = await startFakeProvider('openai', jsonFails);
    fakes.push(fake);
    const q = questions[1] as ExampleQuestion;
    const args = ['ask', site.url, q.question, '--model', 'openai:test', '--no-cache', '--quiet'];
    const env = { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test' };
    const text = await cli(args, env);
    expect(text.code, text.stderr).toBe(0);
    const line = /^Steps by brain: llm openai:test (\d+), heuristic \(fallback\) (\d+)$/m.exec(text.stdout);
    expect(line, text.stdout).not.toBeNull();
    const steps = Number(/Stopped: .*\((\d+) steps/.exec(text.stdout)?.[1]);
    expect(Number(line?.[1]) + Number(line?.[2])).toBe(steps);
    expect(Number(line?.[2])).toBeGreaterThan(0);

    const json = JSON.parse((await cli([...args, '--json'], env)).stdout);
    expect(json.stats.stepsByBrain).toEqual({
      'llm openai:test': Number(line?.[1]),
      'heuristic (fallback)': Number(line?.[2]),
    });
  });
});
