import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { optionVisitKey, placeVisitKey } from '../../core/render-view.ts';
import type { Finding } from '../../core/trail.ts';
import type { StrategyRun } from '../run.ts';
import { branchesOf, type Candidate, frontierPlace } from './frontier.ts';
import type { EvidenceMap } from './gather-evidence.ts';
import { openBranch } from './open-branch.ts';
import { pickBeam } from './pick-beam.ts';
import { isLeaf, readLeaf } from './read-leaf.ts';

interface Level {
  pending: Candidate[];
  /** Best score seen among this level's branches. */
  best: number;
  /** The opened places whose children make up this level. */
  parents: Array<{ place: Place; chain: PathEntry[] }>;
}

/**
 * Level-by-level beam search below `top`. All unopened branches of a level are ranked together;
 * the best `width` are opened, best first; a chunk is read, anything else adds its children to the
 * next level. A level with nothing relevant left is backed out of, and the level above opens its
 * next-best branches. Null when every relevant branch below `top` is spent.
 */
export async function beamSearch(
  run: StrategyRun,
  top: Place,
  chain: PathEntry[],
  width: number,
  evidence: EvidenceMap = new Map(),
): Promise<Finding | null> {
  const levels: Level[] = [{ pending: branchesOf(top, chain), best: 0, parents: [{ place: top, chain }] }];
  while (levels.length > 0) {
    const level = levels[levels.length - 1] as Level;
    const depth = chain.length + levels.length - 1;
    level.pending = level.pending.filter((c) => !run.visited.has(optionVisitKey(c.parent, c.option)));
    const frontier = frontierPlace(level.pending, depth, evidence);
    const beam =
      level.pending.length > 0
        ? await pickBeam(run, frontier.place, frontier.byId, chain, width, level.best, { evidence })
        : { picks: [], reason: 'every branch here was opened', best: level.best };
    level.best = beam.best;
    if (beam.picks.length === 0) {
      levels.pop();
      if (levels.length === 0) return null;
      backOut(run, level, beam.reason);
      continue;
    }
    const below: Level = { pending: [], best: 0, parents: [] };
    for (const { cand, choice } of beam.picks) {
      const opened = await openBranch(run, cand, choice);
      if (!opened) continue;
      if (isLeaf(opened.place)) {
        const finding = await readLeaf(run, opened.place, opened.chain);
        if (finding) return finding;
      } else if (opened.chain.length < run.ctx.budget.depth) {
        below.pending.push(...branchesOf(opened.place, opened.chain));
        below.parents.push(opened);
      }
    }
    if (below.pending.length > 0) levels.push(below);
  }
  return null;
}

/** Records the way back out of a spent level; its parents are dead ends from now on. */
function backOut(run: StrategyRun, level: Level, why: string): void {
  run.checkStep();
  for (const p of level.parents) run.deadEnds.add(placeVisitKey(p.place));
  const last = level.parents[level.parents.length - 1];
  const titles = level.parents.map((p) => p.place.title).join(', ');
  run.record({
    at: last?.place.location ?? '',
    path: last?.chain.map((e) => e.label) ?? [],
    action: { type: 'back' },
    reason: why,
    result: 'back',
    detail: `nothing left below ${titles}; back to the next branches above`,
    ms: 0,
  });
}
