import { destructiveKind, instructionAsks } from '../core/irreversible.ts';
import type { Screen } from '../core/screen.ts';
import type { ScreenAction } from '../core/screen-action.ts';
import { screenMoveKey } from '../core/screen-move.ts';

/**
 * Checks an action on a screen before it runs (act): it must name a control the screen shows, and a
 * press of a control that deletes, pays, sends, logs out or hands over credentials (the one rule
 * of core/irreversible.ts) is refused unless the instruction asks for exactly that kind of action.
 * A move already made on this very state of the page (`made`, keys of `screenMoveKey`) is refused
 * too: it would do what it did before, and a run that repeats itself goes round in a circle.
 * Why it may not be taken, or null.
 */
export function checkScreenAction(
  screen: Screen,
  action: ScreenAction,
  label: string,
  instruction: string,
  made: ReadonlySet<string> = new Set(),
): string | null {
  if ('control' in action && !screen.controls.some((c) => c.id === action.control))
    return `there is no control [${action.control}] on this screen`;
  const move = screenMoveKey(screen, action);
  if (move !== null && made.has(move))
    return `this was done already on the page as it is now${label ? ` ("${label}")` : ''}: doing it again would go round in a circle`;
  if (action.type !== 'click' && action.type !== 'press') return null;
  // A form that asks for a password hands over credentials when it is sent.
  const password = screen.controls.some(
    (c) => c.role === 'textbox' && /password|passcode|pin\b/i.test(c.name),
  );
  const kind = destructiveKind(label, password);
  if (kind && !instructionAsks(kind, instruction))
    return `"${label}" ${kind}, and the instruction does not ask for that`;
  return null;
}
