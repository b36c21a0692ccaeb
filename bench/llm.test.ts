import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../src/core/budget.ts';
import { benchLlm } from './llm.ts';

describe('the LLM brain on the example site, against local fake models', () => {
  it('follows the oracle to every answer in exactly the gold steps, and survives a noisy model', async () => {
    const { oracle, noisy } = await benchLlm();
    expect(oracle.successRate).toBe(1);
    for (const q of oracle.questions) expect(q.steps).toBe(q.goldSteps);
    expect(noisy.successRate).toBeGreaterThanOrEqual(0.9);
    for (const q of noisy.questions) {
      expect(q.steps).toBeLessThanOrEqual(DEFAULT_BUDGET.steps);
      expect(q.stop).toMatch(/^[a-z-]+: .{5,}/);
    }
    // 88 whole runs: on a loaded two-core machine they have taken over a minute.
  }, 240_000);
});
