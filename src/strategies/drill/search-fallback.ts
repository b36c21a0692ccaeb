import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { placeVisitKey } from '../../core/render-view.ts';
import { searchWords } from '../../core/text.ts';
import type { Finding } from '../../core/trail.ts';
import { message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { beamSearch } from './beam-search.ts';
import { branchesOf, type Candidate } from './frontier.ts';
import { openBranch } from './open-branch.ts';
import { pickBeam } from './pick-beam.ts';
import { isLeaf, readLeaf } from './read-leaf.ts';
import { searchStep } from './search-step.ts';

export interface FallbackResult {
  finding: Finding | null;
  /** What the fallback did, for the stop reason when it found nothing. */
  note: string;
}

/**
 * When the beam misses: fill the start's search box with the question's words, then open the
 * top hits best first — a chunk is read, a hit above chunk level is drilled into.
 */
export async function searchFallback(
  run: StrategyRun,
  start: Place,
  chain: PathEntry[],
  width: number,
  reads: number,
): Promise<FallbackResult> {
  const box = start.options.find((o) => o.kind === 'input');
  if (!box) return { finding: null, note: 'the start offers no full-text search' };
  const query = searchWords(run.ctx.question);
  run.checkPage();
  const { action, base } = searchStep(
    start,
    chain,
    box,
    query,
    'the beam found no answer: full-text search across all levels',
  );
  const t0 = performance.now();
  let hits: Place;
  try {
    hits = await run.ctx.world.act(start, action, run.signal);
  } catch (error) {
    const stop = run.signalStop();
    if (stop) throw new StopRun(stop);
    run.record({ ...base, result: 'error', detail: message(error), ms: Math.round(performance.now() - t0) });
    return { finding: null, note: `full-text search failed: ${message(error)}` };
  }
  run.pages++;
  run.visited.add(placeVisitKey(hits));
  run.learn(hits);
  run.record({
    ...base,
    result: 'opened',
    detail: `${hits.options.length} hits`,
    ms: Math.round(performance.now() - t0),
  });
  const hitsChain = [...chain, { label: box.label, location: hits.location, title: hits.title }];
  const byId = new Map<number, Candidate>(branchesOf(hits, hitsChain).map((c) => [c.option.id, c]));
  const beam = await pickBeam(run, hits, byId, hitsChain, reads, 0, { keepAll: true });
  if (beam.picks.length === 0) {
    return { finding: null, note: `full-text search for "${query}" found nothing new` };
  }
  for (const { cand, choice } of beam.picks) {
    const opened = await openBranch(run, cand, choice);
    if (!opened) continue;
    const finding = isLeaf(opened.place)
      ? await readLeaf(run, opened.place, opened.chain)
      : await beamSearch(run, opened.place, opened.chain, width);
    if (finding) return { finding, note: '' };
  }
  return { finding: null, note: `the top ${beam.picks.length} full-text hits held no answer either` };
}
