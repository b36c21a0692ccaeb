import type { Lexicon } from '../../../core/lexicon.ts';
import type { ScreenBrain } from '../../../core/screen-action.ts';
import { createInstructionFollower } from './follow.ts';
import { type Instruction, parseInstruction, pressVerbs } from './instruction.ts';

export { createInstructionFollower, type InstructionFollower } from './follow.ts';
export { type Goal, type Instruction, parseInstruction } from './instruction.ts';

/** Least weight of a lexicon's relative that may stand for a verb naming a control: its synonyms, in any part of speech. */
const SYNONYM = 0.6;

/**
 * The offline brain of `act`: the instruction read as steps, each matched against the page. With
 * a lexicon, a verb that names no control may name one by a synonym ("answer" → Reply).
 */
export function createFollowerBrain(instruction: string, lexicon: Lexicon | null = null): ScreenBrain {
  const read = parseInstruction(instruction);
  const follower = createInstructionFollower(read);
  let related: Promise<void> | null = null;
  return {
    name: 'heuristic',
    terms: () => follower.terms(),
    decide: async (screen, signal) => {
      related ??= relate(read, lexicon, signal);
      await related;
      return follower.decide(screen);
    },
    observe: (decision, ok, screen) => follower.observe({ completes: false, ...decision }, ok, screen),
  };
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
  read.relatives = relatives;
}
