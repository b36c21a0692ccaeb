import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Action } from '../../core/action.ts';
import { OptionNotFoundError } from '../../core/errors/option-not-found-error.ts';
import { UnsupportedActionError } from '../../core/errors/unsupported-action-error.ts';
import type { Option, Place } from '../../core/place.ts';
import { normalizeUrl } from '../../core/url.ts';
import type { SiteAids, World } from '../../core/world.ts';
import type { Extractor } from './article.ts';
import { buildPlace } from './build-place.ts';
import type { CheckUrl } from './check-url.ts';
import { type FetchOptions, fetchPage } from './fetch-page.ts';
import { createHostPacer, type HostPacer } from './host-pacer.ts';
import { createIndexReader } from './index-reader.ts';
import type { LoadedPage } from './loaded-page.ts';
import { loadLocal } from './local-files.ts';
import { LruCache } from './lru-cache.ts';
import { openFolder } from './open-folder.ts';
import { createRobots, ROBOTS_MAX_BYTES, type Robots } from './robots.ts';
import { createSiteSearch } from './site-search.ts';
import { readSiteAids } from './sitemap.ts';
import { resolveTarget } from './target.ts';

export interface WebWorldOptions extends Omit<FetchOptions, 'signal' | 'waitTurn' | 'onReceived'> {
  /** Parsed pages kept, so moving between a page's folders or back to it never refetches. Default 32. */
  cacheSize?: number;
  /** Reads a page's main text; defaults to the extraction module's `extractArticle`. */
  extract?: Extractor;
  /**
   * Called once per page fetched or read, with the URL that was asked for (before redirects):
   * error pages that were received too (their load still fails), cache hits not. What it throws
   * fails the load.
   */
  onPage?: (page: LoadedPage, requestedUrl: string) => void;
  /**
   * Politeness: requests to one host (redirect hops included) start at least 1/N s apart. The
   * waits do not count against the timeout. Default: unlimited.
   */
  hostRequestsPerSecond?: number;
  /**
   * Politeness kept beyond this world: waits for each request's turn on a pace shared with other
   * runs or processes (a batch's workers). Given, it replaces `hostRequestsPerSecond`.
   */
  pacer?: HostPacer;
  /**
   * Obey robots.txt: a URL its site's robots.txt disallows for Ariadne (redirect hops included) is
   * refused with a `RobotsDisallowedError` before it is requested. Each site's robots.txt is
   * fetched once and kept (see `createRobots`); the sitemaps' pages it disallows are dropped.
   * Default off: the callers that crawl (`navigate`, the MCP server) turn it on.
   */
  obeyRobots?: boolean;
  /**
   * Loads a remote page instead of fetching it over HTTP: the browser world renders it in Chromium.
   * `check` is what a fetch would apply to every URL it requests (the address guard, robots.txt);
   * the web world has already passed `url` through it.
   */
  loadRemote?: (url: string, check: CheckUrl, signal: AbortSignal) => Promise<LoadedPage>;
  /** Read each page's entries, pager and posts too (`Place.structure`): what `collect` walks by. */
  structure?: boolean;
}

/**
 * The web world: places are HTML pages fetched over HTTP (no JavaScript) or read from local
 * files and folders; options are their links and the folders of their nested menus.
 */
export function createWebWorld(options: WebWorldOptions = {}): World {
  const {
    cacheSize = 32,
    extract,
    onPage,
    hostRequestsPerSecond,
    pacer: sharedPacer,
    obeyRobots,
    loadRemote,
    structure,
    ...fetchOptions
  } = options;
  const { checkUrl } = fetchOptions;
  const ownPace =
    sharedPacer ??
    (hostRequestsPerSecond === undefined || hostRequestsPerSecond === Number.POSITIVE_INFINITY
      ? undefined
      : createHostPacer(hostRequestsPerSecond));
  // Ends what outlives a request (a robots.txt fetch shared by several) when the world closes.
  const life = new AbortController();
  // Read for the rules when obeying them, and for the sitemaps they list either way.
  const robots = robotsReader(fetchOptions, ownPace, life.signal);
  const pacer = withCrawlDelay(ownPace, obeyRobots ? robots : undefined);
  const checkRemote: CheckUrl = async (url, signal) => {
    // The address first: robots.txt is never asked of a host the guard refuses.
    if (checkUrl) await checkUrl(url, signal);
    if (obeyRobots) await robots.check(url, signal);
  };
  const cache = new LruCache<string, Place>(cacheSize);
  // Origins the site is a copy of, learned from the pages read (a mirror served on 127.0.0.1).
  const aliases = new Map<string, string>();
  // The start folder of a local run (files outside it count as another site), remembered per
  // place so that runs from different starts can share one world.
  const roots = new WeakMap<Place, string>();
  const keyOf = (url: string, root: string | undefined) => `${root ?? ''} ${normalizeUrl(url)}`;
  const remember = (place: Place, root: string | undefined): Place => {
    if (root !== undefined) roots.set(place, root);
    return place;
  };

  const readLocal = async (url: string, signal: AbortSignal): Promise<LoadedPage> => {
    // The check sees file: URLs too, so that a guard can refuse local reads (server mode).
    if (checkUrl) await checkUrl(new URL(url), signal);
    const page = await loadLocal(url, {
      signal,
      ...(fetchOptions.maxBytes === undefined ? {} : { maxBytes: fetchOptions.maxBytes }),
    });
    onPage?.(page, url);
    return page;
  };

  const fetchRemote = async (url: string, signal: AbortSignal): Promise<LoadedPage> => {
    if (loadRemote) {
      await checkRemote(new URL(url), signal);
      if (pacer) await pacer(new URL(url), signal);
      const page = await loadRemote(url, checkRemote, signal);
      onPage?.(page, url);
      return page;
    }
    return fetchPage(url, {
      ...fetchOptions,
      checkUrl: checkRemote,
      signal,
      ...(pacer ? { waitTurn: pacer } : {}),
      ...(onPage ? { onReceived: (page: LoadedPage) => onPage(page, url) } : {}),
    });
  };

  const load = async (url: string, root: string | undefined, signal: AbortSignal): Promise<Place> => {
    const cached = cache.get(keyOf(url, root));
    if (cached) return cached;
    const page = url.startsWith('file:') ? await readLocal(url, signal) : await fetchRemote(url, signal);
    signal.throwIfAborted();
    const place = remember(await buildPlace(page, { extract, root, aliases, structure }), root);
    cache.set(keyOf(url, root), place);
    cache.set(keyOf(place.location, root), place);
    return place;
  };

  const search = createSiteSearch({
    load,
    remember,
    readIndex: createIndexReader({ fetchOptions, checkRemote, pacer }),
  });

  return {
    name: 'web',
    admits: (url, signal) => admits(url, signal, checkUrl, checkRemote),
    async open(target, signal, from) {
      if (from) return load(target, roots.get(from), signal);
      const url = await resolveTarget(target);
      const root = url.startsWith('file:') ? await folderOf(url) : undefined;
      return load(url, root, signal);
    },
    async act(place, action: Action, signal) {
      signal.throwIfAborted();
      const option = actedOption(place, action);
      const root = roots.get(place);
      if (action.type === 'fill' && option.form) return search(place, option.form, action.text, root, signal);
      if (option.kind === 'folder') {
        // The page's menu travels with the place; fall back to the cached page if a caller trimmed it.
        const page = place.menu
          ? place
          : { ...place, menu: cache.get(keyOf(place.location, root))?.menu ?? [] };
        return remember(openFolder(page, option, root), root);
      }
      return load(option.target, root, signal);
    },
    siteAids(start, signal, maxFetches) {
      const reader = { robots, fetchOptions, checkRemote, pacer, aliases, obeyRobots: obeyRobots === true };
      return readAidsOf(start, signal, maxFetches, reader);
    },
    async close() {
      life.abort();
      cache.clear();
    },
  };
}

/**
 * A paced world obeying robots.txt keeps the longer gap a site's Crawl-delay asks for (an unpaced
 * one, a single question's run, is not slowed by it).
 */
function withCrawlDelay(pacer: HostPacer | undefined, robots: Robots | undefined): HostPacer | undefined {
  if (!pacer || !robots) return pacer;
  return (url, signal) => pacer(url, signal, robots.delayOf(url));
}

/** Each site's robots.txt, fetched once with the world's options and pace. */
function robotsReader(fetchOptions: FetchOptions, pacer: HostPacer | undefined, signal: AbortSignal): Robots {
  return createRobots({
    signal,
    fetch: (url, signal) =>
      fetchPage(url, {
        ...fetchOptions,
        maxBytes: ROBOTS_MAX_BYTES,
        signal,
        ...(pacer ? { waitTurn: pacer } : {}),
        readable: (mime) => (/^(?:text\/html|application\/xhtml\+xml)$/.test(mime) ? 'html' : 'text'),
      }),
  });
}

/**
 * The option an action of the web world acts on: a link or a folder opened, a search box filled;
 * anything else is an error that names it.
 */
function actedOption(place: Place, action: Action): Option {
  if (action.type !== 'open' && action.type !== 'fill')
    throw new UnsupportedActionError({ action: action.type, world: 'web' });
  const option = place.options.find((o) => o.id === action.option);
  if (!option) throw new OptionNotFoundError({ option: action.option, location: place.location });
  // A search box is filled, never opened; nothing else is filled.
  if ((action.type === 'fill') !== (option.kind === 'input' && option.form !== undefined)) {
    throw new UnsupportedActionError({ action: `${action.type} a ${option.kind}`, world: 'web' });
  }
  if (action.type === 'open' && option.kind !== 'link' && option.kind !== 'folder') {
    throw new UnsupportedActionError({ action: `open a ${option.kind}`, world: 'web' });
  }
  return option;
}

/** Whether a run may go to `url`: local files pass the address check, remote pages robots.txt too. */
async function admits(
  url: string,
  signal: AbortSignal,
  checkUrl: CheckUrl | undefined,
  checkRemote: CheckUrl,
): Promise<boolean> {
  const parsed = URL.parse(url);
  if (!parsed) return false;
  try {
    if (parsed.protocol === 'file:') {
      if (checkUrl) await checkUrl(parsed, signal);
    } else await checkRemote(parsed, signal);
    return true;
  } catch {
    signal.throwIfAborted();
    // Refused, or its name does not resolve: either way not a place to go.
    return false;
  }
}

/** What reading a site's aids needs of its world: robots.txt, the fetch settings, the checks, the pace. */
interface AidsReader {
  robots: Robots;
  fetchOptions: FetchOptions;
  checkRemote: CheckUrl;
  pacer: HostPacer | undefined;
  aliases: Map<string, string>;
  obeyRobots: boolean;
}

/**
 * The site's robots.txt and sitemaps, read for the pages they list (at most `maxFetches` files);
 * when robots.txt is obeyed, pages it disallows are no leads.
 */
async function readAidsOf(
  start: Place,
  signal: AbortSignal,
  maxFetches: number | undefined,
  reader: AidsReader,
): Promise<SiteAids> {
  if (!/^https?:/.test(start.location)) return { sitemap: [], fetched: 0 };
  const robotsUrl = new URL('/robots.txt', start.location).href;
  const fetchText = async (url: string): Promise<string | null> => {
    try {
      // The robots.txt read for its rules is the one read for its `Sitemap:` lines.
      if (url === robotsUrl) {
        const file = await reader.robots.read(url, signal);
        return file.state === 'read' ? file.text : null;
      }
      const page = await fetchPage(url, {
        ...reader.fetchOptions,
        checkUrl: reader.checkRemote,
        signal,
        ...(reader.pacer ? { waitTurn: reader.pacer } : {}),
        readable: (mime) => (/(?:^|[/+])xml$|^text\/plain$|^$/.test(mime) ? 'text' : null),
      });
      return page.body;
    } catch (error) {
      if (signal.aborted) throw error;
      return null;
    }
  };
  const aids = await readSiteAids(start.location, fetchText, reader.aliases, maxFetches);
  if (!reader.obeyRobots) return aids;
  // Pages robots.txt disallows are no leads: opening one would only be refused. One at a time:
  // the file is read once per site, and thousands of waits at once would crowd the signal.
  const sitemap: string[] = [];
  for (const url of aids.sitemap) {
    try {
      await reader.robots.check(new URL(url), signal);
      sitemap.push(url);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return { ...aids, sitemap };
}

/** The folder a local start stands for: itself, or the directory of a start file. */
async function folderOf(url: string): Promise<string> {
  const path = fileURLToPath(url);
  try {
    if ((await stat(path)).isDirectory()) return pathToFileURL(`${path.replace(/\/+$/, '')}/`).href;
  } catch {
    // A missing start fails when it is loaded, with its own error.
  }
  return pathToFileURL(`${dirname(path)}/`).href;
}
