import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLanguageModel, parseModelSpec } from '../../brains/llm/index.ts';
import { type Behaviour, withFakeProvider } from '../../brains/llm/test-support/index.ts';
import { buildLibrary } from '../build-library.ts';
import { openLibrary } from '../store/open-library.ts';
import { llmSummarizer } from './llm-summarizer.ts';

/** A model that fills whichever summary schema it is asked for, naming the level. */
const summarizing: Behaviour = (req) => {
  const keys = Object.keys((req.schema as { properties?: object } | undefined)?.properties ?? {});
  if (keys.includes('shelves')) return { object: { shelves: ['Car: policies and claims'] } };
  if (keys.includes('overview'))
    return {
      object: { overview: 'Model overview of the shelf.', catalog: ['one'], commonQuestions: ['q?'] },
    };
  if (keys.includes('toc'))
    return {
      object: { summary: 'Model summary of the document.', toc: ['Excess'], topics: ['What is the excess?'] },
    };
  return {
    object: { summary: 'Model summary of the section.', topics: ['What does it cover?'], details: ['$500'] },
  };
};

function docs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-llm-sum-'));
  mkdirSync(join(dir, 'car'));
  writeFileSync(
    join(dir, 'car', 'policy.md'),
    '# Car Policy\n\n## Excess\n\nA standard excess of $500 applies.\n\n## Claims\n\nTell us within 30 days.\n',
  );
  return dir;
}

describe('summaries by a language model', () => {
  it('fill the same schemas, are cached, and cost calls only the first time', async () => {
    await withFakeProvider('openai', summarizing, async (baseURL, fake) => {
      const spec = parseModelSpec('openai:summarizer');
      const model = createLanguageModel(spec, { OPENAI_API_KEY: 'test' }, { baseURL });
      const dir = docs();
      const out = join(dir, '..', `${dir.split('/').pop()}-lib`);
      const first = await buildLibrary(dir, out, {
        summarizer: llmSummarizer({ model, modelId: spec.id, maxRetries: 0 }),
      });
      expect(first.llmCalls).toBeGreaterThan(0);
      expect(fake.requests.length).toBe(first.llmCalls);
      expect(fake.requests.every((r) => r.structured)).toBe(true);

      const library = openLibrary(out);
      try {
        const sections = library.search('excess', { levels: ['section'] });
        expect(sections[0]?.node.summary).toBe('Model summary of the section.');
        expect(library.root().details).toContain('Car: policies and claims');
      } finally {
        library.close();
      }

      const calls = fake.requests.length;
      const again = await buildLibrary(dir, out, {
        summarizer: llmSummarizer({ model, modelId: spec.id, maxRetries: 0 }),
      });
      expect(again.llmCalls).toBe(0);
      expect(fake.requests.length).toBe(calls);
    });
  });

  it('falls back to the extractive summary of a node whose reply does not fit the schema', async () => {
    await withFakeProvider(
      'openai',
      () => ({ object: { wrong: true } }),
      async (baseURL) => {
        const spec = parseModelSpec('openai:summarizer');
        const model = createLanguageModel(spec, { OPENAI_API_KEY: 'test' }, { baseURL });
        const dir = docs();
        const out = join(dir, '..', `${dir.split('/').pop()}-lib`);
        await buildLibrary(dir, out, {
          summarizer: llmSummarizer({ model, modelId: spec.id, maxRetries: 0 }),
        });
        const library = openLibrary(out);
        try {
          const hit = library.search('excess', { levels: ['section'] })[0];
          expect(hit?.node.summary).toContain('$500');
        } finally {
          library.close();
        }
      },
    );
  });
});
