import type { Screen, ScreenControl } from '../../../core/screen.ts';

/**
 * What surrounds a control and says which thing it acts on: its heading, and its item, row and
 * block without the names of the other controls in them, nor its own options — those are other
 * choices of the same form or list (a settings form's "Save" is not what its currency list does).
 */
export function surroundings(
  control: ScreenControl,
  screen: Screen,
  names: readonly string[] = controlNames(screen),
): string[] {
  // A list's own options are its choices too: the one chosen is the action's, not its surroundings'.
  const others = control.options?.length
    ? [...new Set([...names, ...control.options])].sort((a, b) => b.length - a.length)
    : names;
  const out = control.context ? [control.context] : [];
  for (const text of [control.item, control.row, control.block]) {
    if (!text) continue;
    let rest = text;
    for (const name of others) if (name.length > 1 && rest.includes(name)) rest = rest.split(name).join(' ');
    if (rest.trim()) out.push(rest);
  }
  return out;
}

/** The names of a screen's controls, longest first (a long name cut out before a part of it). */
export function controlNames(screen: Screen): string[] {
  return [...new Set(screen.controls.map((c) => c.name.trim()))]
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length);
}
