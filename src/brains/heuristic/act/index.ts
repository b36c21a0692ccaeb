import type { Lexicon } from '../../../core/lexicon.ts';
import type { Screen } from '../../../core/screen.ts';
import type { ScreenBrain } from '../../../core/screen-action.ts';
import { createInstructionFollower } from './follow.ts';
import { type Instruction, parseInstruction, pressVerbs } from './instruction.ts';

export { createInstructionFollower, type InstructionFollower } from './follow.ts';
export { type Goal, type Instruction, parseInstruction } from './instruction.ts';

/** Least weight of a lexicon's relative that may stand for a verb naming a control: its synonyms, in any part of speech. */
const SYNONYM = 0.6;
/** Least weight of a relative that may stand for a word chosen by its meaning: a synonym or a similar word of a main sense. */
const SIMILAR = 0.3;

/**
 * The offline brain of `act`: the instruction read as steps, each matched against the page. With
 * a lexicon, a verb that names no control may name one by a synonym ("answer" → Reply).
 */
export function createFollowerBrain(instruction: string, lexicon: Lexicon | null = null): ScreenBrain {
  const read = parseInstruction(instruction);
  const follower = createInstructionFollower(read);
  let related: Promise<void> | null = null;
  /** Words related to each short control name seen, by name. */
  const shownRelatives = new Map<string, string[]>();
  return {
    name: 'heuristic',
    terms: () => follower.terms(),
    decide: async (screen, signal) => {
      related ??= relate(read, lexicon, signal);
      await related;
      await relateShown(read, lexicon, screen, shownRelatives, signal);
      return follower.decide(screen);
    },
    observe: (decision, ok, screen) => follower.observe({ completes: false, ...decision }, ok, screen),
  };
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
