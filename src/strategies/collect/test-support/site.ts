import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One thing a collector should bring back: a topic, a message, an article. */
export interface FixtureItem {
  title: string;
  /** YYYY-MM-DD, as the site itself dates the item (its local date, not UTC). */
  date: string;
  author: string;
}

/** A documented request put to a fixture site, and the item paths a correct collector returns for it. */
export interface FixtureRequest {
  request: string;
  /** Paths relative to the root, no leading slash, in the site's default listing order. */
  expected: string[];
}

export interface FixtureSite {
  /** Base URL ending in '/', e.g. http://127.0.0.1:PORT/ */
  url: string;
  close(): Promise<void>;
  /** Every path requested (with its query string), in order (for asserting what was fetched). */
  requests: string[];
  /**
   * The items a correct collector should return for the site's main documented request: path (relative
   * to the root, no leading slash) → { title, date: 'YYYY-MM-DD', author }.
   */
  items: Record<string, FixtureItem>;
  /** Every item page the site serves (a superset of `items`), keyed the same way: the truth for any request. */
  catalog: Record<string, FixtureItem>;
}

/** What a route answers: a status, a body and, for redirects, where to. */
export interface Reply {
  status: number;
  body: string;
  /** Content type; HTML unless told. */
  type?: string;
  location?: string;
}

export const page = (status: number, body: string): Reply => ({ status, body });

export const redirect = (status: 301 | 302, location: string): Reply => ({
  status,
  body: `<!doctype html><title>Moved</title><p>Moved to <a href="${location}">${location}</a></p>`,
  location,
});

export const text = (body: string): Reply => ({ status: 200, body, type: 'text/plain; charset=utf-8' });

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month0: number): string => MONTH_NAMES[month0] ?? '?';
export const monthShort = (month0: number): string => monthName(month0).slice(0, 3);
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' for a day given in UTC fields (month 0-based; out-of-range days roll over). */
export function isoDay(year: number, month0: number, day: number): string {
  const d = new Date(Date.UTC(year, month0, day));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Serves `route` on 127.0.0.1 (a free port), recording every request path before answering it. */
export async function serveSite(
  route: (url: URL) => Reply,
  items: Record<string, FixtureItem>,
  catalog: Record<string, FixtureItem>,
): Promise<FixtureSite> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const raw = request.url ?? '/';
    requests.push(raw);
    const reply = route(new URL(raw, 'http://127.0.0.1'));
    const headers: Record<string, string> = { 'content-type': reply.type ?? 'text/html; charset=utf-8' };
    if (reply.location !== undefined) headers.location = reply.location;
    response.writeHead(reply.status, headers);
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    items,
    catalog,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
