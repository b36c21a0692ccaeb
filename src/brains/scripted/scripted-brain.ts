import type { Action, Decision } from '../../core/action.ts';
import type { Brain, Reading } from '../../core/brain.ts';
import type { Memory } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import type { View } from '../../core/view.ts';

export type ScriptedMove = Action | ((view: View, memory: Memory) => Action);

/**
 * A brain that plays a fixed script, for tests: each decide() takes the next move; read() answers
 * with the first passage holding `answerPattern`, or finds nothing. Once the script ends it stops.
 */
export function createScriptedBrain(moves: readonly ScriptedMove[], answerPattern?: RegExp): Brain {
  let next = 0;
  return {
    name: 'scripted',
    async decide(view: View, memory: Memory): Promise<Decision> {
      const move = moves[next++];
      if (move === undefined)
        return { action: { type: 'stop', reason: 'script ended' }, reason: 'script ended' };
      const action = typeof move === 'function' ? move(view, memory) : move;
      return { action, reason: `scripted move ${next}`, by: 'scripted' };
    },
    async read(place: Place): Promise<Reading> {
      const hit = answerPattern ? place.passages.find((p) => answerPattern.test(p.text)) : undefined;
      return hit
        ? { found: true, answer: hit.text, quote: hit.text, reason: 'scripted answer', by: 'scripted' }
        : { found: false, answer: '', quote: '', reason: 'scripted: nothing here', by: 'scripted' };
    },
  };
}
