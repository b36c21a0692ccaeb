import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { LibraryError } from '../../core/errors/library-error.ts';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import type { MenuItem, Place } from '../../core/place.ts';
import { normalizeUrl, sameSite } from '../../core/url.ts';
import type { World } from '../../core/world.ts';
import type { LoadedPage } from './loaded-page.ts';
import { mirrorName } from './mirror-name.ts';
import { createWebWorld, type WebWorldOptions } from './world.ts';

export const DEFAULT_MAX_PAGES = 2000;
export const DEFAULT_CRAWL_RATE = 4;

export interface CrawlOptions {
  /** Most pages kept (default 2,000). */
  maxPages?: number;
  /** Obey robots.txt (default true). */
  obeyRobots?: boolean;
  /** Requests to the site per second (default 4; `Infinity` for none). */
  hostRequestsPerSecond?: number;
  /** Other settings of the web world the pages are fetched through (timeouts, an address guard). */
  fetch?: Omit<WebWorldOptions, 'onPage' | 'obeyRobots' | 'hostRequestsPerSecond'>;
  signal?: AbortSignal;
  onProgress?: (progress: CrawlProgress) => void;
}

export interface CrawlProgress {
  /** Pages kept so far (fetched now or earlier). */
  pages: number;
  /** Requests for pages made by this run. */
  fetched: number;
  /** Pages taken from an earlier run's state instead of fetched. */
  reused: number;
  /** URLs left out: disallowed by robots.txt, error statuses, not HTML, redirected elsewhere. */
  skipped: number;
  /** URLs waiting. */
  queued: number;
  /** Pages fetched per second by this run. */
  rate: number;
}

export interface CrawlResult {
  /** The folder the pages' HTML is kept in, named by URL path (see `mirrorName`). */
  mirror: string;
  /** Each page kept, in crawl order: its final URL and its file in the mirror. */
  pages: { url: string; file: string }[];
  progress: CrawlProgress;
  /** Why this run could not fetch the start page (the world's error), when it could not. */
  startError?: unknown;
}

/** What became of one URL, as the journal keeps it. */
interface Visit {
  key: string;
  /** Kept: the final URL, the file, and the same-site links found on it. */
  url?: string;
  file?: string;
  links?: string[];
  /** Left out, and why. */
  skip?: string;
}

const JOURNAL = 'journal.jsonl';
const START = 'start.json';
/** The folder of a crawl's state that holds the pages' HTML. */
export const MIRROR = 'pages';

/**
 * Crawls a site breadth-first from `start` and its sitemaps: same site only, robots.txt obeyed,
 * paced per host, at most `maxPages` HTML pages, one per normalized URL. Each page's HTML is
 * written under `stateDir/pages` and each visit appended to `stateDir/journal.jsonl`, so a crawl
 * that was stopped continues where it stopped and a re-run fetches nothing it already has: the
 * walk is replayed from the journal in the same order, and only URLs not in it are requested.
 */
export async function crawlSite(
  start: string,
  stateDir: string,
  options: CrawlOptions = {},
): Promise<CrawlResult> {
  const signal = options.signal ?? new AbortController().signal;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  if (!Number.isInteger(maxPages) || maxPages < 1) {
    throw new LibraryError({
      path: 'max pages',
      problem: `expected a whole number above 0, got ${maxPages}`,
    });
  }
  const startUrl = URL.parse(start);
  if (!startUrl || !/^https?:$/.test(startUrl.protocol)) {
    throw new LibraryError({ path: start, problem: 'not an http(s) URL' });
  }
  const mirror = join(stateDir, MIRROR);
  if (!existsSync(mirror)) mkdirSync(mirror, { recursive: true });
  const journalFile = join(stateDir, JOURNAL);
  const journal = readJournal(journalFile);
  const taken = new Set<string>();
  for (const visit of journal.values()) if (visit.file) taken.add(visit.file);

  let captured: LoadedPage | undefined;
  const world = createWebWorld({
    ...options.fetch,
    obeyRobots: options.obeyRobots ?? true,
    hostRequestsPerSecond: options.hostRequestsPerSecond ?? DEFAULT_CRAWL_RATE,
    cacheSize: 1,
    onPage: (page) => {
      captured = page;
    },
  });
  const began = performance.now();
  const progress: CrawlProgress = { pages: 0, fetched: 0, reused: 0, skipped: 0, queued: 0, rate: 0 };
  const pages: CrawlResult['pages'] = [];
  let startError: unknown;
  try {
    const seen = new Set<string>();
    const kept = new Set<string>();
    const queue: string[] = [];
    const enqueue = (url: string): void => {
      if (!/^https?:/.test(url) || !sameSite(url, start)) return;
      const key = normalizeUrl(url);
      if (seen.has(key)) return;
      seen.add(key);
      queue.push(url);
    };
    enqueue(start);
    let sitemapRead = false;

    const visit = async (url: string, key: string): Promise<Visit | null> => {
      captured = undefined;
      let place: Place;
      try {
        place = await world.open(url, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        if (key === normalizeUrl(start)) startError = error;
        // Not written down: a failed request is asked again by the next run, and a robots.txt
        // refusal (no request made) is checked again, so a run with other rules sees the page.
        if (FetchError.isInstance(error) || RobotsDisallowedError.isInstance(error)) return null;
        if (HttpStatusError.isInstance(error)) return { key, skip: `status ${error.status}` };
        return { key, skip: error instanceof Error ? error.name : 'refused' };
      } finally {
        if (captured) progress.fetched++;
      }
      const page = captured as LoadedPage | undefined;
      if (page?.kind !== 'html') return { key, skip: 'not HTML' };
      if (!sameSite(place.location, start)) return { key, skip: 'redirected off the site' };
      const file = mirrorName(place.location, taken);
      taken.add(file);
      const path = join(mirror, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, page.body);
      return { key, url: place.location, file, links: linksOf(place).filter((l) => sameSite(l, start)) };
    };

    while (queue.length > 0 && pages.length < maxPages) {
      signal.throwIfAborted();
      const url = queue.shift() as string;
      const key = normalizeUrl(url);
      let found = journal.get(key);
      const fetchedNow = !found;
      if (found) progress.reused += found.file ? 1 : 0;
      else {
        const fresh = await visit(url, key);
        if (fresh) {
          // The file is on disk before its line: a journal line always names a whole page.
          appendFileSync(journalFile, `${JSON.stringify(fresh)}\n`);
          journal.set(key, fresh);
          found = fresh;
        }
      }
      if (!sitemapRead) {
        // After the start page, whose canonical link tells when the site is a copy served
        // elsewhere: the sitemap's URLs on the original site then count as this one's.
        sitemapRead = true;
        for (const url of await startSitemap(start, stateDir, world, signal, !fetchedNow)) enqueue(url);
      }
      const finalKey = found?.url ? normalizeUrl(found.url) : undefined;
      if (found?.file && found.url && finalKey && !kept.has(finalKey)) {
        kept.add(finalKey);
        seen.add(finalKey);
        pages.push({ url: found.url, file: found.file });
        for (const link of found.links ?? []) enqueue(link);
      } else progress.skipped++;
      progress.pages = pages.length;
      progress.queued = queue.length;
      const seconds = (performance.now() - began) / 1000;
      progress.rate = seconds > 0 ? Math.round((progress.fetched / seconds) * 10) / 10 : 0;
      options.onProgress?.({ ...progress });
    }
    return { mirror, pages, progress: { ...progress }, ...(startError === undefined ? {} : { startError }) };
  } finally {
    await world.close?.();
  }
}

/** The sitemap's pages: read once and kept with the crawl, so a continued crawl walks the same way. */
async function startSitemap(
  start: string,
  stateDir: string,
  world: World,
  signal: AbortSignal,
  readStart: boolean,
): Promise<string[]> {
  const file = join(stateDir, START);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { start: string; sitemap: string[] };
    if (normalizeUrl(saved.start) !== normalizeUrl(start)) {
      throw new LibraryError({
        path: stateDir,
        problem: `holds the crawl of ${saved.start}; build ${start} into another folder`,
      });
    }
    return saved.sitemap;
  }
  if (readStart) {
    // The start page came from the journal: read it once more so the world learns its canonical.
    try {
      await world.open(start, signal);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  // Only the start's location is read to find its site's sitemaps.
  const sitemap = (await world.siteAids?.({ location: start } as Place, signal))?.sitemap ?? [];
  writeFileSync(file, JSON.stringify({ start, sitemap }));
  return sitemap;
}

function readJournal(file: string): Map<string, Visit> {
  const out = new Map<string, Visit>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const visit = JSON.parse(line) as Visit;
      if (typeof visit.key === 'string') out.set(visit.key, visit);
    } catch {
      // A line cut short by a kill: that page is fetched again.
    }
  }
  return out;
}

/** Every link of a page: its link options and the links inside its menus' folders. */
function linksOf(place: Place): string[] {
  const out: string[] = [];
  for (const option of place.options) if (option.kind === 'link') out.push(option.target);
  const walk = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.url) out.push(item.url);
      if (item.children) walk(item.children);
    }
  };
  walk(place.menu ?? []);
  return out;
}
