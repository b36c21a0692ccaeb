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
      // The same word in another shape joins too: a derived word of one stem, a spelling a letter apart.
      const more = parseCollectRequest('threads about Mars rovers and faecal samples');
      await widenWithLexicon(more.topic, { lexicon } as StrategyContext, new AbortController().signal);
      const moreForms = (said: string) =>
        more.topic.flatMap((a) => a.concepts).find((c) => c.said === said)?.forms ?? [];
      expect(moreForms('Mars')).toContain('martian');
      expect(moreForms('faecal')).toContain('fecal');
      // A derived word of another stem, or one only near in meaning, does not.
      expect(moreForms('faecal')).not.toContain('stool');
      expect(moreForms('Mars')).not.toContain('planet');
    } finally {
      await lexicon?.close?.();
    }
  });
});
