import { describe, expect, it } from 'vitest';
import { better } from './sweep-budget.ts';

describe('the budget sweep', () => {
  const tally = (success: number, wrong: number, pages: number) => ({ questions: 10, success, wrong, pages });
  it('prefers more successes, then fewer wrong claims, then fewer pages', () => {
    const ranked = [tally(5, 0, 300), tally(6, 1, 390), tally(6, 0, 390), tally(6, 0, 250)].sort(better);
    expect(ranked).toEqual([tally(6, 0, 250), tally(6, 0, 390), tally(6, 1, 390), tally(5, 0, 300)]);
  });
});
