export { createHeuristicBrain, type HeuristicBrainOptions } from './heuristic-brain.ts';
export { asksForValue, DEFAULT_HINTS, type Hint } from './hints.ts';
