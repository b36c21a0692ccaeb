import type { Screen, ScreenControl } from './screen.ts';
import type { ScreenAction } from './screen-action.ts';

/**
 * What a world says a press did when the page changed in no way (no element, field, focus or
 * address) and sent nothing: the press did not take, whatever it promised.
 */
export const PRESS_CHANGED_NOTHING = 'clicked; the page did not change';

/**
 * What an action was to change on the page and did not, read on the screen after it; null when
 * the change is seen, or when the action promises none a screen can show (a press may only send
 * something away). A typed field holds the text (its letters and digits: a field may format
 * them), a ticked box is ticked, a chosen option is the one selected, a pressed control that
 * says its state (a section's head, a switch, a tab) changed it or something else on the page. A control no longer on the
 * screen (the form was sent, the page moved on) is no sign of failure.
 */
export function unmetChange(action: ScreenAction, before: Screen, after: Screen): string | null {
  if (action.type === 'click') return unmetPress(action.control, before, after);
  if (action.type !== 'fill' && action.type !== 'check' && action.type !== 'select') return null;
  const acted = before.controls.find((c) => c.id === action.control);
  if (!acted) return null;
  const now = sameControl(acted, before, after);
  if (!now) return null;
  const name = acted.name ? `"${acted.name}"` : `the ${acted.role}`;
  switch (action.type) {
    case 'fill': {
      // A field set whole to a form of its own (a date field's ISO day) holds other characters.
      if (now.value === undefined || (action.text !== '' && now.value === ''))
        return `${name} is still empty`;
      return looseText(now.value).includes(looseText(action.text)) || now.value !== acted.value
        ? null
        : `${name} holds "${now.value}", not "${action.text}"`;
    }
    case 'check':
      return now.checked === undefined || now.checked === action.checked
        ? null
        : `${name} is still ${now.checked ? 'ticked' : 'not ticked'}`;
    case 'select':
      return now.value === undefined ||
        now.value.split(/\s*,\s*/).includes(action.option) ||
        now.value.includes(action.option)
        ? null
        : `${name} shows "${now.value}", not "${action.option}"`;
  }
}

/**
 * A press of a control that says its own state (open or closed, ticked, selected) changed
 * neither that state nor anything else on the page: it did not take. Any other press promises
 * nothing a screen can show (it may send something away), and is no failure.
 */
function unmetPress(control: number, before: Screen, after: Screen): string | null {
  const acted = before.controls.find((c) => c.id === control);
  if (!acted || before.url !== after.url || before.text !== after.text) return null;
  const now = sameControl(acted, before, after);
  if (!now) return null;
  const name = acted.name ? `"${acted.name}"` : `the ${acted.role}`;
  if (acted.expanded !== undefined && now.expanded === acted.expanded)
    return `${name} is still ${acted.expanded ? 'open' : 'closed'}`;
  if (acted.checked !== undefined && now.checked === acted.checked)
    return `${name} is still ${acted.checked ? 'on' : 'off'}`;
  if (acted.selected === false && now.selected === false) return `${name} is still not selected`;
  return null;
}

/** The control of `after` that is `c` of `before`: same role and name, the same rank among those. */
function sameControl(c: ScreenControl, before: Screen, after: Screen): ScreenControl | undefined {
  const alike = (s: Screen) => s.controls.filter((x) => x.role === c.role && x.name === c.name);
  const rank = alike(before).findIndex((x) => x.id === c.id);
  return alike(after)[rank];
}

const looseText = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
