import type { StatementSync } from 'node:sqlite';
import { ArchiveError } from '../core/errors/archive-error.ts';
import type { Archive, ArchiveHit, ArchiveRecord } from './archive.ts';
import { ftsQuery, searchTerms } from './fts-query.ts';
import { openDatabase } from './schema.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;
/** Title matches weigh this many times a text match. */
const TITLE_WEIGHT = 5;
/** Tokens in a snippet. */
const SNIPPET_TOKENS = 24;

// Ranks every match, then keeps the newest matching record of each page. The ranking is
// materialized first: bm25() cannot run inside a query with window functions.
const RANKED = `
WITH matched AS MATERIALIZED (
  SELECT rowid AS id, bm25(pages_fts, ${TITLE_WEIGHT}, 1) AS rank FROM pages_fts WHERE pages_fts MATCH ?
), newest AS (
  SELECT p.id, p.url, p.final_url, p.status, p.title, p.fetched_at, m.rank,
         row_number() OVER (PARTITION BY p.final_url ORDER BY p.id DESC) AS n
  FROM matched m JOIN pages p ON p.id = m.id
)
SELECT id, url, final_url, status, title, fetched_at, rank FROM newest WHERE n = 1 ORDER BY rank, id DESC LIMIT ?`;

// From the text (column 1): the title is shown beside it anyway. A title-only match gets the
// text's opening.
const SNIPPET = `SELECT snippet(pages_fts, 1, '[', ']', '…', ${SNIPPET_TOKENS}) AS snippet
FROM pages_fts WHERE pages_fts MATCH ? AND rowid = ?`;

/**
 * Opens the archive at `path` (`:memory:` for one that lives as long as the object), creating
 * the file and its folders when missing. Failures are `ArchiveError`s naming the path.
 */
export function openArchive(path: string): Archive {
  const db = openDatabase(path);
  const guarded = <T>(what: string, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      throw new ArchiveError({ path, problem: `could not ${what}`, cause: error });
    }
  };
  const insert = db.prepare(
    `INSERT INTO pages (url, final_url, status, headers, content_type, title, text, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ranked = db.prepare(RANKED);
  const snippet = db.prepare(SNIPPET);
  const counted = db.prepare('SELECT count(*) AS n FROM pages');

  const find = (query: string, limit: number): ArchiveHit[] =>
    ranked.all(query, limit).map((row) => ({
      url: String(row.url),
      finalUrl: String(row.final_url),
      status: Number(row.status),
      title: String(row.title),
      snippet: snippetOf(snippet, query, row.id),
      // bm25() is lower for better matches; flipped so that a higher score is better.
      score: -Number(row.rank),
      fetchedAt: String(row.fetched_at),
    }));

  return {
    store(record: ArchiveRecord) {
      guarded('store a page', () =>
        insert.run(
          record.url,
          record.finalUrl,
          record.status,
          JSON.stringify(record.headers),
          record.contentType,
          record.title,
          record.text,
          record.fetchedAt,
        ),
      );
    },
    search(query, options = {}) {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const limit = clampLimit(options.limit);
      return guarded('search', () => {
        const all = find(ftsQuery(terms, 'and'), limit);
        return all.length > 0 || terms.length === 1 ? all : find(ftsQuery(terms, 'or'), limit);
      });
    },
    count() {
      return guarded('count pages', () => Number(counted.get()?.n ?? 0));
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}

function snippetOf(statement: StatementSync, query: string, id: unknown): string {
  // FTS5 ignores a rowid constraint bound as a floating-point number (how JS numbers bind): use a BigInt.
  const row = statement.get(query, BigInt(Number(id)));
  return typeof row?.snippet === 'string' ? row.snippet : '';
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}
