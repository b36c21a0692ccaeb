/**
 * Finds the main content in a box tree: scores paragraphs into their ancestors, picks the best
 * container, adds related siblings, then cleans out boilerplate inside it. All state lives in
 * the box tree of one attempt; the parsed page is never touched.
 */
import type { AnyNode } from 'domhandler';
import { Box, boxText, buildBoxes, type Flags, measure, type WalkState } from './boxes.ts';

const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/i;
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget/i;
const SHARE = /(\b|_)(share|sharedaddy)(\b|_)/i;
const VIDEOS =
  /\/\/(www\.)?((dailymotion|youtube|youtube-nocookie|player\.vimeo|v\.qq)\.com|(archive|upload\.wikimedia)\.org|player\.twitch\.tv)/i;
const AD_WORDS = /^(ad(vertising|vertisement)?|pub(licité)?|werb(ung)?|广告|Реклама|Anuncio)$/iu;
const LOADING_WORDS = /^((loading|正在加载|Загрузка|chargement|cargando)(…|\.\.\.)?)$/iu;

/** Tags whose paragraphs' scores flow up to their ancestors. */
const SCORED = new Set(['section', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'td', 'pre']);
/** Siblings of these kinds keep their tag when merged into the article. */
const KEEP_TAG = new Set(['div', 'article', 'section', 'p', 'ol', 'ul']);
/** Always boilerplate inside an article. */
const JUNK = new Set(['link', 'input', 'textarea', 'select', 'button']);
/** Boilerplate regions, unless they hold most of the article (some sites wrap it in an aside). */
const REGIONS = new Set(['footer', 'aside', 'nav']);
const EMBEDS = new Set(['object', 'embed', 'iframe']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TEXTISH = new Set([
  'span',
  'li',
  'td',
  'blockquote',
  'dl',
  'div',
  'img',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
]);
/**
 * Page chrome: the site's header, menus, side notes and footer. Outside the page's main landmark
 * their paragraphs are not content, however well they score.
 */
const CHROME_TAGS = new Set(['header', 'footer', 'nav', 'aside']);
const CHROME_ROLES = new Set(['banner', 'contentinfo', 'navigation', 'complementary', 'search']);
const TOP_CANDIDATES = 5;
/** Below this many characters an attempt is retried with looser rules. */
const CHAR_THRESHOLD = 500;

export interface Grab {
  /** A synthetic container whose kids are the article's blocks. */
  article: Box;
  /** Text length of the article. */
  length: number;
  /** Text length outside links: what a failed attempt is judged by. */
  prose: number;
  /** The chosen container; its ancestors give the text direction. */
  top: Box | null;
}

function classWeight(box: Box, flags: Flags): number {
  if (!flags.weightClasses || !box.el) return 0;
  let w = 0;
  const cls = box.el.attribs.class;
  if (cls) {
    if (NEGATIVE.test(cls)) w -= 25;
    if (POSITIVE.test(cls)) w += 25;
  }
  const id = box.el.attribs.id;
  if (id) {
    if (NEGATIVE.test(id)) w -= 25;
    if (POSITIVE.test(id)) w += 25;
  }
  return w;
}

function initScore(box: Box, flags: Flags): void {
  let s = 0;
  switch (box.tag) {
    case 'div':
      s = 5;
      break;
    case 'pre':
    case 'td':
    case 'blockquote':
      s = 3;
      break;
    case 'address':
    case 'ol':
    case 'ul':
    case 'dl':
    case 'dd':
    case 'dt':
    case 'li':
    case 'form':
      s = -3;
      break;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
    case 'th':
      s = -5;
      break;
  }
  box.score = s + classWeight(box, flags);
  box.scored = true;
}

function elementKids(box: Box): Box[] {
  const out: Box[] = [];
  for (const k of box.kids) if (k instanceof Box) out.push(k);
  return out;
}

/** Boxes in document order. */
function preorder(root: Box, visit: (b: Box) => void): void {
  const stack: Box[] = [root];
  while (stack.length > 0) {
    const b = stack.pop() as Box;
    visit(b);
    for (let i = b.kids.length - 1; i >= 0; i--) {
      const k = b.kids[i];
      if (k instanceof Box) stack.push(k);
    }
  }
}

/** One pass of the extraction with the given rules. */
export function grab(root: AnyNode, state: WalkState, flags: Flags): Grab {
  const body = buildBoxes(root, state, flags);

  // Score paragraphs into up to five levels of ancestors (not those of chrome around the landmark).
  const landmark = findLandmark(body);
  const candidates: Box[] = [];
  visitContent(body, landmark, (b) => {
    if (!SCORED.has(b.tag) || !b.parent) return;
    const n = b.size();
    if (n < 25) return;
    const points = 1 + (b.commas + 1) + Math.min(Math.floor(n / 100), 3);
    let anc: Box | null = b.parent;
    for (let level = 0; anc && level < 5; level++, anc = anc.parent) {
      if (!anc.scored) {
        initScore(anc, flags);
        candidates.push(anc);
      }
      anc.score += points / (level === 0 ? 1 : level === 1 ? 2 : level * 3);
    }
  });

  // Link-heavy containers are navigation, not content.
  const top: Box[] = [];
  for (const c of candidates) {
    c.score *= 1 - c.linkDensity();
    for (let t = 0; t < TOP_CANDIDATES; t++) {
      const other = top[t];
      if (!other || c.score > other.score) {
        top.splice(t, 0, c);
        if (top.length > TOP_CANDIDATES) top.pop();
        break;
      }
    }
  }

  let best = top[0] ?? null;
  if (!best && landmark) {
    // Nothing outside the chrome scored (a table of short cells, a list of links): the page's own
    // main landmark is the article rather than the whole page.
    best = landmark;
    if (!best.scored) initScore(best, flags);
  } else if (best && best.tag !== 'body') {
    best = refineTop(best, top, flags);
  }
  const article = new Box(null, 'div');
  /** Text of plain lists kept beside the article: it does not count towards an attempt's length. */
  let listed = 0;
  if (!best || best.tag === 'body') {
    // No clear winner: the whole body is the article.
    const all = new Box(null, 'div');
    all.kids = body.kids;
    for (const k of all.kids) if (k instanceof Box) k.parent = all;
    measure(all);
    initScore(all, flags);
    all.parent = article;
    article.kids = [all];
    best = all;
  } else {
    const parent = best.parent;
    const threshold = Math.max(10, best.score * 0.2);
    const siblings = parent ? elementKids(parent) : [best];
    const bestClass = best.attr('class');
    const winner = best;
    const kept = siblings.map((s) => s === winner || keepSibling(s, winner, bestClass, threshold));
    // A list of plain items beside the article's text is part of it (a design note's numbered
    // points), as a paragraph would be; a list of links is navigation. It is added to the attempt
    // that wins on its other text, and does not make a weaker attempt win.
    siblings.forEach((s, i) => {
      if (!kept[i] && isPlainList(s)) {
        kept[i] = true;
        listed += s.size();
      }
    });
    // A heading goes with the content it heads: "Abstract" above a kept list.
    siblings.forEach((s, i) => {
      if (!kept[i] && HEADING.test(s.tag) && kept[i + 1] && siblings[i + 1] !== winner) kept[i] = true;
    });
    siblings.forEach((s, i) => {
      if (!kept[i]) return;
      if (!KEEP_TAG.has(s.tag)) s.tag = 'div';
      s.parent = article;
      article.kids.push(s);
    });
  }

  prepare(article, flags);
  const size = Math.max(0, article.size() - listed);
  return { article, length: size, prose: Math.max(0, size - article.links), top: best };
}

/**
 * The page's main landmark: its only visible `<main>` (or `role=main`), else its only `<article>`,
 * when it holds any text (an index page's main may be one heading and one link). Null when there
 * is none, or several.
 */
function findLandmark(body: Box): Box | null {
  const mains: Box[] = [];
  const articles: Box[] = [];
  preorder(body, (b) => {
    if (!b.el) return;
    if (b.el.name === 'main' || b.el.attribs.role === 'main') mains.push(b);
    else if (b.el.name === 'article') articles.push(b);
  });
  const only = mains.length > 0 ? mains : articles;
  const landmark = only.length === 1 ? (only[0] as Box) : null;
  return landmark && landmark.size() > 0 ? landmark : null;
}

/**
 * A chrome region. Around an `<article>` (no `<main>`), a header is left alone: pages often put
 * the article's headline, byline and date just before the element.
 */
function isChrome(b: Box, landmark: Box): boolean {
  if (!b.el) return false;
  const name = b.el.name;
  const role = b.el.attribs.role ?? '';
  if (landmark.el?.name === 'article' && (name === 'header' || role === 'banner')) return false;
  return CHROME_TAGS.has(name) || CHROME_ROLES.has(role);
}

/**
 * Boxes in document order, leaving out the chrome around the landmark (chrome inside it, such
 * as an article's own footer, is kept). Without a landmark, every box.
 */
function visitContent(root: Box, landmark: Box | null, visit: (b: Box) => void): void {
  if (!landmark) {
    preorder(root, visit);
    return;
  }
  const stack: [Box, boolean][] = [[root, false]];
  while (stack.length > 0) {
    const [b, inside] = stack.pop() as [Box, boolean];
    visit(b);
    for (let i = b.kids.length - 1; i >= 0; i--) {
      const k = b.kids[i];
      if (!(k instanceof Box)) continue;
      if (k === landmark) stack.push([k, true]);
      else if (inside || !isChrome(k, landmark)) stack.push([k, inside]);
    }
  }
}

/** Moves the top candidate up when its ancestors hold more of the content. */
function refineTop(first: Box, top: Box[], flags: Flags): Box {
  let best = first;
  // Several near-best candidates under one ancestor: that ancestor is the article.
  const close: Box[][] = [];
  for (let i = 1; i < top.length; i++) {
    const c = top[i] as Box;
    if (c.score / best.score >= 0.75) {
      const chain: Box[] = [];
      for (let a = c.parent; a; a = a.parent) chain.push(a);
      close.push(chain);
    }
  }
  if (close.length >= 3) {
    for (let p = best.parent; p && p.tag !== 'body'; p = p.parent) {
      let lists = 0;
      for (const chain of close) if (chain.includes(p)) lists++;
      if (lists >= 3) {
        best = p;
        break;
      }
    }
  }
  // A row of a data table (its cells scored into it) is a piece of the table, not the article.
  best = enclosingDataTable(best) ?? best;
  if (!best.scored) initScore(best, flags);

  // A parent scoring higher than the path so far also holds content worth keeping.
  let last = best.score;
  const floor = last / 3;
  for (let p = best.parent; p && p.tag !== 'body'; p = p.parent) {
    if (!p.scored) continue;
    if (p.score < floor) break;
    if (p.score > last) {
      best = p;
      break;
    }
    last = p.score;
  }

  // An only child says nothing its parent does not; use the parent so siblings can join.
  for (let p = best.parent; p && p.tag !== 'body' && elementKids(p).length === 1; p = p.parent) best = p;
  if (!best.scored) initScore(best, flags);
  return best;
}

const TABLE_PARTS = new Set(['tr', 'tbody', 'thead', 'tfoot', 'td', 'th']);

/** The data table a row, cell or row group belongs to, if any. */
function enclosingDataTable(box: Box): Box | null {
  let b: Box | null = box;
  while (b && TABLE_PARTS.has(b.tag)) b = b.parent;
  return b && b !== box && b.tag === 'table' && isDataTable(b) ? b : null;
}

const HEADING = /^h[1-6]$/;

/** A list of items with their own text (little of it in links): content, not a menu. */
function isPlainList(s: Box): boolean {
  return (s.tag === 'ol' || s.tag === 'ul') && s.size() >= 20 && s.linkDensity() < 0.2;
}

function keepSibling(s: Box, best: Box, bestClass: string, threshold: number): boolean {
  const bonus = bestClass !== '' && s.attr('class') === bestClass ? best.score * 0.2 : 0;
  if (s.scored && s.score + bonus >= threshold) return true;
  if (s.tag !== 'p') return false;
  const density = s.linkDensity();
  const n = s.size();
  if (n > 80 && density < 0.25) return true;
  return n < 80 && n > 0 && density === 0 && /\.( |$)/.test(boxText(s));
}

/** Cleans the article: data tables marked, forms, embeds, share bars and link lists removed. */
function prepare(article: Box, flags: Flags): void {
  preorder(article, (b) => {
    if (b.tag === 'table') b.dataTable = isDataTable(b);
  });
  condPass(article, 'form', flags);
  condPass(article, 'fieldset', flags);
  removeJunk(article, article, flags, article.size());
  condPass(article, 'table', flags);
  condPass(article, 'ul', flags);
  condPass(article, 'div', flags);
}

function removeJunk(box: Box, article: Box, flags: Flags, total: number): void {
  let w = 0;
  const kids = box.kids;
  for (const k of kids) {
    if (k instanceof Box && isJunk(k, box === article, flags, total)) continue;
    kids[w++] = k;
    if (k instanceof Box) removeJunk(k, article, flags, total);
  }
  kids.length = w;
}

function isJunk(b: Box, topLevel: boolean, flags: Flags, total: number): boolean {
  const tag = b.tag;
  if (JUNK.has(tag)) return true;
  if (REGIONS.has(tag)) return b.size() <= total / 2;
  if (tag === 'p' && flags.cleanConditionally && isSeeAlso(b)) return true;
  if (EMBEDS.has(tag)) return !isVideo(b);
  if ((tag === 'h1' || tag === 'h2') && classWeight(b, flags) < 0) return true;
  if (!topLevel && b.el && b.raw < CHAR_THRESHOLD) {
    const a = b.el.attribs;
    if ((a.class || a.id) && SHARE.test(`${a.class ?? ''} ${a.id ?? ''}`)) return true;
  }
  return false;
}

/**
 * A "Read also: <link>" line: a short label ending in a colon (or an arrow), then a link that
 * makes up most of the paragraph.
 */
function isSeeAlso(p: Box): boolean {
  const n = p.size();
  if (n === 0 || n > 250 || p.links < 0.6 * n) return false;
  const text = boxText(p);
  const label = /^([^:»>→]{1,40})[:»>→]/.exec(text);
  return label !== null && n - p.links <= (label[1]?.length ?? 0) + 6;
}

function isVideo(b: Box): boolean {
  if (!b.el) return false;
  for (const v of Object.values(b.el.attribs)) if (VIDEOS.test(v)) return true;
  if (b.tag === 'object') {
    let found = false;
    preorder(b, (d) => {
      if (!found && d !== b && d.el) {
        for (const v of Object.values(d.el.attribs)) if (VIDEOS.test(v)) found = true;
      }
    });
    return found;
  }
  return false;
}

function isDataTable(table: Box): boolean {
  const a = table.el?.attribs ?? {};
  if (a.role === 'presentation') return false;
  if (a.datatable === '0') return false;
  if (a.summary) return true;
  let caption = false;
  let dataish = false;
  let nested = false;
  let rows = 0;
  let columns = 0;
  preorder(table, (d) => {
    if (d === table) return;
    switch (d.tag) {
      case 'caption':
        if (d.kids.length > 0) caption = true;
        break;
      case 'col':
      case 'colgroup':
      case 'tfoot':
      case 'thead':
      case 'th':
        dataish = true;
        break;
      case 'table':
        nested = true;
        break;
      case 'tr': {
        rows += Number.parseInt(d.attr('rowspan'), 10) || 1;
        let cols = 0;
        preorder(d, (c) => {
          if (c.tag === 'td') cols += Number.parseInt(c.attr('colspan'), 10) || 1;
        });
        if (cols > columns) columns = cols;
        break;
      }
    }
  });
  if (caption || dataish) return true;
  if (nested) return false;
  if (columns === 1 || rows === 1) return false;
  if (rows >= 10 || columns > 4) return true;
  return rows * columns > 10;
}

interface Above {
  /** Some ancestor is a data table. */
  dataTable: boolean;
  /** Distance to the nearest <code> / <figure> ancestor (1 = parent). */
  code: number;
  figure: number;
}

/**
 * Removes every `tag` box that looks like boilerplate (link lists, image galleries without
 * text, forms), innermost first, so an outer box is judged on what survives inside it. Keeps
 * all counts of the boxes it passes up to date.
 */
function condPass(article: Box, tag: string, flags: Flags): void {
  const visit = (box: Box, above: Above): void => {
    const below: Above = {
      dataTable: above.dataTable || (box.tag === 'table' && box.dataTable),
      code: box.tag === 'code' ? 1 : above.code + 1,
      figure: box.tag === 'figure' ? 1 : above.figure + 1,
    };
    const kids = box.kids;
    let w = 0;
    for (const k of kids) {
      if (k instanceof Box) {
        visit(k, below);
        if (flags.cleanConditionally && k.tag === tag && shouldRemove(k, tag, below, flags)) continue;
      }
      kids[w++] = k;
    }
    kids.length = w;
    count(box);
  };
  visit(article, { dataTable: false, code: 99, figure: 99 });
}

function count(box: Box): void {
  measure(box);
  let nP = 0;
  let nImg = 0;
  let nLi = 0;
  let nInput = 0;
  let nEmbed = 0;
  let video = false;
  let headLen = 0;
  let textishLen = 0;
  let listLen = 0;
  let hasDataTable = false;
  for (const k of box.kids) {
    if (!(k instanceof Box)) continue;
    nP += k.nP;
    nImg += k.nImg;
    nLi += k.nLi;
    nInput += k.nInput;
    nEmbed += k.nEmbed;
    video ||= k.video;
    headLen += k.headLen;
    textishLen += k.textishLen;
    listLen += k.listLen;
    hasDataTable ||= k.hasDataTable;
    const t = k.tag;
    switch (t) {
      case 'p':
        nP++;
        break;
      case 'img':
        nImg++;
        break;
      case 'li':
        nLi++;
        break;
      case 'input':
        nInput++;
        break;
      case 'table':
        if (k.dataTable) hasDataTable = true;
        break;
    }
    if (EMBEDS.has(t)) {
      if (isVideo(k)) video = true;
      else nEmbed++;
    }
    const n = HEADINGS.has(t) || TEXTISH.has(t) || t === 'ul' || t === 'ol' ? k.size() : 0;
    if (HEADINGS.has(t)) headLen += n;
    if (TEXTISH.has(t)) textishLen += n;
    if (t === 'ul' || t === 'ol') listLen += n;
  }
  box.nP = nP;
  box.nImg = nImg;
  box.nLi = nLi;
  box.nInput = nInput;
  box.nEmbed = nEmbed;
  box.video = video;
  box.headLen = headLen;
  box.textishLen = textishLen;
  box.listLen = listLen;
  box.hasDataTable = hasDataTable;
}

function shouldRemove(node: Box, tag: string, above: Above, flags: Flags): boolean {
  const length = node.size();
  let isList = tag === 'ul' || tag === 'ol';
  if (!isList && length > 0) isList = node.listLen / length > 0.9;
  if (tag === 'table' && node.dataTable) return false;
  if (above.dataTable || above.code <= 4) return false;
  if (node.hasDataTable) return false;

  const weight = classWeight(node, flags);
  if (weight < 0) return true;
  if (node.asciiCommas >= 10) return false;

  if (node.video) return false;
  if (length < 30) {
    const text = boxText(node);
    if (AD_WORDS.test(text) || LOADING_WORDS.test(text)) return true;
  }
  const p = node.nP;
  const img = node.nImg;
  const li = node.nLi - 100;
  const input = node.nInput;
  const embeds = node.nEmbed;
  const headingDensity = length === 0 ? 0 : node.headLen / length;
  const linkDensity = node.linkDensity();
  const textDensity = length === 0 ? 0 : node.textishLen / length;
  const inFigure = above.figure <= 4;

  const remove =
    (!inFigure && img > 1 && p / img < 0.5) ||
    (!isList && li > p) ||
    input > Math.floor(p / 3) ||
    (!isList &&
      !inFigure &&
      headingDensity < 0.9 &&
      length < 25 &&
      (img === 0 || img > 2) &&
      linkDensity > 0) ||
    (!isList && weight < 25 && linkDensity > 0.2) ||
    (weight >= 25 && linkDensity > 0.5) ||
    (embeds === 1 && length < 75) ||
    embeds > 1 ||
    (img === 0 && textDensity === 0);

  if (isList && remove) {
    for (const k of node.kids) if (k instanceof Box && elementKids(k).length > 1) return true;
    if (img === node.nLi) return false;
  }
  return remove;
}

/**
 * Runs attempts with rules loosened step by step until one yields enough text; the longest
 * wins when none does.
 */
export function grabArticle(root: AnyNode, state: WalkState): Grab {
  const steps: Flags[] = [
    { stripUnlikely: true, weightClasses: true, cleanConditionally: true },
    { stripUnlikely: false, weightClasses: true, cleanConditionally: true },
    { stripUnlikely: false, weightClasses: false, cleanConditionally: true },
    { stripUnlikely: false, weightClasses: false, cleanConditionally: false },
  ];
  let bestGrab: Grab | null = null;
  for (const flags of steps) {
    const g = grab(root, state, flags);
    if (g.length >= CHAR_THRESHOLD) return g;
    if (better(g, bestGrab)) bestGrab = g;
  }
  // Pages that render their text with scripts often carry it in <noscript> for everyone else.
  const g = grab(root, state, { ...(steps[0] as Flags), noscript: true });
  if (better(g, bestGrab)) bestGrab = g;
  return bestGrab as Grab;
}

/**
 * Of two short attempts, the one with more text outside links: looser rules mostly add menus,
 * whose text is links.
 */
function better(g: Grab, than: Grab | null): boolean {
  if (!than) return true;
  return g.prose > than.prose || (g.prose === than.prose && g.length > than.length);
}
