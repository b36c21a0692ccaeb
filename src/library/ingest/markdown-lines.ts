import { plainInline } from './inline.ts';
import { unlinkLineWithLabels } from './links.ts';
import type { SourceLine } from './types.ts';

const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const NOT_PARAGRAPH = /^ {0,3}(?:[-*+>]|\d+[.)]|\||#|`{3}|~{3})/;

/**
 * Marks the headings of Markdown text (ATX and setext; none inside code fences) and skips YAML
 * front matter. Outside code fences a link becomes its label (see `unlinkLine`), so the text a
 * library keeps is prose; the labels of links to other pages than `self` (the document's URL) are
 * kept on their lines. `lineOf` maps a line index to the original file's line number.
 */
export function markdownLines(
  markdown: string,
  lineOf: (index: number) => number = (i) => i + 1,
  self?: string,
): { lines: SourceLine[]; frontTitle: string | null } {
  const raw = markdown.split(/\r\n?|\n/);
  const lines: SourceLine[] = raw.map((text, i) => ({ text, line: lineOf(i) }));
  let frontTitle: string | null = null;
  let start = 0;
  if (raw[0]?.trim() === '---') {
    const end = raw.findIndex((l, i) => i > 0 && i < 60 && /^(---|\.\.\.)\s*$/.test(l));
    if (end > 0) {
      for (let i = 0; i <= end; i++) {
        const title = /^title:\s*["']?(.+?)["']?\s*$/.exec(raw[i] ?? '');
        if (title?.[1]) frontTitle = title[1];
        (lines[i] as SourceLine).skip = true;
      }
      start = end + 1;
    }
  }
  let fence: string | null = null;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as SourceLine;
    const f = FENCE.exec(line.text);
    if (fence) {
      if (f?.[1] && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (f?.[1]) {
      fence = f[1];
      continue;
    }
    const unlinked = unlinkLineWithLabels(line.text, self);
    line.text = unlinked.text;
    if (unlinked.links.length > 0) line.links = unlinked.links;
    const atx = ATX.exec(line.text);
    if (atx?.[1]) {
      const text = headingText(atx[2] ?? '');
      if (text) line.heading = { level: atx[1].length, text };
      continue;
    }
    // A setext underline turns the single paragraph line above it into a heading.
    const next = lines[i + 1];
    const under = next ? SETEXT.exec(next.text) : null;
    const prev = lines[i - 1];
    if (
      under?.[1] &&
      line.text.trim() &&
      !NOT_PARAGRAPH.test(line.text) &&
      (!prev?.text.trim() || prev.heading || prev.skip)
    ) {
      const text = headingText(line.text);
      if (text) {
        line.heading = { level: under[1][0] === '=' ? 1 : 2, text };
        (next as SourceLine).skip = true;
        i++;
      }
    }
  }
  return { lines, frontTitle };
}

/** Heading text without inline syntax or a trailing permalink mark ("Setup¶", "Setup #"). */
function headingText(raw: string): string {
  return plainInline(raw)
    .replace(/[\s¶§#🔗]+$/u, '')
    .trim();
}
