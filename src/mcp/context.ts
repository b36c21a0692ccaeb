import type { Archive, ArchiveRecord } from '../archive/index.ts';
import type { Place } from '../core/place.ts';
import { normalizeUrl } from '../core/url.ts';
import type { World } from '../core/world.ts';
import { extractArticle } from '../extract/index.ts';
import type { CheckUrl } from '../worlds/web/check-url.ts';
import type { Dispatcher } from '../worlds/web/guarded-dispatcher.ts';
import type { LoadedPage } from '../worlds/web/index.ts';
import { LruCache } from '../worlds/web/lru-cache.ts';
import { createWebWorld, type WebWorldOptions } from '../worlds/web/world.ts';

export interface ServeContextOptions {
  archive: Archive;
  /** Vets every address before it is requested, redirects included (the address guard). */
  checkUrl: CheckUrl;
  /** The connection pool every request goes through (the address guard at connect time); closed with the context. */
  dispatcher?: Dispatcher;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  hostRequestsPerSecond?: number;
  /** Open what robots.txt disallows; by default every page (redirects included) is checked against it. */
  ignoreRobots?: boolean;
  /** Where the server's own diagnostics go (never stdout: in stdio mode that is the protocol). */
  log?: (line: string) => void;
}

/** What a run's own world may set beside the server's fetch settings (which it always keeps). */
export type WorldSettings = Pick<WebWorldOptions, 'obeyRobots' | 'structure' | 'hostRequestsPerSecond'>;

/** What every session of one server shares: the world (and its page cache), the archive. */
export interface ServeContext {
  /** Opens a page and stores it in the archive when it was fetched (not a cache hit). */
  open(url: string, signal: AbortSignal): Promise<Place>;
  /** The main content of a page as Markdown, for `read`; its plain text when not at hand. */
  markdownOf(place: Place): string;
  /** Whether the address guard and robots.txt let `url` be requested (suggestions name only such addresses). */
  admits(url: string, signal: AbortSignal): Promise<boolean>;
  /**
   * A world of its own for a whole run (`collect`): the server's fetch settings and address guard,
   * its own page cache, pacing and robots.txt as `options` say. Its pages are not archived; the
   * caller closes it.
   */
  createWorld(options: WorldSettings): World;
  archive: Archive;
  log(line: string): void;
  close(): Promise<void>;
}

/** Pages fetched but not yet archived (their place is being built); a failed build leaves one behind. */
const MAX_PENDING = 64;
/** Markdown kept per page: more than the world's place cache, so a cached place has its Markdown. */
const MARKDOWN_PAGES = 128;

export function createServeContext(options: ServeContextOptions): ServeContext {
  const log = options.log ?? (() => {});
  const markdown = new LruCache<string, string>(MARKDOWN_PAGES);
  const pending = new Map<string, { page: LoadedPage; requested: string }>();
  const store = (record: ArchiveRecord): void => {
    try {
      options.archive.store(record);
    } catch (error) {
      // A full disk must not stop the bot from navigating.
      log(
        `archive: could not store ${record.finalUrl}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  // The address guard, the guarded connection pool and the limits: every world of the server has them.
  const fetchSettings: WebWorldOptions = {
    checkUrl: options.checkUrl,
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.maxRedirects === undefined ? {} : { maxRedirects: options.maxRedirects }),
  };
  const world: World = createWebWorld({
    ...fetchSettings,
    obeyRobots: !options.ignoreRobots,
    ...(options.hostRequestsPerSecond === undefined
      ? {}
      : { hostRequestsPerSecond: options.hostRequestsPerSecond }),
    // The extraction runs once per fetched page; its Markdown is kept for `read`.
    extract: (doc, url) => {
      const article = extractArticle(doc, url);
      markdown.set(normalizeUrl(url), article.markdown);
      return article;
    },
    onPage: (page, requested) => {
      // Error responses never become places; they are kept as they came, without text.
      if (page.status >= 400) {
        store({
          url: requested,
          finalUrl: page.url,
          status: page.status,
          headers: page.headers,
          contentType: page.contentType,
          title: `HTTP ${page.status}`,
          text: '',
          fetchedAt: page.fetchedAt,
        });
        return;
      }
      pending.set(normalizeUrl(page.url), { page, requested });
      while (pending.size > MAX_PENDING) {
        const oldest = pending.keys().next();
        if (oldest.done) break;
        pending.delete(oldest.value);
      }
    },
  });

  const archivePlace = (place: Place): void => {
    const key = normalizeUrl(place.location);
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    store({
      url: entry.requested,
      finalUrl: entry.page.url,
      status: entry.page.status,
      headers: entry.page.headers,
      contentType: entry.page.contentType,
      title: place.title,
      text: place.text,
      fetchedAt: entry.page.fetchedAt,
    });
  };

  return {
    async open(url, signal) {
      const place = await world.open(url, signal);
      archivePlace(place);
      return place;
    },
    markdownOf(place) {
      return markdown.get(normalizeUrl(place.location)) ?? place.text;
    },
    admits(url, signal) {
      // The address rules and robots.txt, as the world would apply them on opening it.
      return world.admits ? world.admits(url, signal) : Promise.resolve(true);
    },
    createWorld(settings) {
      // The settings cannot replace the guard: the server's fetch settings are spread last. The
      // server's own robots.txt and pacing choices (--ignore-robots, its rate) hold for every run.
      return createWebWorld({
        ...settings,
        ...(options.ignoreRobots ? { obeyRobots: false } : {}),
        ...(options.hostRequestsPerSecond === undefined
          ? {}
          : { hostRequestsPerSecond: options.hostRequestsPerSecond }),
        ...fetchSettings,
      });
    },
    archive: options.archive,
    log,
    async close() {
      await world.close?.();
      await options.dispatcher?.close();
      options.archive.close();
    },
  };
}
