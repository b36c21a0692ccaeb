import { describe, expect, it } from 'vitest';
import { describeCondition, meetsCondition, parseNumberCondition } from './number-condition.ts';

const read = (text: string) => {
  const c = parseNumberCondition(text);
  return c ? describeCondition(c) : null;
};

describe('parseNumberCondition', () => {
  it('reads comparisons, ranges and parity in several wordings', () => {
    expect(read('Roll a number smaller than 9')).toBe('less than 9');
    expect(read('draw a value that is above -2')).toBe('greater than -2');
    expect(read('get a score of at least 40')).toBe('at least 40');
    expect(read('a total no more than 12')).toBe('at most 12');
    expect(read('pick a number between 30 and 10')).toBe('between 10 and 30');
    expect(read('spin until you get an odd number')).toBe('odd');
    expect(read('a result which is even')).toBe('even');
    expect(read('a value equal to 7')).toBe('equal to 7');
    expect(read('a negative number')).toBe('less than 0');
  });
  it('reads no condition where the words put none', () => {
    expect(read('Press the number 4 button')).toBeNull();
    expect(read('Open the settings')).toBeNull();
  });
});

describe('meetsCondition', () => {
  it('tests numbers, negative odd ones too', () => {
    const odd = parseNumberCondition('an odd number');
    expect(odd && meetsCondition(odd, -3)).toBe(true);
    expect(odd && meetsCondition(odd, 4)).toBe(false);
    const range = parseNumberCondition('a number between 2 and 4');
    expect(range && [1, 2, 4, 5].map((n) => meetsCondition(range, n))).toEqual([false, true, true, false]);
  });
});
