import { describe, expect, it } from 'vitest';
import { benchLibrary } from './library.ts';

describe('the library on the example insurance documents', () => {
  it('drills at least as well as flat BM25 at hit@3, with every prompt under 1,500 tokens', async () => {
    const r = await benchLibrary();
    expect(r.questions).toBeGreaterThanOrEqual(30);
    expect(r.drill.hit3).toBeGreaterThanOrEqual(r.bm25.hit3);
    expect(r.largestPrompt).toBeLessThanOrEqual(1500);
    // Changing one document summarizes that document again, nothing else.
    expect(r.rebuildSummaries).toBeLessThan(r.nodes.section ?? 0);
  });
});
