import type { Document } from 'domhandler';
import { type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { attr, findAll } from './dom.ts';
import type { SearchForm } from './forms.ts';

/** A script file named as a search index: `searchindex.js`, `search_index.json`, `search-index.json`. */
const INDEX_FILE = /(?:^|\/)search[-_]?index[^/]*\.(?:js|json)$/i;
/** The index file a search script kept in a `search/` folder reads beside it. */
const INDEX_BESIDE_SCRIPT = 'search_index.json';

/**
 * Where the page's in-browser search reads its index, likeliest first. Static documentation
 * generators search in the reader's browser: the page loads a script that fetches one index file
 * of every page's words. Either the index is itself a script the page loads, or it sits beside the
 * search code in the site's `search/` folder. A navigator without JavaScript can read that index
 * and run the search itself.
 */
export function searchIndexUrls(
  doc: Document,
  base: string,
  pageUrl: string,
  aliases?: OriginAliases,
): string[] {
  const out: string[] = [];
  const add = (url: string | null): void => {
    if (url && sameSite(url, pageUrl) && !out.includes(url)) out.push(url);
  };
  const scripts = findAll(doc, (e) => e.name === 'script')
    .map((e) => attr(e, 'src'))
    .filter((src): src is string => src !== undefined && src.trim() !== '')
    .map((src) => resolveUrl(src, base, aliases))
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url));
  for (const url of scripts) if (INDEX_FILE.test(url.pathname)) add(url.origin + url.pathname);
  for (const url of scripts) {
    if (/\/search\/[^/]+\.js$/i.test(url.pathname)) add(new URL(INDEX_BESIDE_SCRIPT, url).href);
  }
  return out;
}

/**
 * A page whose search runs in the browser often has a box outside any form, or one whose words
 * never reach a server: it is offered as a search box all the same, its words kept in the page's
 * address as those scripts read them (`?q=`), so that filling it runs the search over the index.
 */
export function inPageSearchForm(doc: Document, pageUrl: string): SearchForm {
  const box = findAll(
    doc,
    (e) => e.name === 'input' && (attr(e, 'type') ?? '').toLowerCase() === 'search',
  )[0];
  const said = box ? (attr(box, 'aria-label') ?? attr(box, 'placeholder') ?? attr(box, 'title') ?? '') : '';
  const label = said.replace(/\s+/g, ' ').trim();
  const action = new URL(pageUrl);
  action.search = '';
  action.hash = '';
  return {
    action: action.href,
    field: 'q',
    fixed: [],
    label: label.length > 0 && label.length <= 60 ? label : 'Search',
  };
}
