import type { Action } from './action.ts';
import type { EvidenceHit } from './evidence.ts';
import type { Place } from './place.ts';

/**
 * A world knows how to reach places: fetch, parse, click. `back` is not a world's job — the
 * strategy keeps the stack of places it came through — so `act` handles the moves that reach a
 * new place: `open` (a link navigates, a folder stays on the page) and, where supported, `fill`.
 */
export interface World {
  /** A short name for traces: `web`, `browser`, `library`. */
  readonly name: string;
  /**
   * Opens a start target (a URL, a local file or folder, a library node), or, with `from`, a link
   * seen on that place: the same site rules apply as for the place's own options (a local run's
   * start folder stays the edge of the site).
   */
  open(target: string, signal: AbortSignal, from?: Place): Promise<Place>;
  /**
   * The site's own aids for a run starting at `start`: the pages its sitemaps list. Optional: a
   * world without sitemaps leaves it out. `fetched` counts the requests made (for the page budget),
   * never more than `maxFetches` when given.
   */
  siteAids?(start: Place, signal: AbortSignal, maxFetches?: number): Promise<SiteAids>;
  act(place: Place, action: Action, signal: AbortSignal): Promise<Place>;
  /**
   * The passages under this world's places that match `query` best, from its own full-text index,
   * each with the places it lies within (evidence from below). Optional: a world without an index
   * (the web) leaves it out.
   */
  evidence?(query: string, signal: AbortSignal): Promise<EvidenceHit[]>;
  /**
   * Whether `url` would be opened at all — its address and its site's robots.txt allow it — without
   * opening it: a refusal's suggestions are checked with it. Optional: without it, every URL is admitted.
   */
  admits?(url: string, signal: AbortSignal): Promise<boolean>;
  /** Releases what the world holds (browsers, connections). */
  close?(): Promise<void>;
}

/** What a site offers to find one's way besides its links. */
export interface SiteAids {
  /** Page URLs its sitemaps list (on the same site), in the sitemaps' order. */
  sitemap: string[];
  /** Requests made to find them (robots.txt, sitemap files), answered or not. */
  fetched: number;
  /** Each file asked for, and whether it was there. */
  tried?: Array<{ url: string; ok: boolean }>;
}
