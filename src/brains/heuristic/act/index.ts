import type { ScreenBrain } from '../../../core/screen-action.ts';
import { createInstructionFollower } from './follow.ts';
import { parseInstruction } from './instruction.ts';

export { createInstructionFollower, type InstructionFollower } from './follow.ts';
export { type Goal, type Instruction, parseInstruction } from './instruction.ts';

/** The offline brain of `act`: the instruction read as steps, each matched against the page. */
export function createFollowerBrain(instruction: string): ScreenBrain {
  const follower = createInstructionFollower(parseInstruction(instruction));
  return {
    name: 'heuristic',
    terms: () => follower.terms(),
    decide: async (screen) => follower.decide(screen),
    observe: (decision, ok, screen) => follower.observe({ completes: false, ...decision }, ok, screen),
  };
}
