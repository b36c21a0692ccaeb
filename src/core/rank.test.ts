import { describe, expect, it } from 'vitest';
import { bm25, coverage, missingTerms, urlWords } from './rank.ts';

const doc = (label: string, context = '') => ({
  fields: [
    { text: label, weight: 3 },
    { text: context, weight: 1 },
  ],
});

describe('bm25', () => {
  it('ranks the option naming the question terms first', () => {
    const scores = bm25('engine oil pressure at idle', [
      doc('Brakes'),
      doc('Engine Oil Pressure'),
      doc('Engine'),
      doc('Transmission Fluid'),
    ]);
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBe(1);
    expect(scores[2]).toBeGreaterThan(0);
    expect(scores[0]).toBe(0);
  });

  it('weighs a term every option shares less than a distinguishing one', () => {
    const scores = bm25('honda accord 2.4l', [doc('Honda Accord V6-3.0L'), doc('Honda Accord L4-2.4L')]);
    expect(scores[1]).toBeGreaterThan(scores[0] as number);
  });

  it('sees inside folders through their context', () => {
    const scores = bm25('oil pressure', [
      doc('Cooling System'),
      doc('Engine Lubrication', 'contains: Engine Oil Pressure'),
    ]);
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[0]).toBe(0);
  });

  it('is all zeros for an empty question', () => {
    expect(bm25('the of and', [doc('a'), doc('b')])).toEqual([0, 0]);
  });
});

describe('coverage', () => {
  it('is the share of key terms present', () => {
    expect(coverage('oil pressure idle', 'Oil pressure: 10 psi')).toBeCloseTo(2 / 3);
    expect(missingTerms('oil pressure idle', 'Oil pressure: 10 psi')).toEqual(['idle']);
    expect(coverage('', 'anything')).toBe(1);
  });
});

describe('urlWords', () => {
  it('turns a path into words, keeping engine sizes', () => {
    expect(urlWords('http://x/honda/2004/accord-l4-2.4l/engine_oil.html?page=2')).toBe(
      'honda 2004 accord l4 2.4l engine oil page 2',
    );
    expect(urlWords('not a url')).toBe('');
  });
});
