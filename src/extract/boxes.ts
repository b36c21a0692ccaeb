/**
 * A box tree: a light, private shadow of the page that the extractor is free to reshape (wrap
 * loose text in paragraphs, rename tags, drop boilerplate) without touching the parsed document,
 * which other analyses share. Boxes point back at their elements for attributes; text is copied
 * by reference (strings), measured once.
 */
import type { AnyNode, Element } from 'domhandler';
import { findElement, isElement, rawText } from './dom.ts';
import { textSimilarity } from './metadata.ts';

/** A run of text, measured as DOM `textContent` would be after collapsing whitespace runs. */
export class Txt {
  readonly data: string;
  /** Length with every whitespace run counted as one character. */
  readonly len: number;
  readonly lead: boolean;
  readonly trail: boolean;
  /** Commas of any script (Latin, Arabic, CJK...). */
  readonly commas: number;
  readonly asciiCommas: number;
  constructor(data: string) {
    this.data = data;
    let len = 0;
    let commas = 0;
    let ascii = 0;
    let inWs = false;
    let lead = false;
    for (let i = 0; i < data.length; i++) {
      const c = data.charCodeAt(i);
      if (isWs(c)) {
        if (!inWs) {
          len++;
          inWs = true;
          if (i === 0) lead = true;
        }
      } else {
        inWs = false;
        len++;
        if (c === 0x2c) {
          commas++;
          ascii++;
        } else if (isComma(c)) {
          commas++;
        }
      }
    }
    this.len = len;
    this.lead = lead;
    this.trail = inWs;
    this.commas = commas;
    this.asciiCommas = ascii;
  }
  /** True when the text is only whitespace. */
  get blank(): boolean {
    return this.len <= 1 && (this.len === 0 || this.lead);
  }
}

/** Same set as JavaScript's \s, so lengths agree with trim() and /\s/. */
function isWs(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    (c >= 0x2000 && (c <= 0x200a || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f)) ||
    c === 0x1680 ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function isComma(c: number): boolean {
  return (
    c === 0x060c ||
    c === 0xfe50 ||
    c === 0xfe10 ||
    c === 0xfe11 ||
    c === 0x2e41 ||
    c === 0x2e34 ||
    c === 0x2e32 ||
    c === 0xff0c
  );
}

export type Kid = Box | Txt;

export class Box {
  /** The element this box stands for; null for paragraphs the extractor made up. */
  readonly el: Element | null;
  /** The tag as the extractor sees it (a text-only div counts as a paragraph). */
  tag: string;
  parent: Box | null = null;
  kids: Kid[] = [];
  /** Inline (phrasing) content: may sit inside a paragraph. */
  phrasing = false;
  /** Holds a block-level element somewhere below. */
  blocky = false;
  // Text measures (see Txt), kept up to date by `measure`.
  len = 0;
  lead = false;
  trail = false;
  raw = 0;
  commas = 0;
  asciiCommas = 0;
  /** Length of link text below, hash links weighted down. */
  links = 0;
  // Candidate score.
  score = 0;
  scored = false;
  dataTable = false;
  // Counts used by conditional cleaning, kept up to date by the cleaning passes.
  nP = 0;
  nImg = 0;
  nLi = 0;
  nInput = 0;
  nEmbed = 0;
  video = false;
  headLen = 0;
  textishLen = 0;
  listLen = 0;
  hasDataTable = false;

  constructor(el: Element | null, tag: string) {
    this.el = el;
    this.tag = tag;
  }

  /** Length of the trimmed, whitespace-collapsed text. */
  size(): number {
    return Math.max(0, this.len - (this.lead ? 1 : 0) - (this.trail ? 1 : 0));
  }

  linkDensity(): number {
    const n = this.size();
    return n === 0 ? 0 : this.links / n;
  }

  attr(name: string): string {
    return this.el?.attribs[name] ?? '';
  }

  /** The element's own tag when it has one (for rendering), else the extractor's tag. */
  get srcTag(): string {
    return this.el ? this.el.name : this.tag;
  }
}

/** Recomputes a box's text measures from its kids. */
export function measure(box: Box): void {
  let len = 0;
  let lead = false;
  let trail = false;
  let empty = true;
  let raw = 0;
  let commas = 0;
  let ascii = 0;
  let links = 0;
  for (const k of box.kids) {
    raw += k instanceof Txt ? k.data.length : k.raw;
    commas += k.commas;
    ascii += k.asciiCommas;
    if (k instanceof Box) links += k.links;
    if (k.len === 0) continue;
    if (empty) {
      len = k.len;
      lead = k.lead;
      empty = false;
    } else {
      len += k.len - (trail && k.lead ? 1 : 0);
    }
    trail = k.trail;
  }
  box.len = len;
  box.lead = lead;
  box.trail = trail;
  box.raw = raw;
  box.commas = commas;
  box.asciiCommas = ascii;
  if (box.tag === 'a') {
    const href = box.attr('href');
    box.links = box.size() * (/^#./.test(href) ? 0.3 : 1);
  } else {
    box.links = links;
  }
}

/** The box's text, whitespace collapsed and trimmed. */
export function boxText(box: Box): string {
  const parts: string[] = [];
  const stack: Kid[] = [box];
  while (stack.length > 0) {
    const k = stack.pop() as Kid;
    if (k instanceof Txt) parts.push(k.data);
    else for (let i = k.kids.length - 1; i >= 0; i--) stack.push(k.kids[i] as Kid);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export interface Flags {
  stripUnlikely: boolean;
  weightClasses: boolean;
  cleanConditionally: boolean;
  /** Read <noscript> content: a last resort for pages that render their text with scripts. */
  noscript?: boolean;
}

/** State of one extraction that outlives a single attempt. */
export interface WalkState {
  title: string;
  /** The page's metadata already names an author, so bylines in the body are left alone. */
  metaByline: boolean;
  /** Byline found in the body (the element is then dropped from the content). */
  byline: string | null;
}

const UNLIKELY =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote|newsletter|teaser|cookie|author-bio/i;
const MAYBE_CANDIDATE = /and|article|body|column|content|main|mathjax|shadow/i;
const BYLINE = /byline|author|dateline|writtenby|p-author/i;
const UNLIKELY_ROLES = new Set([
  'menu',
  'menubar',
  'complementary',
  'navigation',
  'alert',
  'alertdialog',
  'dialog',
]);

/**
 * A documentation page's note or warning is marked up as an alert (role="alert", as Bootstrap
 * does): it says a paragraph or more of the page's own matter, where a status message says a line.
 */
const ADMONITION_WORDS = 15;
function isAdmonition(el: Element): boolean {
  return rawText(el).split(/\s+/).filter(Boolean).length >= ADMONITION_WORDS;
}

/**
 * Never content: code, styling, metadata, and fallbacks for disabled scripts. (Not <head>: on a
 * page that never closes it, htmlparser2 puts the whole body inside.)
 */
const SKIP = new Set(['script', 'style', 'template', 'title', 'meta', 'svg']);

/** A div holding any of these is a container, not a paragraph. */
export const BLOCKS = new Set(['blockquote', 'dl', 'div', 'img', 'ol', 'p', 'pre', 'table', 'ul']);

const PHRASING = new Set([
  'abbr',
  'audio',
  'b',
  'bdo',
  'br',
  'button',
  'cite',
  'code',
  'data',
  'datalist',
  'dfn',
  'em',
  'embed',
  'i',
  'img',
  'input',
  'kbd',
  'label',
  'mark',
  'math',
  'meter',
  'noscript',
  'object',
  'output',
  'progress',
  'q',
  'ruby',
  'samp',
  'script',
  'select',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'textarea',
  'time',
  'var',
  'wbr',
]);

const EMPTY_DROPPABLE = new Set(['div', 'section', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Deeper than this, structure is flattened to its text: malformed pages nest thousands deep. */
const MAX_DEPTH = 400;

function isHidden(el: Element): boolean {
  const a = el.attribs;
  if ('hidden' in a) return true;
  const style = a.style;
  if (style && (/display\s*:\s*none/i.test(style) || /visibility\s*:\s*hidden/i.test(style))) return true;
  if (a['aria-hidden'] === 'true' && !(a.class ?? '').includes('fallback-image')) return true;
  return false;
}

function isPhrasing(k: Kid): boolean {
  return k instanceof Txt || k.phrasing;
}

function isBlankKid(k: Kid): boolean {
  return k instanceof Txt ? k.blank : k.tag === 'br';
}

/** Sets the flags that depend on the (final) kids. */
function finish(box: Box): void {
  measure(box);
  const tag = box.tag;
  let blocky = false;
  let allPhrasing = true;
  for (const k of box.kids) {
    if (k instanceof Box) {
      if (BLOCKS.has(k.tag) || k.blocky) blocky = true;
      if (!k.phrasing) allPhrasing = false;
    }
  }
  box.blocky = blocky;
  box.phrasing = PHRASING.has(tag) || ((tag === 'a' || tag === 'del' || tag === 'ins') && allPhrasing);
}

/**
 * Builds the box tree of `root` (the body), dropping what is never content: hidden elements,
 * scripts, the byline (kept as metadata), the heading that repeats the title and, when
 * `flags.stripUnlikely`, blocks whose class names say they are menus, comments, sidebars...
 */
export function buildBoxes(root: AnyNode, state: WalkState, flags: Flags): Box {
  let titleDropped = false;

  const visit = (
    el: Element,
    depth: number,
    sinceTable: number,
    sinceCode: number,
    inPre: boolean,
  ): Box | null => {
    const name = el.name;
    if (SKIP.has(name) || el.type !== 'tag') return null;
    if (name === 'noscript' && !flags.noscript) return null;
    if (isHidden(el)) return null;
    const a = el.attribs;
    if (a['aria-modal'] === 'true' && a.role === 'dialog') return null;
    const match = `${a.class ?? ''} ${a.id ?? ''}`;

    if (!state.byline && !state.metaByline && isByline(el, match)) {
      const nameEl = findElement(el, (e) => (e.attribs.itemprop ?? '').includes('name'));
      state.byline = rawText(nameEl ?? el).trim();
      return null;
    }
    if (!titleDropped && (name === 'h1' || name === 'h2') && state.title) {
      if (textSimilarity(state.title, rawText(el)) > 0.75) {
        titleDropped = true;
        return null;
      }
    }
    if (flags.stripUnlikely) {
      if (
        UNLIKELY.test(match) &&
        !MAYBE_CANDIDATE.test(match) &&
        sinceTable > 4 &&
        sinceCode > 4 &&
        name !== 'body' &&
        name !== 'a'
      ) {
        return null;
      }
      if (a.role && UNLIKELY_ROLES.has(a.role) && !(a.role === 'alert' && isAdmonition(el))) return null;
    }

    const box = new Box(el, name === 'font' ? 'span' : name);
    if (depth >= MAX_DEPTH) {
      const text = rawText(el);
      if (text) box.kids.push(new Txt(text));
    } else {
      const tableDist = name === 'table' ? 1 : sinceTable + 1;
      const codeDist = name === 'code' ? 1 : sinceCode + 1;
      addKids(box, el.children, depth, tableDist, codeDist, inPre || name === 'pre');
    }
    // Line breaks in preformatted text are lines, not paragraph ends.
    if (!inPre && name !== 'pre') replaceBrChains(box);
    finish(box);
    if (EMPTY_DROPPABLE.has(box.tag) && isEmpty(box)) return null;
    if (box.tag === 'div') return fixDiv(box);
    return box;
  };

  const addKids = (
    box: Box,
    children: AnyNode[],
    depth: number,
    tableDist: number,
    codeDist: number,
    inPre: boolean,
  ) => {
    for (const child of children) {
      if (child.type === 'text') {
        if (child.data) box.kids.push(new Txt(child.data));
      } else if (isElement(child)) {
        const b = visit(child, depth + 1, tableDist, codeDist, inPre);
        if (b) {
          b.parent = box;
          box.kids.push(b);
        }
      }
    }
  };

  const body = new Box(root.type === 'tag' ? root : null, 'body');
  if ('children' in root) addKids(body, root.children, 0, 99, 99, false);
  replaceBrChains(body);
  finish(body);
  return body;
}

function isByline(el: Element, match: string): boolean {
  const a = el.attribs;
  if (!(a.rel === 'author' || (a.itemprop ?? '').includes('author') || BYLINE.test(match))) return false;
  const n = rawText(el).trim().length;
  return n > 0 && n < 100;
}

/** An element with no text whose only children are line breaks and rules. */
function isEmpty(box: Box): boolean {
  if (box.size() > 0) return false;
  for (const k of box.kids) if (k instanceof Box && k.tag !== 'br' && k.tag !== 'hr') return false;
  return true;
}

/**
 * Two or more <br> in a row end a paragraph: the inline content after them becomes a paragraph
 * box, as a reader sees it.
 */
function replaceBrChains(box: Box): void {
  let brs = 0;
  for (const k of box.kids) if (k instanceof Box && k.tag === 'br') brs++;
  if (brs < 2) return;
  const kids = box.kids;
  const out: Kid[] = [];
  const nextNonBlank = (i: number): number => {
    let j = i;
    while (j < kids.length) {
      const k = kids[j] as Kid;
      if (k instanceof Txt && k.blank) j++;
      else break;
    }
    return j;
  };
  const isBr = (i: number): boolean => {
    const k = kids[i];
    return k instanceof Box && k.tag === 'br';
  };
  let i = 0;
  while (i < kids.length) {
    const k = kids[i] as Kid;
    if (!(k instanceof Box && k.tag === 'br')) {
      out.push(k);
      i++;
      continue;
    }
    // Skip the chain of further <br>s (keeping the blank text between them).
    let j = i + 1;
    let replaced = false;
    const between: Kid[] = [];
    for (;;) {
      const n = nextNonBlank(j);
      if (n < kids.length && isBr(n)) {
        replaced = true;
        for (let t = j; t < n; t++) between.push(kids[t] as Kid);
        j = n + 1;
      } else break;
    }
    if (!replaced) {
      out.push(k);
      i++;
      continue;
    }
    const p = new Box(null, 'p');
    p.parent = box;
    p.kids.push(...between);
    while (j < kids.length) {
      const n = kids[j] as Kid;
      if (n instanceof Box && n.tag === 'br') {
        const after = nextNonBlank(j + 1);
        if (after < kids.length && isBr(after)) break;
      }
      if (!isPhrasing(n)) break;
      p.kids.push(n);
      j++;
    }
    while (p.kids.length > 0 && isBlankKid(p.kids[p.kids.length - 1] as Kid)) p.kids.pop();
    for (const c of p.kids) if (c instanceof Box) c.parent = p;
    finish(p);
    out.push(p);
    if (box.tag === 'p') box.tag = 'div';
    i = j;
  }
  box.kids = out;
}

/**
 * Divs used as paragraphs become paragraphs: loose inline content is wrapped into paragraph
 * boxes, a div around a single paragraph gives way to it, and a div with no block inside counts
 * as a paragraph itself.
 */
function fixDiv(box: Box): Box {
  let loose = false;
  for (const k of box.kids) {
    if (isPhrasing(k) && !isBlankKid(k)) {
      loose = true;
      break;
    }
  }
  if (loose) {
    const out: Kid[] = [];
    let run: Box | null = null;
    for (const k of box.kids) {
      if (isPhrasing(k)) {
        if (run) {
          run.kids.push(k);
        } else if (!isBlankKid(k)) {
          run = new Box(null, 'p');
          run.parent = box;
          run.kids.push(k);
          out.push(run);
        } else {
          out.push(k);
        }
      } else {
        if (run) closeRun(run);
        run = null;
        out.push(k);
      }
    }
    if (run) closeRun(run);
    box.kids = out;
  }
  let only: Box | null = null;
  let count = 0;
  let blocky = false;
  for (const k of box.kids) {
    if (k instanceof Box) {
      count++;
      only = k;
      if (BLOCKS.has(k.tag) || k.blocky) blocky = true;
    }
  }
  box.blocky = blocky;
  if (count === 1 && only && only.tag === 'p' && box.linkDensity() < 0.25) {
    only.parent = box.parent;
    return only;
  }
  if (!blocky) box.tag = 'p';
  return box;
}

function closeRun(run: Box): void {
  while (run.kids.length > 0 && isBlankKid(run.kids[run.kids.length - 1] as Kid)) run.kids.pop();
  for (const c of run.kids) if (c instanceof Box) c.parent = run;
  finish(run);
}
