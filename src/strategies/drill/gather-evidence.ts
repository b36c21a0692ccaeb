import type { BranchEvidence } from '../../core/evidence.ts';
import { evidenceByPlace } from '../../core/evidence.ts';
import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { searchWords } from '../../core/text.ts';
import { message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { searchStep } from './search-step.ts';

/** Evidence from below, by place location; empty when the world keeps no full-text index. */
export type EvidenceMap = ReadonlyMap<string, BranchEvidence>;

/**
 * Fills the start's search box once with the question's words and keeps, for every branch, the
 * best passage under it: what a person skimming the index before choosing a chapter would know.
 * One page of the budget; a failure leaves the beam to the summaries alone.
 */
export async function gatherEvidence(
  run: StrategyRun,
  start: Place,
  chain: PathEntry[],
): Promise<EvidenceMap> {
  const { world } = run.ctx;
  const box = start.options.find((o) => o.kind === 'input');
  if (!world.evidence || !box) return new Map();
  const query = searchWords(run.ctx.question);
  if (!query) return new Map();
  run.checkPage();
  const { base } = searchStep(
    start,
    chain,
    box,
    query,
    'evidence from below: where the question’s words stand in the full text under each branch',
  );
  const t0 = performance.now();
  try {
    const hits = await world.evidence(query, run.signal);
    run.pages++;
    const evidence = evidenceByPlace(hits);
    run.record({
      ...base,
      result: 'opened',
      detail: `${hits.length} passages`,
      ms: Math.round(performance.now() - t0),
    });
    return evidence;
  } catch (error) {
    const stop = run.signalStop();
    if (stop) throw new StopRun(stop);
    run.record({ ...base, result: 'error', detail: message(error), ms: Math.round(performance.now() - t0) });
    return new Map();
  }
}
