import { describe, expect, it } from 'vitest';
import { type EvidenceHit, evidenceByPlace } from './evidence.ts';

const hit = (location: string, score: number, within: string[]): EvidenceHit => ({
  location,
  score,
  snippet: `text of ${location}`,
  within,
});

describe('evidenceByPlace', () => {
  it('gives each place the strength of its best passage below, as a share of the best anywhere', () => {
    const evidence = evidenceByPlace([
      hit('c1', 8, ['shelf-a', 'doc-1']),
      hit('c2', 4, ['shelf-b', 'doc-2']),
      hit('c3', 6, ['shelf-b', 'doc-3']),
    ]);
    expect(evidence.get('shelf-a')).toEqual({ strength: 1, hits: 1, snippet: 'text of c1' });
    // A shelf is as promising as its best document, and counts every passage under it.
    expect(evidence.get('shelf-b')).toEqual({ strength: 0.75, hits: 2, snippet: 'text of c3' });
    expect(evidence.get('doc-2')?.strength).toBe(0.5);
    expect(evidence.get('c2')?.strength).toBe(0.5);
    expect(evidence.has('shelf-c')).toBe(false);
  });

  it('is empty without hits or without a positive score', () => {
    expect(evidenceByPlace([]).size).toBe(0);
    expect(evidenceByPlace([hit('c1', 0, ['a'])]).size).toBe(0);
  });
});
