import { describe, expect, it } from 'vitest';
import { isReplySubject, threadSubject } from './subject.ts';

describe('threadSubject', () => {
  it('drops list tags and reply or forward marks, in any order and number', () => {
    expect(threadSubject('[garden-club] Re: Compost bins for the allotment')).toBe(
      'compost bins for the allotment',
    );
    expect(threadSubject('Re: [garden-club] RE: Fwd: Compost bins for the allotment')).toBe(
      'compost bins for the allotment',
    );
    expect(threadSubject('[garden-club] [board] AW: WG: Compost bins for the allotment')).toBe(
      'compost bins for the allotment',
    );
    expect(threadSubject('Re[3]: Compost bins for the allotment')).toBe('compost bins for the allotment');
    expect(threadSubject('SV: Kompostbehållare')).toBe('kompostbehallare');
  });

  it('reads spacing, tabs and stray marks between words as one space', () => {
    expect(threadSubject('Compost  bins\tfor the?allotment')).toBe('compost bins for the allotment');
  });

  it('keeps words that only look like marks', () => {
    expect(threadSubject('Rest: a week without watering')).toBe('rest a week without watering');
    expect(threadSubject('TRAINING: pruning roses')).toBe('training pruning roses');
    expect(threadSubject('[SOLVED] pump fuse keeps blowing')).toBe('pump fuse keeps blowing');
  });
});

describe('isReplySubject', () => {
  it('tells answers and copies from openings', () => {
    expect(isReplySubject('[garden-club] Re: Compost bins')).toBe(true);
    expect(isReplySubject('FW: Compost bins')).toBe(true);
    expect(isReplySubject('Compost bins')).toBe(false);
    expect(isReplySubject('Regarding compost bins')).toBe(false);
  });
});
