/** A reference-style link's definition line: `[label]: url "title"`. */
const DEFINITION = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:\s*\S+(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;
/** An autolink: `<https://…>` or `<name@host>`. */
const AUTOLINK = /^<((?:[a-z][a-z0-9+.-]{1,31}:[^\s<>]*)|(?:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+))>/i;

/**
 * A line of Markdown with every link turned into its label (and every image into its alt text),
 * so the text a library stores, searches and quotes is prose: no URL words in full-text search,
 * summaries or answers. Inline (`[label](url "title")`), reference (`[label][ref]`, `[label][]`)
 * and autolinks (`<url>`) are handled; code spans are left as written; a reference definition
 * line becomes empty. Other inline syntax (emphasis, escapes) stays.
 */
export function unlinkLine(line: string): string {
  return unlinkLineWithLabels(line).text;
}

/**
 * `unlinkLine`, also naming the labels of the links that lead away from the page (not images, not
 * `#` anchors within it): a passage that names one describes another page, which the reader of a
 * chunk must know as a reader of the web page does.
 */
export function unlinkLineWithLabels(line: string, self?: string): { text: string; links: string[] } {
  const links: string[] = [];
  if (DEFINITION.test(line)) return { text: '', links };
  return { text: unlink(line, links, self), links };
}

function unlink(text: string, links: string[], self?: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = codeSpanEnd(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '<') {
      const auto = AUTOLINK.exec(text.slice(i));
      if (auto?.[1]) {
        out += auto[1];
        links.push(auto[1]);
        i += auto[0].length;
        continue;
      }
    }
    const image = c === '!' && text[i + 1] === '[';
    if (c === '[' || image) {
      const open = image ? i + 1 : i;
      const link = linkAt(text, open);
      if (link) {
        const label = unlink(link.label, links, self);
        out += label;
        const within =
          link.url !== undefined && (link.url.startsWith('#') || link.url.split('#')[0] === self);
        if (!image && !within && label.trim()) links.push(label.trim());
        i = link.end;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** The link whose label opens at `open` (a `[`): its label, its URL if inline, the index just past it; or null. */
function linkAt(text: string, open: number): { label: string; end: number; url?: string } | null {
  const close = matching(text, open, '[', ']');
  if (close < 0) return null;
  const label = text.slice(open + 1, close);
  const next = text[close + 1];
  if (next === '(') {
    const end = matching(text, close + 1, '(', ')');
    if (end < 0) return null;
    const url = /^\(\s*<?([^\s>)]*)/.exec(text.slice(close + 1, end + 1))?.[1];
    return { label, end: end + 1, ...(url !== undefined ? { url } : {}) };
  }
  if (next === '[') {
    const end = matching(text, close + 1, '[', ']');
    return end < 0 ? null : { label, end: end + 1 };
  }
  return null;
}

/** Index of the bracket closing the one at `open` (nesting and backslash escapes counted), else -1. */
function matching(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === left) depth++;
    else if (c === right && --depth === 0) return i;
  }
  return -1;
}

/** Index just past the code span opening at `start`, or past its backtick run when it never closes. */
function codeSpanEnd(text: string, start: number): number {
  let run = start;
  while (text[run] === '`') run++;
  const fence = text.slice(start, run);
  let at = text.indexOf(fence, run);
  while (at >= 0) {
    const after = at + fence.length;
    if (text[after] !== '`' && text[at - 1] !== '`') return after;
    at = text.indexOf(fence, after);
  }
  return run;
}
