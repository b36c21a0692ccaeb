import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, numberWordValue, ONE_TO_TEN } from './number-words.ts';

describe('number words', () => {
  it('give the value of each word from zero to ten, in any case, and nothing for other words', () => {
    expect(numberWordValue('zero')).toBe(0);
    expect(numberWordValue('Seven')).toBe(7);
    expect(numberWordValue('TEN')).toBe(10);
    expect(numberWordValue('eleven')).toBeUndefined();
    expect(numberWordValue('once')).toBeUndefined();
    expect(NUMBER_WORDS).toHaveLength(11);
  });

  it('match one to ten as whole words in a pattern, never zero', () => {
    const pattern = new RegExp(`^(?:${ONE_TO_TEN})$`, 'i');
    expect(['one', 'Four', 'ten'].every((w) => pattern.test(w))).toBe(true);
    expect(['zero', 'tens', 'none', '3'].some((w) => pattern.test(w))).toBe(false);
  });
});
