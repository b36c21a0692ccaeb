import type { SourceLine } from './types.ts';

/** Words a title keeps in lower case. */
const SMALL = new Set(
  'a an and as at but by for from in into of on or per the to vs via with nor over under'.split(' '),
);

/**
 * Marks the headings of plain text: a short Title-Case (or ALL CAPS) line standing alone — blank
 * or start of file above, blank line below — with no sentence punctuation at its end. A heading
 * on the first content line is the document's title (level 1); the others are level 2.
 */
export function textLines(text: string): SourceLine[] {
  const raw = text.split(/\r\n?|\n/);
  const lines: SourceLine[] = raw.map((t, i) => ({ text: t, line: i + 1 }));
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as SourceLine;
    const t = line.text.trim();
    if (!t) continue;
    const above = i === 0 || !raw[i - 1]?.trim();
    const below = i + 1 >= raw.length || !raw[i + 1]?.trim();
    if (above && below && isTitleLine(t)) {
      line.heading = { level: seenContent ? 2 : 1, text: t.replace(/[:\s]+$/, '') };
    }
    seenContent = true;
  }
  return lines;
}

function isTitleLine(t: string): boolean {
  if (t.length > 80 || /[.,;!?]$/.test(t) || !/\p{L}/u.test(t)) return false;
  // Leading numbering ("2.", "3.1", "IV.") is allowed.
  const words = t
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/, '')
    .replace(/:$/, '')
    .split(/\s+/);
  if (words.length === 0 || words.length > 10) return false;
  return words.every((w, i) => /^[\p{Lu}\p{N}&(“"'-]/u.test(w) || (i > 0 && SMALL.has(w.toLowerCase())));
}
