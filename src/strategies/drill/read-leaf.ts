import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { optionVisitKey } from '../../core/rank-options.ts';
import { placeVisitKey } from '../../core/render-view.ts';
import { clip } from '../../core/text.ts';
import type { Finding } from '../../core/trail.ts';
import { message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { citationFor } from './citation.ts';
import { quoteOccurs } from './quote-check.ts';

/**
 * A place the drill reads rather than opens further: it has no children, or holds their text (a
 * section whose chunks it joins).
 */
export function isLeaf(place: Place): boolean {
  return place.options.length === 0 || place.holdsText === true;
}

/**
 * Reads a chunk and checks the answer: a reading counts only when its quote occurs in the
 * chunk's own text. Null (and a recorded no-answer) sends the drill on to the next candidate.
 */
export async function readLeaf(
  run: StrategyRun,
  place: Place,
  chain: readonly PathEntry[],
): Promise<Finding | null> {
  run.checkStep();
  const t0 = performance.now();
  const base = {
    at: place.location,
    path: chain.map((e) => e.label),
    action: { type: 'read' } as const,
    reason: place.holdsText ? 'a section: read it whole for the answer' : 'a chunk: read it for the answer',
  };
  let reading: Awaited<ReturnType<typeof run.ctx.brain.read>>;
  try {
    reading = await run.ctx.brain.read(place, run.memory(chain), run.signal);
  } catch (error) {
    const stop = run.signalStop();
    if (stop) throw new StopRun(stop);
    run.record({ ...base, result: 'error', detail: message(error), ms: Math.round(performance.now() - t0) });
    return null;
  }
  run.heard(reading);
  // A section read whole has read its chunks too: none of them is opened again.
  if (place.holdsText) for (const o of place.options) run.visited.add(optionVisitKey(place, o));
  const extra = {
    ms: Math.round(performance.now() - t0),
    ...(reading.usage && reading.usage.llmCalls + reading.usage.tokensIn > 0 ? { usage: reading.usage } : {}),
    ...(reading.by ? { by: reading.by } : {}),
  };
  if (!reading.found) {
    run.deadEnds.add(placeVisitKey(place));
    run.record({ ...base, ...extra, result: 'no-answer', detail: reading.reason });
    return null;
  }
  if (!quoteOccurs(reading.quote, place.text)) {
    run.deadEnds.add(placeVisitKey(place));
    run.record({
      ...base,
      ...extra,
      result: 'no-answer',
      detail: `quality check failed: the quote "${clip(reading.quote, 80)}" is not in the chunk's text`,
    });
    return null;
  }
  const finding = {
    answer: reading.answer,
    citation: citationFor(place, chain[0]?.title ?? '', reading.quote),
  };
  if (reading.tentative) {
    // Plausible, not conclusive: kept, and the search goes on for a surer answer.
    run.held.push({ finding, confidence: reading.confidence ?? 0 });
    run.deadEnds.add(placeVisitKey(place));
    run.record({
      ...base,
      ...extra,
      result: 'read',
      detail: `${reading.reason}; kept while looking for a surer answer`,
    });
    return null;
  }
  run.record({ ...base, ...extra, result: 'answer', detail: reading.reason });
  return finding;
}
