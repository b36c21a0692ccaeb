import { describe, expect, it } from 'vitest';
import { parseCollectRequest } from '../../core/collect-request.ts';
import type { StrategyContext } from '../context.ts';
import { widenWithLexicon } from './collect.ts';

describe('the lexicon’s part in a collecting request', () => {
  it('adds the irregular forms WordNet knows as the same word, and none of its looser synonyms', async () => {
    const { defaultLexicon } = await import('../../lexicon/index.ts');
    const lexicon = await defaultLexicon();
    expect(lexicon).not.toBeNull();
    try {
      const request = parseCollectRequest('listings marked for sale or sold, and threads marked solved');
      await widenWithLexicon(request.topic, { lexicon } as StrategyContext, new AbortController().signal);
      const forms = (said: string) =>
        request.topic.flatMap((a) => a.concepts).find((c) => c.said === said)?.forms ?? [];
      expect(forms('sold')).toContain('sell');
      // "solved" stays itself: WordNet's "work", "lick" and "figure out" say something else in a title.
      expect(forms('solved')).not.toContain('work');
      expect(forms('solved')).not.toContain('lick');
    } finally {
      await lexicon?.close?.();
    }
  });
});
