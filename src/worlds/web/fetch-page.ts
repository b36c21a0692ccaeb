import { AriadneError } from '../../core/errors/ariadne-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { TooManyRedirectsError } from '../../core/errors/too-many-redirects-error.ts';
import { resolveUrl } from '../../core/url.ts';
import { decodePage } from './charset.ts';
import { parseContentType, readableKind } from './content-type.ts';
import type { LoadedPage } from './loaded-page.ts';
import { readBody } from './read-body.ts';

export interface FetchOptions {
  signal?: AbortSignal;
  /** Whole request, redirects and body included. Default 15 s. */
  timeoutMs?: number;
  /** Largest body read. Default 5 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  userAgent?: string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Ariadne/0.1; reads pages to answer questions)';

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches one HTML (or plain text) page over HTTP. Redirects are followed by hand so that each
 * hop is recorded; error statuses, other content types, oversized bodies and timeouts become
 * typed errors. When the caller's signal aborts, its reason is thrown as is.
 */
export async function fetchPage(url: string, options: FetchOptions = {}): Promise<LoadedPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const redirects: string[] = [];
  let current = url;
  try {
    for (;;) {
      signal.throwIfAborted();
      const response = await fetch(current, {
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
        },
      });
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
      if (response.status >= 300) {
        await response.body?.cancel().catch(() => {});
        throw new HttpStatusError({ url: current, status: response.status, statusText: response.statusText });
      }
      const type = parseContentType(response.headers.get('content-type'));
      const kind = readableKind(type.mime);
      if (!kind) {
        await response.body?.cancel().catch(() => {});
        throw new NotHtmlError({ url: current, contentType: type.mime });
      }
      const bytes = await readBody(response, current, maxBytes);
      const { text, charset } = decodePage(bytes, type.charset);
      return {
        url: current,
        redirects,
        status: response.status,
        contentType: type.mime || 'text/html',
        kind,
        body: text,
        charset,
      };
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (AriadneError.isInstance(error)) throw error;
    if (timeout.aborted) {
      const message = `Timed out after ${timeoutMs} ms fetching ${current}`;
      throw new FetchError({ url: current, reason: 'timeout', cause: error, message });
    }
    throw new FetchError({ url: current, reason: 'network', cause: error });
  }
}
