import type { Passage } from '../../core/place.ts';
import { clip, squash } from '../../core/text.ts';

/** A quotable block and the words around it that say what it is about (headings, table caption and header). */
export interface Block extends Passage {
  /** Headings above the block and, for a table row, the table's caption. */
  context: string;
  /** For a table row: the table's first row (its column names). */
  header: string;
  /** A window of a long paragraph or a pair of list items: its text overlaps its neighbours'. */
  overlapping?: boolean;
}

/** Paragraphs longer than this are read as windows of two sentences, so a quote stays short and exact. */
const LONG = 400;
const WINDOW_CHARS = 600;

/**
 * Sentences of a paragraph: a break after `.`, `!` or `?` followed by space and a capital, a
 * digit-free opening or a quote; "$15.00", "3 a.m. on", "§ 50-1605." inside a sentence stay whole.
 */
export function sentences(text: string): string[] {
  const out = text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"“'‘(§[])/u)
    .map((s) => s.trim())
    .filter(Boolean);
  return out.length > 0 ? out : [text];
}

/** The blocks of a place's passages: table rows with their table's caption and header, lists in pairs, long text in windows. */
export function blocksOf(passages: readonly Passage[]): Block[] {
  const out: Block[] = [];
  let caption = '';
  let header = '';
  passages.forEach((p, i) => {
    const previous = passages[i - 1];
    const text = squash(p.text);
    // A table row is read with its table: the line before the table (its caption) and, when the
    // table has more rows, its first row (the column names).
    let isHeader = false;
    if (p.kind === 'table-row') {
      if (previous?.kind !== 'table-row') {
        caption = previous && previous.kind !== 'list-item' ? squash(previous.text) : '';
        isHeader = passages[i + 1]?.kind === 'table-row';
        header = isHeader ? text : '';
      }
    } else {
      caption = '';
      header = '';
    }
    // The column names are context for the rows below, never an answer themselves.
    if (p.kind === 'heading' || !text || isHeader) return;
    const context = [...p.headings, caption].filter(Boolean).join(' ');
    const columns = p.kind === 'table-row' ? header : '';
    if (text.length <= LONG) {
      // Steps of a procedure are read in pairs too: "Press and hold…" then "…about 12 seconds".
      const last = out[out.length - 1];
      if (p.kind === 'list-item' && last?.kind === 'list-item' && !last.text.includes(' … ')) {
        out.push({ ...p, text: `${last.text} … ${text}`, context, header: columns, overlapping: true });
      }
      out.push({ ...p, text, context, header: columns });
      return;
    }
    const parts = sentences(text);
    for (let j = 0; j < parts.length; j++) {
      const window = parts.slice(j, j + 2).join(' ');
      out.push({ ...p, text: clip(window, WINDOW_CHARS), context, header: columns, overlapping: true });
    }
  });
  return out;
}
