import { describe, expect, it } from 'vitest';
import type { RelatedWord } from './lexicon.ts';
import { buildQuery } from './query.ts';
import {
  FIELD,
  locatedTerms,
  type ScentField,
  type SiteSenses,
  scentOf,
  type TermStats,
  termSet,
  termWeight,
} from './scent.ts';
import { stem } from './text.ts';

const label = (text: string): ScentField => ({ text, weight: FIELD.label });

const related = (entries: Record<string, RelatedWord[]>): Map<string, RelatedWord[]> =>
  new Map(Object.entries(entries));

const stats = (docs: number, df: Record<string, number>): TermStats => ({
  docs,
  df: new Map(Object.entries(df)),
});

describe('termSet', () => {
  it('holds the folded, stemmed terms of a text without stopwords', () => {
    expect([...termSet('The Bikes and the Bicycles')]).toEqual([stem('bikes'), stem('bicycles')]);
    expect(termSet('Émission Tests').has(stem('emission'))).toBe(true);
    expect(termSet('of the and').size).toBe(0);
  });

  it('is memoized: the same text gives the same set', () => {
    expect(termSet('Engine Oil Pressure')).toBe(termSet('Engine Oil Pressure'));
  });
});

describe('termWeight', () => {
  it('is 1 without statistics or with too few documents to tell', () => {
    expect(termWeight('oil', undefined)).toBe(1);
    expect(termWeight('oil', stats(1, { oil: 1 }))).toBe(1);
  });

  it('is 1 for a term the site has not used, less the more labels use it', () => {
    const s = stats(100, { rare: 1, some: 10, common: 100 });
    expect(termWeight('unseen', s)).toBeCloseTo(1);
    const rare = termWeight('rare', s);
    const some = termWeight('some', s);
    const common = termWeight('common', s);
    expect(rare).toBeLessThan(1);
    expect(some).toBeLessThan(rare);
    expect(common).toBeLessThan(some);
    expect(common).toBeGreaterThan(0);
    // A word every label uses separates next to nothing.
    expect(common).toBeLessThan(0.25);
  });
});

describe('scentOf', () => {
  const question = 'Where can I ride a bike?';

  it('scores a label naming the question words above one that does not', () => {
    const q = buildQuery(question);
    const hit = scentOf(q, [label('Bike Trails')]);
    const miss = scentOf(q, [label('Swimming Pools')]);
    expect(hit.score).toBeGreaterThan(0);
    expect(miss.score).toBe(0);
    expect(miss.matched).toEqual([]);
    expect(hit.score).toBeGreaterThan(miss.score);
  });

  it('gives an exact label match of a plain word the full weight of its concept', () => {
    const q = buildQuery('Where is the oil filter?');
    expect(scentOf(q, [label('Filter')]).score).toBeCloseTo(1);
    expect(scentOf(q, [label('Oil Filter')]).score).toBeCloseTo(2);
  });

  it('adds up the concepts a lead answers', () => {
    const q = buildQuery('Where can I ride a bike on weekends?');
    const one = scentOf(q, [label('Bike Trails')]).score;
    const two = scentOf(q, [label('Weekend Bike Rides')]).score;
    expect(two).toBeGreaterThan(one);
  });

  it('scales the score by the field weight (squared)', () => {
    const q = buildQuery(question);
    const onLabel = scentOf(q, [{ text: 'Bike Trails', weight: FIELD.label }]).score;
    const inUrl = scentOf(q, [{ text: 'bike trails', weight: FIELD.url }]).score;
    const inContext = scentOf(q, [{ text: 'bike trails', weight: FIELD.context }]).score;
    expect(inUrl).toBeLessThan(onLabel);
    expect(inUrl).toBeCloseTo(onLabel * FIELD.url ** 2);
    expect(inContext).toBeCloseTo(onLabel * FIELD.context ** 2);
    expect(scentOf(q, [{ text: 'Bike', weight: 2 }]).score).toBeCloseTo(4 * onLabel);
  });

  it('takes the best field for each concept rather than summing the fields', () => {
    const q = buildQuery(question);
    const labelOnly = scentOf(q, [label('Bike Trails')]);
    const both = scentOf(q, [
      label('Bike Trails'),
      { text: 'bike routes and bike maps', weight: FIELD.context },
    ]);
    expect(both.score).toBeCloseTo(labelOnly.score);
    expect(both.matched).toEqual(['bike']);
  });

  it('ignores empty fields and fields of no weight', () => {
    const q = buildQuery(question);
    expect(scentOf(q, [{ text: 'Bike Trails', weight: 0 }]).score).toBe(0);
    expect(scentOf(q, [{ text: '', weight: 1 }]).score).toBe(0);
    expect(scentOf(q, []).score).toBe(0);
  });

  it('counts a term rare on the site more than one every label uses', () => {
    const q = buildQuery('How do I replace the oil filter?');
    // "oil" is on every label of this site, "filter" on one.
    const s = stats(50, { oil: 50, filter: 1 });
    const oil = scentOf(q, [label('Oil')], { stats: s }).score;
    const filter = scentOf(q, [label('Filter')], { stats: s }).score;
    expect(filter).toBeGreaterThan(oil);
    // Without statistics the two words are worth the same.
    expect(scentOf(q, [label('Oil')]).score).toBeCloseTo(scentOf(q, [label('Filter')]).score);
  });

  it('scores a match through a related word below an exact match', () => {
    const q = buildQuery(question, {
      related: related({ bike: [{ text: 'bicycle', kind: 'synonym', weight: 0.8 }] }),
    });
    const exact = scentOf(q, [label('Bike Trails')]);
    const through = scentOf(q, [label('Bicycle Trails')]);
    expect(through.score).toBeGreaterThan(0);
    expect(through.score).toBeLessThan(exact.score);
    expect(through.score).toBeCloseTo(0.8 ** 2);
    // The question's word is answered either way.
    expect(through.matched).toEqual(['bike']);
  });

  it('lets one clear match outweigh several faint ones', () => {
    const q = buildQuery('Which seat fits a small kid in the car?', {
      related: related({
        seat: [{ text: 'bench', kind: 'broader', weight: 0.45 }],
        small: [{ text: 'little', kind: 'synonym', weight: 0.45 }],
        car: [{ text: 'automobile', kind: 'synonym', weight: 0.45 }],
      }),
    });
    const clear = scentOf(q, [label('Kid')]);
    const faint = scentOf(q, [label('Little Automobile Bench')]);
    expect(faint.matched).toHaveLength(3);
    expect(clear.matched).toEqual(['kid']);
    expect(clear.score).toBeGreaterThan(faint.score);
  });

  it('lists the question words a lead answers, as the question wrote them', () => {
    const q = buildQuery('What is the torque for the cylinder head bolts?');
    const { matched } = scentOf(q, [label('Head Bolt Torque'), { text: 'cylinder', weight: FIELD.url }]);
    expect(matched).toEqual(['torque', 'cylinder', 'head', 'bolts']);
    expect(scentOf(q, [label('Head Bolt')]).matched).toEqual(['head', 'bolts']);
  });

  it('weighs names and identifiers by their concept weight', () => {
    const q = buildQuery('Where is replication configured in Ozone?');
    const name = scentOf(q, [label('Ozone')]).score;
    const word = scentOf(q, [label('Replication')]).score;
    expect(name).toBeGreaterThan(word);
  });

  it('weighs a concept the place already shows by locatedWeight', () => {
    const q = buildQuery('Where is the oil filter?');
    const plain = scentOf(q, [label('Oil Filter')]).score;
    const located = scentOf(q, [label('Oil Filter')], {
      located: new Set([stem('oil')]),
      locatedWeight: 0.25,
    }).score;
    expect(located).toBeCloseTo(plain - 1 + 0.25);
    // Without a weight, being located changes nothing.
    expect(scentOf(q, [label('Oil Filter')], { located: new Set([stem('oil')]) }).score).toBeCloseTo(plain);
  });

  describe('site senses', () => {
    // "Labor" on the site, by a lexicon's reading of the label word, stands for the question's "wage".
    const q = buildQuery('Can I be fired for asking about my wage?');
    const senses: SiteSenses = new Map([[stem('labor'), [{ term: stem('wage'), weight: 0.5 }]]]);

    it("let a label word's own relatives match the question", () => {
      expect(scentOf(q, [label('Labor')]).score).toBe(0);
      const withSenses = scentOf(q, [label('Labor')], { senses });
      expect(withSenses.score).toBeGreaterThan(0);
      expect(withSenses.matched).toEqual(['wage']);
    });

    it('weigh below an exact match and below the same relation seen from the question', () => {
      const exact = scentOf(q, [label('Wage')], { senses }).score;
      const siteSide = scentOf(q, [label('Labor')], { senses }).score;
      const queryRelated = buildQuery('Can I be fired for asking about my wage?', {
        related: related({ wage: [{ text: 'labor', kind: 'gloss', weight: 0.5 }] }),
      });
      const questionSide = scentOf(queryRelated, [label('Labor')]).score;
      expect(siteSide).toBeLessThan(exact);
      expect(siteSide).toBeLessThan(questionSide);
      expect(siteSide).toBeCloseTo((0.5 * 0.8) ** 2);
    });

    it('add nothing for terms the question does not hold', () => {
      const elsewhere: SiteSenses = new Map([[stem('labor'), [{ term: 'union', weight: 1 }]]]);
      expect(scentOf(q, [label('Labor')], { senses: elsewhere }).score).toBe(0);
    });
  });
});

describe('locatedTerms', () => {
  const query = buildQuery('Does a kid need a car seat?', {
    related: related({
      car: [
        { text: 'automobile', kind: 'synonym', weight: 0.8 },
        { text: 'vehicle', kind: 'broader', weight: 0.45 },
        { text: 'wheels', kind: 'gloss', weight: 0.25 },
      ],
    }),
  });
  const car = stem('car');

  it('places a concept by its own word or a close relative in the title and path', () => {
    expect(locatedTerms(query, 'Car seats').has(car)).toBe(true);
    expect(locatedTerms(query, 'Title 50. Motor Vehicles and Traffic').has(car)).toBe(true);
    expect(locatedTerms(query, 'Title 50. Motor Vehicles and Traffic').has(stem('traffic'))).toBe(true);
  });

  it('a loose relative places nothing', () => {
    expect(locatedTerms(query, 'Wheels and tyres').has(car)).toBe(false);
    expect(locatedTerms(query, 'Parks and public space').has(car)).toBe(false);
  });
});

describe('numbered labels', () => {
  it("does not let a question's quantity or ordinal find a division's number", () => {
    const q = buildQuery('Can my 9-year-old steer the ferry the first time?');
    expect(scentOf(q, [label('Book 9. Lighthouses')]).matched).toEqual([]);
    expect(scentOf(q, [label('1. Lighthouses')]).matched).toEqual([]);
    // The same number outside a numbering still counts.
    expect(scentOf(q, [label('Lessons for 9 year olds')]).matched.length).toBeGreaterThan(0);
  });

  it('keeps the match when the question names the division', () => {
    const q = buildQuery('What does book 9 say about lighthouses?');
    expect(scentOf(q, [label('Book 9. Keepers')]).matched.length).toBeGreaterThan(0);
  });
});
