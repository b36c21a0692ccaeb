import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Behaviour,
  llmBrainAt,
  parseBrainPrompt,
  withFakeProvider,
} from '../../brains/llm/test-support/index.ts';
import { buildLibrary } from '../../library/index.ts';
import { navigate } from '../../navigate.ts';

const DOCS = fileURLToPath(new URL('../../../examples/insurance-library/docs/', import.meta.url));
let library: string;

beforeAll(async () => {
  library = join(mkdtempSync(join(tmpdir(), 'ariadne-drill-llm-')), 'library');
  await buildLibrary(DOCS, library);
});

/** A model that prefers Harbor Mutual and excess branches, and quotes the line with the amount. */
const reader: Behaviour = (req) => {
  const p = parseBrainPrompt(req.prompt);
  if (p?.task === 'read') {
    const line = p.pageText.split('\n').find((l) => l.includes('$500'));
    return {
      object: line ? { found: true, answer: '$500', quote: line } : { found: false, answer: '', quote: '' },
    };
  }
  const options = p?.task === 'decide' ? p.options : [];
  const pick = options.find((o) => /harbor|excess/i.test(o.text)) ?? options[0];
  return {
    object: pick
      ? { action: 'open', option: pick.id, reason: 'closest to the question' }
      : { action: 'read', option: null, reason: 'read' },
  };
};

describe('drill with an LLM brain', () => {
  it('answers from the library with a quote the model copied from the chunk', async () => {
    await withFakeProvider('openai', reader, async (baseURL, fake) => {
      const brain = llmBrainAt(baseURL, 'openai:librarian');
      const trail = await navigate({
        start: library,
        question: 'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?',
        brain,
      });
      expect(trail.found).toBe(true);
      expect(trail.findings[0]?.citation.file).toBe('car/harbor-mutual-comprehensive-car-policy.md');
      expect(trail.findings[0]?.citation.quote).toContain('$500');
      expect(trail.stats.llmCalls).toBeGreaterThan(0);
      expect(fake.requests.length).toBe(trail.stats.llmCalls);
      // Every prompt the model saw was a small view.
      for (const s of trail.steps) expect(s.tokens ?? 0).toBeLessThanOrEqual(1500);
    });
  });

  it('gives up a model that only answers in prose after 9 calls, and drills as the heuristic does alone', async () => {
    const question = 'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?';
    const alone = await navigate({ start: library, question });
    const prose: Behaviour = () => ({ text: 'Several of these could hold it; hard to say which.' });
    await withFakeProvider('openai', prose, async (baseURL, fake) => {
      const trail = await navigate({ start: library, question, brain: llmBrainAt(baseURL, 'openai:prose') });
      expect(fake.requests).toHaveLength(9);
      expect(trail.steps.map((s) => [s.at, s.action, s.result])).toEqual(
        alone.steps.map((s) => [s.at, s.action, s.result]),
      );
      expect(trail.findings).toEqual(alone.findings);
      const warned = trail.steps.filter((s) => s.warning);
      expect(warned).toHaveLength(1);
      expect(warned[0]?.warning).toMatch(/^the model openai:prose replied invalidly 3 times in a row/);
      for (const s of trail.steps.filter((s) => s.n > (warned[0]?.n ?? 0)))
        expect(s.reason).not.toMatch(/model repl(y|ies) invalid/);
    });
  });
});
