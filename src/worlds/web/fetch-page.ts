import { AriadneError } from '../../core/errors/ariadne-error.ts';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { TooManyRedirectsError } from '../../core/errors/too-many-redirects-error.ts';
import { resolveUrl } from '../../core/url.ts';
import { decodePage } from './charset.ts';
import type { CheckUrl } from './check-url.ts';
import { parseContentType, readableKind } from './content-type.ts';
import { type Deadline, startDeadline } from './deadline.ts';
import type { HostPacer } from './host-pacer.ts';
import type { LoadedPage } from './loaded-page.ts';
import { keptHeaders } from './page-headers.ts';
import { readBody } from './read-body.ts';

export interface FetchOptions {
  signal?: AbortSignal;
  /** Whole request, redirects and body included (waits for `waitTurn` excepted). Default 15 s. */
  timeoutMs?: number;
  /** Largest body read. Default 5 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  userAgent?: string;
  /** Awaited before every request: the first and each redirect target. Throws to refuse the URL. */
  checkUrl?: CheckUrl;
  /** Awaited after `checkUrl` before every request, to wait for the host's turn (politeness). */
  waitTurn?: HostPacer;
  /**
   * Called with every page received, just before `fetchPage` returns it or throws for its status:
   * error pages (4xx, 5xx) too, with their body when it is readable and within `maxBytes`. Not
   * called for redirects, refused URLs or failed requests. What it throws, `fetchPage` throws.
   */
  onReceived?: (page: LoadedPage) => void;
  /** How a media type is read; by default HTML as a page, plain text as text, nothing else. */
  readable?: (mime: string) => LoadedPage['kind'] | null;
  /**
   * The connection pool requests go through (Node's own by default). Server mode passes one whose
   * connections refuse the addresses the address guard refuses (`createGuardedDispatcher`).
   */
  dispatcher?: RequestInit['dispatcher'];
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Ariadne/0.1; reads pages to answer questions)';

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** A final response: the page, and for an error status the error `fetchPage` throws for it. */
interface Received {
  page: LoadedPage;
  error?: HttpStatusError;
}

/**
 * Fetches one HTML (or plain text) page over HTTP. Redirects are followed by hand so that each
 * hop is recorded (and checked); error statuses, other content types, oversized bodies and
 * timeouts become typed errors. When the caller's signal aborts, its reason is thrown as is.
 */
export async function fetchPage(url: string, options: FetchOptions = {}): Promise<LoadedPage> {
  const received = await receive(url, options);
  // Outside receive's error mapping: what the hook throws reaches the caller unchanged.
  options.onReceived?.(received.page);
  if (received.error) throw received.error;
  return received.page;
}

async function receive(url: string, options: FetchOptions): Promise<Received> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = startDeadline(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  const redirects: string[] = [];
  let current = url;
  try {
    for (;;) {
      signal.throwIfAborted();
      await beforeRequest(current, options, signal, deadline);
      const request = (): Promise<Response> =>
        fetch(current, {
          redirect: 'manual',
          signal,
          ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
          headers: {
            'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
            accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
          },
        });
      // A kept-alive connection the server has closed meanwhile fails the request before any
      // answer: a GET is sent again once, on a new connection.
      const response = await request().catch((error: unknown) => {
        if (signal.aborted || !closedConnection(error)) throw error;
        return request();
      });
      const fetchedAt = new Date().toISOString();
      const location = response.headers.get('location');
      if (REDIRECT.has(response.status) && location) {
        await response.body?.cancel().catch(() => {});
        const next = resolveUrl(location, current);
        if (!next || !/^https?:$/.test(new URL(next).protocol)) {
          throw new HttpStatusError({
            url: current,
            status: response.status,
            statusText: `redirect to ${location}`,
          });
        }
        redirects.push(current);
        if (redirects.length > maxRedirects || redirects.includes(next)) {
          throw new TooManyRedirectsError({ url: next, redirects });
        }
        current = next;
        continue;
      }
      const type = parseContentType(response.headers.get('content-type'));
      const kind = (options.readable ?? readableKind)(type.mime);
      const base = {
        url: current,
        redirects,
        status: response.status,
        contentType: type.mime || 'text/html',
        headers: keptHeaders(response.headers),
        fetchedAt,
      };
      if (response.status >= 300) {
        const error = new HttpStatusError({
          url: current,
          status: response.status,
          statusText: response.statusText,
        });
        if (!options.onReceived) {
          await response.body?.cancel().catch(() => {});
          throw error;
        }
        return { page: await errorPage(response, base, kind, type.charset, maxBytes), error };
      }
      if (!kind) {
        await response.body?.cancel().catch(() => {});
        throw new NotHtmlError({ url: current, contentType: type.mime });
      }
      const bytes = await readBody(response, current, maxBytes);
      const { text, charset } = decodePage(bytes, type.charset);
      return { page: { ...base, kind, body: text, charset } };
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (AriadneError.isInstance(error)) throw error;
    // Refused when connecting (the dispatcher's lookup): the same refusal as before the request.
    const refused = refusalIn(error);
    if (refused) {
      throw new BlockedAddressError({
        url: current,
        address: refused.address,
        reason: refused.reason,
        ...(refused.host ? { host: refused.host } : {}),
      });
    }
    if (deadline.signal.aborted) {
      const message = `Timed out after ${timeoutMs} ms fetching ${current}`;
      throw new FetchError({ url: current, reason: 'timeout', cause: error, message });
    }
    throw new FetchError({ url: current, reason: 'network', cause: error });
  } finally {
    deadline.clear();
  }
}

/** Whether a failed fetch was a connection the other side closed or reset before answering. */
function closedConnection(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return true;
  }
  return false;
}

/** A `BlockedAddressError` a failed fetch carries among its causes, if any. */
function refusalIn(error: unknown): BlockedAddressError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (BlockedAddressError.isInstance(e)) return e;
  }
  return null;
}

/** Checks the URL, then waits for the host's turn with the time limit paused. */
async function beforeRequest(
  url: string,
  options: FetchOptions,
  signal: AbortSignal,
  deadline: Deadline,
): Promise<void> {
  if (options.checkUrl) await options.checkUrl(new URL(url), signal);
  if (!options.waitTurn) return;
  deadline.pause();
  try {
    await options.waitTurn(new URL(url), options.signal ?? new AbortController().signal);
  } finally {
    deadline.resume();
  }
}

/** An error status's page: its body when readable and small enough, else empty. */
async function errorPage(
  response: Response,
  base: Omit<LoadedPage, 'kind' | 'body' | 'charset'>,
  kind: LoadedPage['kind'] | null,
  declaredCharset: string | undefined,
  maxBytes: number,
): Promise<LoadedPage> {
  if (kind) {
    try {
      const { text, charset } = decodePage(await readBody(response, base.url, maxBytes), declaredCharset);
      return { ...base, kind, body: text, charset };
    } catch (error) {
      // Too large: the status is what matters. Network failures and aborts still fail the fetch.
      if (!AriadneError.isInstance(error)) throw error;
    }
  } else {
    await response.body?.cancel().catch(() => {});
  }
  return { ...base, kind: kind ?? 'text', body: '', charset: 'utf-8' };
}
