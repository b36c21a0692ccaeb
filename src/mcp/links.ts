import type { MenuItem, Option, OptionGroup, Place } from '../core/place.ts';
import { normalizeUrl, resolveUrl } from '../core/url.ts';

/** A link the reply can offer: a plain link of the page, or an entry of one of its in-page menus. */
export interface Link {
  /** The link's label; for a menu entry the labels of its folders and its own, outermost first. */
  chain: string[];
  url: string;
  group: OptionGroup;
  boilerplate: boolean;
  /** The nearest heading of a plain link (helps ranking; never shown). */
  context?: string;
  /** 0 for a plain link; how deep in its menu an entry sits. */
  depth: number;
}

/**
 * Every place a bot can go from `place` in one call. In-page folders are flattened: "open folder"
 * is a move a bot cannot use well, so each menu entry with a page becomes a link labelled by its
 * folder path, and a deep page is one call away. Links to the page itself are left out (they only
 * invite a repeat); the first of several links to one page wins, shallow before deep.
 */
export function linksOf(place: Place): Link[] {
  const out: Link[] = [];
  for (const option of place.options) {
    if (option.kind === 'link') out.push(plainLink(option));
    else if (option.kind === 'folder') out.push(...menuLinks(place, option));
  }
  const here = new Set([place.location, ...(place.canonical ? [place.canonical] : [])].map(normalizeUrl));
  const seen = new Set<string>();
  // Stable: page order within a depth, so the top of every menu comes before its depths.
  return out
    .map((link, i) => ({ link, i }))
    .sort((a, b) => a.link.depth - b.link.depth || a.i - b.i)
    .map((x) => x.link)
    .filter((link) => {
      const key = normalizeUrl(link.url);
      if (here.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function plainLink(option: Option): Link {
  return {
    chain: [option.label],
    url: option.target,
    group: option.group,
    boilerplate: option.boilerplate ?? false,
    ...(option.context ? { context: option.context } : {}),
    depth: 0,
  };
}

/** Menu entries are only trusted to this depth; deeper trees are broken markup more often than manuals. */
const MAX_MENU_DEPTH = 12;

function menuLinks(place: Place, option: Option): Link[] {
  let items: readonly MenuItem[] | undefined = place.menu;
  let folder: MenuItem | undefined;
  for (const i of option.folderPath ?? []) {
    folder = items?.[i];
    items = folder?.children;
  }
  if (!folder) return [];
  const out: Link[] = [];
  const walk = (item: MenuItem, chain: string[]): void => {
    const url = item.url ? resolveUrl(item.url, place.location) : null;
    if (url) {
      out.push({
        chain,
        url,
        group: option.group,
        boilerplate: option.boilerplate ?? false,
        depth: chain.length,
      });
    }
    if (chain.length >= MAX_MENU_DEPTH) return;
    for (const child of item.children ?? []) walk(child, [...chain, child.label]);
  };
  walk(folder, [folder.label]);
  return out;
}
