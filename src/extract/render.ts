/**
 * Renders an article's box tree three ways in one walk: plain text (blank lines between blocks),
 * Markdown, and passages (quotable blocks with the headings above them).
 */
import type { Passage } from '../core/place.ts';
import { Box, type Kid, Txt } from './boxes.ts';
import { resolveUrl } from './dom.ts';

export interface Rendered {
  text: string;
  markdown: string;
  passages: Passage[];
}

interface Block {
  text: string;
  md: string;
  /** Blocks of one list or table sit on consecutive lines; others are separated by a blank line. */
  group: number;
  /** Heading level, 0 for other blocks. */
  level?: number;
  /** The heading's passage, so an empty section can drop both. */
  passage?: Passage;
}

interface ListCtx {
  ordered: boolean;
  n: number;
  /** Markdown indentation of this list's markers. */
  indent: string;
  depth: number;
  group: number;
}

interface ItemCtx {
  marker: string;
  /** Markdown indentation of the item's continuation lines. */
  indent: string;
  textIndent: string;
  used: boolean;
  group: number;
}

const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'legend',
  'address',
  'center',
  'details',
  'summary',
  'body',
  'html',
  'hgroup',
  'dl',
  'dt',
  'dd',
  'dialog',
  'caption',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'li',
  'option',
  'menu',
  'search',
]);
const SKIP = new Set([
  'script',
  'style',
  'template',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'canvas',
  'svg',
  'source',
  'track',
  'map',
  'area',
]);
const EMPHASIS: Record<string, string> = {
  em: '*',
  i: '*',
  strong: '**',
  b: '**',
  del: '~~',
  s: '~~',
  strike: '~~',
};
const CODE = new Set(['code', 'kbd', 'samp', 'tt']);

class Renderer {
  readonly base: string;
  readonly blocks: Block[] = [];
  readonly passages: Passage[] = [];
  private headings: { level: number; text: string }[] = [];
  private tb: string[] = [];
  private mb: string[] = [];
  private flushes = 0;
  private quote = 0;
  private flat = 0;
  private lists: ListCtx[] = [];
  private items: ItemCtx[] = [];
  private nextGroup = 1;

  constructor(base: string) {
    this.base = base;
  }

  kids(box: Box): void {
    for (const k of box.kids) this.node(k);
  }

  node(k: Kid): void {
    if (k instanceof Txt) {
      const s = k.data.replace(/\s+/g, ' ');
      this.tb.push(s);
      this.mb.push(escapeMd(s));
      return;
    }
    const tag = k.srcTag;
    if (SKIP.has(tag)) return;
    if (tag === 'br') {
      this.tb.push(this.flat ? ' ' : '\n');
      this.mb.push(this.flat ? ' ' : '\n');
      return;
    }
    if (tag === 'img') {
      this.image(k);
      return;
    }
    if (tag === 'a') {
      this.link(k);
      return;
    }
    const mark = EMPHASIS[tag];
    if (mark) {
      this.wrap(k, mark);
      return;
    }
    if (CODE.has(tag)) {
      this.code(k);
      return;
    }
    if (this.flat) {
      // Inside a table cell: blocks become spaces.
      const block = BLOCK.has(tag) || /^h[1-6]$/.test(tag) || tag === 'ul' || tag === 'ol' || tag === 'pre';
      if (block) this.space();
      this.kids(k);
      if (block) this.space();
      return;
    }
    if (/^h[1-6]$/.test(tag)) {
      this.flush();
      this.kids(k);
      this.flush(Number(tag[1]));
      return;
    }
    switch (tag) {
      case 'ul':
      case 'ol':
        this.list(k, tag === 'ol');
        return;
      case 'li':
        this.item(k);
        return;
      case 'table':
        this.table(k);
        return;
      case 'pre':
        this.pre(k);
        return;
      case 'blockquote':
        this.flush();
        this.quote++;
        this.kids(k);
        this.flush();
        this.quote--;
        return;
      case 'hr':
        this.flush();
        this.blocks.push({ text: '', md: '---', group: this.nextGroup++ });
        return;
    }
    if (BLOCK.has(tag) || k.tag === 'p' || k.tag === 'div') {
      this.flush();
      this.kids(k);
      this.flush();
      return;
    }
    this.kids(k);
  }

  private space(): void {
    this.tb.push(' ');
    this.mb.push(' ');
  }

  /** Renders a box's inline content and wraps its Markdown in `mark` (unless a block broke it). */
  private wrap(k: Box, mark: string): void {
    const start = this.mb.length;
    const flushes = this.flushes;
    this.kids(k);
    if (flushes !== this.flushes) return;
    const inner = this.mb.splice(start).join('');
    this.mb.push(surround(inner, mark, mark));
  }

  private code(k: Box): void {
    const mStart = this.mb.length;
    const tStart = this.tb.length;
    const flushes = this.flushes;
    this.kids(k);
    if (flushes !== this.flushes) return;
    const raw = this.tb.slice(tStart).join('');
    this.mb.splice(mStart);
    const fence = '`'.repeat(longestRun(raw, '`') + 1);
    const pad = raw.trim().startsWith('`') || raw.trim().endsWith('`') ? ' ' : '';
    this.mb.push(surround(raw, fence + pad, pad + fence));
  }

  private link(k: Box): void {
    const start = this.mb.length;
    const flushes = this.flushes;
    this.kids(k);
    if (flushes !== this.flushes) return;
    const href = (k.el?.attribs.href ?? '').trim();
    if (!href || /^javascript:/i.test(href)) return;
    const inner = this.mb.splice(start).join('');
    if (!inner.trim()) {
      this.mb.push(inner);
      return;
    }
    this.mb.push(surround(inner, '[', `](${mdUrl(resolveUrl(href, this.base))})`));
  }

  private image(k: Box): void {
    const src = imageSrc(k);
    if (!src) return;
    const alt = (k.attr('alt') || k.attr('title')).replace(/\s+/g, ' ').trim();
    this.mb.push(`![${escapeMd(alt)}](${mdUrl(resolveUrl(src, this.base))})`);
  }

  private list(k: Box, ordered: boolean): void {
    this.flush();
    const outer = this.items[this.items.length - 1];
    const start = Number.parseInt(k.attr('start'), 10);
    this.lists.push({
      ordered,
      n: Number.isFinite(start) ? start : 1,
      indent: outer ? outer.indent : '',
      depth: this.lists.length,
      group: outer ? outer.group : this.nextGroup++,
    });
    this.kids(k);
    this.flush();
    this.lists.pop();
  }

  private item(k: Box): void {
    const list = this.lists[this.lists.length - 1];
    if (!list) {
      // A list item outside any list: a paragraph.
      this.flush();
      this.kids(k);
      this.flush();
      return;
    }
    this.flush();
    const marker = list.ordered ? `${list.n++}. ` : '- ';
    this.items.push({
      marker,
      indent: list.indent + ' '.repeat(marker.length),
      textIndent: '  '.repeat(list.depth),
      used: false,
      group: list.group,
    });
    this.kids(k);
    this.flush();
    this.items.pop();
  }

  private table(k: Box): void {
    this.flush();
    const rows: Box[] = [];
    let caption: Box | null = null;
    collectRows(k, rows, (c) => {
      caption ??= c;
    });
    const cellsOf = (row: Box) => row.kids.filter((c): c is Box => c instanceof Box && isCell(c.srcTag));
    const single = rows.length === 1 && cellsOf(rows[0] as Box).length === 1;
    if (!k.dataTable || single || rows.length === 0) {
      // A layout table: its cells are ordinary blocks.
      this.kids(k);
      this.flush();
      return;
    }
    if (caption) {
      this.kids(caption);
      this.flush();
    }
    const group = this.nextGroup++;
    const md: string[][] = [];
    let header = false;
    for (const row of rows) {
      const cells = cellsOf(row);
      if (md.length === 0) header = cells.some((c) => c.srcTag === 'th') || row.parent?.srcTag === 'thead';
      const texts: string[] = [];
      const mds: string[] = [];
      for (const cell of cells) {
        const r = this.inline(cell);
        texts.push(r.text);
        mds.push(r.md.replace(/\|/g, '\\|'));
      }
      md.push(mds);
      const line = texts.filter(Boolean).join(' | ');
      if (line) {
        this.blocks.push({ text: line, md: '', group });
        this.passage('table-row', line);
      }
    }
    const width = Math.max(...md.map((r) => r.length));
    const line = (cells: string[]) => {
      const padded = [...cells];
      while (padded.length < width) padded.push('');
      return `| ${padded.join(' | ')} |`;
    };
    const out: string[] = [];
    const head = header ? (md[0] ?? []) : [];
    out.push(line(head));
    out.push(line(Array.from({ length: width }, () => '---')));
    for (const r of header ? md.slice(1) : md) out.push(line(r));
    // The Markdown table is one block; attach it to the first row's block.
    const first = this.blocks.findIndex((b) => b.group === group);
    const quoted = this.quoteLines(out.join('\n'));
    if (first >= 0) (this.blocks[first] as Block).md = quoted;
    else this.blocks.push({ text: '', md: quoted, group });
  }

  /** A cell's content flattened to one line of text and Markdown. */
  private inline(cell: Box): { text: string; md: string } {
    const tb = this.tb;
    const mb = this.mb;
    this.tb = [];
    this.mb = [];
    this.flat++;
    this.kids(cell);
    this.flat--;
    const text = oneLine(this.tb.join(''));
    const md = oneLine(this.mb.join(''));
    this.tb = tb;
    this.mb = mb;
    return { text, md };
  }

  private pre(k: Box): void {
    this.flush();
    const raw = preText(k).replace(/^\n+|\s+$/g, '');
    if (!raw) return;
    const lang = /(?:^|\s)(?:lang(?:uage)?-)(\S+)/.exec(`${k.attr('class')} ${codeClass(k)}`)?.[1] ?? '';
    const fence = '`'.repeat(Math.max(3, longestRun(raw, '`') + 1));
    const group = this.nextGroup++;
    this.blocks.push({ text: raw, md: this.quoteLines(`${fence}${lang}\n${raw}\n${fence}`), group });
    this.passage('other', raw);
  }

  /** Ends the current block of inline content. */
  flush(headingLevel = 0): void {
    if (this.tb.length === 0 && this.mb.length === 0) return;
    const text = lines(this.tb.join(''), '\n');
    let md = lines(this.mb.join(''), '\\\n');
    this.tb = [];
    this.mb = [];
    this.flushes++;
    if (!text && !md) return;
    if (headingLevel > 0) {
      const h = text.replace(/\n/g, ' ');
      const above = this.headings.filter((x) => x.level < headingLevel).map((x) => x.text);
      const passage = this.passage('heading', h, above);
      while (
        this.headings.length > 0 &&
        (this.headings[this.headings.length - 1]?.level ?? 0) >= headingLevel
      ) {
        this.headings.pop();
      }
      if (h) this.headings.push({ level: headingLevel, text: h });
      md = md.replace(/\\\n/g, ' ');
      this.blocks.push({
        text: h,
        md: this.quoteLines(`${'#'.repeat(headingLevel)} ${md}`),
        group: this.nextGroup++,
        level: headingLevel,
        ...(passage ? { passage } : {}),
      });
      return;
    }
    md = escapeLineStart(md);
    const item = this.items[this.items.length - 1];
    if (item) {
      const first = !item.used;
      item.used = true;
      const lead = first ? item.marker : ' '.repeat(item.marker.length);
      const mdIndent = item.indent.slice(0, item.indent.length - item.marker.length);
      this.blocks.push({
        text: text ? item.textIndent + lead + text : '',
        md: this.quoteLines(mdIndent + lead + md.replace(/\n/g, `\n${item.indent}`)),
        group: item.group,
      });
      if (text) this.passage('list-item', text);
      return;
    }
    this.blocks.push({ text, md: this.quoteLines(md), group: this.nextGroup++ });
    if (text) this.passage('paragraph', text);
  }

  private quoteLines(md: string): string {
    if (this.quote === 0) return md;
    const prefix = '> '.repeat(this.quote);
    return md
      .split('\n')
      .map((l) => (prefix + l).trimEnd())
      .join('\n');
  }

  private passage(kind: Passage['kind'], text: string, headings?: string[]): Passage | undefined {
    if (!text) return undefined;
    const p: Passage = { kind, text, headings: headings ?? this.headings.map((h) => h.text) };
    this.passages.push(p);
    return p;
  }
}

function collectRows(box: Box, rows: Box[], onCaption: (c: Box) => void): void {
  for (const k of box.kids) {
    if (!(k instanceof Box)) continue;
    const t = k.srcTag;
    if (t === 'tr') rows.push(k);
    else if (t === 'caption') onCaption(k);
    else if (t !== 'table') collectRows(k, rows, onCaption);
  }
}

function isCell(tag: string): boolean {
  return tag === 'td' || tag === 'th';
}

function codeClass(pre: Box): string {
  for (const k of pre.kids) if (k instanceof Box && k.srcTag === 'code') return k.attr('class');
  return '';
}

function preText(box: Box): string {
  let out = '';
  for (const k of box.kids) {
    if (k instanceof Txt) out += k.data;
    else if (k.srcTag === 'br') out += '\n';
    else if (BLOCK.has(k.srcTag)) {
      // Blocks inside preformatted text (one div per line, say) are lines.
      if (out && !out.endsWith('\n')) out += '\n';
      out += preText(k);
      if (!out.endsWith('\n')) out += '\n';
    } else out += preText(k);
  }
  return out;
}

/** Collapses spaces per line, drops blank lines, joins lines with `sep`. */
function lines(s: string, sep: string): string {
  if (!s.includes('\n')) return s.replace(/ {2,}/g, ' ').trim();
  return s
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join(sep);
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function longestRun(s: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of s) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** Wraps the trimmed content in markers, keeping surrounding spaces outside them. */
function surround(inner: string, open: string, close: string): string {
  const core = inner.trim();
  if (!core) return inner;
  const lead = inner.startsWith(' ') || inner.startsWith('\n') ? ' ' : '';
  const trail = inner.endsWith(' ') || inner.endsWith('\n') ? ' ' : '';
  return `${lead}${open}${core}${close}${trail}`;
}

const WORD = /[\p{L}\p{N}]/u;

/** Escapes characters that Markdown would read as syntax. */
export function escapeMd(s: string): string {
  return s.replace(/[\\`*_[\]<]/g, (c: string, i: number) => {
    if (c === '_' && WORD.test(s[i - 1] ?? '') && WORD.test(s[i + 1] ?? '')) return c;
    if (c === '<' && !/[A-Za-z/!?]/.test(s[i + 1] ?? '')) return c;
    return `\\${c}`;
  });
}

/** A paragraph starting like a heading, list item or quote would turn into one. */
function escapeLineStart(md: string): string {
  const m = /^(#{1,6}(?=\s)|[-+*](?=\s)|\d+(?=[.)]\s)|>)/.exec(md);
  if (!m) return md;
  const s = m[0];
  if (/^\d/.test(s)) return `${s}\\${md.slice(s.length)}`;
  return `\\${md}`;
}

function mdUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

const IMAGE_URL = /\.(jpe?g|png|webp|gif|avif|svg)(\?|#|$|\s)/i;

/** The best source of an image, following the attributes lazy loaders use. */
function imageSrc(img: Box): string | null {
  const a = img.el?.attribs;
  if (!a) return null;
  const src = a.src?.trim();
  const lazyClass = /lazy/i.test(a.class ?? '');
  if (src && !src.startsWith('data:') && !lazyClass) return src;
  for (const name of [
    'data-src',
    'data-original',
    'data-lazy-src',
    'data-lazy',
    'data-url',
    'data-hi-res-src',
  ]) {
    const v = a[name]?.trim();
    if (v && !v.startsWith('data:')) return v;
  }
  for (const name of ['srcset', 'data-srcset']) {
    const first = a[name]
      ?.trim()
      .split(/\s*,\s*/)[0]
      ?.split(/\s+/)[0];
    if (first && !first.startsWith('data:')) return first;
  }
  if (src && !src.startsWith('data:')) return src;
  for (const [name, v] of Object.entries(a)) {
    if (name !== 'alt' && name !== 'title' && IMAGE_URL.test(v) && !/\s/.test(v.trim())) return v.trim();
  }
  return null;
}

/**
 * Headings left at the very end with nothing under them ("Related", "Comments" after their
 * lists were removed) are dropped.
 */
function dropEmptySections(blocks: Block[], passages: Passage[]): { blocks: Block[]; passages: Passage[] } {
  let end = blocks.length;
  while (end > 0 && blocks[end - 1]?.level) end--;
  if (end === blocks.length) return { blocks, passages };
  const gone = new Set<Passage>();
  for (const b of blocks.slice(end)) if (b.passage) gone.add(b.passage);
  return { blocks: blocks.slice(0, end), passages: passages.filter((p) => !gone.has(p)) };
}

export function render(article: Box, base: string): Rendered {
  const r = new Renderer(base);
  r.kids(article);
  r.flush();
  const { blocks, passages } = dropEmptySections(r.blocks, r.passages);
  let text = '';
  let md = '';
  let lastTextGroup = -1;
  let lastMdGroup = -1;
  for (const b of blocks) {
    if (b.text) {
      if (text) text += b.group === lastTextGroup ? '\n' : '\n\n';
      text += b.text;
      lastTextGroup = b.group;
    }
    if (b.md) {
      if (md) md += b.group === lastMdGroup ? '\n' : '\n\n';
      md += b.md;
      lastMdGroup = b.group;
    }
  }
  return { text, markdown: md, passages };
}
