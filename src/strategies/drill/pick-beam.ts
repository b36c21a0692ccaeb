import type { Decision } from '../../core/action.ts';
import type { PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { renderView } from '../../core/render-view.ts';
import { keyTerms, terms } from '../../core/text.ts';
import type { View, ViewOption } from '../../core/view.ts';
import { message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import type { Candidate } from './frontier.ts';
import type { EvidenceMap } from './gather-evidence.ts';
import type { Choice } from './open-branch.ts';

/**
 * A branch scoring under this share of the best one seen at its level is not worth opening: a
 * word every branch shares (the product's name) makes a weak match that would drain the budget.
 */
export const RELEVANCE_FLOOR = 0.25;

export interface PickOptions {
  /** Follow the rank even where the brain sees nothing (full-text hits are relevant already). */
  keepAll?: boolean;
  /** Evidence from below, by branch location: it widens what is relevant and orders the beam. */
  evidence?: EvidenceMap;
}

/**
 * A branch whose best passage below scores at least this share of the best passage anywhere is
 * worth opening whatever its summary says: flat search would have landed there.
 */
export const EVIDENCE_FLOOR = 0.5;
/** Weight of the summary's match beside the evidence from below, when ordering the beam. */
export const SUMMARY_SHARE = 0.3;

export interface Pick {
  cand: Candidate;
  choice: Choice;
}

export interface BeamPick {
  picks: Pick[];
  /** Why nothing was picked, when nothing was. */
  reason: string;
  view: View;
}

/**
 * Ranks a place's options in one view (the same small view a brain sees), asks the brain, and
 * keeps the best `width`: the brain's pick first, then the next by rank. `best` is the best score
 * seen at this level so far; the floor is measured against it.
 */
export async function pickBeam(
  run: StrategyRun,
  place: Place,
  byId: ReadonlyMap<number, Candidate>,
  stack: readonly PathEntry[],
  width: number,
  best: number,
  options: PickOptions = {},
): Promise<BeamPick & { best: number }> {
  const keepAll = options.keepAll ?? false;
  const evidence = options.evidence ?? new Map();
  const { ctx } = run;
  const memory = run.memory(stack);
  const below = (o: ViewOption): number => evidence.get(byId.get(o.id)?.option.target ?? '')?.strength ?? 0;
  // The label match of each option, kept when the evidence re-scores the view.
  const byLabel = new Map<number, number>();
  const view = renderView(place, memory, {
    question: ctx.question,
    maxTokens: ctx.budget.viewTokens,
    maxOptions: ctx.budget.viewOptions,
    canBack: false,
    ...(evidence.size > 0
      ? {
          rescore: (ranked: readonly ViewOption[]) => {
            for (const o of ranked) byLabel.set(o.id, o.score);
            return withEvidence(ranked, below);
          },
        }
      : {}),
  });
  const labelScore = (o: ViewOption): number => byLabel.get(o.id) ?? o.score;
  const fresh = view.options.filter((o) => !o.visited && !o.deadEnd && byId.has(o.id));
  const top = Math.max(best, ...fresh.map(labelScore), 0);
  const key = keyTerms(ctx.question);
  const relevant = keepAll
    ? fresh
    : fresh.filter(
        (o) =>
          below(o) >= EVIDENCE_FLOOR ||
          (labelScore(o) > 0 &&
            labelScore(o) >= RELEVANCE_FLOOR * top &&
            namesAsked(byId.get(o.id) as Candidate, key)),
      );
  if (relevant.length === 0) {
    return { picks: [], reason: 'no branch left here matches the question', view, best: top };
  }
  run.checkStep();
  let decision: Decision | null = null;
  try {
    decision = await ctx.brain.decide(view, memory, run.signal);
    run.heard(decision);
  } catch (error) {
    const stop = run.signalStop();
    if (stop) throw new StopRun(stop);
    // A failing brain leaves the beam to the ranking; the first step says so.
    decision = {
      action: { type: 'stop', reason: '' },
      reason: `the brain failed (${message(error)}); by rank`,
    };
  }
  const chosen = decision.action.type === 'open' ? decision.action.option : null;
  // The brain orders the beam; it does not widen it past what names the question.
  const brainPick = relevant.find((o) => o.id === chosen);
  if (!brainPick && !keepAll && (decision.action.type === 'stop' || decision.action.type === 'back')) {
    return { picks: [], reason: decision.reason || 'the brain saw nothing worth opening', view, best: top };
  }
  const order: ViewOption[] = brainPick ? [brainPick, ...relevant.filter((o) => o !== brainPick)] : relevant;
  const picks = order.slice(0, width).map((o, i): Pick => {
    const byBrain = i === 0 && o === brainPick;
    return {
      cand: byId.get(o.id) as Candidate,
      choice: {
        reason: byBrain
          ? decision.reason
          : `beam: ranked ${i + 1} of ${relevant.length} here (score ${o.score})`,
        score: o.score,
        tokens: view.tokens,
        ...(i === 0 ? { view: view.text } : {}),
        // The decision's cost goes on the first step it led to.
        ...(i === 0 && decision.usage ? { usage: decision.usage } : {}),
        ...(byBrain && decision.by ? { by: decision.by } : {}),
      },
    };
  });
  return { picks, reason: '', view, best: top };
}

/**
 * Options re-scored with the evidence from below: the strength of the best passage under each,
 * plus a share of its label's match relative to the best label here; best first, ties in the
 * order given (the view's).
 */
export function withEvidence(ranked: readonly ViewOption[], below: (o: ViewOption) => number): ViewOption[] {
  const top = Math.max(0, ...ranked.map((o) => o.score));
  return ranked
    .map((o, i) => ({
      o: {
        ...o,
        score: Math.round((below(o) + (top > 0 ? (SUMMARY_SHARE * o.score) / top : 0)) * 1000) / 1000,
      },
      i,
    }))
    .sort((a, b) => Number(a.o.deadEnd) - Number(b.o.deadEnd) || b.o.score - a.o.score || a.i - b.i)
    .map((x) => x.o);
}

/**
 * A branch worth opening names one of the question's own words in its label, summary or topics;
 * a match on hint words alone ("specifications" for any "how many") is a guess that the
 * full-text fallback makes better.
 */
function namesAsked(cand: Candidate, key: readonly string[]): boolean {
  const own = new Set(terms(`${cand.option.label} ${cand.option.context ?? ''}`));
  return key.some((t) => own.has(t));
}
