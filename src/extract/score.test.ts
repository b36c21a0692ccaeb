import { describe, expect, it } from 'vitest';
import { addCounts, htmlText, scoreStrings, stringScores, tokenF1, tokens } from './score.ts';

describe('tokens', () => {
  it('lowercases and splits on anything but letters and digits, in any script', () => {
    expect(tokens("Hello, World! It's 2024 — Größe café")).toEqual([
      'hello',
      'world',
      'it',
      's',
      '2024',
      'größe',
      'café',
    ]);
    expect(tokens('Привет, мир')).toEqual(['привет', 'мир']);
    expect(tokens('  ...  ')).toEqual([]);
  });
});

describe('tokenF1', () => {
  it('is 1 for the same words in any order and spacing', () => {
    expect(tokenF1('b a  c', 'A b, c.').f1).toBe(1);
  });

  it('counts repeated words as a multiset', () => {
    const s = tokenF1('the the the cat', 'the cat');
    expect(s.precision).toBeCloseTo(2 / 4);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo((2 * 0.5 * 1) / 1.5);
  });

  it('handles empty texts', () => {
    expect(tokenF1('', '').f1).toBe(1);
    expect(tokenF1('words', '').f1).toBe(0);
    expect(tokenF1('', 'words').f1).toBe(0);
    expect(tokenF1('alpha', 'beta').f1).toBe(0);
  });
});

describe('htmlText', () => {
  it('separates blocks but not inline elements', () => {
    expect(htmlText('<p>one</p><p>two <b>th</b>ree</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'one two three a b',
    );
  });

  it('skips scripts, styles and comments and decodes entities', () => {
    expect(htmlText('<div>a &amp; b<script>x()</script><style>p{}</style><!-- c --></div>')).toBe('a & b');
  });
});

describe('scoreStrings', () => {
  it('scores with/without strings with whitespace normalized', () => {
    const c = scoreStrings(
      'Main   text here.\nMore text',
      ['text here. More', 'missing'],
      ['Impressum', 'More'],
    );
    expect(c).toEqual({ tp: 1, fn: 1, fp: 1, tn: 1 });
    const total = addCounts(c, { tp: 1, fn: 0, fp: 0, tn: 1 });
    const s = stringScores(total);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(2 / 3);
    expect(s.accuracy).toBeCloseTo(4 / 6);
  });
});
