import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import { TooLargeError } from '../../core/errors/too-large-error.ts';
import { TooManyRedirectsError } from '../../core/errors/too-many-redirects-error.ts';
import { abortable } from './abortable.ts';
import type { LoadedPage } from './loaded-page.ts';
import { LruCache } from './lru-cache.ts';
import { decidingRule, ROBOTS_AGENT, type RobotsRule, robotsGroup } from './robots-txt.ts';

/**
 * A site's robots.txt as fetched, and what it means (RFC 9309, kept simple):
 * - `read`: its rules apply;
 * - `missing`: a 4xx answer, an HTML page, more than five redirects, or a file over the size
 *   cap: all allowed;
 * - `unreachable`: a 5xx answer or no answer at all: the whole site is disallowed until it answers;
 * - `down`: the host itself could not be reached (connection refused, no such host): no page of it
 *   can be fetched either, so a page asked for fails as its own fetch would.
 */
export type RobotsFile =
  | { state: 'read'; text: string; rules: RobotsRule[]; crawlDelay?: number }
  | { state: 'missing' }
  | { state: 'unreachable'; why: string }
  | { state: 'down'; error: FetchError };

export interface RobotsOptions {
  /** Fetches a robots.txt file (HTML as `html`, any other type as `text`); fails as `fetchPage` does. */
  fetch: (url: string, signal: AbortSignal) => Promise<LoadedPage>;
  /** Product token whose groups apply. Default `Ariadne`. */
  agent?: string;
  /** Ends fetches still under way (the world closing). */
  signal?: AbortSignal;
  /** Clock for how long a file is kept; `Date.now` by default. */
  now?: () => number;
}

/** The robots.txt files of the sites a world reaches, each fetched once and kept. */
export interface Robots {
  /** The robots.txt of the origin of `url` (an http(s) URL). */
  read(url: string, signal: AbortSignal): Promise<RobotsFile>;
  /**
   * Resolves when `url` may be fetched; throws a `RobotsDisallowedError` naming the rule when not,
   * and a `FetchError` when its host cannot be reached at all.
   */
  check(url: URL, signal: AbortSignal): Promise<void>;
  /**
   * The pause, in milliseconds, the robots.txt of `url`'s origin asks between requests (its
   * `Crawl-delay`, at most MAX_CRAWL_DELAY_S), once that file has been read; else undefined.
   */
  delayOf(url: URL): number | undefined;
}

/** The longest crawl delay honoured, in seconds: a longer one would stall a run, not pace it. */
export const MAX_CRAWL_DELAY_S = 60;

/** Largest robots.txt read (RFC 9309 asks crawlers to read at least 500 KiB). */
export const ROBOTS_MAX_BYTES = 512 * 1024;
/** A file read (or missing) is kept a day, as RFC 9309 allows; an unreachable one (or host) is asked again after a minute. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEEP_UNREACHABLE_MS = 60 * 1000;
/** Sites whose robots.txt is kept (a long-lived server meets many). */
const SITES = 256;

export function createRobots(options: RobotsOptions): Robots {
  const agent = options.agent ?? ROBOTS_AGENT;
  const now = options.now ?? Date.now;
  const life = options.signal ?? new AbortController().signal;
  const kept = new LruCache<string, { file: Promise<RobotsFile>; until: number; read?: RobotsFile }>(SITES);

  const fetchFile = async (robotsUrl: string): Promise<RobotsFile> => {
    try {
      const page = await options.fetch(robotsUrl, life);
      // An HTML page (a single-page app's answer to every path) is no robots.txt.
      if (page.kind === 'html') return { state: 'missing' };
      const group = robotsGroup(page.body, agent);
      return {
        state: 'read',
        text: page.body,
        rules: group.rules,
        ...(group.crawlDelay === undefined ? {} : { crawlDelay: group.crawlDelay }),
      };
    } catch (error) {
      if (life.aborted) throw error;
      if (HttpStatusError.isInstance(error)) {
        return error.status >= 500
          ? { state: 'unreachable', why: `HTTP ${error.status}` }
          : { state: 'missing' };
      }
      if (TooManyRedirectsError.isInstance(error) || TooLargeError.isInstance(error))
        return { state: 'missing' };
      if (FetchError.isInstance(error)) {
        if (error.unreachable) return { state: 'down', error };
        return { state: 'unreachable', why: error.reason === 'timeout' ? 'no answer in time' : 'no answer' };
      }
      // Anything else (an address refused) fails the request that asked, and is not kept.
      throw error;
    }
  };

  const read = (url: string, signal: AbortSignal): Promise<RobotsFile> => {
    const origin = new URL(url).origin;
    const had = kept.get(origin);
    if (had && had.until > now()) return abortable(had.file, signal);
    // One fetch per site, shared by every request waiting for it (peeks run a few at once), and
    // not tied to any one of them: a request that gives up does not cancel it for the others.
    const file = fetchFile(`${origin}/robots.txt`);
    const entry: { file: Promise<RobotsFile>; until: number; read?: RobotsFile } = {
      file,
      until: Number.POSITIVE_INFINITY,
    };
    kept.set(origin, entry);
    file.then(
      (f) => {
        entry.read = f;
        const again = f.state === 'unreachable' || f.state === 'down';
        entry.until = now() + (again ? KEEP_UNREACHABLE_MS : KEEP_MS);
      },
      () => {
        if (kept.get(origin) === entry) kept.delete(origin);
      },
    );
    return abortable(file, signal);
  };

  return {
    read,
    delayOf(url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      const file = kept.get(url.origin)?.read;
      if (file?.state !== 'read' || file.crawlDelay === undefined) return undefined;
      return Math.min(file.crawlDelay, MAX_CRAWL_DELAY_S) * 1000;
    },
    async check(url, signal) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      let file: RobotsFile;
      try {
        file = await read(url.href, signal);
      } catch (error) {
        // The site's address refused when asked for robots.txt: the page is refused, by its own URL.
        if (!BlockedAddressError.isInstance(error)) throw error;
        throw new BlockedAddressError({
          url: url.href,
          address: error.address,
          reason: error.reason,
          ...(error.host ? { host: error.host } : {}),
        });
      }
      if (file.state === 'missing') return;
      if (file.state === 'down') {
        const { reason, unreachable, cause } = file.error;
        throw new FetchError({ url: url.href, reason, cause, ...(unreachable ? { unreachable } : {}) });
      }
      if (file.state === 'unreachable') {
        throw new RobotsDisallowedError({ url: url.href, site: url.host, unreachable: file.why });
      }
      const rule = decidingRule(file.rules, `${url.pathname}${url.search}`);
      if (rule && !rule.allow)
        throw new RobotsDisallowedError({ url: url.href, site: url.host, rule: rule.text });
    },
  };
}
