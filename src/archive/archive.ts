/** One response as archived: a new record per fetch, so a page's history is kept. */
export interface ArchiveRecord {
  /** The URL asked for. */
  url: string;
  /** Where the page was found, after redirects. */
  finalUrl: string;
  status: number;
  /** A selected set of response headers, lowercase names. */
  headers: Record<string, string>;
  contentType: string;
  title: string;
  /** The page's main text. */
  text: string;
  /** When the page was received (ISO 8601). */
  fetchedAt: string;
}

/** A search result: the newest matching record of one page. */
export interface ArchiveHit {
  url: string;
  finalUrl: string;
  /** HTTP status of that response (error responses are archived too). */
  status: number;
  title: string;
  /** The best matching stretch of the title or text, matches in `[` `]`, cuts marked `…`. */
  snippet: string;
  /** Relevance (BM25, title weighted above text): higher is better, comparable within one search. */
  score: number;
  fetchedAt: string;
}

export interface SearchOptions {
  /** Most hits returned, 1 to 1000. Default 10. */
  limit?: number;
}

/** Pages from earlier runs, searchable by their words. Synchronous: SQLite in this process. */
export interface Archive {
  store(record: ArchiveRecord): void;
  /**
   * Full-text search for free text: every word must match (any word, when no page has them all).
   * Punctuation and search-syntax characters are taken as text, never as operators.
   */
  search(query: string, options?: SearchOptions): ArchiveHit[];
  /** Records stored (every fetch, not distinct pages). */
  count(): number;
  close(): void;
}
