import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  oracleBehaviour,
  type ProviderKind,
  startFakeProvider,
} from '../brains/llm/test-support/index.ts';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [MAIN, ...args],
      { timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({
          code: error && typeof error.code === 'number' ? error.code : error ? 99 : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

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
});
