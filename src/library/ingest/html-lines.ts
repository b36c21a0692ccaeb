import { pathToFileURL } from 'node:url';
import { parseDocument } from 'htmlparser2';
import { words } from '../../core/text.ts';
import { extractArticle } from '../../extract/index.ts';
import { plainInline } from './inline.ts';
import { markdownLines } from './markdown-lines.ts';
import { navigationLinks } from './nav-links.ts';
import type { SourceLine } from './types.ts';

/** Words of a Markdown line used to find it in the HTML source. */
const PROBE_WORDS = 6;

/**
 * The article of an HTML file as marked Markdown lines. Each line gets the number of the source
 * line where its first words appear (searched forward, so headings land on their elements);
 * a line that cannot be found takes the number of the line before it. Ranges are approximate.
 * Beside them, the page's navigation links (see `navigationLinks`; `pageUrl` is the page's
 * address they resolve against), which stay out of the lines.
 */
export function htmlLines(
  html: string,
  absolutePath: string,
  pageUrl: string,
): { lines: SourceLine[]; title: string | null; navigation: string[] } {
  // Parsed once, as the extractor parses it; navigation is read before the extractor works on the tree.
  const doc = parseDocument(html, { decodeEntities: true });
  const navigation = navigationLinks(doc, pageUrl);
  const self = pathToFileURL(absolutePath).href;
  const article = extractArticle(doc, self);
  const index = sourceIndex(html);
  const mdLines = article.markdown.split(/\r\n?|\n/);
  const numbers: number[] = [];
  let cursor = 0;
  let last = 1;
  for (const md of mdLines) {
    const probe = words(plainInline(md.replace(/^\s*(?:#{1,6}|[-*+>]|\d+[.)]|\|)\s*/, ''))).slice(
      0,
      PROBE_WORDS,
    );
    const at = probe.length > 0 ? index.find(probe, cursor) : -1;
    if (at >= 0) {
      cursor = at + 1;
      last = Math.max(last, index.lineOf[at] ?? last);
    }
    numbers.push(last);
  }
  const { lines } = markdownLines(article.markdown, (i) => numbers[i] ?? last, self);
  return { lines, title: article.title.trim() || null, navigation };
}

interface SourceIndex {
  /** Line number of each word of the source text. */
  lineOf: number[];
  /** Position of the first occurrence of `probe` at or after `from`, else -1. */
  find(probe: readonly string[], from: number): number;
}

/** The words of the HTML source outside tags, scripts and styles, each with its line number. */
function sourceIndex(html: string): SourceIndex {
  const blanked = html
    .replace(/<!--[\s\S]*?-->/g, keepNewlines)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, keepNewlines)
    .replace(/<[^>]*>/g, (tag) => ` ${keepNewlines(tag)} `)
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');
  const all: string[] = [];
  const lineOf: number[] = [];
  blanked.split('\n').forEach((text, i) => {
    for (const w of words(text)) {
      all.push(w);
      lineOf.push(i + 1);
    }
  });
  const positions = new Map<string, number[]>();
  all.forEach((w, i) => {
    const list = positions.get(w);
    if (list) list.push(i);
    else positions.set(w, [i]);
  });
  return {
    lineOf,
    find(probe, from) {
      const list = positions.get(probe[0] as string) ?? [];
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((list[mid] as number) < from) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < list.length; k++) {
        const at = list[k] as number;
        if (probe.every((w, j) => all[at + j] === w)) return at;
      }
      return -1;
    },
  };
}

function keepNewlines(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}
