import { type Document, type Element, isTag } from 'domhandler';
import { type OriginAliases, originKey, resolveUrl } from '../../core/url.ts';
import { baseUrl, copyAliases } from '../../html/base-url.ts';
import { attr, attrTokens, findAll, textOf } from '../../html/dom.ts';

/**
 * Same-site links a navigation element must hold to count: a pair of links is a pager (previous,
 * next), whose "previous" points back and would pull the order against the menus.
 */
const MIN_NAV_LINKS = 3;
/** Same-site links a list must hold to count as the site's table of contents or menu. */
const MIN_LIST_LINKS = 5;
/** Share of a list's text inside its links: a menu names pages, a list of prose does not. */
const MIN_LIST_LINK_SHARE = 0.6;

/** The origin a folder build resolves its pages against: root-absolute links land in the folder. */
export const FOLDER_ORIGIN = 'http://docs.invalid';

/**
 * The page's navigation links in document order: links inside `<nav>` or role="navigation" (of
 * three same-site links or more), and inside any list made mostly of many same-site links (a
 * sidebar or table of contents, whatever its markup calls it). Each is a path relative to the docs folder (`docs/x/`, `a/b.html`, `x`),
 * without fragment or query, said once; links to other sites and in-page anchors are left out.
 * `pageUrl` is where the page was fetched from, or the page's place under FOLDER_ORIGIN.
 */
export function navigationLinks(doc: Document, pageUrl: string): string[] {
  const base = baseUrl(doc, pageUrl);
  const origin = URL.parse(pageUrl)?.origin ?? FOLDER_ORIGIN;
  const aliases = new Map(copyAliases(doc, pageUrl, base));
  // A `<base>` on another host names the page's own site: its links stay here.
  const baseOrigin = URL.parse(base);
  if (baseOrigin && baseOrigin.origin !== origin) aliases.set(originKey(baseOrigin), origin);
  // Each link resolved once: a menu's links are read to judge it, then taken.
  const paths = new Map<Element, string | null>();
  const pathOf = (a: Element): string | null => {
    let path = paths.get(a);
    if (path === undefined) {
      path = sitePath(attr(a, 'href'), base, origin, aliases);
      paths.set(a, path);
    }
    return path;
  };

  const counted = new Map<Element, boolean>();
  const isMenu = (el: Element, isList: boolean): boolean => {
    let known = counted.get(el);
    if (known === undefined) {
      known = isList ? menuList(el, pathOf) : siteLinks(el, pathOf).length >= MIN_NAV_LINKS;
      counted.set(el, known);
    }
    return known;
  };
  const out: string[] = [];
  const seen = new Set<string>();
  for (const a of findAll(doc, (el) => el.name === 'a' && attr(el, 'href') !== undefined)) {
    if (!inNavigation(a, isMenu)) continue;
    const path = pathOf(a);
    if (path === null || seen.has(path)) continue;
    seen.add(path);
    out.push(path);
  }
  return out;
}

/** Inside the outermost `<nav>` or role="navigation" element, or the outermost list, of a menu. */
function inNavigation(a: Element, isMenu: (el: Element, isList: boolean) => boolean): boolean {
  let outerNav: Element | null = null;
  let outerList: Element | null = null;
  for (let n = a.parent; n && isTag(n); n = n.parent) {
    if (n.name === 'nav' || attrTokens(n, 'role').includes('navigation')) outerNav = n;
    else if (n.name === 'ul' || n.name === 'ol') outerList = n;
  }
  if (outerNav !== null) return isMenu(outerNav, false);
  return outerList !== null && isMenu(outerList, true);
}

/** A list of many same-site links that make up most of its text. */
function menuList(list: Element, pathOf: (a: Element) => string | null): boolean {
  const anchors = siteLinks(list, pathOf);
  if (anchors.length < MIN_LIST_LINKS) return false;
  const all = textOf(list).length;
  const linked = anchors.reduce((n, a) => n + textOf(a).length, 0);
  return all === 0 || linked / all >= MIN_LIST_LINK_SHARE;
}

/** The links inside `el` to pages of the site. */
function siteLinks(el: Element, pathOf: (a: Element) => string | null): Element[] {
  return findAll(el, (a) => a.name === 'a' && attr(a, 'href') !== undefined && pathOf(a) !== null);
}

/** The link's path relative to the docs folder, or null for an in-page anchor or another site. */
function sitePath(
  href: string | undefined,
  base: string,
  origin: string,
  aliases: OriginAliases,
): string | null {
  if (href === undefined || href.startsWith('#')) return null;
  const resolved = resolveUrl(href, base, aliases);
  const url = resolved ? URL.parse(resolved) : null;
  if (!url || url.origin !== origin) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  return path.replace(/^\/+/, '');
}
