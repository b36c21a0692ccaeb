import { decodeHTML } from 'entities';
import { type OriginAliases, resolveUrl, sameSite } from '../../core/url.ts';
import type { SiteAids } from '../../core/world.ts';

/** Sitemap files read per site (an index's children included), and page URLs kept. */
const MAX_SITEMAPS = 6;
const MAX_URLS = 20_000;

/** Fetches a text file (robots.txt, a sitemap), or null when it is missing or unreadable. */
export type FetchText = (url: string) => Promise<string | null>;

/** `Sitemap:` lines of a robots.txt, resolved. */
export function robotsSitemaps(robots: string, base: string): string[] {
  const out: string[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    const url = m?.[1] ? resolveUrl(m[1], base) : null;
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}

/** The `<loc>`s of a sitemap: page URLs of a `urlset`, or child sitemaps of a `sitemapindex`. */
export function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const locs = (tag: string): string[] => {
    const out: string[] = [];
    const block = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi');
    for (const m of xml.matchAll(block)) {
      const loc = /<loc\b[^>]*>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc>/i.exec(m[1] ?? '');
      if (loc?.[1]) out.push(decodeHTML(loc[1].trim()));
    }
    return out;
  };
  return { pages: locs('url'), sitemaps: locs('sitemap') };
}

/**
 * The site's sitemaps, as a person who knows the web looks for them: the `Sitemap:` lines of
 * robots.txt, else /sitemap.xml; sitemap indexes followed a little way. Pages on other sites are
 * dropped; pages on an origin the site is a copy of are moved to the copy.
 */
export async function readSiteAids(
  start: string,
  fetchText: FetchText,
  aliases: OriginAliases,
  maxFetches = 1 + MAX_SITEMAPS,
): Promise<SiteAids> {
  const origin = URL.parse(start);
  if (!origin || !/^https?:$/.test(origin.protocol)) return { sitemap: [], fetched: 0 };
  let fetched = 0;
  const tried: Array<{ url: string; ok: boolean }> = [];
  const get = async (url: string): Promise<string | null> => {
    // Past the caller's allowance nothing more is asked for (and nothing is recorded as tried).
    if (fetched >= maxFetches) return null;
    fetched++;
    const text = await fetchText(url);
    tried.push({ url, ok: text !== null });
    return text;
  };
  const root = `${origin.origin}/`;
  const robots = await get(`${root}robots.txt`);
  const onCopy = (url: string) => resolveUrl(url, root, aliases);
  let queue = (robots ? robotsSitemaps(robots, root) : [])
    .map(onCopy)
    .filter((u): u is string => u !== null && sameSite(u, start));
  if (queue.length === 0) queue = [`${root}sitemap.xml`];
  // Repeats are dropped as they come, so that they never take the place of other pages under the cap.
  const pages = new Set<string>();
  const seen = new Set<string>();
  let read = 0;
  while (queue.length > 0 && read < MAX_SITEMAPS && pages.size < MAX_URLS) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    read++;
    const xml = await get(next);
    if (!xml) continue;
    const found = parseSitemap(xml);
    for (const s of found.sitemaps) {
      const url = onCopy(s);
      if (url && sameSite(url, start)) queue.push(url);
    }
    for (const p of found.pages) {
      const url = onCopy(p);
      if (url && sameSite(url, start) && pages.size < MAX_URLS) pages.add(url);
    }
  }
  return { sitemap: [...pages], fetched, tried };
}
