import type { Lexicon } from '../../../core/lexicon.ts';
import type { Screen } from '../../../core/screen.ts';
import type { ScreenBrain, ScreenDecision } from '../../../core/screen-action.ts';
import { type Accounting, RunLedger } from './account.ts';
import { createInstructionFollower } from './follow.ts';
import { type Instruction, parseInstruction, pressVerbs } from './instruction.ts';
import { RankedMoves } from './ranked-moves.ts';

export { createInstructionFollower, type InstructionFollower } from './follow.ts';
export { type Goal, type Instruction, parseInstruction } from './instruction.ts';

/** Least weight of a lexicon's relative that may stand for a verb naming a control: its synonyms, in any part of speech. */
const SYNONYM = 0.6;
/** Least weight of a relative that may stand for a word chosen by its meaning: a synonym or a similar word of a main sense. */
const SIMILAR = 0.3;

export interface FollowerOptions {
  /**
   * "Done" only when what the run acted on accounts for the instruction's words (`account.ts`),
   * and, when the step reader is through with words left, the page's controls ranked for them
   * (`rank.ts`). Off by default while it is measured against the step reader alone.
   */
  strictDone?: boolean;
}

/**
 * The offline brain of `act`: the instruction read as steps, each matched against the page. With
 * a lexicon, a verb that names no control may name one by a synonym ("answer" → Reply).
 */
export function createFollowerBrain(
  instruction: string,
  lexicon: Lexicon | null = null,
  options: FollowerOptions = {},
): ScreenBrain {
  const read = parseInstruction(instruction);
  const follower = createInstructionFollower(read);
  let related: Promise<void> | null = null;
  /** Words related to each short control name seen, by name. */
  const shownRelatives = new Map<string, string[]>();
  const relateTo = async (screen: Screen, signal: AbortSignal): Promise<void> => {
    related ??= relate(read, lexicon, signal);
    await related;
    await relateShown(read, lexicon, screen, shownRelatives, signal);
  };
  if (!options.strictDone)
    return {
      name: 'heuristic',
      terms: () => follower.terms(),
      decide: async (screen, signal) => {
        await relateTo(screen, signal);
        return follower.decide(screen);
      },
      observe: (decision, ok, screen) => follower.observe({ completes: false, ...decision }, ok, screen),
    };
  const ledger = new RunLedger(instruction);
  const ranker = new RankedMoves(instruction, lexicon);
  /** How the follower ended, once it has: from then on the ranker moves. */
  let followerEnd: string | null = null;
  return {
    name: 'heuristic',
    terms: () => [...new Set([...follower.terms(), ...ranker.terms()])],
    decide: async (screen, signal) => {
      ledger.saw(screen);
      await relateTo(screen, signal);
      if (followerEnd === null) {
        const decision = follower.decide(screen);
        const { action } = decision;
        if (action.type !== 'done' && action.type !== 'stop') return decision;
        followerEnd = action.reason;
        const account = await ledger.account(lexicon, signal);
        if (action.type === 'done' && account.done) return accountedDone(action.reason, account);
        return rankedMove(screen, account, signal);
      }
      return rankedMove(screen, await ledger.account(lexicon, signal), signal);
    },
    observe: (decision, ok, screen) => {
      if (ok) ledger.acted(decision.action, screen);
      if (followerEnd === null) follower.observe({ completes: false, ...decision }, ok, screen);
    },
  };

  /** The follower is through and the instruction is not accounted for: the ranker goes on. */
  async function rankedMove(
    screen: Screen,
    account: Accounting,
    signal: AbortSignal,
  ): Promise<ScreenDecision> {
    const end = followerEnd ?? '';
    const move = await ranker.next(screen, account, signal);
    if (move) return move;
    if (ranker.made === 0 && !account.done) return { action: { type: 'stop', reason: end }, reason: end };
    return accountedDone(end, account);
  }
}

/** The follower's "done", kept only when the run's actions account for the instruction. */
function accountedDone(reason: string, account: Accounting): ScreenDecision {
  const held = account.required.length;
  const accounted = held - account.valuesLeft.length - account.wordsLeft.length;
  const figure = `its actions account for ${accounted} of the ${held} words held to account (share ${account.share.toFixed(2)}), ${account.valuesLeft.length} values not accounted for`;
  if (account.done) {
    const done = `${reason}; ${figure}`;
    return { action: { type: 'done', reason: done }, reason: done };
  }
  const left = [...account.valuesLeft, ...account.wordsLeft].map((w) => `"${w}"`).join(', ');
  const open = account.layerOpen ? '; the last action opened a layer over the page that is still open' : '';
  const stop = `not done: ${figure}${left ? `; not accounted for: ${left}` : ''}${open}`;
  return { action: { type: 'stop', reason: stop }, reason: stop };
}

/**
 * A word chosen by its meaning also names the controls whose own related words hold it ("tiny"
 * is similar to "small" as "small" is to "tiny", but a lexicon lists only so many of each word's).
 */
async function relateShown(
  read: Instruction,
  lexicon: Lexicon | null,
  screen: Screen,
  cache: Map<string, string[]>,
  signal: AbortSignal,
): Promise<void> {
  const wanted = read.goals.flatMap((g) =>
    g.kind === 'choose' && g.similar ? [g.target.toLowerCase()] : [],
  );
  if (!lexicon || wanted.length === 0) return;
  const names = [
    ...new Set(
      screen.controls.map((c) => c.name.trim().toLowerCase()).filter((n) => n && n.split(/\s+/).length <= 2),
    ),
  ].slice(0, 60);
  for (const name of names) {
    if (!cache.has(name))
      cache.set(
        name,
        (await lexicon.related(name, signal))
          .filter((w) => (w.kind === 'synonym' || w.kind === 'similar') && w.weight >= SIMILAR)
          .map((w) => w.text),
      );
    const relatives = read.relatives ?? {};
    read.relatives = relatives;
    for (const word of wanted) {
      const list = relatives[word] ?? [];
      if (cache.get(name)?.includes(word) && !list.includes(name)) relatives[word] = [...list, name];
    }
  }
}

async function relate(read: Instruction, lexicon: Lexicon | null, signal: AbortSignal): Promise<void> {
  if (!lexicon) return;
  const relatives: Record<string, string[]> = {};
  for (const verb of pressVerbs(read)) {
    const words = await lexicon.related(verb, signal, read.text);
    relatives[verb] = words
      .filter((w) => (w.kind === 'synonym' || w.kind === 'derived') && w.weight >= SYNONYM)
      .map((w) => w.text);
  }
  // A word chosen by its meaning ("similar to large"): its synonyms and the words WordNet gives as similar.
  for (const goal of read.goals) {
    if (goal.kind !== 'choose' || !goal.similar) continue;
    const words = await lexicon.related(goal.target, signal, read.text);
    relatives[goal.target.toLowerCase()] = words
      .filter((w) => (w.kind === 'synonym' || w.kind === 'similar') && w.weight >= SIMILAR)
      .map((w) => w.text);
  }
  read.relatives = relatives;
}
