import { placeVisitKey } from '../../core/render-view.ts';
import { keyTerms } from '../../core/text.ts';
import type { Finding, StopReason, Trail } from '../../core/trail.ts';
import type { StrategyContext } from '../context.ts';
import { createStrategyRun, message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { beamSearch } from './beam-search.ts';
import { gatherEvidence } from './gather-evidence.ts';
import { isLeaf, readLeaf } from './read-leaf.ts';
import { searchFallback } from './search-fallback.ts';

export interface DrillOptions {
  /** Branches kept per level. */
  beamWidth?: number;
  /** Full-text hits opened when the beam misses. */
  searchReads?: number;
}

export const DEFAULT_BEAM_WIDTH = 3;
export const DEFAULT_SEARCH_READS = 5;
/** Closest places named when nothing is found. */
const CLOSEST = 3;

/**
 * `drill`: one cited answer from a library. The question's key terms and the evidence from below
 * (the best full-text passage under each branch) drive a level-by-level beam search (catalog →
 * shelf → document → section → chunk). A section whose children are its chunks is read whole, as
 * a person reads a section rather than its slices; a reading counts only when its quote is in the
 * place's text, else the next candidate is tried; when the beam misses, full-text hits across all
 * levels are read. Not found ends with the closest sections in the stop reason.
 */
export async function drill(ctx: StrategyContext, options: DrillOptions = {}): Promise<Trail> {
  const run = createStrategyRun(ctx, 'drill');
  const width = Math.max(1, options.beamWidth ?? DEFAULT_BEAM_WIDTH);
  const reads = Math.max(1, options.searchReads ?? DEFAULT_SEARCH_READS);

  // The start must open: a start that cannot be reached is bad input, not a failed search.
  const start = await ctx.world.open(ctx.start, run.signal);
  run.pages++;
  run.visited.add(placeVisitKey(start));
  run.learn(start);
  const chain = [{ label: start.title || ctx.start, location: start.location, title: start.title }];

  if (keyTerms(ctx.question).length === 0) {
    return run.finish({ code: 'exhausted', reason: 'the question names nothing to look for' }, []);
  }
  const answered = (finding: Finding, how: string): Trail =>
    run.finish({ code: 'answered', reason: `the answer was read and quoted ${how}` }, [finding]);
  try {
    const evidence = start.options.length === 0 ? new Map() : await gatherEvidence(run, start, chain);
    const found = isLeaf(start)
      ? await readLeaf(run, start, chain)
      : await beamSearch(run, start, chain, width, evidence);
    if (found) return answered(found, 'from the chunk the beam reached');
    const fallback = await searchFallback(run, start, chain, width, reads);
    if (fallback.finding) return answered(fallback.finding, 'from a full-text hit');
    return run.finish(
      notFound(run, { code: 'exhausted', reason: `no chunk answered the question; ${fallback.note}` }),
      unconfirmed(run),
    );
  } catch (error) {
    if (error instanceof StopRun) {
      return run.finish(notFound(run, error.stop), unconfirmed(run));
    }
    const stop = run.signalStop();
    if (stop) return run.finish(notFound(run, stop), []);
    return run.finish(notFound(run, { code: 'error', reason: message(error) }), []);
  }
}

/**
 * The most plausible answer kept while the drill looked for a surer one, given unconfirmed: a
 * plausible passage claimed as the answer is worse than "not found" with the passage to check.
 */
function unconfirmed(run: StrategyRun): Finding[] {
  const best = [...run.held].sort((a, b) => b.confidence - a.confidence)[0]?.finding;
  return best ? [{ ...best, unconfirmed: true }] : [];
}

/** The stop reason of a run without an answer, naming the closest places it reached. */
function notFound(run: StrategyRun, stop: StopReason): StopReason {
  // Sections before chunks, the deepest first: how far the beam got is how close it came.
  const ranked = [...run.opened].sort(
    (a, b) => Number(a.leaf) - Number(b.leaf) || b.path.length - a.path.length || b.score - a.score,
  );
  const closest = ranked
    .slice(0, CLOSEST)
    .map((o) => `${o.path.length ? o.path.join(' > ') : o.title} (${o.location})`);
  return closest.length > 0
    ? { ...stop, reason: `not found: ${stop.reason}; closest: ${closest.join('; ')}` }
    : { ...stop, reason: `not found: ${stop.reason}` };
}
