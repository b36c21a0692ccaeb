import { accessSync, constants } from 'node:fs';
import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import { BrowserError } from '../../core/errors/browser-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { TooLargeError } from '../../core/errors/too-large-error.ts';
import { TooManyRedirectsError } from '../../core/errors/too-many-redirects-error.ts';
import type { CheckUrl } from '../web/check-url.ts';
import { parseContentType, readableKind } from '../web/content-type.ts';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS } from '../web/fetch-page.ts';
import type { LoadedPage } from '../web/loaded-page.ts';
import { keptHeaders } from '../web/page-headers.ts';
import { pageCall, runInPage } from './page-scripts.ts';

/** The system Chromium (Debian package `chromium`); `CHROMIUM_PATH` names another. Never downloaded. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * No sandbox (CI runs as root), no GPU, and nothing Chromium would fetch on its own behalf
 * (updates, sync, safe browsing): on a closed network those connections only fail and wait.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the system Chromium headless; a missing or broken executable is a `BrowserError`. */
export async function launchChromium(
  options: { executable?: string; headless?: boolean } = {},
): Promise<Browser> {
  const executable = options.executable ?? chromiumPath();
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    throw new BrowserError({
      executable,
      problem:
        'is not there: install the Debian package chromium (apt-get install chromium) or set CHROMIUM_PATH',
    });
  }
  // Loaded here, at the first launch, not with this module: the browser world is imported by
  // `navigate()`, and every run that never opens a browser would pay for playwright-core.
  const { chromium } = await import('playwright-core');
  try {
    return await chromium.launch({
      executablePath: executable,
      headless: options.headless ?? true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    throw new BrowserError({ executable, problem: 'would not start', cause: error });
  }
}

export interface ChromiumRendererOptions {
  executable?: string;
  headless?: boolean;
  viewport?: { width: number; height: number };
  /** Longest wait for a page's load event. Default as a fetch: 15 s. */
  timeoutMs?: number;
  /** Longest wait, after the load event, for the network and the DOM to fall quiet. Default 2 s. */
  settleMs?: number;
  /** Largest page kept (its rendered HTML). Default as a fetch: 5 MB. */
  maxBytes?: number;
  /**
   * Vets every request a page makes besides its own navigation (scripts, styles, data): the
   * address guard of server mode. Without it, a remote page still never reaches a local file.
   */
  checkUrl?: CheckUrl;
}

export interface ChromiumRenderer {
  /**
   * The page at `url` as Chromium shows it once its scripts have run: its rendered HTML. `url`
   * itself must have passed `check` already (the web world checks it before it loads); the
   * navigations and redirect hops after it are checked here.
   */
  load(url: string, check: CheckUrl, signal: AbortSignal): Promise<LoadedPage>;
  /** Closes the browser (and every page); safe to call more than once. */
  close(): Promise<void>;
}

/** A browser tab, and the load it serves now. */
interface Tab {
  page: Page;
  job: Job | null;
  inFlight: number;
}

interface Job {
  url: string;
  check: CheckUrl;
  signal: AbortSignal;
  /** Why the page's own navigation was refused, when it was. */
  refused: unknown;
}

/** Requests whose answers a reader of the page's text and controls does not need. */
const UNREAD = new Set(['image', 'media', 'font']);

/** Tabs kept open between loads (peeks load a few pages at once). */
const MAX_IDLE_TABS = 4;

/** How long the DOM must stay unchanged, with no request in flight, to count as settled. */
const QUIET_MS = 50;

/**
 * Renders pages in one headless Chromium, started on the first load, in tabs reused between
 * loads. What the page requests is vetted: its navigation by `check` (before the request; its
 * redirect hops after it, as Chromium does not route them), everything else by the address guard.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions = {}): ChromiumRenderer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const settleMs = options.settleMs ?? 2_000;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  let browser: Promise<Browser> | null = null;
  let context: Promise<BrowserContext> | null = null;
  let closed = false;

  const contextFor = (): Promise<BrowserContext> => {
    if (closed)
      throw new BrowserError({ executable: options.executable ?? chromiumPath(), problem: 'was closed' });
    browser ??= launchChromium(options);
    context ??= browser.then(async (b) => {
      const c = await b.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        acceptDownloads: false,
      });
      await c.addInitScript(pageCall('countPendingTimers'));
      return c;
    });
    return context;
  };

  /** Tabs free for the next load: opening one costs more than reusing it. */
  const idle: Tab[] = [];

  const openTab = async (): Promise<Tab> => {
    const page = await (await contextFor()).newPage();
    const tab: Tab = { page, job: null, inFlight: 0 };
    page.on('request', () => tab.inFlight++);
    page.on('requestfinished', () => tab.inFlight--);
    page.on('requestfailed', () => tab.inFlight--);
    // Every request the tab makes is vetted against the load it belongs to.
    await page.route('**/*', (route) => vetRequest(route, tab, options.checkUrl));
    return tab;
  };

  return {
    async load(url, check, signal) {
      signal.throwIfAborted();
      const tab = idle.pop() ?? (await openTab());
      const job: Job = { url, check, signal, refused: null };
      tab.job = job;
      let broken = false;
      const stop = (): void => {
        broken = true;
        tab.page.close().catch(() => {});
      };
      signal.addEventListener('abort', stop, { once: true });
      try {
        return await renderTab(tab, job, { timeoutMs, settleMs, maxBytes });
      } catch (error) {
        // A tab whose load failed midway may be in any state: not reused.
        broken = true;
        if (signal.aborted) throw signal.reason;
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
        tab.job = null;
        if (broken || closed || idle.length >= MAX_IDLE_TABS) await tab.page.close().catch(() => {});
        else idle.push(tab);
      }
    },
    async close() {
      closed = true;
      idle.length = 0;
      const b = browser;
      browser = null;
      context = null;
      if (b) await (await b.catch(() => null))?.close().catch(() => {});
    },
  };
}

/**
 * Lets a tab's request go on or stops it: pictures, sounds and fonts are never fetched; the
 * page's own navigations are vetted by the load's check, its other requests by `checkUrl`; a remote
 * page never reads a local file.
 */
async function vetRequest(route: Route, tab: Tab, checkUrl: CheckUrl | undefined): Promise<void> {
  const { page } = tab;
  const job = tab.job;
  const request = route.request();
  const target = URL.parse(request.url());
  if (!target || target.protocol === 'data:' || target.protocol === 'blob:') return route.continue();
  // Pictures, sounds and fonts change no word of the page: not fetched, which halves a load.
  if (UNREAD.has(request.resourceType())) return route.abort('blockedbyclient');
  const navigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
  try {
    if (!job) throw new Error('no load in progress');
    // The page asked for was vetted by the caller (see `load`); later navigations are vetted here.
    if (navigation) {
      if (target.href !== job.url) await job.check(target, job.signal);
    } else if (checkUrl) await checkUrl(target, job.signal);
    if (!navigation && target.protocol === 'file:' && !job.url.startsWith('file:')) {
      throw new FetchError({
        url: target.href,
        reason: 'network',
        message: `a remote page may not read ${target.href}`,
      });
    }
  } catch (error) {
    if (navigation && job) job.refused ??= error;
    return route.abort('blockedbyclient');
  }
  return route.continue();
}

/** How long a load may take, how long its page may keep changing, and its largest size. */
interface RenderLimits {
  timeoutMs: number;
  settleMs: number;
  maxBytes: number;
}

/** Loads a job's page in a tab and reads it as a fetch would: status, type, size, redirects vetted. */
async function renderTab(tab: Tab, job: Job, limits: RenderLimits): Promise<LoadedPage> {
  const { timeoutMs, settleMs, maxBytes } = limits;
  const { page } = tab;
  const { url, signal } = job;
  let response: Response | null;
  try {
    response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    if (job.refused) throw job.refused;
    if (signal.aborted) throw signal.reason;
    throw navigationError(url, error, timeoutMs);
  }
  if (job.refused) throw job.refused;
  const finalUrl = page.url();
  const redirects: string[] = [];
  for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) redirects.unshift(r.url());
  if (redirects.length > DEFAULT_MAX_REDIRECTS) throw new TooManyRedirectsError({ url: finalUrl, redirects });
  // Chromium follows redirects without routing their hops: each hop and the page reached are
  // vetted here instead, so a page its rules refuse is never read (it was already requested:
  // the browser world is not offered where that matters, in server mode).
  for (const hop of redirects.length > 0 ? [...redirects.slice(1), finalUrl] : []) {
    const target = URL.parse(hop);
    if (target && /^https?:$/.test(target.protocol)) await job.check(target, signal);
  }
  const status = response?.status() ?? 200;
  if (status >= 300)
    throw new HttpStatusError({ url: finalUrl, status, statusText: response?.statusText() ?? '' });
  const headers = new Headers(response ? await response.allHeaders() : {});
  const type = parseContentType(headers.get('content-type'));
  const kind = readableKind(type.mime || 'text/html');
  if (!kind) throw new NotHtmlError({ url: finalUrl, contentType: type.mime });
  let body: string;
  if (kind === 'text' && response) body = await response.text();
  else {
    await settle(page, () => tab.inFlight, settleMs);
    body = await page.content();
  }
  if (Buffer.byteLength(body) > maxBytes) throw new TooLargeError({ url: finalUrl, maxBytes });
  return {
    url: finalUrl,
    redirects,
    status,
    contentType: type.mime || 'text/html',
    kind,
    body,
    charset: 'utf-8',
    headers: keptHeaders(headers),
    fetchedAt: new Date().toISOString(),
  };
}

/** What a failed navigation of Chromium's is, in the words of a fetch: a download, a timeout, a network failure. */
export function navigationError(url: string, error: unknown, timeoutMs: number): Error {
  const text = error instanceof Error ? error.message : String(error);
  if (/Download is starting/i.test(text)) return new NotHtmlError({ url, contentType: 'a download' });
  const timedOut = /Timeout .* exceeded/i.test(text);
  return new FetchError({
    url,
    reason: timedOut ? 'timeout' : 'network',
    cause: error,
    ...(timedOut ? { message: `Timed out after ${timeoutMs} ms loading ${url} in Chromium` } : {}),
  });
}

/**
 * Waits until no request is in flight and no short timer is pending (scripts about to build more
 * of the page after its load event); while something is, until the DOM has not changed for a
 * moment with nothing pending. At most `capMs`.
 */
export async function settle(page: Page, inFlight: () => number, capMs: number): Promise<void> {
  const until = Date.now() + capMs;
  while (Date.now() < until) {
    const pending = await runInPage(page, 'pendingTimers').catch(() => 0);
    // No timer, request or animation frame pending: nothing will change the page by itself. A
    // frame loop is waited out only while it changes the page (below), so a loop that draws on a
    // canvas or polls does not hold every step up.
    if (pending === 0 && inFlight() <= 0) return;
    const quiet = await runInPage(
      page,
      'domQuiet',
      Math.round(Math.min(QUIET_MS, Math.max(1, until - Date.now()))),
    )
      .then((q) => q === true)
      .catch(() => true);
    if (quiet && inFlight() <= 0) return;
  }
}
