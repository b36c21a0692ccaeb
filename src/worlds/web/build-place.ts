import type { MenuItem, Option, Passage, Place } from '../../core/place.ts';
import { squash } from '../../core/text.ts';
import { extractArticle } from '../../extract/index.ts';
import { analyzePage } from '../../html/analyze.ts';
import { humanizeUrl } from '../../html/link-label.ts';
import { parseHtml } from '../../html/parse.ts';
import { readStructure } from '../../html/structure.ts';
import type { Extractor } from './article.ts';
import { buildOptions } from './build-options.ts';
import type { LoadedPage } from './loaded-page.ts';
import { placeTitle } from './place-title.ts';
import { textArticle } from './text-article.ts';

export interface BuildPlaceOptions {
  /** Reads the main text; the extraction module's `extractArticle` by default. */
  extract?: Extractor | undefined;
  /** For local files: the start folder, the edge of the "site". */
  root?: string | undefined;
  /**
   * Origins the site is a copy of (see `copyAliases`): read when resolving links, and what this
   * page declares is added, so that later pages of the run resolve the same way.
   */
  aliases?: Map<string, string> | undefined;
  /** Also read the page's entries, pager and posts (`Place.structure`), for collecting. */
  structure?: boolean | undefined;
}

/** Turns a loaded page into a Place: one parse, shared by the page analysis and the extraction. */
export async function buildPlace(page: LoadedPage, options: BuildPlaceOptions = {}): Promise<Place> {
  const common = {
    location: page.url,
    status: page.status,
    redirects: page.redirects,
    contentType: page.contentType,
  };
  if (page.kind === 'text') {
    const article = textArticle(page.body);
    const firstLine = page.body.trim().split('\n', 1)[0]?.trim() ?? '';
    const title = firstLine.length > 0 && firstLine.length <= 100 ? firstLine : humanizeUrl(page.url);
    return { ...common, title, path: [], text: article.text, passages: article.passages, options: [] };
  }

  const doc = parseHtml(page.body);
  const analysis = analyzePage(doc, page.url, {
    ...(options.root === undefined ? {} : { root: options.root }),
    ...(options.aliases ? { aliases: options.aliases } : {}),
  });
  for (const [from, to] of analysis.aliases) options.aliases?.set(from, to);
  const article = await (options.extract ?? extractArticle)(doc, page.url);
  const pageOptions = buildOptions(analysis, page.url, options.root);
  const { text, passages } = withoutNavigation(article.text, article.passages, analysis.menu, pageOptions);
  const place: Place = {
    ...common,
    title: analysis.heading ?? (placeTitle(analysis.title, article.title) || humanizeUrl(page.url)),
    path: analysis.breadcrumb,
    text,
    passages,
    options: pageOptions,
    feeds: analysis.feeds,
  };
  const description = analysis.description ?? (article.excerpt?.trim() || undefined);
  if (description) place.description = description;
  if (analysis.canonical) place.canonical = analysis.canonical;
  const lang = analysis.lang ?? (article.lang?.trim() || undefined);
  if (lang) place.lang = lang;
  if (analysis.next) place.next = analysis.next;
  if (analysis.prev) place.prev = analysis.prev;
  if (analysis.menu.length > 0) place.menu = analysis.menu;
  if (analysis.searchIndex.length > 0) place.searchIndex = analysis.searchIndex;
  if (options.structure) place.structure = readStructure(doc, page.url, analysis.base, options.aliases);
  return place;
}

/**
 * Menu entries and list items that are nothing but a link are reached through options, not read
 * as text: their labels would otherwise pass for the page's content ("Engine Oil Pressure" as a
 * passage of the vehicle's index page, "Spark Plugs" in a list of links).
 */
function withoutNavigation(
  text: string,
  passages: Passage[],
  menu: readonly MenuItem[],
  options: readonly Option[],
): { text: string; passages: Passage[] } {
  const labels = new Set<string>(options.filter((o) => o.kind === 'link').map((o) => squash(o.label)));
  if (menu.length === 0 && labels.size === 0) return { text, passages };
  const collect = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      labels.add(squash(item.label));
      if (item.children) collect(item.children);
    }
  };
  collect(menu);
  const kept = passages.filter((p) => p.kind !== 'list-item' || !labels.has(squash(p.text)));
  const lines = text
    .split('\n')
    .filter((line) => !labels.has(squash(line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''))));
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    passages: kept,
  };
}
