import type { ElementHandle, Page } from 'playwright-core';
import { pageCall } from './page-scripts.ts';

/** Wheel turns spent on reaching one end. */
const MAX_TURNS = 60;
/** The tag a kind of block of text is written with (as `Screen.passages` names them). */
const TAGS: Record<string, string> = {
  'text area': 'textarea',
  textarea: 'textarea',
  paragraph: 'p',
  quote: 'blockquote',
  code: 'pre',
  table: 'table',
};

/**
 * Scrolls to the top or bottom of the page, or of the first shown block of text of `kind` that
 * scrolls, with the mouse wheel over it: a person's scrolling, which also reaches a text a page
 * keeps from the keyboard (a disabled agreement that unlocks at its end).
 */
export async function scrollTo(page: Page, to: 'top' | 'bottom', kind?: string): Promise<string> {
  // A kind with no tag of its own matches no element: only the first box that scrolls is left.
  const tag = kind ? (TAGS[kind.toLowerCase()] ?? 'no-such-tag') : '';
  const handle = (await page.evaluateHandle(pageCall('scroller', tag))) as ElementHandle;
  const scroller = handle.asElement();
  if (!scroller) throw new Error(`no ${kind ?? 'page'} that scrolls is shown`);
  const box = tag ? await scroller.boundingBox() : null;
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(
    box ? box.x + box.width / 2 : viewport.width / 2,
    box ? box.y + box.height / 2 : viewport.height / 2,
  );
  const atEnd = () =>
    scroller.evaluate((el, bottom) => {
      const e = el as unknown as { scrollTop: number; scrollHeight: number; clientHeight: number };
      return bottom ? e.scrollTop + e.clientHeight >= e.scrollHeight - 1 : e.scrollTop <= 0;
    }, to === 'bottom');
  for (let turn = 0; turn < MAX_TURNS && !(await atEnd()); turn++) {
    await page.mouse.wheel(0, to === 'bottom' ? 400 : -400);
    await page.waitForTimeout(50);
  }
  if (!(await atEnd())) throw new Error(`the ${kind ?? 'page'} did not reach its ${to}`);
  return `scrolled to the ${to}`;
}
