import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../src/core/budget.ts';
import { evaluateExampleSite } from './navigation.ts';

describe('the heuristic brain on the example site', () => {
  it('answers at least 90% of the questions, citing the gold page, in about the gold number of steps', async () => {
    const r = await evaluateExampleSite();
    expect(r.questions.length).toBeGreaterThanOrEqual(25);
    expect(r.successRate).toBeGreaterThanOrEqual(0.9);
    // Gold steps are the opens along the gold path plus the read that quotes the answer.
    expect(r.meanSteps).toBeLessThanOrEqual(r.meanGoldSteps + 2);
    for (const q of r.questions) {
      // Every run stops inside its budget and says why.
      expect(q.steps).toBeLessThanOrEqual(DEFAULT_BUDGET.steps);
      expect(q.stop).toMatch(/^[a-z-]+: .{5,}/);
    }
  });
});
