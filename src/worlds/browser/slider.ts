import type { Locator, Page } from 'playwright-core';
import { runInPage } from './page-scripts.ts';

/** Most key presses spent on one slider: a range of a few hundred steps. */
const MAX_PRESSES = 600;

/**
 * Moves a slider or a spin box of any make to `target` the way a person does with the keyboard:
 * the handle focused, then Right and Left arrows pressed (they raise and lower every common make
 * of slider: a native range, an ARIA slider, script libraries' handles), Up and Down for a spin
 * box, while the value is watched. The value is the
 * handle's own (`aria-valuenow`, a range's `value`), else the number the page shows that the
 * first press changed. Resolves to what was done; throws when the value cannot be reached.
 */
export async function slideTo(page: Page, handle: Locator, target: number, timeout: number): Promise<string> {
  await handle.focus({ timeout });
  // A spin box (an ARIA spinbutton, a number field) steps with Up and Down; Right and Left
  // would move the caret in its text.
  const spin = await handle.evaluate((el) => {
    const e = el as unknown as { tagName: string; type?: string; getAttribute(name: string): string | null };
    return e.getAttribute('role') === 'spinbutton' || (e.tagName === 'INPUT' && e.type === 'number');
  });
  const [raise, lower] = spin ? ['ArrowUp', 'ArrowDown'] : ['ArrowRight', 'ArrowLeft'];
  let read = () => ownValue(handle);
  if ((await read()) === null) {
    // No value of its own: the number shown beside it that a press moves is its value.
    const before = await shownNumbers(page);
    let shown = await pressAndFind(page, handle, raise, before);
    if (shown < 0) shown = await pressAndFind(page, handle, lower, await shownNumbers(page));
    if (shown < 0) throw new Error('the slider shows no value that its keys change');
    read = async () => (await shownNumbers(page))[shown] ?? null;
  }
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    const value = await read();
    if (value === null) throw new Error('the slider’s value is no longer shown');
    if (value === target) return `set to ${value}`;
    const up = value < target;
    await handle.press(up ? raise : lower, { timeout });
    const next = await read();
    if (next === null || next === value) throw new Error(`the slider goes no further than ${value}`);
    if (next !== target && next < target !== up)
      throw new Error(`the slider moves from ${value} to ${next}: ${target} lies between its steps`);
  }
  throw new Error(`${target} was not reached in ${MAX_PRESSES} presses`);
}

async function ownValue(handle: Locator): Promise<number | null> {
  return handle.evaluate((el) => {
    const e = el as unknown as { tagName: string; value?: string; getAttribute(name: string): string | null };
    const now = e.getAttribute('aria-valuenow') ?? (e.tagName === 'INPUT' ? (e.value ?? null) : null);
    return now !== null && now.trim() !== '' && Number.isFinite(Number(now)) ? Number(now) : null;
  });
}

/** Presses a key and gives the index of the one shown number it changed, or -1. */
async function pressAndFind(
  page: Page,
  handle: Locator,
  key: string,
  before: (number | null)[],
): Promise<number> {
  await handle.press(key);
  const after = await shownNumbers(page);
  const changed = after.flatMap((n, i) => (n !== null && before[i] !== null && n !== before[i] ? [i] : []));
  return after.length === before.length && changed.length === 1 ? (changed[0] ?? -1) : -1;
}

/** The numbers the page shows, one per element that holds nothing but a number. */
function shownNumbers(page: Page): Promise<(number | null)[]> {
  return runInPage(page, 'shownNumbers');
}
