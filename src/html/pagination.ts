import { type Document, type Element, isTag } from 'domhandler';
import { normalizeUrl, type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { attr, attrTokens, classWords, findAll } from './dom.ts';
import { linkLabel } from './link-label.ts';

export interface Pagination {
  next?: string;
  prev?: string;
}

const NEXT_WORDS =
  /^(?:next|older|more)(?:\s+(?:page|post|posts|chapter|section|article|articles|topic|entries|results))?(?:\s*:.*)?$/i;
const PREV_WORDS =
  /^(?:prev|previous|newer)(?:\s+(?:page|post|posts|chapter|section|article|articles|topic|entries|results))?(?:\s*:.*)?$/i;
const ARROWS = /^[\s‹«←<›»→>]+|[\s‹«←<›»→>]+$/g;
const PAGE_PARAMS = ['page', 'p', 'pg', 'paged'];
/** An href that may name a page number at all. */
const PAGE_HINT = /[?&](?:page|p|pg|paged)=\d|\/page\/\d/i;

/**
 * The next and previous pages of a paginated listing or a sequential manual: `rel=next|prev`
 * links, then links labelled like "Next", "Older posts", "›", then `?page=N±1` or `/page/N±1/`.
 */
export function pagePagination(
  doc: Document,
  base: string,
  pageUrl: string,
  aliases?: OriginAliases,
): Pagination {
  const self = normalizeUrl(pageUrl);
  const candidate = (href: string | undefined): string | undefined => {
    const url = href ? resolveUrl(href, base, aliases) : null;
    return url && sameSite(url, pageUrl) && normalizeUrl(url) !== self ? url : undefined;
  };
  const result: Pagination = {};
  const set = (key: keyof Pagination, url: string | undefined) => {
    if (url && !result[key]) result[key] = url;
  };

  const relLinks = findAll(
    doc,
    (el) => (el.name === 'link' || el.name === 'a') && attr(el, 'href') !== undefined,
  );
  for (const el of relLinks) {
    const rel = attrTokens(el, 'rel');
    if (rel.includes('next')) set('next', candidate(attr(el, 'href')));
    if (rel.includes('prev') || rel.includes('previous')) set('prev', candidate(attr(el, 'href')));
  }

  const anchors = relLinks.filter((el) => el.name === 'a');
  for (const a of anchors) {
    if (result.next && result.prev) break;
    // The label test is cheaper than resolving every href of a big page.
    const kind = labelKind(a, base);
    if (kind) set(kind, candidate(attr(a, 'href')));
  }

  if (!result.next || !result.prev) {
    const current = pageNumber(pageUrl);
    for (const a of anchors) {
      const href = attr(a, 'href') ?? '';
      if (!PAGE_HINT.test(href)) continue;
      const url = candidate(href);
      if (!url || !samePageSeries(url, pageUrl)) continue;
      const n = pageNumber(url);
      if (n === current + 1) set('next', url);
      if (n === current - 1 && current > 1) set('prev', url);
    }
  }
  return result;
}

function labelKind(a: Element, url: string): keyof Pagination | undefined {
  const label = linkLabel(a, url).text.trim();
  if (/^[›»→>]+$/.test(label)) return 'next';
  if (/^[‹«←<]+$/.test(label)) return 'prev';
  const words = label.replace(ARROWS, '');
  // "More" alone is a teaser link; as "more posts" it pages on.
  if (NEXT_WORDS.test(words) && words.toLowerCase() !== 'more') return 'next';
  if (PREV_WORDS.test(words)) return 'prev';
  const classes = [...classWords(a), ...(a.parent && isTag(a.parent) ? classWords(a.parent) : [])];
  if (classes.includes('next') || classes.includes('older')) return 'next';
  if (classes.includes('prev') || classes.includes('previous') || classes.includes('newer')) return 'prev';
  return undefined;
}

/** Which page of a series a URL is: `?page=3`, `/page/3/`; 1 when it names none. */
export function pageNumber(url: string): number {
  const u = URL.parse(url);
  if (!u) return 1;
  for (const p of PAGE_PARAMS) {
    const v = u.searchParams.get(p);
    if (v && /^\d+$/.test(v)) return Number(v);
  }
  const m = /\/page\/(\d+)\/?$/.exec(u.pathname);
  return m ? Number(m[1]) : 1;
}

/** Two URLs of one series differ only in their page number. */
function samePageSeries(a: string, b: string): boolean {
  return seriesKey(a) === seriesKey(b);
}

function seriesKey(url: string): string {
  const u = URL.parse(url);
  if (!u) return url;
  for (const p of PAGE_PARAMS) u.searchParams.delete(p);
  u.pathname = u.pathname.replace(/\/page\/\d+\/?$/, '/');
  return normalizeUrl(u.href);
}
