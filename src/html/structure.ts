import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import type { Entry, PageStructure, Post } from '../core/page-structure.ts';
import { normalizeUrl, type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { findDates, isDayWithoutYear, parseAge } from '../language/dates.ts';
import {
  attr,
  BLOCK,
  childElements,
  classWords,
  findAll,
  HEADING,
  NON_TEXT,
  prevElement,
  squash,
  textOf,
} from './dom.ts';

/**
 * Reads the collecting structure of a parsed page: runs of similar entries, the pager, sorted
 * copies, posts with their bylines. Everything is found by shape — repeated siblings, numbered
 * links, a name next to a date — so that forums, mail archives and news sections of any software
 * read the same way.
 */
export function readStructure(
  doc: Document,
  pageUrl: string,
  base: string,
  aliases?: OriginAliases,
): PageStructure {
  const resolve = (href: string | undefined): string | null => {
    if (!href || href.startsWith('#') || /^(?:mailto|javascript|tel):/i.test(href)) return null;
    const url = resolveUrl(href, base, aliases);
    return url && /^(?:https?|file):/.test(url) ? url : null;
  };
  const body = findAll(doc, (el) => el.name === 'body')[0] ?? doc;
  // A sorted copy's own pager keeps its sort in its links: they are its pages, not other sorts.
  const pages = pagerLinks(body, resolve, pageUrl);
  const { urls: sorts, byDate, byThread } = sortLinks(body, resolve, pageUrl, new Set(pages));
  const runs = entryRuns(body, resolve, pageUrl, new Set([...pages, ...sorts]));
  const structure: PageStructure = {
    entries: runs.entries,
    pages,
    sorts,
    posts: readPosts(body, runs.rows),
  };
  if (byDate) structure.byDate = byDate;
  if (byThread) structure.byThread = byThread;
  const meta = metaFacts(doc);
  if (meta.published) structure.published = meta.published;
  if (meta.author) structure.author = meta.author;
  const dateline = datelineOf(body);
  if (dateline) structure.dateline = dateline;
  if (
    findAll(body, (el) => el.name === 'input' && (attr(el, 'type') ?? '').toLowerCase() === 'password').length
  )
    structure.login = true;
  return structure;
}

type Resolve = (href: string | undefined) => string | null;

/** Elements whose lists are the site's chrome, not its content. */
function isChrome(el: Element): boolean {
  if (el.name === 'nav' || el.name === 'header' || el.name === 'footer' || el.name === 'aside') return true;
  // Side columns ("recent posts", "related") list other pages beside an item; they do not make it a list.
  return classWords(el).some((w) => CHROME_WORDS.has(w));
}

const CHROME_WORDS = new Set([
  'nav',
  'navbar',
  'menu',
  'breadcrumb',
  'breadcrumbs',
  'sidebar',
  'widget',
  'related',
]);

/** A link to a person's page: where the name in a byline or a listing's "by" column points. */
export function isProfileUrl(url: string): boolean {
  const u = URL.parse(url);
  if (!u) return false;
  const path = u.pathname.toLowerCase();
  // A folder of people and one of them: /user/3.html, /members/alice, /~bob; not an "author.html" index.
  // The person is the last step of the path: a list named "users" has more below it.
  if (/\/(?:users?|members?|profiles?|people|authors?|u)\/[^/]+\/?$/.test(path) || /\/~[^/]+\/?$/.test(path))
    return true;
  // Forum software that names the person in the query: memberlist.php?mode=viewprofile&u=2, member.php?u=5.
  return (
    /(?:viewprofile|action=profile|[?&;](?:u|uid|userid|user_id)=\d)/i.test(u.search) ||
    /\/(?:member|members|user|users|profile)\.php$/.test(path)
  );
}

const LIST_TAGS = new Set(['ul', 'ol', 'table', 'tbody', 'dl']);

/** Runs of three or more similar siblings, each with a main link and words beside it. */
function entryRuns(
  body: AnyNode,
  resolve: Resolve,
  pageUrl: string,
  skip: ReadonlySet<string>,
): { entries: Entry[]; rows: Set<Element> } {
  const entries: Entry[] = [];
  /** The elements the entries were read from: a byline inside one is the row's, not a post's. */
  const rowElements = new Set<Element>();
  const taken = new Set<string>();
  /** The url of each element read as an entry: what a nested reply answers. */
  const urlOf = new Map<Element, string>();
  let group = 0;
  const visit = (container: Element): boolean => {
    if (isChrome(container)) return false;
    const kids = childElements(container);
    // Rows under a table's column names are a listing however few: a board with one thread.
    const header = container.name === 'tbody' || container.name === 'table' ? headerOf(container) : [];
    const rows = header.length > 0 && kids.some((k) => k.name === 'tr');
    if (kids.length < (rows ? 1 : 2)) return true;
    const byTag = new Map<string, Element[]>();
    for (const k of kids) {
      if (k.name === 'br' || k.name === 'hr' || k.name === 'script') continue;
      byTag.set(k.name, [...(byTag.get(k.name) ?? []), k]);
    }
    let found = false;
    for (const [tag, members] of byTag) {
      const least = rows && tag === 'tr' ? 1 : 3;
      if (members.length < Math.min(least, 2)) continue;
      const read = (m: Element): Entry | null => {
        const e = readEntry(m, resolve, pageUrl, skip, header);
        if (e) urlOf.set(m, e.url);
        return e;
      };
      const run = members.length >= least ? richRun(members, read, least) : bylinedPair(members, read);
      if (!run) continue;
      for (const m of members) if (isRow(m)) rowElements.add(m);
      for (const e of run) {
        const key = normalizeUrl(e.url);
        if (taken.has(key)) continue;
        taken.add(key);
        entries.push({ ...e, group });
      }
      // Replies nested under an entry (a thread view of a mail archive) belong to the same run.
      for (const m of members) {
        for (const nested of findAll(m, (el) => el.name === 'li')) {
          const read = readEntry(nested, resolve, pageUrl, skip, []);
          if (!read || taken.has(normalizeUrl(read.url))) continue;
          urlOf.set(nested, read.url);
          const e = withHeading(read, nested);
          taken.add(normalizeUrl(e.url));
          entries.push({ ...e, group });
        }
      }
      group++;
      found = true;
    }
    return !found;
  };
  const walk = (node: AnyNode): void => {
    for (const el of childElements(node)) {
      if (NON_TEXT.has(el.name)) continue;
      if (visit(el)) walk(el);
    }
  };
  walk(body);
  // Entries in groups too small for a run of their own (a day with two messages in an index by
  // date) are one run when they stand alike in the page: three or more, by the shape of their ancestry.
  const alike = new Map<string, Element[]>();
  for (const el of findAll(body, (x) => x.name === 'li' || x.name === 'tr')) {
    const shape = ancestryShape(el);
    if (shape) alike.set(shape, [...(alike.get(shape) ?? []), el]);
  }
  for (const members of alike.values()) {
    if (members.length < 3) continue;
    // Each member is read once: the reading decides whether it is free and makes its entry.
    const readings = new Map<Element, Entry>();
    for (const m of members) {
      const e = readEntry(m, resolve, pageUrl, skip, []);
      if (e !== null && !taken.has(normalizeUrl(e.url))) readings.set(m, e);
    }
    for (const [m, e] of readings) urlOf.set(m, e.url);
    const free = [...readings.keys()];
    const run = richRun(free, (m) => readings.get(m) ?? null, 3);
    if (!run) continue;
    for (const m of free) if (isRow(m)) rowElements.add(m);
    for (const e of run) {
      taken.add(normalizeUrl(e.url));
      entries.push({ ...e, group });
    }
    group++;
  }
  return { entries: withReplies(entries, urlOf), rows: rowElements };
}

/** Each entry nested under another (a thread view) with the entry it stands under. */
function withReplies(entries: Entry[], urlOf: ReadonlyMap<Element, string>): Entry[] {
  const listed = new Set(entries.map((e) => normalizeUrl(e.url)));
  const elementOf = new Map<string, Element>();
  for (const [el, url] of urlOf)
    if (listed.has(normalizeUrl(url)) && !elementOf.has(url)) elementOf.set(url, el);
  const entryUrl = new Map<Element, string>();
  for (const [url, el] of elementOf) entryUrl.set(el, url);
  return entries.map((e) => {
    const el = elementOf.get(e.url);
    const under = el ? answered(el, entryUrl) : undefined;
    return under && under !== e.url ? { ...e, replyTo: under } : e;
  });
}

/**
 * The entry a nested reply stands under: the nearest enclosing element read as an entry, or the
 * entry just before the nested list that holds it (archives that close an item before its replies).
 */
function answered(nested: Element, entryUrl: ReadonlyMap<Element, string>): string | undefined {
  for (let p = nested.parent; p && isTag(p); p = p.parent) {
    const url = entryUrl.get(p);
    if (url) return url;
    if (p.name !== 'ul' && p.name !== 'ol') continue;
    const before = prevElement(p);
    const beside = before ? entryUrl.get(before) : undefined;
    if (beside) return beside;
  }
  return undefined;
}

/**
 * The entries of a run of alike elements, each with the heading of its group, when there are at
 * least `least` and most say more than their link (a count, a name, a date beside the title).
 */
function richRun(
  members: readonly Element[],
  read: (m: Element) => Entry | null,
  least: number,
): Entry[] | null {
  const found = members
    .map((m) => ({ m, e: read(m) }))
    .filter((x): x is { m: Element; e: Entry } => x.e !== null);
  const rich = found.filter(({ e }) => squash(e.text).length - squash(e.title).length >= 3).length;
  if (found.length < least || rich < found.length / 2) return null;
  return found.map(({ m, e }) => withHeading(e, m));
}

/**
 * Two alike siblings are a listing when each credits its title to a writer on a date, as a board's
 * rows do: a menu or a pair of links never says who wrote what when.
 */
function bylinedPair(members: readonly Element[], read: (m: Element) => Entry | null): Entry[] | null {
  if (members.length !== 2) return null;
  const found = members.map((m) => ({ m, e: read(m) }));
  const byline = ({ e }: { e: Entry | null }): boolean =>
    e !== null &&
    Boolean(e.author) &&
    !e.authorGuessed &&
    Boolean(e.when) &&
    findDates(e.when ?? '').length > 0;
  if (!found.every(byline)) return null;
  return found.map(({ m, e }) => withHeading(e as Entry, m));
}

/** A row says a few facts beside its title; an element with a post's worth of words is a post. */
const ROW_WORDS = 300;
const isRow = (el: Element): boolean => squash(textOf(el, undefined, ROW_WORDS)).length <= ROW_WORDS;

/**
 * An element's tag and classes with its parent's: a reply nested at any depth stands as its thread
 * does. Empty inside the page's chrome.
 */
function ancestryShape(el: Element): string {
  const parts: string[] = [];
  for (let p: Element | null = el; p; p = p.parent && isTag(p.parent) ? p.parent : null) {
    if (isChrome(p)) return '';
    if (parts.length < 2) parts.push(`${p.name}.${classWords(p).join('.')}`);
  }
  return parts.join('<');
}

/**
 * An entry with the heading of its group, which may date it (a day), credit it (a sender) or
 * title it (a subject over entries that are senders' names).
 */
function withHeading(entry: Entry, member: Element): Entry {
  const heading = groupHeading(member);
  if (!heading) return entry;
  const out: Entry = { ...entry, heading };
  const dated = findDates(heading).find((d) => !d.relative);
  if (dated && !out.when) out.when = heading;
  else if (personName(heading) && !personName(out.title) && (!out.author || out.authorGuessed)) {
    // An index by sender: the group is the sender.
    out.author = cleanName(heading);
    delete out.authorGuessed;
  } else if (!dated && personName(out.title) && !personName(heading)) {
    // An index by subject lists each message by its sender under the subject.
    out.author = cleanName(out.title);
    delete out.authorGuessed;
    out.title = heading;
  }
  return out;
}

/**
 * The heading of the group an entry stands in, when the listing groups its entries: a day in an
 * index by date, a subject in an index by subject, a sender in an index by author. It is the
 * words an enclosing item says before its nested list (`<dfn>`, a heading, bold), or the heading
 * just before the entry's list.
 */
function groupHeading(member: Element): string | undefined {
  let el: Element = member;
  for (let depth = 0; depth < 4 && el.parent && isTag(el.parent); depth++) {
    const list = el.parent;
    if (LIST_TAGS.has(list.name)) {
      const before = prevElement(list);
      if (before && (GROUP_HEADING.has(before.name) || HEADING.test(before.name)) && before.name !== 'h1') {
        return squash(textOf(before));
      }
      const holder = list.parent && isTag(list.parent) ? list.parent : null;
      if (holder && (holder.name === 'li' || holder.name === 'dd' || holder.name === 'td')) {
        const own = childElements(holder).find((c) => GROUP_HEADING.has(c.name) || HEADING.test(c.name));
        if (own && own !== list) return squash(textOf(own));
      }
    }
    el = list;
  }
  return undefined;
}

/** Elements a listing names a group of entries by. */
const GROUP_HEADING = new Set(['dfn', 'dt', 'caption', 'strong', 'b']);

/** The labels of a table's columns, in order, when it has a header row. */
function headerOf(container: Element): string[] {
  const table =
    container.name === 'table'
      ? container
      : container.parent && isTag(container.parent)
        ? container.parent
        : null;
  if (table?.name !== 'table') return [];
  const head = findAll(table, (el) => el.name === 'tr')[0];
  if (!head) return [];
  const cells = childElements(head);
  const inHead = head.parent && isTag(head.parent) && head.parent.name === 'thead';
  if (!inHead && !cells.some((c) => c.name === 'th' || attr(c, 'role') === 'columnheader')) return [];
  return cells.map((c) => squash(textOf(c)).toLowerCase());
}

/** Words that name a column of when a thing was made, not when it was last answered. */
const MADE = /creat|start|posted|^date|sent|publish|written|when|^on$/;
const LATER = /last|latest|updat|recent|repl|activity|freshness/;

function readEntry(
  member: Element,
  resolve: Resolve,
  pageUrl: string,
  skip: ReadonlySet<string>,
  header: readonly string[],
): Entry | null {
  // Lists nested in an entry are replies of their own when they hold links; a nested list of
  // plain facts ("From: Name <address>") is the entry's own words.
  const own = (el: Element): boolean =>
    el !== member &&
    LIST_TAGS.has(el.name) &&
    el.name !== 'tbody' &&
    findAll(el, (a) => a.name === 'a').length > 0;
  const links = findAll(member, (el) => el.name === 'a').filter((a) => {
    for (let p = a.parent; p && p !== member; p = p.parent) if (isTag(p) && own(p)) return false;
    return true;
  });
  let main: { url: string; title: string; rank: number } | null = null;
  let author: string | undefined;
  for (const a of links) {
    const url = resolve(attr(a, 'href'));
    if (!url) continue;
    const label = textOf(a);
    if (isProfileUrl(url)) {
      if (!author && label) author = label;
      continue;
    }
    if (skip.has(url) || !sameSite(url, pageUrl) || normalizeUrl(url) === normalizeUrl(pageUrl)) continue;
    if (label.length < 2 || /^\d+$/.test(label) || onlyWhen(label)) continue;
    // In a table, the thing itself is named before the facts about it, never in a "latest" column.
    // A link set as the entry's heading names it, over longer links beside it (its sub-boards).
    const column = columnOf(a, member, header);
    const rank = inHeading(a, member)
      ? 0
      : column === undefined
        ? 1
        : LATER.test(header[column] ?? '')
          ? 3
          : 2;
    if (!main || rank < main.rank || (rank === main.rank && label.length > main.title.length))
      main = { url, title: label, rank };
  }
  if (!main) return null;
  const text = textOf(member, own);
  // "Previous message: …", "Next by thread: …": a message page's way to its neighbours, not a list.
  const lead = text.slice(0, Math.max(0, text.indexOf(main.title)));
  if (/^\s*[\p{L}][\p{L} ]{1,30}:\s*$/u.test(lead)) return null;
  const entry: Entry = { url: main.url, title: main.title, text, group: 0 };
  // A table says which column holds the making: its date and its author come from there.
  const cells = childElements(member).filter((c) => c.name === 'td' || c.name === 'th');
  if (header.length === cells.length && cells.length > 1) {
    // "Started by" names who, not when.
    let at = header.findIndex((h) => MADE.test(h) && !LATER.test(h) && !/\bby$/.test(h));
    // "Started by" with the starter's date beneath the name: the making is told there too.
    if (at < 0) at = header.findIndex((h, i) => MADE.test(h) && !LATER.test(h) && hasDate(cells[i]));
    const cell = at >= 0 ? cells[at] : undefined;
    if (cell) {
      entry.when = timeOf(cell) ?? textOf(cell);
      const by = findAll(cell, (el) => el.name === 'a')
        .map((a) => ({ url: resolve(attr(a, 'href')), label: textOf(a) }))
        .find((l) => l.url && isProfileUrl(l.url));
      if (by?.label) author = by.label;
      else author = byName(entry.when) ?? author;
    }
    // A column of its own for the name: "Author", "From", "Started by".
    const named = header.findIndex((h) => /^(?:author|from|sender|poster|started by|user|by)$/.test(h));
    const nameCell = named >= 0 && named !== at ? cells[named] : undefined;
    if (!author && nameCell && looksLikeName(textOf(nameCell))) author = textOf(nameCell);
  }
  // The words beside the title credit it; "by" inside the title ("Trough by the gate") does not.
  const beside = text.replace(main.title, ' ');
  // With no column of its making, an entry is dated by the words beside its title (never by a
  // year in the title itself).
  if (!entry.when && findDates(beside).length + (parseAge(beside) ? 1 : 0) > 0) entry.when = squash(beside);
  author ??= byName(beside) ?? FROM_FIELD.exec(beside)?.[1];
  if (!author) {
    const guess = nameBeside(member, own);
    if (guess) {
      entry.author = guess;
      entry.authorGuessed = true;
    }
  }
  if (author) entry.author = cleanName(author);
  return entry;
}

/** Words that say only when (a date, a time, an age): a link so worded is a permalink, not a title. */
function onlyWhen(label: string): boolean {
  const t = squash(label);
  const whole = (span: [number, number] | undefined): boolean =>
    span !== undefined && span[0] <= 1 && span[1] >= t.length - 1;
  return whole(parseAge(t)?.span) || whole(findDates(t)[0]?.span);
}

function inHeading(el: Element, member: Element): boolean {
  for (let p = el.parent; p && p !== member && isTag(p); p = p.parent) if (HEADING.test(p.name)) return true;
  return false;
}

/** Which cell of a table row (by the header's count) holds an element, when the row has a header. */
function columnOf(el: Element, row: Element, header: readonly string[]): number | undefined {
  if (header.length === 0) return undefined;
  const cells = childElements(row).filter((c) => c.name === 'td' || c.name === 'th');
  if (cells.length !== header.length) return undefined;
  for (let p: Element | null = el; p && p !== row; p = p.parent && isTag(p.parent) ? p.parent : null) {
    const at = cells.indexOf(p);
    if (at >= 0) return at;
  }
  return undefined;
}

function hasDate(cell: Element | undefined): boolean {
  return cell !== undefined && (timeOf(cell) !== undefined || findDates(textOf(cell)).length > 0);
}

/** The machine-readable date of the first `<time datetime>` in an element. */
function timeOf(el: Element): string | undefined {
  const time = findAll(el, (t) => t.name === 'time' && attr(t, 'datetime') !== undefined)[0];
  return time ? attr(time, 'datetime') : undefined;
}

/** A name-like phrase set apart beside an entry's title (italics, bold, a cell): its sender, most likely. */
function nameBeside(member: Element, skip: (el: Element) => boolean): string | undefined {
  for (const el of findAll(member, (e) => NAME_TAGS.has(e.name))) {
    if (skip(el) || findAll(el, (e) => e.name === 'a' && attr(e, 'href') !== undefined).length > 0) continue;
    const text = cleanName(textOf(el));
    if (looksLikeName(text)) return text;
  }
  return undefined;
}

const NAME_TAGS = new Set(['i', 'em', 'cite', 'b', 'strong', 'span', 'small']);

/**
 * One to four words of letters, no date, no number, no sentence: how a person's name reads. Mail
 * programs also write it family name first ("Lee, Ann K.") and with the sender's organisation
 * after a dash ("Ann Lee - Harbour Board").
 */
function looksLikeName(text: string): boolean {
  const sides = squash(text).split(/\s[-–—]\s/);
  if (sides.length > 2 || (sides[1] !== undefined && !wordsOfName(sides[1]))) return false;
  return wordsOfName((sides[0] ?? '').replace(/^([^,\s]+(?:\s[^,\s]+)?),\s*(?=\p{L})/u, '$1 '));
}

function wordsOfName(t: string): boolean {
  if (t.length < 2 || t.length > 40 || /[\d:;!?,]/.test(t) || findDates(t).length > 0) return false;
  const parts = t.split(' ');
  return parts.length <= 4 && parts.every((p) => /^[\p{L}][\p{L}'’._@-]*$/u.test(p));
}

/** Words that may stand uncapitalised inside a person's name ("Ludwig van Beethoven"). */
const NAME_PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'del',
  'la',
  'le',
  'bin',
  'al',
]);

/**
 * How a person's name is written in a heading or a link: one to four capitalised words, or
 * "Family, Given" ("Godin, Michael"), no digits. Stricter than a name beside a title: a subject
 * such as "Glaze crawling on stoneware" is no name.
 */
function personName(text: string): boolean {
  const t = squash(text).replace(/,\s*/g, ' ');
  if (!looksLikeName(t)) return false;
  const parts = t.split(' ');
  return parts.every(
    (p, i) => /^\p{Lu}/u.test(p) || (i > 0 && i < parts.length - 1 && NAME_PARTICLES.has(p)),
  );
}

/** A mail index's sender line: "From: Ann Lee <ann@…>", "From: Ann Lee (ann at …)". */
const FROM_FIELD = /\bFrom\s*:\s*([^<(\n:]{2,60}?)\s*[<(]/;

/** The name after "by" in a line of facts ("3 days ago by glyn", "By Jane Roe · May 2"). */
function byName(text: string): string | undefined {
  return BY_IN_FACTS.exec(text)?.[1];
}

/** The further words of a name: capitalised, and not the "on" or "at" of the date after it. */
const NAME_MORE = String.raw`(?:\s+(?!(?:On|At|In)\b)\p{Lu}[\p{L}'.-]+){0,2}`;
/** "… by NAME on" just before a date, and "· by NAME" just after one (compiled once: a thread has hundreds of dates). */
const BY_BEFORE = new RegExp(
  `(?:^|[\\s(·|,])[Bb][Yy]\\s+([\\p{L}\\d_.'-]+${NAME_MORE})[\\s,]*(?:on|at|[·|,»–—-])?\\s*$`,
  'u',
);
const BY_AFTER = new RegExp(`^\\s*(?:[·|,»–—-]\\s*)?[Bb][Yy]\\s+([\\p{L}\\d_.'-]+${NAME_MORE})`, 'u');
const BY_IN_FACTS = new RegExp(`(?:^|[\\s(·|,])[Bb][Yy][:\\s]+([^\\s,·|()]+${NAME_MORE})`, 'u');

/** A name as written, without the marks forums add to it. */
export function cleanName(name: string): string {
  return squash(name.replace(/\((?:not verified|unverified|guest)\)/i, '').replace(/[\s,:;·|-]+$/, ''));
}

const PAGE_WORDS =
  /^(?:next|prev|previous|older|newer|first|last)(?:\s+(?:page|pages|posts|entries|results|topics))?$/i;

/** Links of the page's pager: numbered pages with their neighbours, next, previous, last. */
function pagerLinks(body: AnyNode, resolve: Resolve, pageUrl: string): string[] {
  const anchors = findAll(body, (el) => el.name === 'a' && attr(el, 'href') !== undefined);
  const numbered = new Map<Element, number>();
  const label = (a: Element): string => squash(textOf(a).replace(/[‹›«»←→<>]+/g, ' '));
  for (const a of anchors) {
    if (!/^\d{1,5}$/.test(label(a))) continue;
    const box = pagerBox(a);
    numbered.set(box, (numbered.get(box) ?? 0) + 1);
  }
  const out: string[] = [];
  const self = normalizeUrl(pageUrl);
  for (const a of anchors) {
    const text = label(a);
    const rel = (attr(a, 'rel') ?? '').toLowerCase();
    const isNumber = /^\d{1,5}$/.test(text) && (numbered.get(pagerBox(a)) ?? 0) >= 2;
    const isWord =
      PAGE_WORDS.test(text) || /^[‹›«»]+$/.test(textOf(a).trim()) || /\b(?:next|prev)\b/.test(rel);
    if (!isNumber && !isWord) continue;
    const url = resolve(attr(a, 'href'));
    if (!url || !sameSite(url, pageUrl) || normalizeUrl(url) === self || out.includes(url)) continue;
    if (!samePager(url, pageUrl)) continue;
    out.push(url);
  }
  return out;
}

/** A URL's path without its extension and a final "index". */
function pagedPath(url: string): string {
  const path = URL.parse(url)?.pathname ?? '';
  return path
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/\/index$/i, '')
    .replace(/\/$/, '');
}

/**
 * Whether a numbered or "next" link may lead to another page of this list: a page in the same
 * folder (a query or a file name tells the page), or one below this page's own path or above it
 * ("/list" and "/list/p2", "/blog/page/3"). A row's own pager (a long thread's pages 1 2 3 beside
 * its title) leads into the thread's folder elsewhere.
 */
function samePager(url: string, pageUrl: string): boolean {
  const [a, b] = [pagedPath(url), pagedPath(pageUrl)];
  const folder = (p: string): string => p.slice(0, p.lastIndexOf('/'));
  return a === b || folder(a) === folder(b) || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/** The box a pager's links share: the nearest list or block around a numbered link. */
function pagerBox(a: Element): Element {
  let el: Element = a;
  for (let i = 0; i < 3 && el.parent && isTag(el.parent); i++) {
    el = el.parent;
    if (LIST_TAGS.has(el.name) || el.name === 'nav' || el.name === 'div' || el.name === 'p') return el;
  }
  return el;
}

const SORT_PARAMS = /^(?:sort|order|orderby|sortby|sort_by|order_by|dir|direction|sortorder)$/i;

/** Links that show the same list sorted another way: column headers, `?sort=`, "sorted by: [date]". */
function sortLinks(
  body: AnyNode,
  resolve: Resolve,
  pageUrl: string,
  pager: ReadonlySet<string>,
): { urls: string[]; byDate?: string; byThread?: string } {
  const out: string[] = [];
  let byDate: string | undefined;
  let byThread: string | undefined;
  for (const a of findAll(body, (el) => el.name === 'a')) {
    const url = resolve(attr(a, 'href'));
    if (!url || !sameSite(url, pageUrl) || out.includes(url) || pager.has(url)) continue;
    const u = URL.parse(url);
    const byParam = u ? [...u.searchParams.keys()].some((k) => SORT_PARAMS.test(k)) : false;
    const title = `${attr(a, 'title') ?? ''} ${textOf(a)}`;
    let inHeader = false;
    // "sorted by [date]", or a link that is itself "by date", "by thread": an index in another order.
    let saysSorted = /\bsort(?:ed)?\s+by\b/i.test(title) || BY_FIELD.test(squash(textOf(a)));
    for (let p = a.parent, i = 0; p && isTag(p) && i < 3; p = p.parent, i++) {
      if (p.name === 'th' || p.name === 'thead') inHeader = true;
      if (!saysSorted && i < 2 && /\bsort(?:ed)?\s+by\b/i.test(shortText(p))) saysSorted = true;
    }
    if (!(byParam || inHeader || saysSorted)) continue;
    out.push(url);
    const says = `${title} ${u ? [...u.searchParams.values()].join(' ') : ''}`;
    if (!byDate && MADE_SORT.test(says) && !LATER_SORT.test(says)) byDate = url;
    // A column header "Thread" sorts by title; a link "by thread" outside a table is the thread view.
    if (!byThread && !inHeader && /\bthread(?:ed|s)?\b/i.test(says)) byThread = url;
  }
  return { urls: out, ...(byDate ? { byDate } : {}), ...(byThread ? { byThread } : {}) };
}

const BY_FIELD =
  /^\[?\s*(?:(?:sort(?:ed)?\s+)?by\s+(?:date|thread|subject|author|topic|title|sender|time|name)s?|(?:date|thread|subject|author)\s+index)\s*\]?$/i;

/** A sort by when entries were made, not by when they were last answered. */
const MADE_SORT = /\b(?:created|creation|date|posted|started|submitted|newest|oldest)\b/i;
const LATER_SORT = /\b(?:last|latest|repl(?:y|ies)|activity|updated|modified)\b/i;

/** An element's words when they are few (a line of links and their label), else its own words. */
function shortText(el: Element): string {
  const all = textOf(el, undefined, 200);
  return all.length <= 200 ? all : ownText(el);
}

/** An element's own words, without those of its element children. */
function ownText(el: Element): string {
  return squash(
    (el.children as AnyNode[])
      .filter(isText)
      .map((t) => t.data)
      .join(' '),
  );
}

/** A piece of the page's text in reading order, with what it sits in. */
interface Piece {
  text: string;
  start: number;
  /** The profile or mail link it is the words of. */
  link?: 'profile' | 'mail';
  /** A `<time>`'s machine-readable date. */
  datetime?: string;
  heading?: boolean;
  quoted?: boolean;
  strong?: boolean;
  /** Inside a row of a listing. */
  row?: boolean;
  el: Element | null;
}

/**
 * Posts: each begins at a byline — a date with a name just before or after it (a profile link,
 * "by NAME", "From: NAME", a name beside a mail address) — and runs to the next.
 */
function readPosts(body: AnyNode, rows: ReadonlySet<Element>): Post[] {
  const pieces = linearize(body, rows);
  const flat = pieces.map((p) => p.text).join('');
  const bylines = findBylines(pieces, flat);
  const posts: Post[] = [];
  for (let i = 0; i < bylines.length; i++) {
    const b = bylines[i] as Byline;
    const end = bylines[i + 1]?.start ?? flat.length;
    const own: string[] = [];
    const quoted: string[] = [];
    for (const p of piecesIn(pieces, b.end, end)) {
      if (p.quoted) quoted.push(p.text);
      else own.push(p.text);
    }
    const { text, quote } = splitQuotes(own.join(''));
    const post: Post = { text: clipPost(text) };
    if (b.author) post.author = cleanName(b.author);
    post.when = b.when;
    const title = headingBefore(pieces, b.start, bylines[i - 1]?.end ?? 0);
    if (title) post.title = title;
    const q = squash([...quoted, quote].join(' '));
    if (q) post.quoted = clipPost(q);
    posts.push(post);
  }
  return posts;
}

const MAX_POST = 4000;

function clipPost(text: string): string {
  const t = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return t.length > MAX_POST ? `${t.slice(0, MAX_POST)}…` : t;
}

/** Lines a mail quotes ("> ...", and the "On ..., X wrote:" before them) apart from its own. */
function splitQuotes(text: string): { text: string; quote: string } {
  const own: string[] = [];
  const quote: string[] = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    const t = line.trim();
    const next = lines[i + 1]?.trim() ?? '';
    if (t.startsWith('>') || (/\bwrote:$/.test(t) && (next.startsWith('>') || next === ''))) quote.push(t);
    else own.push(line);
  }
  return { text: own.join('\n'), quote: quote.join('\n') };
}

function headingBefore(pieces: readonly Piece[], start: number, after: number): string | undefined {
  const heading = piecesIn(pieces, after, start)
    .filter((p) => p.heading && squash(p.text))
    .at(-1);
  return heading ? squash(heading.text) : undefined;
}

/** The pieces that begin in [lo, hi), found by halving: a long thread has thousands of them. */
function piecesIn(pieces: readonly Piece[], lo: number, hi: number): Piece[] {
  let a = 0;
  let b = pieces.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if ((pieces[m] as Piece).start < lo) a = m + 1;
    else b = m;
  }
  const out: Piece[] = [];
  for (let i = a; i < pieces.length && (pieces[i] as Piece).start < hi; i++) out.push(pieces[i] as Piece);
  return out;
}

/** The page's text in reading order, cut where links, headings, quotes and time elements begin. */
function linearize(body: AnyNode, rows: ReadonlySet<Element>): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  const push = (text: string, ctx: Omit<Piece, 'text' | 'start'>): void => {
    if (!text) return;
    pieces.push({ text, start: at, ...ctx });
    at += text.length;
  };
  const walk = (node: AnyNode, ctx: Omit<Piece, 'text' | 'start'>): void => {
    if (isText(node)) {
      const inPre = ctx.el?.name === 'pre' || hasAncestor(ctx.el, 'pre');
      push(inPre ? node.data : node.data.replace(/\s+/g, ' '), ctx);
      return;
    }
    if (!isTag(node)) return;
    if (NON_TEXT.has(node.name) || node.name === 'nav') return;
    const next = { ...ctx, el: node, ...(rows.has(node) ? { row: true } : {}) };
    if (node.name === 'a') {
      const href = attr(node, 'href') ?? '';
      if (/^mailto:/i.test(href)) next.link = 'mail';
      else if (isProfileUrl(URL.parse(href, 'http://x/')?.href ?? '')) next.link = 'profile';
    }
    if (node.name === 'time') {
      const dt = attr(node, 'datetime');
      if (dt) next.datetime = dt;
    }
    if (HEADING.test(node.name)) next.heading = true;
    if (node.name === 'blockquote' || classWords(node).includes('quote')) next.quoted = true;
    if (node.name === 'b' || node.name === 'strong') next.strong = true;
    const block = BLOCK.has(node.name);
    if (block) push('\n', { el: node });
    if (node.name === 'time' && next.datetime) {
      // The machine date is read; the words shown are kept for the text.
      push(` ${textOf(node)} `, next);
    } else for (const child of node.children as AnyNode[]) walk(child, next);
    if (block) push('\n', { el: node });
  };
  walk(body, { el: null });
  return pieces;
}

function hasAncestor(el: Element | null, name: string): boolean {
  for (let p: AnyNode | null = el; p && isTag(p); p = p.parent) if (p.name === name) return true;
  return false;
}

interface Byline {
  start: number;
  end: number;
  when: string;
  author?: string;
}

const UNIT = '(?:years?|yrs?|months?|weeks?|wks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)';
/** Relative ages as listings print them: "1 year 30 weeks ago", "an hour ago", "yesterday". */
const AGE = new RegExp(`\\b(?:(?:\\d+|an?)\\s+${UNIT}[\\s,]+)+ago\\b|\\b(?:yesterday|just now)\\b`, 'gi');

/** How far before or after a date its name may stand. */
const NEAR = 160;

function findBylines(pieces: readonly Piece[], flat: string): Byline[] {
  const out: Byline[] = [];
  const dates: Array<{ span: [number, number]; when: string }> = [];
  // A listing row's "NAME · DATE" is the row's own line, not a post of the page.
  const inRow = (at: number): boolean =>
    pieces.some((p) => p.row && p.start <= at && at < p.start + p.text.length);
  for (const p of pieces)
    if (p.datetime && !p.row) dates.push({ span: [p.start, p.start + p.text.length], when: p.datetime });
  // Where the page gives its dates in machine form, a date in a heading is what the title says
  // ("Report of 18/07/2016"), not when it was posted.
  const machineDated = dates.length > 0;
  const inHeading = (at: number): boolean =>
    pieces.some((p) => p.heading && p.start <= at && at < p.start + p.text.length);
  for (const d of findDates(flat)) {
    // A month alone ("March 2019") heads an archive's row; a post is dated to the day.
    if (d.precision !== 'day') continue;
    if (dates.some((x) => x.span[0] <= d.span[0] && d.span[1] <= x.span[1]) || inRow(d.span[0])) continue;
    if (machineDated && inHeading(d.span[0])) continue;
    dates.push({ span: d.span, when: flat.slice(d.span[0], d.span[1]) });
  }
  for (const m of flat.matchAll(AGE)) {
    const age = parseAge(m[0]);
    if (age && !inRow(m.index)) dates.push({ span: [m.index, m.index + m[0].length], when: m[0] });
  }
  dates.sort((a, b) => a.span[0] - b.span[0]);
  let lastEnd = 0;
  for (const d of dates) {
    if (d.span[0] < lastEnd) continue;
    const author = authorNear(pieces, flat, d.span[0], d.span[1], lastEnd);
    if (!author) continue;
    const start = Math.min(author.at, d.span[0]);
    out.push({ start, end: Math.max(author.end, d.span[1]), when: d.when, author: author.name });
    lastEnd = Math.max(author.end, d.span[1]);
  }
  return out;
}

function authorNear(
  pieces: readonly Piece[],
  flat: string,
  from: number,
  to: number,
  floor: number,
): { name: string; at: number; end: number } | null {
  const lo = Math.max(floor, from - NEAR);
  const before = flat.slice(lo, from);
  // A profile link just before the date: "Submitted by <a>name</a> on ...".
  const nearby = piecesIn(pieces, lo, to + 80).filter((p) => p.link === 'profile' && squash(p.text));
  const profile = nearby.filter((p) => p.start < from).at(-1) ?? nearby.find((p) => p.start >= to);
  if (profile) {
    // "Posted by" before the name belongs to the byline, not to the post before it.
    const lead = /(?:(?:submitted|posted|written|sent|started)\s+)?by\s*$/i.exec(
      flat.slice(lo, profile.start),
    );
    const at = lead ? lo + lead.index : profile.start;
    return {
      name: squash(profile.text),
      at: Math.min(at, from),
      end: Math.max(to, profile.start + profile.text.length),
    };
  }
  const from_ =
    /(?:^|\n)\s*(?:from|author|sender|posted by|written by)\s*:?\s*([^\n<(]+?)\s*(?:[<(][^\n]*)?\n/i.exec(
      `${before}\n`,
    );
  if (from_?.[1] && !/@/.test(from_[1])) return { name: from_[1], at: lo + from_.index, end: to };
  const by = BY_BEFORE.exec(before);
  if (by?.[1]) return { name: by[1], at: lo + by.index, end: to };
  const after = flat.slice(to, to + 80);
  const byAfter = BY_AFTER.exec(after);
  if (byAfter?.[1]) return { name: byAfter[1], at: from, end: to + byAfter[0].length };
  // A name beside a mail address (a mail archive's message header): the bold words before the link.
  const mail = piecesIn(pieces, lo, from)
    .filter((p) => p.link === 'mail')
    .at(-1);
  if (mail) {
    const named = piecesIn(pieces, lo, mail.start)
      .filter((p) => p.strong && squash(p.text))
      .at(-1);
    const name = named ? squash(named.text) : squash(mail.text);
    if (name && !/@| at /.test(name)) return { name, at: named?.start ?? mail.start, end: to };
  }
  return null;
}

/** Words a date line may open with before its date. */
const DATELINE_LEAD = /^(?:(?:first\s+)?(?:published|posted|written|dated?|updated)(?:\s+on)?|on)\s*:?\s*/i;

/**
 * The date line of a page: the element just before or just after a main heading (h1) whose only
 * words are a date, written with or without its year, perhaps after "Published" or "Posted on".
 * Links in it make it something else (a byline, a pager).
 */
function datelineOf(body: AnyNode): string | undefined {
  for (const heading of findAll(body, (el) => el.name === 'h1').slice(0, 3)) {
    const next: Element[] = [];
    for (let n = heading.next; n && next.length < 2; n = n.next) if (isTag(n)) next.push(n);
    const before = prevElement(heading);
    for (const el of before ? [...next, before] : next) {
      if (NON_TEXT.has(el.name) || findAll(el, (a) => a.name === 'a').length > 0) continue;
      const text = squash(textOf(el));
      const date = text.replace(DATELINE_LEAD, '');
      if (!date || date.length > 60) continue;
      const found = findDates(date).find((d) => d.precision === 'day' && !d.relative);
      if (isDayWithoutYear(date) || (found && found.span[0] === 0 && found.span[1] >= date.length - 1))
        return text;
    }
  }
  return undefined;
}

/** The date and author a page's meta data gives. */
function metaFacts(doc: Document): { published?: string; author?: string } {
  const out: { published?: string; author?: string } = {};
  for (const el of findAll(doc, (e) => e.name === 'meta')) {
    const key = (attr(el, 'property') ?? attr(el, 'name') ?? attr(el, 'itemprop') ?? '').toLowerCase();
    const value = attr(el, 'content');
    if (!value) continue;
    if (
      !out.published &&
      /^(?:article:published_time|date|dc\.date(?:\.issued|\.created)?|dcterms\.(?:created|issued)|pubdate|publishdate|datepublished|sent)$/.test(
        key,
      )
    )
      out.published = value;
    if (
      !out.author &&
      /^(?:author|article:author|dc\.creator|dcterms\.creator|byl)$/.test(key) &&
      !/^https?:/.test(value)
    )
      out.author = cleanName(value.replace(/^by\s+/i, '').replace(/\s*[<(][^)>]*[)>]\s*$/, ''));
  }
  if (!out.published) {
    const time = findAll(doc, (e) => e.name === 'time' && attr(e, 'datetime') !== undefined)[0];
    const dt = time ? attr(time, 'datetime') : undefined;
    if (dt) out.published = dt;
  }
  return out;
}
