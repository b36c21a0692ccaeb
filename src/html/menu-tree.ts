import { type Element, isTag, isText } from 'domhandler';
import type { MenuItem } from '../core/place.ts';
import { normalizeUrl, type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { type DocIndex, isWithin } from './doc-index.ts';
import { ancestors, attr, attrTokens, classWords, findAll, NON_TEXT, textOf, walkElements } from './dom.ts';
import { isGenericLabel, linkLabel } from './link-label.ts';
import type { Regions } from './regions.ts';

/** A nested list menu found on a page. */
export interface MenuTree {
  /** The outermost list. */
  list: Element;
  items: MenuItem[];
  /** Items at every level. */
  size: number;
  depth: number;
  /** Every link inside the list: reached by opening folders, not offered flat. */
  anchors: Set<Element>;
  /** In the main content (an index page's tree) or in the site's navigation. */
  group: 'content' | 'section';
  /**
   * The page's own navigation tree (side or top menu, or an index page's tree): its top-level
   * items are offered first. Footer menus and navigation boxes inside an article are not.
   */
  lead: boolean;
}

export interface MenuOptions {
  /** For local files: the start folder; files outside it count as other sites. */
  root?: string | undefined;
  /** Origins the page is a copy of: links there stay on the copy. */
  aliases?: OriginAliases | undefined;
}

/** Smallest tree worth turning into folders; header and footer menus must be bigger to count. */
const MAX_LABEL = 120;
/** Menus name things; a typical label longer than this is prose. */
const MAX_MENU_LABEL = 60;
/** An item with more text than this (outside its sub-list) holds prose. */
const MAX_ITEM_TEXT = 200;
/** Items found to hold prose, so a tree of them (a comment thread) is not taken for a menu. */
const wordy = new WeakSet<MenuItem>();
const MIN_SIZE = 4;
const MIN_EDGE_SIZE = 12;
/** With no main content found, a tree outside the site chrome must be this big to be a menu. */
const MIN_LOOSE_SIZE = 8;
const MAX_TREES = 3;

/**
 * Finds the substantial nested list menus of a page (a `ul`/`ol` whose items hold nested lists,
 * like a manual's side tree): lead trees first, then by size. Small dropdowns, nested lists in an
 * article's text and lists of links to other sites are left to be ordinary links.
 */
export function findMenuTrees(
  index: DocIndex,
  regions: Regions,
  base: string,
  pageUrl: string,
  options: MenuOptions = {},
): MenuTree[] {
  const self = normalizeUrl(pageUrl);
  // Outermost lists only: nested ones are part of their tree.
  const roots: Element[] = [];
  walkElements(index.doc, (el) => {
    if (!isList(el)) return true;
    roots.push(el);
    return false;
  });
  const trees: MenuTree[] = [];
  for (const list of roots) {
    if ((index.linkCount.get(list) ?? 0) === 0) continue;
    const items = listItems(list, base, self, options.aliases);
    const stats = measure(items);
    if (stats.depth < 2) continue;
    // A long flat list with a sub-list or two (a navbox, a link roll) is a list, not a folder tree.
    const folders = items.filter((i) => i.children).length;
    if (folders < 2 && folders < 0.25 * items.length) continue;
    if (folders >= 2 && folders < 0.15 * items.length) continue;
    // Items that read like sentences make an outline of the text, not a menu.
    if (medianLabelLength(items) > MAX_MENU_LABEL || wordyShare(items) > 0.3) continue;
    const urls = collectUrls(items);
    const local = urls.filter((u) => sameSite(u, pageUrl, options.root)).length;
    if (local < 0.5 * urls.length) continue;
    const placed = placement(index, regions, list, stats.size);
    if (!placed) continue;
    const anchors = new Set(findAll(list, (el) => el.name === 'a'));
    trees.push({ list, items, size: stats.size, depth: stats.depth, anchors, ...placed });
  }
  trees.sort((a, b) => Number(b.lead) - Number(a.lead) || b.size - a.size);
  const largest = Math.max(0, ...trees.map((t) => t.size));
  const chosen: MenuTree[] = [];
  const seen = new Set<string>();
  for (const tree of trees) {
    if (chosen.length >= MAX_TREES) break;
    if (tree.size < 0.2 * largest) continue;
    // A second copy of the same menu (mobile and desktop versions) adds nothing.
    const urls = collectUrls(tree.items);
    const overlap = urls.filter((u) => seen.has(u)).length;
    if (urls.length > 0 && overlap >= 0.8 * urls.length) continue;
    for (const u of urls) seen.add(u);
    chosen.push(tree);
  }
  return chosen;
}

function isList(el: Element): boolean {
  return el.name === 'ul' || el.name === 'ol';
}

/** Where a tree sits decides whether it is a menu at all, and whether it leads the options. */
function placement(
  index: DocIndex,
  regions: Regions,
  list: Element,
  size: number,
): Pick<MenuTree, 'group' | 'lead'> | null {
  const edge = pageEdge(list);
  if (edge) return size >= MIN_EDGE_SIZE ? { group: 'section', lead: edge === 'header' } : null;
  if (size < MIN_SIZE) return null;
  const chrome = regions.chromeOf(list);
  const main = regions.main;
  if (main && isWithin(index, list, main)) {
    // A navigation box inside the content (a wiki's navbox) stays a menu, but not a leading one.
    if (chrome) return { group: 'section', lead: false };
    // A tree that is most of the content is an index page; a sub-list in an article is just text.
    const share = (index.textLen.get(list) ?? 0) / Math.max(1, index.textLen.get(main) ?? 0);
    return share >= 0.4 ? { group: 'content', lead: true } : null;
  }
  if (!main && !chrome) return size >= MIN_LOOSE_SIZE ? { group: regions.groupOf(list), lead: true } : null;
  return { group: 'section', lead: true };
}

/** Whether a list sits in the page's header or footer (top bar dropdowns, footer link columns). */
function pageEdge(list: Element): 'header' | 'footer' | null {
  for (const a of [list, ...ancestors(list)]) {
    const role = attr(a, 'role')?.toLowerCase();
    if (a.name === 'main' || a.name === 'aside' || a.name === 'article' || role === 'main') return null;
    if (a.name === 'header' || role === 'banner') return 'header';
    if (a.name === 'footer' || role === 'contentinfo') return 'footer';
    const words = classWords(a);
    if (words.some((w) => HEADER_WORDS.has(w))) return 'header';
    if (words.some((w) => w === 'footer')) return 'footer';
  }
  return null;
}

const HEADER_WORDS = new Set(['header', 'masthead', 'topbar', 'navbar', 'topnav', 'menubar']);

/** The items of one list level. */
function listItems(list: Element, base: string, self: string, aliases?: OriginAliases): MenuItem[] {
  const out: MenuItem[] = [];
  for (const li of list.children) {
    if (li.type !== 'tag' || (li as Element).name !== 'li') continue;
    const item = menuItem(li as Element, base, self, aliases);
    if (item) out.push(item);
  }
  return out;
}

function menuItem(li: Element, base: string, self: string, aliases?: OriginAliases): MenuItem | null {
  const nested = nestedLists(li);
  const inNested = (el: Element) => nested.includes(el);
  // Toggle buttons (▸, +, "Expand") are not part of the item's name.
  const skip = (el: Element) =>
    inNested(el) || el.name === 'button' || attrTokens(el, 'aria-hidden').includes('true');
  let anchor: Element | null = null;
  walkElements(li, (el) => {
    if (anchor || inNested(el)) return false;
    if (el.name === 'a' && attr(el, 'href') !== undefined) anchor = el;
    return !anchor;
  });
  const a = anchor as Element | null;
  let url: string | undefined;
  if (a) {
    const resolved = resolveUrl(attr(a, 'href') ?? '', base, aliases);
    // A folder toggle (`href="#"`) or the page's own entry is nothing to fetch.
    if (resolved && normalizeUrl(resolved) !== self) url = resolved;
  }
  const named = a ? linkLabel(a, url ?? base) : undefined;
  // A URL-made name only fits a real link; an icon toggle (`href="#"`) is named by its other text.
  let label = named && (named.quality > 0.5 || url) ? named.text : '';
  if (!label || isGenericLabel(label)) label = firstLabel(li, nested, skip) || label;
  if (label.length > MAX_LABEL) label = `${label.slice(0, MAX_LABEL - 1).trimEnd()}…`;
  const children = nested.flatMap((l) => listItems(l, base, self, aliases));
  // An unnamed item that opens a list is a menu button (a hamburger icon).
  if (!label && children.length > 0) label = 'Menu';
  if (!label || (!url && children.length === 0)) return null;
  const item: MenuItem = { label };
  if (url) item.url = url;
  if (children.length > 0) item.children = children;
  // An item holding a paragraph (a comment in a thread, a teaser) is content, not a menu entry.
  if (textOf(li, inNested).length > MAX_ITEM_TEXT) wordy.add(item);
  return item;
}

/**
 * An item's name when it has no link of its own: the first piece of text before its sub-list
 * (`<span class="label">Engine</span>`, a bare text node, a `<summary>`), not the whole item,
 * which in a mega menu also holds teasers and promotions.
 */
function firstLabel(li: Element, nested: Element[], skip: (el: Element) => boolean): string {
  for (const child of li.children) {
    if (isText(child)) {
      const text = child.data.replace(/\s+/g, ' ').trim();
      if (text) return text;
      continue;
    }
    if (!isTag(child) || skip(child) || NON_TEXT.has(child.name)) continue;
    // The panel that wraps the sub-list holds the folder's contents, not its name.
    if (nested.some((list) => [...ancestors(list)].includes(child))) continue;
    const text = textOf(child, skip);
    // Arrows and plus signs are toggles, not names.
    if (/[\p{L}\p{N}]/u.test(text)) return text;
  }
  return '';
}

/** Lists inside an item that belong to it (not to a deeper item). */
function nestedLists(li: Element): Element[] {
  const out: Element[] = [];
  walkElements(li, (el) => {
    if (isList(el)) {
      out.push(el);
      return false;
    }
    return el.name !== 'li';
  });
  return out;
}

function measure(items: MenuItem[]): { size: number; depth: number } {
  let size = 0;
  let depth = 0;
  for (const item of items) {
    const sub = item.children ? measure(item.children) : { size: 0, depth: 0 };
    size += 1 + sub.size;
    depth = Math.max(depth, 1 + sub.depth);
  }
  return { size, depth };
}

function medianLabelLength(items: MenuItem[]): number {
  const lengths: number[] = [];
  const visit = (list: MenuItem[]) => {
    for (const i of list) {
      lengths.push(i.label.length);
      if (i.children) visit(i.children);
    }
  };
  visit(items);
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)] ?? 0;
}

function wordyShare(items: MenuItem[]): number {
  let all = 0;
  let prose = 0;
  const visit = (list: MenuItem[]) => {
    for (const i of list) {
      all++;
      if (wordy.has(i)) prose++;
      if (i.children) visit(i.children);
    }
  };
  visit(items);
  return all === 0 ? 0 : prose / all;
}

function collectUrls(items: MenuItem[]): string[] {
  return items.flatMap((i) => [...(i.url ? [normalizeUrl(i.url)] : []), ...collectUrls(i.children ?? [])]);
}

/**
 * Labels inside a folder, breadth-first and without repeats (a manual repeats "Specifications"
 * under every part), for a ranker to see into the folder without opening it.
 */
export function descendantLabels(item: MenuItem, limit = 25): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const queue: MenuItem[] = [...(item.children ?? [])];
  for (let i = 0; i < queue.length && out.length < limit; i++) {
    const next = queue[i] as MenuItem;
    const key = next.label.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(next.label);
    }
    queue.push(...(next.children ?? []));
  }
  return out;
}
