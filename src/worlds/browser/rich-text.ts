import type { Locator, Page } from 'playwright-core';
import type { TextStyle } from '../../core/screen-action.ts';

/** The shortcut letter of each style, the same in every common rich-text editor. */
const SHORTCUT: Record<TextStyle, string> = { bold: 'B', italic: 'I', underline: 'U' };

/**
 * Styles text of an editor as a person does: the caret put before the text by a click on its
 * first character and the text selected with Shift and the arrow keys (or all of it with Ctrl+A),
 * then the style's shortcut pressed. Throws when the editor does not show the text.
 */
export async function styleText(
  page: Page,
  editor: Locator,
  text: string | null,
  style: TextStyle,
  timeout: number,
): Promise<string> {
  await editor.click({ timeout });
  if (text === null) await page.keyboard.press('ControlOrMeta+A');
  else {
    const at = await editor.evaluate((el, wanted) => {
      // The first whole occurrence: a text node holding it, not inside a longer word.
      const root = el as unknown as {
        ownerDocument: {
          createTreeWalker(r: unknown, w: number): { nextNode(): unknown };
          createRange(): {
            setStart(n: unknown, o: number): void;
            setEnd(n: unknown, o: number): void;
            getBoundingClientRect(): { left: number; top: number; height: number };
          };
        };
      };
      const walker = root.ownerDocument.createTreeWalker(el, 4);
      for (
        let node = walker.nextNode() as { data: string } | null;
        node;
        node = walker.nextNode() as { data: string } | null
      ) {
        let from = node.data.indexOf(wanted);
        while (from >= 0) {
          const before = node.data[from - 1] ?? ' ';
          const after = node.data[from + wanted.length] ?? ' ';
          if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
            const range = root.ownerDocument.createRange();
            range.setStart(node, from);
            range.setEnd(node, from + 1);
            const box = range.getBoundingClientRect();
            return { x: box.left + 1, y: box.top + box.height / 2 };
          }
          from = node.data.indexOf(wanted, from + 1);
        }
      }
      return null;
    }, text);
    if (!at) throw new Error(`the editor does not show "${text}"`);
    await page.mouse.click(at.x, at.y);
    for (const _ of text) await page.keyboard.press('Shift+ArrowRight');
  }
  await page.keyboard.press(`ControlOrMeta+${SHORTCUT[style]}`);
  return `made ${text === null ? 'everything' : `"${text}"`} ${style}`;
}
