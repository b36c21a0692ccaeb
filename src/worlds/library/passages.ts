import type { Passage } from '../../core/place.ts';
import { squash } from '../../core/text.ts';

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

/**
 * A chunk's text as quotable blocks: paragraphs, list items, table rows, headings and code, each
 * kept as written (only line breaks inside a paragraph become spaces), so a quote picked from a
 * passage can be found again in the chunk's text.
 */
export function splitPassages(text: string): Passage[] {
  const out: Passage[] = [];
  const headings: string[] = [];
  let paragraph: string[] = [];
  let code: string[] | null = null;
  const flush = (): void => {
    const joined = squash(paragraph.join(' '));
    if (joined) out.push({ kind: 'paragraph', text: joined, headings: [...headings] });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (code) {
      if (FENCE.test(line)) {
        const body = code.join('\n').trim();
        if (body) out.push({ kind: 'other', text: body, headings: [...headings] });
        code = null;
      } else code.push(line);
      continue;
    }
    if (FENCE.test(line)) {
      flush();
      code = [];
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const depth = (heading[1] ?? '#').length;
      const title = heading[2] ?? '';
      headings.splice(depth - 1);
      out.push({ kind: 'heading', text: title, headings: [...headings] });
      headings.push(title);
      continue;
    }
    if (line.trim().startsWith('|')) {
      flush();
      if (TABLE_RULE.test(line)) continue;
      const row = line.trim().replace(/^\|/, '').replace(/\|$/, '').trim();
      if (row) out.push({ kind: 'table-row', text: row, headings: [...headings] });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const body = (item[1] ?? '').trim();
      if (body) out.push({ kind: 'list-item', text: body, headings: [...headings] });
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  if (code) {
    const body = code.join('\n').trim();
    if (body) out.push({ kind: 'other', text: body, headings: [...headings] });
  }
  return out;
}
