import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAction } from '../../core/action.ts';
import type { Trail } from '../../core/trail.ts';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createLlmBrain, type LlmBrainOptions } from './llm-brain.ts';
import { parseModelSpec } from './model-spec.ts';
import type { ReplyMode } from './prompt.ts';
import { createLanguageModel } from './providers.ts';
import { openReplayCache } from './replay-cache.ts';
import {
  type Behaviour,
  failingThen,
  oracleBehaviour,
  type ProviderKind,
  type RecordedRequest,
  scripted,
  slowReply,
  withFakeProvider,
} from './test-support/index.ts';

let site: StaticServer;
let questions: ExampleQuestion[];
let q01: ExampleQuestion;

beforeAll(async () => {
  site = await serveFolder(EXAMPLE_SITE_DIR);
  questions = await loadExampleQuestions();
  q01 = questions[0] as ExampleQuestion;
});
afterAll(() => site.close());

const ENV_KEY: Record<ProviderKind, Record<string, string>> = {
  openai: { OPENAI_API_KEY: 'test' },
  anthropic: { ANTHROPIC_API_KEY: 'test' },
  google: { GOOGLE_GENERATIVE_AI_API_KEY: 'test' },
};
const MODEL: Record<ProviderKind, string> = {
  openai: 'openai:gpt-4o-mini',
  anthropic: 'anthropic:claude-haiku-4-5',
  google: 'google:gemini-2.0-flash',
};

function brainFor(kind: ProviderKind, baseURL: string, extra: Partial<LlmBrainOptions> = {}) {
  const spec = parseModelSpec(MODEL[kind]);
  return createLlmBrain({
    model: createLanguageModel(spec, ENV_KEY[kind], { baseURL }),
    modelId: spec.id,
    mode: 'json',
    maxRetries: 0,
    ...extra,
  });
}

async function ask(kind: ProviderKind, behaviour: Behaviour, extra: Partial<LlmBrainOptions> = {}, q = q01) {
  return withFakeProvider(kind, behaviour, async (baseURL, fake) => {
    const trail = await navigate({
      start: site.url,
      question: q.question,
      brain: brainFor(kind, baseURL, extra),
    });
    return { trail, requests: fake.requests };
  });
}

describe('the LLM brain against each provider protocol, with an oracle model', () => {
  for (const kind of ['openai', 'anthropic', 'google'] as const) {
    it(`${kind}: follows the gold path in gold-length steps and answers with a checked quote`, async () => {
      const { trail, requests } = await ask(kind, oracleBehaviour(questions));
      expect(trail.found).toBe(true);
      expect(trail.answer).toContain(q01.answer);
      expect(trail.findings[0]?.citation.url).toBe(`${site.url}${q01.goldPage}`);
      expect(trail.steps).toHaveLength(q01.goldPath.length + 1);
      expect(trail.steps.every((s) => s.by?.startsWith(`llm ${MODEL[kind]}`))).toBe(true);
      // One call per move and one for the reading.
      expect(trail.stats.llmCalls).toBe(q01.goldPath.length + 2);
      expect(requests).toHaveLength(q01.goldPath.length + 2);
      expect(requests.every((r) => r.structured)).toBe(true);
      expect(trail.stats.tokensIn).toBeGreaterThan(0);
      expect(trail.stats.tokensOut).toBeGreaterThan(0);
    });
  }

  for (const mode of ['tool', 'text'] as const satisfies readonly ReplyMode[]) {
    it(`openai in ${mode} mode answers as well`, async () => {
      const { trail, requests } = await ask('openai', oracleBehaviour(questions), { mode });
      expect(trail.found).toBe(true);
      expect(trail.answer).toContain(q01.answer);
      expect(requests[0]?.tools).toBe(mode === 'tool');
    });
  }
});

describe('the LLM brain with a misbehaving model', () => {
  const oracle = () => oracleBehaviour(questions);

  it('gets one corrective retry for an option that is not on screen', async () => {
    let first = true;
    const behaviour: Behaviour = (req, n) => {
      if (first && req.wants === 'object') {
        first = false;
        return { object: { action: 'open', option: 999, reason: 'guess' } };
      }
      return oracle()(req, n);
    };
    const { trail, requests } = await ask('openai', behaviour);
    expect(trail.found).toBe(true);
    expect(requests[1]?.conversation).toMatch(/not valid: .*Choose one of: open\(/s);
    expect(trail.steps[0]?.usage?.llmCalls).toBe(2);
  });

  it('lets the heuristic decide a step after two invalid replies, and says so in the trail', async () => {
    const behaviour = failingThen([], (req, n) =>
      n < 2 ? { text: 'Hard to say; this page is interesting.' } : oracle()(req, n),
    );
    const { trail } = await ask('openai', behaviour, { mode: 'text' });
    expect(trail.steps[0]?.by).toBe('heuristic (fallback)');
    expect(trail.steps[0]?.reason).toContain('model replies invalid');
    expect(trail.found).toBe(true);
  });

  it('accepts prose around a plain-text move', async () => {
    const behaviour: Behaviour = async (req, n) => {
      const reply = await oracle()(req, n);
      if (req.prompt.includes('TASK: READ') || !('text' in reply)) return reply;
      return { text: `Let me think. The best move is ${reply.text.split('\n')[0]} because it fits.` };
    };
    const { trail } = await ask('openai', behaviour, { mode: 'text' });
    expect(trail.found).toBe(true);
    expect(trail.steps.every((s) => s.by?.startsWith('llm'))).toBe(true);
  });

  it('refuses a quote that is not in the page, retries, then falls back to the heuristic reading', async () => {
    const behaviour: Behaviour = (req, n) =>
      req.prompt.includes('TASK: READ')
        ? { object: { found: true, answer: '99 psi', quote: 'Oil pressure is 99 psi at idle' } }
        : oracle()(req, n);
    const { trail, requests } = await ask('openai', behaviour);
    const read = trail.steps.find((s) => s.action.type === 'read');
    expect(read?.by).toBe('heuristic (fallback)');
    expect(read?.detail).toContain('does not occur in the page text');
    expect(requests.filter((r) => r.request?.prompt.includes('TASK: READ')).length).toBeGreaterThanOrEqual(2);
    // The heuristic's own reading of the gold page holds the gold value; it claims it only as far
    // as the heuristic alone would (sure, or handed over unconfirmed).
    expect(trail.findings[0]?.answer).toContain(q01.answer);
    expect(trail.findings[0]?.citation.url).toBe(read?.at);
  });

  it('waits out a 429 with Retry-After and goes on', async () => {
    const { trail, requests } = await ask(
      'openai',
      failingThen([{ status: 429, retryAfterSeconds: 0.2 }], oracle()),
      {
        maxRetries: 2,
      },
    );
    expect(trail.found).toBe(true);
    expect(requests[0]?.status).toBe(429);
  });

  it('ends the run with a clear stop reason when the provider stays down', async () => {
    const down: Behaviour = () => ({ status: 500 });
    const { trail } = await ask('anthropic', down, { maxRetries: 1 });
    expect(trail.found).toBe(false);
    expect(trail.stop.code).toBe('error');
    expect(trail.stop.reason).toMatch(/anthropic:claude-haiku-4-5 failed with HTTP 500/);
  });

  it('gives up on a reply slower than the request timeout, without hanging', async () => {
    const slow: Behaviour = () => slowReply(30_000, { text: 'read()' });
    const t0 = performance.now();
    const { trail } = await ask('google', slow, { timeoutMs: 300, mode: 'text' });
    expect(trail.stop.code).toBe('error');
    expect(trail.stop.reason).toMatch(/failed/);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});

describe('the replay cache', () => {
  it('serves a repeated run with zero provider requests', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ariadne-replay-')), 'replay.sqlite');
    const run = async () => {
      const cache = openReplayCache(path);
      try {
        return await ask('openai', oracleBehaviour(questions), { cache });
      } finally {
        cache.close();
      }
    };
    const first = await run();
    const second = await run();
    expect(first.requests.length).toBeGreaterThan(0);
    expect(second.requests).toHaveLength(0);
    expect(second.trail.steps.map((s) => s.action)).toEqual(first.trail.steps.map((s) => s.action));
    expect(second.trail.answer).toBe(first.trail.answer);
    expect(second.trail.stats.llmCalls).toBe(0);
  });
});

describe('scripted replies', () => {
  it('stop when the model says stop', async () => {
    const { trail } = await ask(
      'openai',
      scripted([{ object: { action: 'stop', option: null, reason: 'nothing here' } }]),
    );
    expect(trail.stop).toEqual({ code: 'brain-stopped', reason: 'nothing here' });
  });
});

/** A model that only ever answers in prose: no move, no quote, whatever it is asked. */
const PROSE: Behaviour = () => ({
  text: 'Looking at this page, I believe the answer is probably somewhere nearby.',
});

/** The protocol a request asked the model to reply in. */
function protocolOf(r: RecordedRequest): ReplyMode {
  const wants = r.request?.wants;
  return wants === 'object' ? 'json' : wants === 'tool' ? 'tool' : 'text';
}

/** What a run did, step by step: where, which move, with what result. */
function moves(trail: Trail): string[] {
  return trail.steps.map((s) => `${s.at} ${describeAction(s.action)} ${s.result}`);
}

const INVALID_NOTE = /model repl(y|ies) invalid/;

describe('a model that never replies validly', () => {
  let alone: Trail;
  beforeAll(async () => {
    alone = await navigate({ start: site.url, question: q01.question });
  });

  for (const kind of ['openai', 'anthropic', 'google'] as const) {
    it(`${kind}: is asked 3 times in each protocol, then no more; the run goes as the heuristic's alone`, async () => {
      const { trail, requests } = await ask(kind, PROSE);
      expect(requests.map(protocolOf)).toEqual(
        [...'jjjtttxxx'].map((c) => ({ j: 'json', t: 'tool', x: 'text' })[c]),
      );
      expect(trail.stats.llmCalls).toBe(9);
      // After the model is given up, the fallback decides every step just as it does alone.
      expect(moves(trail)).toEqual(moves(alone));
      expect(trail.found).toBe(alone.found);
      expect(trail.answer).toBe(alone.answer);
      expect(trail.findings).toEqual(alone.findings);

      const warned = trail.steps.filter((s) => s.warning);
      expect(warned).toHaveLength(1);
      expect(warned[0]?.warning).toBe(
        `the model ${MODEL[kind]} replied invalidly 3 times in a row as a JSON object, as a tool call and in plain text: ` +
          'the heuristic brain decides the rest of the run alone, without calling the model again',
      );
      const later = trail.steps.filter((s) => s.n > (warned[0]?.n ?? 0));
      expect(later.length).toBeGreaterThan(0);
      for (const s of later) {
        expect(s.reason).not.toMatch(INVALID_NOTE);
        expect(s.detail ?? '').not.toMatch(INVALID_NOTE);
        expect(s.usage).toBeUndefined();
      }
      // The summary: every step the heuristic's alone would have taken, decided as its fallback.
      const expected = Object.fromEntries(
        Object.entries(alone.stats.stepsByBrain ?? {}).map(([by, n]) => [
          by === 'heuristic' ? 'heuristic (fallback)' : by,
          n,
        ]),
      );
      expect(trail.stats.stepsByBrain).toEqual(expected);
      expect(trail.stats.stepsByBrain?.['heuristic (fallback)']).toBeGreaterThan(0);
    });
  }

  it('starts from the configured protocol: tool then text, or text alone', async () => {
    const tool = await ask('openai', PROSE, { mode: 'tool' });
    expect(tool.requests.map(protocolOf)).toEqual(['tool', 'tool', 'tool', 'text', 'text', 'text']);
    expect(tool.trail.steps.filter((s) => s.warning)[0]?.warning).toMatch(
      /3 times in a row as a tool call and in plain text:/,
    );
    const text = await ask('openai', PROSE, { mode: 'text' });
    expect(text.requests.map(protocolOf)).toEqual(['text', 'text', 'text']);
    expect(text.trail.steps.filter((s) => s.warning)).toHaveLength(1);
    expect(moves(text.trail)).toEqual(moves(alone));
  });

  it('is switched to tool calls when it fails as a JSON object but calls the tool validly, and then decides', async () => {
    const oracle = oracleBehaviour(questions);
    const jsonFails: Behaviour = (req, n) => (req.wants === 'object' ? PROSE(req, n) : oracle(req, n));
    const { trail, requests } = await ask('openai', jsonFails);
    expect(requests.slice(0, 3).map(protocolOf)).toEqual(['json', 'json', 'json']);
    expect(
      requests
        .slice(3)
        .map(protocolOf)
        .every((p) => p === 'tool'),
    ).toBe(true);
    expect(trail.found).toBe(true);
    expect(trail.answer).toContain(q01.answer);
    const switched = trail.steps.findIndex((s) =>
      s.reason.includes('asked to reply as a tool call from now on'),
    );
    expect(switched).toBeGreaterThanOrEqual(0);
    // From the switch on, the model decides every step, and nothing warns.
    for (const s of trail.steps.slice(switched + 1)) expect(s.by).toBe(`llm ${MODEL.openai}`);
    expect(trail.steps.some((s) => s.warning)).toBe(false);
    const byLlm = trail.steps.filter((s) => s.by === `llm ${MODEL.openai}`).length;
    expect(byLlm).toBeGreaterThan(0);
    expect(trail.stats.stepsByBrain?.[`llm ${MODEL.openai}`]).toBe(byLlm);
  });

  it('keeps its protocol while valid replies come between invalid ones (the count is of replies in a row)', async () => {
    const oracle = oracleBehaviour(questions);
    // Every first try at a move is prose; the corrected one is right: invalid, valid, invalid, valid…
    const needsCorrection: Behaviour = (req, n) =>
      req.prompt.includes('TASK: READ') || req.prompt.includes('Your reply was not valid')
        ? oracle(req, n)
        : PROSE(req, n);
    const { trail, requests } = await ask('openai', needsCorrection);
    expect(requests.length).toBeGreaterThan(4);
    expect(requests.every((r) => protocolOf(r) === 'json')).toBe(true);
    expect(trail.found).toBe(true);
    expect(trail.steps.every((s) => s.by === `llm ${MODEL.openai}`)).toBe(true);
  });
});
