import { describe, expect, it } from 'vitest';
import { type FloorExample, figuresAt, fitFloor, floorModule, leaveOneAppOut } from './done-floor.ts';

const example = (app: string, share: number, rightIfDone: boolean, rightIfNotDone = false): FloorExample => ({
  app,
  share,
  rightIfDone,
  rightIfNotDone,
});

describe('fitting the done floor', () => {
  const examples = [
    example('a', 1, true),
    example('a', 0.8, true),
    example('a', 0.5, false),
    example('b', 0.9, true),
    example('b', 0.4, false, true),
    example('c', 0.75, true),
    example('c', 0.3, false),
  ];

  it('puts the floor where the runs right when done start', () => {
    expect(fitFloor(examples)).toBe(0.75);
    expect(figuresAt(examples, 0.75)).toEqual({ right: 5, falseDone: 0, examples: 7 });
    expect(figuresAt(examples, 0)).toEqual({ right: 4, falseDone: 3, examples: 7 });
  });

  it('weighs a false done above a missed done', () => {
    // A right and a wrong run at 0.6: keeping both gains a right and a false done, no better.
    const tied = [example('a', 0.6, true), example('a', 0.6, false), example('a', 1, true)];
    expect(fitFloor(tied)).toBe(1);
  });

  it('fits each app on the others', () => {
    const left = leaveOneAppOut(examples);
    expect(left.map((l) => l.app)).toEqual(['a', 'b', 'c']);
    const c = left.find((l) => l.app === 'c');
    expect(c?.floor).toBe(0.8);
    // Fitted without app c's runs, the floor lies above its right run at 0.75.
    expect(c?.figures).toEqual({ right: 0, falseDone: 0, examples: 2 });
    const module = floorModule(0.75, examples, left);
    expect(module).toContain('export const DONE_FLOOR = 0.75;');
    expect(module).toContain('right 5, false done 0 (with no floor: right 4, false done 3)');
  });
});
