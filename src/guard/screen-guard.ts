import { destructiveKind, instructionAsks } from '../core/irreversible.ts';
import type { Screen } from '../core/screen.ts';
import type { ScreenAction } from '../core/screen-action.ts';

/**
 * Checks an action on a screen before it runs (act): it must name a control the screen shows, and a
 * press of a control that deletes, pays, sends, logs out or hands over credentials (the one rule
 * of core/irreversible.ts) is refused unless the instruction asks for exactly that kind of action.
 * Why it may not be taken, or null.
 */
export function checkScreenAction(
  screen: Screen,
  action: ScreenAction,
  label: string,
  instruction: string,
): string | null {
  if ('control' in action && !screen.controls.some((c) => c.id === action.control))
    return `there is no control [${action.control}] on this screen`;
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
