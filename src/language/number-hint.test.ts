import { describe, expect, it } from 'vitest';
import { hintIn, newLines, numberRange } from './number-hint.ts';

describe('hints of a guessing game', () => {
  it('reads which way the number sought lies, in several wordings', () => {
    expect(hintIn('Go higher.')).toBe('higher');
    expect(hintIn('Too small, try again')).toBe('higher');
    expect(hintIn('The secret is bigger than that')).toBe('higher');
    expect(hintIn('Too big!')).toBe('lower');
    expect(hintIn('Nope, lower')).toBe('lower');
    expect(hintIn('Right on, you got it!')).toBe('hit');
  });

  it('takes no hint from a line that names both ways, such as the rules', () => {
    expect(hintIn('The page tells you whether to go higher or lower.')).toBeNull();
    expect(hintIn('Say a number; we say higher or lower.\nToo big')).toBe('lower');
    expect(hintIn('Pick a number from 1 to 9')).toBeNull();
  });

  it('finds the lines a page gained', () => {
    expect(newLines('Rules\nGo higher.', 'Rules\nGo lower.')).toBe('Go lower.');
    expect(newLines('A\nB', 'A\nB')).toBe('');
  });

  it('reads the range a number is in', () => {
    expect(numberRange('Guess a number between 0 and 9')).toEqual({ low: 0, high: 9 });
    expect(numberRange('any whole number from 1 to 20')).toEqual({ low: 1, high: 20 });
    expect(numberRange('somewhere in 0-50')).toEqual({ low: 0, high: 50 });
    expect(numberRange('a number of your choice')).toBeNull();
  });
});
