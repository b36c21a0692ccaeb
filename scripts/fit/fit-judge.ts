import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JUDGE_FEATURES, type JudgeModel } from '../../src/brains/heuristic/judge-features.ts';
import {
  type ChoiceGroup,
  fitChoice,
  fitLogistic,
  type LogisticModel,
  probability,
  vectorOf,
} from '../../src/core/logistic.ts';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { type JudgedCandidate, judgeExamples } from './judge-examples.ts';
import { developmentSets, readSiteFolder, type SiteFolder } from './site-pages.ts';

/** Share of questions a claim may get wrong (the bar on every site). */
export const MAX_WRONG = 0.05;
/**
 * The claim threshold is set where no site, judged by a model that never saw it, gets more than
 * this share of its questions claimed wrong.
 */
export const FIT_WRONG = MAX_WRONG;
/**
 * The penalty on the judge's weights. Chosen among 0.001, 0.01, 0.1, 1 and 3 by leaving each of
 * the nine sets out in turn (2026-11): the passage chosen over each question's gold and searched
 * pages was right on 103 of 255 questions at 0.001, 102 at 0.01, 97 at 0.1 and 87 at 1 and 3
 * (the hand-set rules: 91). With three sites to learn from, 1 had done best.
 */
export const JUDGE_L2 = 0.001;

export interface Outcome {
  question: string;
  /** The chosen passage is an answer. */
  correct: boolean;
  /** How sure the chooser is of it. */
  confidence: number;
  /** The hand-set judge would claim it. */
  handSure: boolean;
}

export interface Figures {
  questions: number;
  success: number;
  claimed: number;
  wrong: number;
}

const key = (c: JudgedCandidate) => `${c.site}\u0000${c.question}`;

/**
 * The judge: a choice model over each question's passages (which one answers), its score then
 * calibrated on the passages it would choose (how often the chosen one is right), so that its
 * probability reads as the chance the chosen answer is right.
 */
export function fitJudgeModel(candidates: readonly JudgedCandidate[], l2 = JUDGE_L2): LogisticModel {
  const groups = new Map<string, { x: number[][]; y: Array<0 | 1> }>();
  for (const c of candidates) {
    const g = groups.get(key(c)) ?? { x: [], y: [] };
    g.x.push(vectorOf({ features: JUDGE_FEATURES }, c.features));
    g.y.push(c.answers ? 1 : 0);
    groups.set(key(c), g);
  }
  const choice = fitChoice(JUDGE_FEATURES, [...groups.values()] as ChoiceGroup[], { l2 });
  const chosen = outcomes(candidates, scoreBy(choice));
  const platt = fitLogistic(
    ['score'],
    chosen.map((o) => ({ x: [o.confidence], y: o.correct ? 1 : 0 })),
  );
  // The calibration keeps the choice's order: where the chosen ones' scores say nothing of being
  // right, the probability is flat, never reversed.
  const a = Math.max(MIN_SLOPE, platt.weights[0] ?? 1);
  return {
    features: choice.features,
    weights: choice.weights.map((w) => Math.round(w * a * 1e6) / 1e6),
    bias: platt.bias,
  };
}

/** The least slope of the calibration: a higher score never means a less likely answer. */
const MIN_SLOPE = 1e-3;

/** Per question, the passage a chooser would answer with: the highest by `rank`. */
export function outcomes(
  candidates: readonly JudgedCandidate[],
  rank: (c: JudgedCandidate) => number,
): Outcome[] {
  const best = new Map<string, { c: JudgedCandidate; r: number }>();
  for (const c of candidates) {
    const r = rank(c);
    const had = best.get(key(c));
    if (!had || r > had.r) best.set(key(c), { c, r });
  }
  return [...best.values()].map(({ c, r }) => ({
    question: c.question,
    correct: c.correct,
    confidence: r,
    handSure: c.handSure,
  }));
}

export function figuresAt(results: readonly Outcome[], claimAt: number): Figures {
  const claimed = results.filter((o) => o.confidence >= claimAt);
  return {
    questions: results.length,
    success: results.filter((o) => o.correct).length,
    claimed: claimed.filter((o) => o.correct).length,
    wrong: claimed.filter((o) => !o.correct).length,
  };
}

/** The lowest threshold at which at most `share` of the questions would be claimed wrong. */
export function claimThreshold(results: readonly Outcome[], share = FIT_WRONG): number {
  const allowed = Math.floor(share * results.length);
  const sorted = [...results].sort((a, b) => b.confidence - a.confidence);
  let wrong = 0;
  let threshold = 1;
  for (let i = 0; i < sorted.length; i++) {
    const o = sorted[i] as Outcome;
    if (!o.correct) wrong++;
    if (wrong > allowed) break;
    // Only between two different confidences can a threshold separate them.
    const next = sorted[i + 1];
    if (!next || next.confidence < o.confidence) threshold = o.confidence;
  }
  return threshold;
}

export interface SiteFit {
  site: string;
  /** Fitted on the other sites, measured on this one. */
  heldOut: Figures;
  /** Fitted on every site. */
  fitted: Figures;
  /** The hand-set judge on the same passages. */
  hand: Figures;
}

export function rankBy(model: LogisticModel): (c: JudgedCandidate) => number {
  return (c) => probability(model, vectorOf(model, c.features));
}

/** The model's linear score (its log-odds), unsquashed: a choice model's scores are far from 0. */
export function scoreBy(model: LogisticModel): (c: JudgedCandidate) => number {
  return (c) => vectorOf(model, c.features).reduce((a, v, i) => a + v * (model.weights[i] ?? 0), model.bias);
}

/**
 * Leave-one-site-out: for each site, the judge fitted on the others chooses its answers. The claim
 * threshold is the lowest probability at which no site, judged by a model that never saw it, gets
 * more than FIT_WRONG of its questions claimed wrong: it is set on sites as unseen as a user's.
 */
export function leaveOneSiteOut(candidates: readonly JudgedCandidate[]): {
  model: LogisticModel;
  claim: number;
  sites: SiteFit[];
} {
  const sites = [...new Set(candidates.map((c) => c.site))];
  const model = fitJudgeModel(candidates);
  const heldOut = sites.map((site) => {
    const rest = candidates.filter((c) => c.site !== site);
    return outcomes(
      candidates.filter((c) => c.site === site),
      rankBy(fitJudgeModel(rest)),
    );
  });
  const claim = Math.max(...heldOut.map((o) => claimThreshold(o)));
  const out = sites.map((site, i) => {
    const here = candidates.filter((c) => c.site === site);
    const hand = outcomes(here, (c) => c.handScore);
    return {
      site,
      heldOut: figuresAt(heldOut[i] ?? [], claim),
      fitted: figuresAt(outcomes(here, rankBy(model)), claim),
      hand: {
        ...figuresAt(hand, Number.POSITIVE_INFINITY),
        claimed: hand.filter((o) => o.handSure && o.correct).length,
        wrong: hand.filter((o) => o.handSure && !o.correct).length,
      },
    };
  });
  return { model, claim, sites: out };
}

/**
 * Where the fit's questions come from: the shared sites (`sites`, each folder with `site/` and
 * `questions.jsonl`) and the development sets of our own (`sets`, each with `site.json`; a set on
 * a shared site finds it beside `sites`). Held-out sets are never fitted on.
 */
export interface FitSources {
  sites: string;
  sets?: string | undefined;
}

/** Every folder the fit reads, and a line for each development set this machine lacks. */
export function fitFolders(sources: FitSources): { folders: SiteFolder[]; missing: string[] } {
  const shared = siteFolderNames(sources.sites).map((n) => readSiteFolder(sources.sites, n));
  if (!sources.sets) return { folders: shared, missing: [] };
  const own = developmentSets(sources.sets, dirname(sources.sites));
  return { folders: [...shared, ...own.folders], missing: own.missing };
}

/**
 * The judge fitted on every folder of `sources` but the site `site` (a site it has never seen),
 * its claim threshold set on the passages it was fitted on (claims stay with the hand-set rules).
 */
export async function judgeFittedWithout(sources: FitSources, site: string): Promise<JudgeModel> {
  const candidates: JudgedCandidate[] = [];
  for (const folder of fitFolders(sources).folders.filter((f) => f.name !== site)) {
    candidates.push(...(await siteExamples(folder)));
  }
  const model = fitJudgeModel(candidates);
  return { ...model, claim: claimThreshold(outcomes(candidates, rankBy(model))) };
}

/** The site folders under `dir`: each with its questions and its web root. */
export function siteFolderNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => existsSync(join(dir, n, 'questions.jsonl')) && existsSync(join(dir, n, 'site')))
    .sort();
}

const judged = new Map<string, Promise<JudgedCandidate[]>>();

/** A folder's judged passages, once per process: every site left out asks for the others'. */
export function siteExamples(folder: SiteFolder): Promise<JudgedCandidate[]> {
  const key = `${folder.root}\u0000${folder.name}`;
  let examples = judged.get(key);
  if (!examples) {
    examples = judgeExamples(folder, { lexicon: defaultLexicon() });
    judged.set(key, examples);
  }
  return examples;
}
