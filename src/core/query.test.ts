import { describe, expect, it } from 'vitest';
import type { RelatedWord } from './lexicon.ts';
import {
  askedNoun,
  askedPhrase,
  buildQuery,
  type Concept,
  conceptsShown,
  contrastWords,
  findAcronyms,
  findSpelledOut,
  flatQuery,
  lexiconWords,
  nameRuns,
  nameTerms,
  type Query,
  type QueryHint,
  qualifierWords,
  vagueness,
  weightedQuery,
  withAcronyms,
} from './query.ts';
import { stem } from './text.ts';

const concept = (q: Query, word: string): Concept => {
  const c = q.concepts.find((x) => x.word === word);
  if (!c) throw new Error(`no concept "${word}" in ${q.concepts.map((x) => x.word).join(', ')}`);
  return c;
};

/** The weight with which `term` answers the concept of `word`, or undefined. */
const matchWeight = (q: Query, term: string, word: string): number | undefined => {
  const i = q.concepts.findIndex((c) => c.word === word);
  return q.terms.get(term)?.find((m) => m.concept === i)?.weight;
};

const related = (entries: Record<string, RelatedWord[]>): Map<string, RelatedWord[]> =>
  new Map(Object.entries(entries));

describe('buildQuery', () => {
  it('makes a concept of each content word, with its own term at full weight', () => {
    const q = buildQuery('Where can I ride a bike?');
    expect(q.question).toBe('Where can I ride a bike?');
    expect(q.concepts.map((c) => c.word)).toEqual(['ride', 'bike']);
    for (const c of q.concepts) {
      expect(c.term).toBe(stem(c.word));
      expect(c.weight).toBe(1);
      expect(c.name).toBe(false);
      expect(matchWeight(q, c.term, c.word)).toBe(1);
    }
  });

  it('does not take question words or stopwords for concepts', () => {
    const q = buildQuery('What is the fee and how do I pay it? Which office, when, where, why?');
    const words = q.concepts.map((c) => c.word);
    expect(words).toEqual(['fee', 'pay', 'office']);
    for (const w of ['what', 'how', 'which', 'when', 'where', 'why', 'the', 'is'])
      expect(q.terms.has(w)).toBe(false);
  });

  it('drops the adverb of "how long / how often", which asks for a value', () => {
    expect(buildQuery('How long does the first pass take?').concepts.map((c) => c.word)).not.toContain(
      'long',
    );
    expect(buildQuery('How often should I change the oil?').concepts.map((c) => c.word)).toEqual([
      'change',
      'oil',
    ]);
    // Elsewhere the same word is a concept.
    expect(buildQuery('Where is the long jump?').concepts.map((c) => c.word)).toContain('long');
  });

  it('drops the kind word of "what kind / type of", which asks for one of a kind', () => {
    expect(
      buildQuery('What kind of database does the audit log query tool create?').concepts.map((c) => c.word),
    ).toEqual(['database', 'audit', 'log', 'query', 'tool', 'create']);
    expect(buildQuery('Which type of bucket layout suits Hive?').concepts.map((c) => c.word)).not.toContain(
      'type',
    );
    expect(
      buildQuery('In the type-safe configuration proposal, where are values injected from?').concepts.map(
        (c) => c.word,
      ),
    ).toContain('type');
  });

  it('weighs names and identifiers more than plain words, and never expands them', () => {
    const q = buildQuery('Where is replication configured in Ozone for release 2.4L?', {
      related: related({
        ozone: [{ text: 'gas', kind: 'broader', weight: 0.9 }],
        replication: [{ text: 'copy', kind: 'synonym', weight: 0.8 }],
      }),
    });
    const ozone = concept(q, 'ozone');
    const id = concept(q, '2.4l');
    const plain = concept(q, 'replication');
    expect(ozone).toMatchObject({ name: true, where: true });
    expect(id).toMatchObject({ name: true, where: true });
    expect(plain.name).toBe(false);
    expect(ozone.weight).toBeGreaterThan(plain.weight);
    expect(id.weight).toBeGreaterThan(plain.weight);
    expect(ozone.weight).toBe(1.5);
    // The plain word is expanded, the name is not.
    expect(matchWeight(q, 'copy', 'replication')).toBe(0.8);
    expect(q.terms.has('gas')).toBe(false);
  });

  it('takes a name of code for one identifier, its words matching it below its whole', () => {
    const q = buildQuery('How long does wait_for_kiln pause when the kiln is cold?');
    const name = q.concepts.find((c) => c.term === 'wait_for_kiln');
    expect(name).toMatchObject({ name: true, where: true });
    const i = q.concepts.indexOf(name as Concept);
    // "wait" is only a word of the name; "kiln" is also asked on its own, so it stays a concept.
    expect(q.concepts.map((c) => c.term)).not.toContain('wait');
    expect(q.terms.get('wait')).toEqual([{ concept: i, weight: expect.any(Number) }]);
    expect(q.terms.get('wait')?.[0]?.weight).toBeLessThan(1);
    expect(q.concepts.map((c) => c.term)).toContain('kiln');
  });

  it('lets an address spell a name of code without its joins', () => {
    const q = buildQuery('What does the kiln_guard tool check?');
    const i = q.concepts.findIndex((c) => c.term === 'kiln_guard');
    expect(q.terms.get('kilnguard')).toEqual([{ concept: i, weight: 1 }]);
  });

  it('takes a word written as a call for a name', () => {
    const q = buildQuery('Why does tumble() return early?');
    expect(q.concepts.find((c) => c.term === 'tumbl')).toMatchObject({ name: true });
  });

  it('does not take the capital that starts a sentence for a name', () => {
    const q = buildQuery('Ozone replication is slow. Where is Ozone configured?');
    expect(concept(q, 'ozone').name).toBe(true);
    const first = buildQuery('Replication in Ozone');
    expect(concept(first, 'replication').name).toBe(false);
    expect(concept(first, 'ozone').name).toBe(true);
  });

  it('lets the words of a several-word name share its weight', () => {
    const q = buildQuery('Where is the Storage Container Manager configured?');
    for (const w of ['storage', 'container', 'manager']) {
      expect(concept(q, w)).toMatchObject({ name: true, weight: 0.5 });
    }
    expect(concept(q, 'configured').weight).toBe(1);
  });

  it('gives small bare numbers little weight, and takes them for amounts rather than names', () => {
    const q = buildQuery('Does a 12-year-old need a booster seat in 2004?');
    const twelve = concept(q, '12');
    expect(twelve.weight).toBe(0.3);
    expect(twelve.name).toBe(false);
    expect(twelve.weight).toBeLessThan(concept(q, 'booster').weight);
    // A year is an identifier.
    expect(concept(q, '2004')).toMatchObject({ name: true, weight: 1.5 });
  });

  it('lets a number word match its figure, below the word itself', () => {
    const q = buildQuery('What happens in the first pass?');
    expect(matchWeight(q, '1', 'first')).toBe(0.7);
    expect(matchWeight(q, 'first', 'first')).toBe(1);
  });

  it('marks the words right after an identifier as qualifiers, unless asked before', () => {
    const q = buildQuery('What is the cylinder head bolt torque on the 2.5L flat-four engine?');
    expect(concept(q, 'flat').qualifier).toBe(true);
    expect(concept(q, 'four').qualifier).toBe(true);
    expect(concept(q, 'torque').qualifier).toBeUndefined();
    // "cylinder" is asked before "four-cylinder" describes the engine.
    const asked = buildQuery('What is the cylinder head bolt torque on the 2.4L four-cylinder?');
    expect(concept(asked, 'cylinder').qualifier).toBeUndefined();
    expect(concept(asked, 'four').qualifier).toBe(true);
  });

  describe('related words', () => {
    const bike: RelatedWord[] = [
      { text: 'bicycle', kind: 'synonym', weight: 0.8 },
      { text: 'wheeled vehicle', kind: 'broader', weight: 0.45 },
      { text: 'spoke', kind: 'gloss', weight: 0.1 },
      { text: 'helmet', kind: 'gloss', weight: 0.5 },
    ];
    const q = buildQuery('Do I need a helmet to ride a bike?', { related: related({ bike }) });

    it('are added to their word, below the word itself', () => {
      const w = matchWeight(q, stem('bicycle'), 'bike');
      expect(w).toBe(0.8);
      expect(w).toBeLessThan(matchWeight(q, stem('bike'), 'bike') as number);
      // They do not make new concepts.
      expect(q.concepts.map((c) => c.word)).toEqual(['need', 'helmet', 'ride', 'bike']);
    });

    it('weigh less as parts of a phrase', () => {
      expect(matchWeight(q, stem('wheeled'), 'bike')).toBeCloseTo(0.45 * 0.7);
      expect(matchWeight(q, stem('vehicle'), 'bike')).toBeCloseTo(0.45 * 0.7);
    });

    it('are dropped when too weak to help', () => {
      expect(q.terms.has(stem('spoke'))).toBe(false);
    });

    it('that are another word of the question match only that word', () => {
      expect(q.terms.get(stem('helmet'))).toEqual([{ concept: 1, weight: 1 }]);
    });

    it('are left out without a lexicon', () => {
      expect(buildQuery('Do I need a helmet to ride a bike?').terms.has(stem('bicycle'))).toBe(false);
    });
  });

  it('weighs words of many senses less, names not at all', () => {
    const senseCounts = new Map([
      ['take', 44],
      ['filter', 3],
      ['set', 20],
      ['honda', 40],
    ]);
    const q = buildQuery('How do I take out and set the filter in a Honda?', { senseCounts });
    expect(concept(q, 'filter').weight).toBe(1);
    expect(concept(q, 'take').weight).toBe(0.5);
    expect(concept(q, 'set').weight).toBeCloseTo(Math.sqrt(10 / 20));
    expect(concept(q, 'take').weight).toBeLessThan(concept(q, 'set').weight);
    expect(concept(q, 'honda').weight).toBe(1.5);
  });

  describe('hints', () => {
    const hints: QueryHint[] = [{ when: /\btorque\b/i, expand: 'Torque Specifications' }];

    it('add their words as a lighter concept when the question matches', () => {
      const q = buildQuery('What is the torque for the head bolts?', { hints });
      const hint = q.concepts.at(-1) as Concept;
      expect(hint).toMatchObject({ word: 'Torque Specifications', hint: true, name: false, weight: 0.5 });
      expect(hint.weight).toBeLessThan(concept(q, 'torque').weight);
      expect(matchWeight(q, stem('specifications'), 'Torque Specifications')).toBe(1);
      // A hint word the question already holds stays the question's.
      expect(q.terms.get(stem('torque'))).toEqual([
        { concept: q.concepts.indexOf(concept(q, 'torque')), weight: 1 },
      ]);
    });

    it('add nothing when the question does not match', () => {
      const q = buildQuery('Where is the oil filter?', { hints });
      expect(q.concepts.some((c) => c.hint)).toBe(false);
      expect(q.terms.has(stem('specifications'))).toBe(false);
      expect(q.concepts).toHaveLength(2);
    });

    it('of no words add no concept', () => {
      const q = buildQuery('What is the torque?', { hints: [{ when: /torque/i, expand: 'the of' }] });
      expect(q.concepts.map((c) => c.word)).toEqual(['torque']);
    });
  });
});

describe('vagueness', () => {
  it('is 1 up to ten senses, then falls, never below a half', () => {
    expect(vagueness(0)).toBe(1);
    expect(vagueness(10)).toBe(1);
    expect(vagueness(20)).toBeLessThan(1);
    expect(vagueness(20)).toBeGreaterThan(vagueness(30));
    expect(vagueness(44)).toBe(0.5);
    expect(vagueness(1000)).toBe(0.5);
  });
});

describe('lexiconWords', () => {
  it('keeps the content words worth looking up: no names, numbers, stopwords or repeats', () => {
    expect(lexiconWords('Where can I ride my bike in Ozone in 2004, and ride it far?')).toEqual([
      'ride',
      'bike',
      'far',
    ]);
  });
});

describe('light words', () => {
  it('"need" is asked about, lightly: it says a requirement is wanted, not what it is about', () => {
    const q = buildQuery('Does a kid need a booster seat?', {
      related: new Map([['need', [{ text: 'requirement', kind: 'derived' as const, weight: 0.6 }]]]),
    });
    const need = q.concepts.find((c) => c.word === 'need');
    const seat = q.concepts.find((c) => c.word === 'seat');
    expect(need?.weight).toBeGreaterThan(0);
    expect(need?.weight).toBeLessThan((seat?.weight ?? 0) / 2);
    expect(q.terms.get(stem('requirement'))?.[0]?.concept).toBe(q.concepts.indexOf(need as Concept));
  });

  it('so are the words that ask whether a thing is required or allowed ("Is it mandatory to register my bike?")', () => {
    const weight = (question: string, word: string) =>
      buildQuery(question).concepts.find((c) => c.word === word)?.weight ?? 0;
    for (const [question, word] of [
      ['Is it mandatory to register my bike?', 'mandatory'],
      ['Is it legal to register my bike?', 'legal'],
      ['Are teenagers allowed to register a bike?', 'allowed'],
      ['Is a helmet required to register a bike?', 'required'],
    ] as const) {
      expect(weight(question, word)).toBeGreaterThan(0);
      expect(weight(question, word)).toBeLessThan(weight(question, 'bike') / 2);
    }
  });
});

describe('what a question sets aside', () => {
  it('is neither asked about nor where the answer lives ("instead of Ranger")', () => {
    const q = buildQuery('Which authorizer class do I use instead of Ranger, for Ozone?');
    expect(q.concepts.map((c) => c.word)).toEqual(['authorizer', 'class', 'ozone']);
    expect(contrastWords('Use ofs rather than o3fs. Which is faster?')).toBe('o3fs');
  });

  it('"besides", "apart from", "in addition to" set aside what they name, as "instead of" does', () => {
    const q = buildQuery('Besides giving each object a unique ID, what write support would NFS need?');
    expect(q.concepts.map((c) => c.word)).toEqual(['write', 'support', 'nfs', 'need']);
    expect(contrastWords('Apart from the fee, what do I pay?')).toBe('the fee');
    expect(contrastWords('In addition to a helmet, what must a rider wear?')).toBe('a helmet');
  });
});

describe('nameTerms', () => {
  it('finds capitalized words inside sentences and words with digits', () => {
    const names = nameTerms('What is the 12-year-old rule for Honda? Toyota too.');
    expect([...names].sort()).toEqual(['12', 'honda']);
  });

  it('takes the capitalized part of a hyphenated word as the name, not what it is said of', () => {
    const names = nameTerms('Which port has the WebHDFS-style gateway of Non-Motor vehicles?');
    expect(names.has(stem('webhdfs'))).toBe(true);
    expect(names.has(stem('style'))).toBe(false);
    expect(names.has(stem('motor'))).toBe(true);
  });
});

describe('nameRuns', () => {
  it('finds names of several capitalized words, split at punctuation', () => {
    expect(nameRuns('Where is the Storage Container Manager configured in Apache Ozone?')).toEqual([
      ['Storage', 'Container', 'Manager'],
      ['Apache', 'Ozone'],
    ]);
    expect(nameRuns('Does Honda, Toyota sell cars?')).toEqual([]);
    expect(nameRuns('Is Ozone fast?')).toEqual([]);
  });

  it("drops a possessive's ending", () => {
    expect(nameRuns("Where is Ozone Manager's log?")).toEqual([['Ozone', 'Manager']]);
  });

  it('ends a name at a possessive', () => {
    expect(nameRuns("How does Apache Ozone's Storage Container Manager start?")).toEqual([
      ['Apache', 'Ozone'],
      ['Storage', 'Container', 'Manager'],
    ]);
  });
});

describe('qualifierWords', () => {
  it('holds the words right after an identifier, up to punctuation or the next identifier', () => {
    expect(qualifierWords('Torque of the 2.5L flat-four engine head bolts')).toBe('flat-four engine');
    expect(qualifierWords('the 2.5L, then the head')).toBe('');
    expect(qualifierWords('the cylinder head bolts')).toBe('');
  });
});

describe('findAcronyms', () => {
  it('reads both "Long Form (LF)" and "LF (Long Form)"', () => {
    expect(findAcronyms('The Storage Container Manager (SCM) and OM (Ozone Manager) run here.')).toEqual([
      { short: 'scm', long: 'storage container manager' },
      { short: 'om', long: 'ozone manager' },
    ]);
  });

  it('skips small words inside the long form, and a plural ending', () => {
    expect(findAcronyms('Bureau of Labor Statistics (BLS)')).toEqual([
      { short: 'bls', long: 'bureau of labor statistics' },
    ]);
    expect(findAcronyms('Personal Computers (PCs)')).toEqual([{ short: 'pc', long: 'personal computers' }]);
    // A small word whose initial is a letter of the abbreviation may still be skipped.
    expect(findAcronyms('National Aeronautics and Space Administration (NASA)')).toEqual([
      { short: 'nasa', long: 'national aeronautics and space administration' },
    ]);
  });

  it('takes only the words the letters stand for', () => {
    expect(findAcronyms('Read about the Storage Container Manager (SCM)')).toEqual([
      { short: 'scm', long: 'storage container manager' },
    ]);
  });

  it('finds an abbreviation of the question spelled out as a name, where the site never defines it', () => {
    const text = 'Code of the District of Columbia. Title 50. Motor Vehicles.';
    expect(findSpelledOut(text, ['dc'])).toEqual([{ short: 'dc', long: 'district of columbia' }]);
    // A name's capitals only: lowercase words spell nothing, and a run broken by other words fails.
    expect(findSpelledOut('the data center is closed', ['dc'])).toEqual([]);
    expect(findSpelledOut('District Court of Columbia', ['dc'])).toEqual([
      { short: 'dc', long: 'district court' },
    ]);
    expect(findSpelledOut('Drivers, Cars and Trucks', ['dc'])).toEqual([]);
  });

  it('rejects parentheses whose letters are not the initials, and lowercase ones', () => {
    expect(findAcronyms('Storage Container Manager (XYZ)')).toEqual([]);
    expect(findAcronyms('see the manual (sm)')).toEqual([]);
    expect(findAcronyms('ab (all bad)')).toEqual([]);
  });

  it('reports each abbreviation once', () => {
    expect(findAcronyms('Ozone Manager (OM); later Ozone Manager (OM)')).toHaveLength(1);
  });
});

describe('withAcronyms', () => {
  it('lets the abbreviation answer a long form the question spells out', () => {
    const q = buildQuery('Where is the Storage Container Manager configured?');
    const a = withAcronyms(q, findAcronyms('Storage Container Manager (SCM)'));
    const scm = a.terms.get('scm') ?? [];
    expect(scm.map((m) => q.concepts[m.concept]?.word).sort()).toEqual(['container', 'manager', 'storage']);
    for (const m of scm) expect(m.weight).toBe(0.9);
    // The query it came from is unchanged.
    expect(q.terms.has('scm')).toBe(false);
  });

  it('lets the long form answer an abbreviation the question uses', () => {
    const q = buildQuery('How do I restart the OM?');
    const a = withAcronyms(q, findAcronyms('OM (Ozone Manager)'));
    expect(matchWeight(a, stem('ozone'), 'om')).toBe(0.9);
    expect(matchWeight(a, stem('manager'), 'om')).toBe(0.9);
    expect(matchWeight(a, 'om', 'om')).toBe(1);
  });

  it('returns the same query when no abbreviation applies', () => {
    const q = buildQuery('How do I restart the OM?');
    expect(withAcronyms(q, [])).toBe(q);
    expect(withAcronyms(q, findAcronyms('Storage Container Manager (SCM)'))).toBe(q);
  });
});

describe('flatQuery', () => {
  it('weighs each term by its concept weight times its match weight', () => {
    const q = buildQuery('Where can I ride a bike in Ozone?', {
      related: related({ bike: [{ text: 'bicycle', kind: 'synonym', weight: 0.8 }] }),
    });
    const flat = flatQuery(q);
    expect(flat.weights.get(stem('bike'))).toBe(1);
    expect(flat.weights.get(stem('bicycle'))).toBeCloseTo(0.8);
    expect(flat.weights.get(stem('ozone'))).toBe(1.5);
    expect(flat.terms).toEqual([...flat.weights.keys()]);
  });

  it('weighs concepts the place already shows by locatedWeight', () => {
    const q = buildQuery('Where is the oil filter?');
    const flat = flatQuery(q, new Set([stem('oil')]), 0.25);
    expect(flat.weights.get(stem('oil'))).toBe(0.25);
    expect(flat.weights.get(stem('filter'))).toBe(1);
  });

  it('gives every word of a name the full weight of a name with wholeNames', () => {
    const q = buildQuery('Where is the Storage Container Manager configured?');
    expect(flatQuery(q).weights.get(stem('storage'))).toBe(0.5);
    expect(flatQuery(q, new Set(), 1, true).weights.get(stem('storage'))).toBe(1.5);
    expect(flatQuery(q, new Set(), 1, true).weights.get(stem('configured'))).toBe(1);
  });
});

describe('conceptsShown', () => {
  it('tells which concepts a set of terms shows by their own term', () => {
    const q = buildQuery('Where is the oil filter?');
    expect(conceptsShown(q, new Set([stem('filter')]))).toEqual([false, true]);
  });
});

describe('weightedQuery', () => {
  it('is the flat query of the question and its hints', () => {
    const w = weightedQuery('torque of the head bolts', new Set(), 1, [
      { when: /torque/i, expand: 'Specifications' },
    ]);
    expect(w.weights.get(stem('torque'))).toBe(1);
    expect(w.weights.get(stem('specifications'))).toBe(0.5);
  });
});

describe('askedNoun and askedPhrase', () => {
  it('find the thing a "which" or "what" question asks for', () => {
    expect(askedNoun('Which fuse protects the radio?')).toBe('fuse');
    expect(askedNoun('What kind of oil does it take?')).toBeNull();
    expect(askedPhrase('Which fuse protects the radio?')).toBe('fuse');
    expect(askedPhrase('What is the OEM part number for the filter?')).toBe('OEM part number');
    expect(askedPhrase('What are the tire pressures?')).toBe('tire pressures');
  });

  it('are null when the question asks for no thing', () => {
    expect(askedNoun('Where is the filter?')).toBeNull();
    expect(askedPhrase('Where is the filter?')).toBeNull();
  });
});
