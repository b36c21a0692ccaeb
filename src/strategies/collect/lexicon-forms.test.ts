import { afterAll, describe, expect, it } from 'vitest';
import { type CollectRequest, parseCollectRequest } from '../../language/collect-request.ts';
import { defaultLexicon } from '../../lexicon/index.ts';
import type { StrategyContext } from '../context.ts';
import { fitTopic, matchable, TitleStats } from './topic-match.ts';
import { widenWithLexicon } from './widen.ts';

describe('the lexicon’s part in a collecting request', () => {
  // WordNet, as a run gets it when no lexicon is given.
  const lexicon = defaultLexicon();
  afterAll(() => lexicon?.close?.());

  const widened = async (text: string): Promise<CollectRequest> => {
    const request = parseCollectRequest(text);
    await widenWithLexicon(request.topic, { lexicon } as StrategyContext, new AbortController().signal);
    return request;
  };
  const formsOf = (request: CollectRequest, said: string): string[] => {
    const concept = request.topic.flatMap((a) => a.concepts).find((c) => c.said === said);
    return [...(concept?.forms ?? []), ...(concept?.names ?? [])];
  };
  const fits = (request: CollectRequest, titles: readonly string[]): boolean[] => {
    const stats = new TitleStats();
    for (const t of titles) stats.add(t);
    return titles.map((t) => fitTopic(request.topic, matchable(t), stats).ok);
  };

  it('is WordNet', () => {
    expect(lexicon?.name).toBe('wordnet');
  });

  it('adds the irregular forms WordNet knows as the same word, and none of its looser synonyms', async () => {
    const request = await widened('listings marked for sale or sold, and threads marked solved');
    expect(formsOf(request, 'sold')).toContain('sell');
    // "solved" stays itself: WordNet's "work", "lick" and "figure out" say something else in a title.
    expect(formsOf(request, 'solved')).not.toContain('work');
    expect(formsOf(request, 'solved')).not.toContain('lick');
    // The same word in another shape joins too: a derived word of one stem, a spelling a letter apart.
    const more = await widened('threads about Mars rovers and faecal samples');
    expect(formsOf(more, 'Mars')).toContain('martian');
    expect(formsOf(more, 'faecal')).toContain('fecal');
    // A derived word of another stem, or one only near in meaning, does not.
    expect(formsOf(more, 'faecal')).not.toContain('stool');
    expect(formsOf(more, 'Mars')).not.toContain('planet');
  });

  it('joins a name the lexicon knows into one concept, said by any of its names or its initials', async () => {
    const request = await widened('posts about Second World War films');
    expect(formsOf(request, 'Second World War')).toEqual(
      expect.arrayContaining(['world war ii', 'world war 2', 'wwii', 'ww2']),
    );
    expect(request.topic[0]?.concepts.map((c) => c.said)).not.toContain('World');
    const titles = ['WW2 bombers in film', 'Films of World War I', 'World War II movies', 'War films list'];
    expect(fits(request, titles)).toEqual([true, false, true, false]);
  });

  it('lets a title that names a kind of the thing asked for say it', async () => {
    const request = await widened('threads about horses');
    const titles = [
      'Our new pony',
      'Stallion for sale',
      'Tractor repairs',
      'Horse feed prices',
      'Ponytail styles',
    ];
    // A name the lexicon gives is a word of its own, not the start of another.
    expect(fits(request, titles)).toEqual([true, true, false, true, false]);
  });
});
