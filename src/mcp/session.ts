import type { Place } from '../core/place.ts';
import { normalizeUrl } from '../core/url.ts';
import type { Link } from './links.ts';

/** A link or page met in this session, kept to suggest real pages when an invented one is asked for. */
export interface KnownLink {
  label: string;
  url: string;
}

/** Links remembered per session for suggestions; enough for a long session, bounded for a huge site. */
const MAX_KNOWN = 5000;

/**
 * What one MCP session remembers: where the bot is, its back and forward history, what it has
 * seen, and how often in a row it asked for the page it was already on.
 */
export interface Session {
  current: Place | null;
  /** Normalized addresses that lead to the current page (its location, what redirected to it). */
  here: Set<string>;
  /** Addresses to go back to, most recent last. */
  back: string[];
  forward: string[];
  /** Normalized addresses of every page shown in this session. */
  visited: Set<string>;
  /** By normalized address. */
  known: Map<string, KnownLink>;
  /** Normalized addresses that failed to load or were refused: never suggested again. */
  failed: Set<string>;
  /** The last hint given: a forgetful caller still gets its links ranked. */
  hint: string;
  /** Requests in a row for the page the bot was already on. */
  repeats: number;
  /** The current page's text cut into parts for `read`. */
  reading: { location: string; parts: string[] } | null;
  /** Calls of one session run one at a time, so history stays consistent. */
  queue: Promise<unknown>;
}

export function createSession(): Session {
  return {
    current: null,
    here: new Set(),
    back: [],
    forward: [],
    visited: new Set(),
    known: new Map(),
    failed: new Set(),
    hint: '',
    repeats: 0,
    reading: null,
    queue: Promise.resolve(),
  };
}

/** Runs `task` after every call of the session before it. */
export function serialize<T>(session: Session, task: () => Promise<T>): Promise<T> {
  const run = session.queue.then(task, task);
  session.queue = run.catch(() => {});
  return run;
}

/** Makes `place` the current page; `requested` is the address asked for (it may have redirected). */
export function arrive(session: Session, place: Place, requested: string, links: readonly Link[]): void {
  session.current = place;
  session.here = new Set([place.location, requested, ...(place.redirects ?? [])].map(normalizeUrl));
  session.visited.add(normalizeUrl(place.location));
  for (const key of session.here) session.failed.delete(key);
  session.repeats = 0;
  remember(session, { label: place.title, url: place.location });
  for (const link of links) remember(session, { label: link.chain.join(' > '), url: link.url });
}

function remember(session: Session, link: KnownLink): void {
  const key = normalizeUrl(link.url);
  if (session.known.has(key)) return;
  if (session.known.size >= MAX_KNOWN) {
    const oldest = session.known.keys().next();
    if (!oldest.done) session.known.delete(oldest.value);
  }
  session.known.set(key, link);
}

/** Failures remembered per session; the oldest are forgotten first. */
const MAX_FAILED = 1000;

/** Remembers addresses that could not be opened, so that no reply suggests them again. */
export function rememberFailure(session: Session, urls: readonly string[]): void {
  for (const url of urls) {
    const key = normalizeUrl(url);
    session.failed.delete(key);
    session.failed.add(key);
  }
  for (const oldest of session.failed) {
    if (session.failed.size <= MAX_FAILED) break;
    session.failed.delete(oldest);
  }
}

/** True when `url` is the page the session is on. */
export function isHere(session: Session, url: string): boolean {
  return session.current !== null && session.here.has(normalizeUrl(url));
}
