import type { CatalogSummary, DocumentSummary, SectionSummary, ShelfSummary } from './schemas.ts';

export interface SectionInput {
  /** The document's file, relative to the docs folder. */
  file: string;
  documentTitle: string;
  /** Headings down to the section's own; empty for text before the first heading. */
  headingPath: string[];
  /** The section body as Markdown. */
  text: string;
}

/** A summarized child, as the level above sees it. */
export interface Digest {
  title: string;
  summary: string;
  topics: string[];
  details: string[];
}

/** A document (or a group of its sections) from its sections' summaries. */
export interface DocumentInput {
  file: string;
  title: string;
  sections: Array<Digest & { headingPath: string[] }>;
}

/** A shelf (or a group of documents) from its children's summaries. */
export interface ShelfInput {
  title: string;
  /** Titles above it, the catalog excluded. */
  path: string[];
  items: Digest[];
}

export interface CatalogInput {
  title: string;
  shelves: Digest[];
}

/**
 * Writes the summaries of a library, bottom up: each level sees only the summaries of the level
 * below (map-reduce), so any level can be rebuilt alone and every call is small.
 */
export interface Summarizer {
  /** Names the summarizer and its version in the summaries cache: change it to resummarize. */
  readonly name: string;
  section(input: SectionInput, signal: AbortSignal): Promise<SectionSummary>;
  document(input: DocumentInput, signal: AbortSignal): Promise<DocumentSummary>;
  shelf(input: ShelfInput, signal: AbortSignal): Promise<ShelfSummary>;
  catalog(input: CatalogInput, signal: AbortSignal): Promise<CatalogSummary>;
  /** Model calls and tokens spent so far (absent or zero for offline summarizers). */
  usage?(): { llmCalls: number; tokens: number };
}

/** What a wrapper does around one level's call (look up a cache, record the summary). */
export type LevelWrap = <I, O>(
  level: string,
  call: (input: I, signal: AbortSignal) => Promise<O>,
) => (input: I, signal: AbortSignal) => Promise<O>;

/** `inner` with every level's call passed through `wrap`; the name stays, usage is left out. */
export function wrapLevels(inner: Summarizer, wrap: LevelWrap): Summarizer {
  return {
    name: inner.name,
    section: wrap('section', (i: SectionInput, s) => inner.section(i, s)),
    document: wrap('document', (i: DocumentInput, s) => inner.document(i, s)),
    shelf: wrap('shelf', (i: ShelfInput, s) => inner.shelf(i, s)),
    catalog: wrap('catalog', (i: CatalogInput, s) => inner.catalog(i, s)),
  };
}
