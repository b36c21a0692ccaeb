/**
 * A library is a pre-built tree of summaries over a folder of documents:
 * catalog → shelf → document → section → chunk (intermediate groups keep fan-out bounded).
 * These types are shared by the builder (src/library), the library world and the drill strategy.
 */

export type LibraryLevel = 'catalog' | 'shelf' | 'group' | 'document' | 'section' | 'chunk';

export interface LibraryNode {
  /** Stable across rebuilds for unchanged content: derived from file path and heading path. */
  id: string;
  level: LibraryLevel;
  parent: string | null;
  /** Shelf name, document title, heading text, or a group's label. */
  title: string;
  /** Titles from the catalog down to this node (the catalog itself excluded). */
  path: string[];
  summary: string;
  /** Questions this node can answer / its key topics. */
  topics: string[];
  /** Key details: amounts, dates, limits, conditions, as written. */
  details: string[];
  /** Document, section and chunk nodes: the source file, relative to the docs folder. */
  file?: string;
  /** Section and chunk nodes: first and last line (1-based, inclusive) in the source file. */
  lines?: [number, number];
  /** Chunk nodes: the chunk's own text. */
  text?: string;
  /** Chunk nodes: the labels of the links in the text that lead to other pages. */
  links?: string[];
  /** Child ids in reading order; never more than the build's fan-out (default 12). */
  children: string[];
}

export interface LibraryHit {
  node: LibraryNode;
  /** BM25 relevance (higher is better). */
  score: number;
  snippet: string;
}

/** A built library, opened for reading. Synchronous: SQLite in this process. */
export interface Library {
  /** The library folder. */
  dir: string;
  root(): LibraryNode;
  node(id: string): LibraryNode | undefined;
  children(id: string): LibraryNode[];
  /**
   * Full-text search (FTS5, bm25) over titles, summaries, topics, details and chunk text. By default
   * nodes holding every word of the query, or when none does, any of them; `match: 'any'` ranks
   * every node holding any word (a node with more of them ranks higher).
   */
  search(
    query: string,
    options?: { limit?: number; levels?: LibraryLevel[]; match?: 'all-then-any' | 'any' },
  ): LibraryHit[];
  /** The URL a document was fetched from, when the library was built from a website. */
  sourceOf?(file: string): string | undefined;
  /** The files kept as aliases of `file`: copies of its text (duplicates), neither shelved nor searched. */
  aliases?(file: string): string[];
  close(): void;
}

/** The library's meta key holding each document's source URL (file → URL, JSON). */
export const SOURCES_META = 'sources';

/** The file that marks a folder as a library. */
export const LIBRARY_FILE = 'library.sqlite';
