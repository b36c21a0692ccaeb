import type { Screen, ScreenControl } from '../../../core/screen.ts';

/**
 * What surrounds a control and says which thing it acts on: its heading, and its item, row and
 * block without the names of the other controls in them, nor its own options — those are other
 * choices of the same form or list (a settings form's "Save" is not what its currency list does).
 */
export function surroundings(control: ScreenControl, screen: Screen): string[] {
  // A list's own options are its choices too: the one chosen is the action's, not its surroundings'.
  const others = [...new Set([...screen.controls.map((c) => c.name.trim()), ...(control.options ?? [])])]
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length);
  const out = control.context ? [control.context] : [];
  for (const text of [control.item, control.row, control.block]) {
    if (!text) continue;
    let rest = text;
    for (const name of others) if (rest.includes(name)) rest = rest.split(name).join(' ');
    if (rest.trim()) out.push(rest);
  }
  return out;
}
