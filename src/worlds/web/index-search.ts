import type { Place } from '../../core/place.ts';
import { type IndexEntry, type SearchIndex, stemsOf } from './search-index.ts';

/** A page the site's search index ranks for the words searched. */
export interface IndexHit {
  url: string;
  title: string;
  snippet: string;
  score: number;
}

/** BM25's customary saturation and length constants. */
const K1 = 1.2;
const B = 0.75;
/** Results shown, as a search page shows its first screen of them. */
const RESULTS = 10;

/**
 * Runs the site's own search over its index, as its script would in a browser: every entry
 * scored by BM25 on its text and on its title, sections folded into their page (the page's best
 * entry stands for it), the best pages first.
 */
export function searchIndex(index: SearchIndex, text: string, limit = RESULTS): IndexHit[] {
  const query = [...new Set(stemsOf(text))].filter((s) => s.length > 1);
  if (query.length === 0 || index.entries.length === 0) return [];
  const { body, title } = statsOf(index);
  const pages = new Map<string, IndexHit>();
  const pageTitles = new Map<string, string>();
  for (const entry of index.entries) {
    const page = entry.url.split('#')[0] as string;
    if (!entry.url.includes('#')) pageTitles.set(page, entry.title);
    const score = bm25(query, entry, body) + bm25(query, entry, title);
    if (score <= 0) continue;
    const had = pages.get(page);
    if (!had || score > had.score)
      pages.set(page, { url: entry.url, title: entry.title, snippet: entry.snippet, score });
  }
  return [...pages.entries()]
    .sort((x, y) => y[1].score - x[1].score)
    .slice(0, limit)
    .map(([page, hit]) => {
      const pageTitle = pageTitles.get(page);
      // A section is named with its page, as search pages list it: "Configuration › site_name".
      return pageTitle && pageTitle !== hit.title && hit.url.includes('#')
        ? { ...hit, title: `${pageTitle} › ${hit.title}` }
        : hit;
    });
}

interface FieldStats {
  field: (e: IndexEntry) => Map<string, number>;
  df: Map<string, number>;
  length: (e: IndexEntry) => number;
  average: number;
  count: number;
}

function fieldStats(
  entries: readonly IndexEntry[],
  field: (e: IndexEntry) => Map<string, number>,
): FieldStats {
  const df = new Map<string, number>();
  const lengths = new Map<IndexEntry, number>();
  let total = 0;
  for (const e of entries) {
    let length = 0;
    for (const [stem, n] of field(e)) {
      df.set(stem, (df.get(stem) ?? 0) + 1);
      length += n;
    }
    lengths.set(e, length);
    total += length;
  }
  return {
    field,
    df,
    length: (e) => lengths.get(e) ?? 0,
    average: total / entries.length || 1,
    count: entries.length,
  };
}

/** Each index's field statistics, counted once: every search of the world's runs reuses them. */
const indexStats = new WeakMap<SearchIndex, { body: FieldStats; title: FieldStats }>();

function statsOf(index: SearchIndex): { body: FieldStats; title: FieldStats } {
  let stats = indexStats.get(index);
  if (!stats) {
    stats = {
      body: fieldStats(index.entries, (e) => e.body),
      title: fieldStats(index.entries, (e) => e.titleStems),
    };
    indexStats.set(index, stats);
  }
  return stats;
}

function bm25(query: readonly string[], entry: IndexEntry, stats: FieldStats): number {
  const field = stats.field(entry);
  const length = stats.length(entry);
  let score = 0;
  for (const stem of query) {
    const tf = field.get(stem) ?? 0;
    if (tf === 0) continue;
    const df = stats.df.get(stem) ?? 0;
    const idf = Math.log(1 + (stats.count - df + 0.5) / (df + 0.5));
    score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / stats.average));
  }
  return score;
}

/**
 * The results of a search run over the site's index, as a place: one link per page found, named
 * by its title, the entry's first words beside it. It holds no text of its own to answer from:
 * what a result says is read on its page.
 */
export function indexResultsPlace(
  resultsUrl: string,
  words: string,
  index: SearchIndex,
  hits: readonly IndexHit[],
): Place {
  return {
    location: resultsUrl,
    title: `Search results for "${words}"`,
    path: [],
    text: '',
    passages: [],
    options: hits.map((h, i) => ({
      id: i + 1,
      label: h.title,
      target: h.url,
      kind: 'link' as const,
      group: 'content' as const,
      ...(h.snippet ? { context: h.snippet } : {}),
    })),
    searchedIndex: index.url,
  };
}
