/**
 * Fitting the floor of `act`'s accounting (src/brains/heuristic/act/done-floor.ts): the least share
 * of an instruction's words a run's actions must account for before the run may end done.
 *
 * Each example is one run of the act-wordings bench in which the follower said done with every
 * value accounted for: the share its actions accounted for, and what each ending would make of
 * the row. Kept done, the run is right when the app's state is the one asked for and a false done
 * otherwise; turned to not done, it is right only on a row that must not be done whose data stayed
 * as they were. A floor's score counts rights and takes off each false done once more (precision
 * first: a wrong "done" costs more than an honest "not done").
 */

export interface FloorExample {
  app: string;
  /** The share the run's actions accounted for when the follower said done. */
  share: number;
  /** The app's state is the one asked for (false for a row that must not be done). */
  rightIfDone: boolean;
  /** Ending not done is right (a row that must not be done, its data unchanged). */
  rightIfNotDone: boolean;
}

export interface FloorFigures {
  right: number;
  falseDone: number;
  examples: number;
}

/** How the examples end under a floor. */
export function figuresAt(examples: readonly FloorExample[], floor: number): FloorFigures {
  let right = 0;
  let falseDone = 0;
  for (const e of examples) {
    const done = e.share >= floor;
    if (done ? e.rightIfDone : e.rightIfNotDone) right++;
    if (done && !e.rightIfDone) falseDone++;
  }
  return { right, falseDone, examples: examples.length };
}

/** Candidate floors: 0, and each share seen (a floor between two shares acts as the higher). */
function candidates(examples: readonly FloorExample[]): number[] {
  return [...new Set([0, ...examples.map((e) => e.share), 1.01])].sort((a, b) => a - b);
}

/** The floor of the best score; of equal scores the highest (fewer runs called done on less). */
export function fitFloor(examples: readonly FloorExample[]): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const floor of candidates(examples)) {
    const { right, falseDone } = figuresAt(examples, floor);
    const score = right - falseDone;
    if (score >= bestScore) [best, bestScore] = [floor, score];
  }
  return Math.min(best, 1);
}

export interface LeftOut {
  app: string;
  floor: number;
  figures: FloorFigures;
}

/** Each app's figures under the floor fitted on the other apps' runs. */
export function leaveOneAppOut(examples: readonly FloorExample[]): LeftOut[] {
  const apps = [...new Set(examples.map((e) => e.app))].sort();
  return apps.map((app) => {
    const floor = fitFloor(examples.filter((e) => e.app !== app));
    return {
      app,
      floor,
      figures: figuresAt(
        examples.filter((e) => e.app === app),
        floor,
      ),
    };
  });
}

/** The module holding the fitted floor, its figures in its header. */
export function floorModule(
  floor: number,
  examples: readonly FloorExample[],
  left: readonly LeftOut[],
): string {
  const all = figuresAt(examples, floor);
  const none = figuresAt(examples, 0);
  const lines = left.map(
    (l) =>
      ` *   ${l.app.padEnd(12)} floor ${l.floor.toFixed(2)}: right ${l.figures.right} of ${l.figures.examples}, false done ${l.figures.falseDone}`,
  );
  return `/**
 * The least share of an instruction's words (those held to account, see \`account.ts\`) that a
 * run's actions must account for before it may end done. Written by \`scripts/fit-done-floor.ts\`
 * from the act-wordings bench's runs; do not edit by hand.
 *
 * Fitted on ${examples.length} runs the follower called done with every value accounted for:
 * right ${all.right}, false done ${all.falseDone} (with no floor: right ${none.right}, false done ${none.falseDone}).
 * Left out per app (fitted on the other two, measured on it):
${lines.join('\n')}
 */
export const DONE_FLOOR = ${Number(floor.toFixed(4))};
`;
}
