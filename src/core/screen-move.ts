import { fnv1a } from './fnv.ts';
import type { Screen } from './screen.ts';
import type { ScreenAction } from './screen-action.ts';

/**
 * A move on a screen, as the guard remembers it: the action on the page's exact state (every
 * control's name, value and state, and the shown text, numbers included; on one state the controls'
 * ids are the same). The same move on the same state does what it did before, so a second time is
 * a circle, never progress. Null for what is no move on a control, for a press timed by the page
 * (a wait, a condition): its timing is the change, and for one pressed again by design.
 */
export function screenMoveKey(screen: Screen, action: ScreenAction): string | null {
  if (!('control' in action)) return null;
  if (action.type === 'click' && (action.afterMs !== undefined || action.when !== undefined || action.again))
    return null;
  const state = screen.controls
    .map((c) =>
      [c.role, c.name, c.value ?? '', c.checked ?? '', c.expanded ?? '', c.selected ?? ''].join('|'),
    )
    .join('\n');
  return `${screen.url}\n${fnv1a(`${state}\n${screen.text}`).toString(16)}\n${JSON.stringify(action)}`;
}
