import type { Step } from './trail.ts';

/** Steps a strategy took on its own (no brain named on them) count under this name. */
export const STRATEGY_DECIDED = 'strategy';

/** How many steps each brain decided, most first (ties in order of first appearance). */
export function stepsByBrain(steps: readonly Step[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const s of steps) {
    const by = s.by ?? STRATEGY_DECIDED;
    counts.set(by, (counts.get(by) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}
