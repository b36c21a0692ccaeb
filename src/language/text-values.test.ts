import { describe, expect, it } from 'vitest';
import {
  labelledPairs,
  labelledValue,
  nthOf,
  solvedEquation,
  solvedSum,
  unitNamed,
  valueNamed,
} from './text-values.ts';

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

describe('solvedEquation', () => {
  it('solves the one linear equation in one unknown a text writes, either side', () => {
    expect(solvedEquation('Puzzle\n12 = 2x − 4\nx = ')).toBe(8);
    expect(solvedEquation('3y + 4 = 19')).toBe(5);
    expect(solvedEquation('n - 7 = 2')).toBe(9);
    expect(solvedEquation('k + k + 2 = 10')).toBe(4);
    expect(solvedEquation('0.5 × t = 3')).toBe(6);
  });

  it('gives none for sums, two unknowns, two equations, or no single solution', () => {
    expect(solvedEquation('7 x 8 = ?')).toBeNull();
    expect(solvedEquation('2a + 3b = 4')).toBeNull();
    expect(solvedEquation('a + 1 = 2\nb + 2 = 3')).toBeNull();
    expect(solvedEquation('z + 1 = z + 2')).toBeNull();
    expect(solvedEquation('Total: 40 people')).toBeNull();
  });
});

describe('labelled values', () => {
  const pairs = labelledPairs('Order 55\nShipped on: 3 March\nPay now', [
    'Owner\tMaya Ortiz\nSerial number\tX-220\nIn service since\t2011',
    'Height\tWidth\tDepth\n20 cm\t30 cm\t12 cm',
  ]);

  it('reads label cells, header rows over one row, and "Label: value" lines', () => {
    expect(pairs).toContainEqual(['Owner', 'Maya Ortiz']);
    expect(pairs).toContainEqual(['Width', '30 cm']);
    expect(pairs).toContainEqual(['Shipped on', '3 March']);
  });

  it('finds the value of the label a phrase names, whatever else the phrase says', () => {
    expect(valueNamed(pairs, "the owner's serial number")).toBe('X-220');
    expect(valueNamed(pairs, 'the depth of the box')).toBe('12 cm');
    expect(valueNamed(pairs, 'value next to In service since')).toBe('2011');
    expect(valueNamed(pairs, 'the owners')).toBe('Maya Ortiz');
    expect(valueNamed(pairs, 'the colour')).toBeNull();
  });
});
