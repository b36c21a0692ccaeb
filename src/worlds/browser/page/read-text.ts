/**
 * Page script: the page's visible text, and its shown blocks of text by the noun a person names
 * them with (see `Screen.passages`), in one call.
 */
import type { Passage } from '../../../core/screen.ts';

const KINDS: Record<string, string> = {
  P: 'paragraph',
  TEXTAREA: 'text area',
  BLOCKQUOTE: 'quote',
  PRE: 'code',
  TABLE: 'table',
};

export default function readText(): { text: string; passages: Passage[] } {
  const shown = (el: Element): boolean =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const out: Passage[] = [];
  for (const el of document.querySelectorAll('p, textarea, blockquote, pre, table')) {
    if (out.length >= 40 || !shown(el)) continue;
    // A text area's value is kept as it is, every space and line: what is copied from it must
    // be exactly what it holds. A table keeps its cells apart by tabs, its rows by lines.
    const raw = el.tagName === 'TEXTAREA' ? (el as HTMLTextAreaElement).value : (el as HTMLElement).innerText;
    const text =
      el.tagName === 'TEXTAREA'
        ? raw
        : (el.tagName === 'TABLE'
            ? raw.replace(/ +/g, ' ').replace(/ *\t */g, '\t')
            : raw.replace(/[ \t]+/g, ' ')
          ).trim();
    if (text.trim()) out.push({ kind: KINDS[el.tagName] as string, text: text.slice(0, 2000) });
  }
  return { text: document.body ? document.body.innerText : '', passages: out };
}
