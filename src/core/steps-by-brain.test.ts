import { describe, expect, it } from 'vitest';
import { stepsByBrain } from './steps-by-brain.ts';
import type { Step } from './trail.ts';

const step = (by?: string): Step => ({
  n: 1,
  at: 'http://127.0.0.1:1/',
  path: [],
  action: { type: 'read' },
  reason: 'r',
  result: 'read',
  ms: 0,
  ...(by ? { by } : {}),
});

describe('steps by brain', () => {
  it('counts the steps each brain decided, most first, and the strategy\'s own steps under "strategy"', () => {
    const counts = stepsByBrain([
      step('llm openai:x'),
      step('heuristic (fallback)'),
      step(),
      step('heuristic (fallback)'),
    ]);
    expect(counts).toEqual({ 'heuristic (fallback)': 2, 'llm openai:x': 1, strategy: 1 });
    expect(Object.keys(counts)[0]).toBe('heuristic (fallback)');
    expect(stepsByBrain([])).toEqual({});
  });
});
