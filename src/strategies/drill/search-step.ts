import type { PathEntry } from '../../core/memory.ts';
import type { Option, Place } from '../../core/place.ts';

/** Filling the start's search box with the question's words, as a step records it (result aside). */
export function searchStep(
  start: Place,
  chain: readonly PathEntry[],
  box: Option,
  query: string,
  reason: string,
) {
  const action = { type: 'fill', option: box.id, text: query } as const;
  return {
    action,
    base: { at: start.location, path: chain.map((e) => e.label), action, label: box.label, reason },
  };
}
