import type { Usage } from '../../core/action.ts';
import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { optionVisitKey, placeVisitKey } from '../../core/render-view.ts';
import { message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import type { Candidate } from './frontier.ts';
import { isLeaf } from './read-leaf.ts';

/** Why and how a branch was chosen, for its step. */
export interface Choice {
  reason: string;
  score: number;
  /** Size of the view the choice was made from. */
  tokens: number;
  /** The view itself, on the first branch chosen from it. */
  view?: string;
  usage?: Usage;
  by?: string;
}

export interface Opened {
  place: Place;
  /** From the start to the opened place (inclusive). */
  chain: PathEntry[];
}

/** Opens a branch through its parent place and records the step; null when the world failed. */
export async function openBranch(run: StrategyRun, cand: Candidate, choice: Choice): Promise<Opened | null> {
  run.checkPage();
  const { parent, option } = cand;
  const key = optionVisitKey(parent, option);
  const action = { type: 'open', option: option.id } as const;
  const t0 = performance.now();
  const base = {
    at: parent.location,
    path: cand.chain.map((e) => e.label),
    action,
    label: option.label,
    reason: choice.reason,
    tokens: choice.tokens,
    ...(choice.view !== undefined ? { view: choice.view } : {}),
    ...(choice.usage && choice.usage.llmCalls + choice.usage.tokensIn > 0 ? { usage: choice.usage } : {}),
    ...(choice.by ? { by: choice.by } : {}),
  };
  run.visited.add(key);
  let place: Place;
  try {
    place = await run.ctx.world.act(parent, action, run.signal);
  } catch (error) {
    const stop = run.signalStop();
    if (stop) throw new StopRun(stop);
    run.deadEnds.add(key);
    run.record({ ...base, result: 'error', detail: message(error), ms: Math.round(performance.now() - t0) });
    return null;
  }
  run.pages++;
  run.visited.add(placeVisitKey(place));
  run.learn(place);
  run.opened.push({
    title: place.title,
    path: place.path,
    location: place.location,
    score: choice.score,
    leaf: isLeaf(place),
  });
  run.record({
    ...base,
    result: 'opened',
    detail: place.location,
    to: place.location,
    ms: Math.round(performance.now() - t0),
  });
  return {
    place,
    chain: [...cand.chain, { label: option.label, location: place.location, title: place.title }],
  };
}
