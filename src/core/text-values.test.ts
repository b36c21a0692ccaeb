import { describe, expect, it } from 'vitest';
import { labelledValue, nthOf, solvedSum, unitNamed } from './text-values.ts';

describe('nthOf', () => {
  const text = "Harbour lights dim, the ferry's late-night run\nends at the pier.";
  it('counts words without the punctuation around them', () => {
    expect(nthOf(text, 1, 'word')).toBe('Harbour');
    expect(nthOf(text, 4, 'word')).toBe('the');
    expect(nthOf(text, 5, 'word')).toBe("ferry's");
    expect(nthOf(text, 6, 'word')).toBe('late-night');
    expect(nthOf(text, -1, 'word')).toBe('pier');
    expect(nthOf(text, 40, 'word')).toBeNull();
  });
  it('counts letters, numbers and lines', () => {
    expect(nthOf('a-b c', 3, 'letter')).toBe('c');
    expect(nthOf('rooms 12 and 7.5', 2, 'number')).toBe('7.5');
    expect(nthOf(text, 2, 'line')).toBe('ends at the pier.');
  });
  it('names units by their nouns', () => {
    expect(unitNamed('words')).toBe('word');
    expect(unitNamed('characters')).toBe('letter');
    expect(unitNamed('paragraph')).toBeNull();
  });
});

describe('solvedSum', () => {
  it('solves the one sum written out, in the usual precedence', () => {
    expect(solvedSum('Quiz\n9 × 6 =\nAnswer:')).toBe(54);
    expect(solvedSum('What is 12 − 5 = ?')).toBe(7);
    expect(solvedSum('2 + 3 x 4 =')).toBe(14);
    expect(solvedSum('15 / 4 = ___')).toBe(3.75);
    expect(solvedSum('-3 - -4 =')).toBe(1);
  });
  it('gives nothing where no sum, or more than one, is written out', () => {
    expect(solvedSum('Room 4-5 opens at 9.')).toBeNull();
    expect(solvedSum('1 + 1 = and 2 + 2 =')).toBeNull();
    expect(solvedSum('8 / 0 =')).toBeNull();
  });
});

describe('labelledValue', () => {
  it('reads the number shown under a label that holds the word', () => {
    expect(labelledValue('Fund: ACME\nShare price: $1,204.50\nVolume: 300', 'price')).toBe(1204.5);
    expect(labelledValue('Outside temperature : -3 °C', 'temperature')).toBe(-3);
    expect(labelledValue('Buy when the price is less than $40.', 'price')).toBeNull();
  });
});
