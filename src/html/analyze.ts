import type { Document } from 'domhandler';
import type { MenuItem } from '../core/place.ts';
import type { OriginAliases } from '../core/url.ts';
import { baseUrl, copyAliases } from './base-url.ts';
import { pageBreadcrumb } from './breadcrumb.ts';
import { indexDocument } from './doc-index.ts';
import { pageFeeds } from './feeds.ts';
import { findSearchForms, type SearchForm } from './forms.ts';
import { extractLinks, type PageLink } from './links.ts';
import { findMenuTrees } from './menu-tree.ts';
import { pageCanonical, pageDescription, pageLang, pageSiteName } from './page-meta.ts';
import { pagePagination } from './pagination.ts';
import { analyzeRegions } from './regions.ts';
import { inPageSearchForm, searchIndexUrls } from './search-index.ts';
import { ownHeading, pageTitle } from './title.ts';

/** Everything a navigator reads off a page besides its main text. */
export interface PageAnalysis {
  /** What relative links resolve against (`<base href>` or the page URL). */
  base: string;
  /** Origins this page shows itself a copy of (see `copyAliases`), mapped to where it is served. */
  aliases: OriginAliases;
  title: string;
  /** The main content's own h1 when the document title names something else (a site-wide title). */
  heading?: string;
  description?: string;
  canonical?: string;
  lang?: string;
  siteName?: string;
  feeds: string[];
  next?: string;
  prev?: string;
  /** The site's breadcrumb, outermost first; empty when the page has none. */
  breadcrumb: string[];
  /** Links not inside a menu tree, one per page, in document order. */
  links: PageLink[];
  /** The page's nested menus concatenated (lead trees first); empty when it has none. */
  menu: MenuItem[];
  /** Each tree's share of `menu`, in order: how many top-level items, where it sits, whether it leads. */
  menuParts: MenuPart[];
  /** The site's own search boxes on this page (GET forms with one text field). */
  searchForms: SearchForm[];
  /** Where the page's in-browser search reads its index (see `searchIndexUrls`); empty when it has none. */
  searchIndex: string[];
}

export interface MenuPart {
  count: number;
  group: 'content' | 'section';
  /** The page's own navigation tree, whose top-level items are offered first. */
  lead: boolean;
}

export interface AnalyzeOptions {
  /** For local files: the start folder; files outside it count as other sites. */
  root?: string;
  /** Origins the site being read is a copy of, learned from earlier pages. */
  aliases?: OriginAliases;
}

/** Reads a parsed page without changing it: facts, links, menus. */
export function analyzePage(doc: Document, pageUrl: string, options: AnalyzeOptions = {}): PageAnalysis {
  const index = indexDocument(doc);
  const regions = analyzeRegions(index);
  const base = baseUrl(doc, pageUrl);
  const aliases = new Map([...(options.aliases ?? []), ...copyAliases(doc, pageUrl, base)]);
  const trees = findMenuTrees(index, regions, base, pageUrl, { root: options.root, aliases });
  const exclude = new Set(trees.flatMap((t) => [...t.anchors]));
  const links = extractLinks(index, regions, base, pageUrl, {
    exclude,
    aliases,
    ...(options.root === undefined ? {} : { root: options.root }),
  });
  const analysis: PageAnalysis = {
    base,
    aliases,
    title: pageTitle(doc, index, regions),
    feeds: pageFeeds(doc, base, aliases),
    breadcrumb: pageBreadcrumb(doc),
    links,
    menu: trees.flatMap((t) => t.items),
    menuParts: trees.map((t) => ({ count: t.items.length, group: t.group, lead: t.lead })),
    searchForms: findSearchForms(doc, base, pageUrl, aliases),
    searchIndex: searchIndexUrls(doc, base, pageUrl, aliases),
  };
  // A search that runs in the page is a search box even with no form that sends its words.
  if (analysis.searchForms.length === 0 && analysis.searchIndex.length > 0)
    analysis.searchForms.push(inPageSearchForm(doc, pageUrl));
  const optional = {
    heading: ownHeading(doc, index, regions),
    description: pageDescription(doc),
    canonical: pageCanonical(doc, base),
    lang: pageLang(doc),
    siteName: pageSiteName(doc),
    ...pagePagination(doc, base, pageUrl, aliases),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (analysis as unknown as Record<string, unknown>)[key] = value;
  }
  return analysis;
}
