import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementSync } from 'node:sqlite';
import { LibraryError } from '../../core/errors/library-error.ts';
import {
  LIBRARY_FILE,
  type Library,
  type LibraryHit,
  type LibraryLevel,
  type LibraryNode,
  SOURCES_META,
} from '../model.ts';
import { CATALOG_ID } from '../tree/ids.ts';
import { ftsQuery, queryTerms } from './fts-query.ts';
import { NODE_COLUMNS, rowToNode } from './rows.ts';
import { openDatabase } from './schema.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;
/** bm25 weights of title, summary, topics, details, text. */
const WEIGHTS = '8.0, 2.0, 3.0, 2.0, 1.0';
const SNIPPET_TOKENS = 24;
const LEVELS: ReadonlySet<string> = new Set(['catalog', 'shelf', 'group', 'document', 'section', 'chunk']);

/**
 * Opens a built library for reading: `dir` is the library folder (or its library.sqlite).
 * Throws a `LibraryError` when there is no library there.
 */
export function openLibrary(dir: string): Library {
  const file = existsSync(dir) && statSync(dir).isFile() ? dir : join(dir, LIBRARY_FILE);
  if (!existsSync(file))
    throw new LibraryError({ path: dir, problem: `no library here (no ${LIBRARY_FILE})` });
  const db = openDatabase(file, { create: false });
  const byId = db.prepare(`SELECT ${NODE_COLUMNS} FROM nodes WHERE id = ?`);
  const searches = new Map<string, StatementSync>();
  const searchStatement = (levels: number): StatementSync => {
    const key = String(levels);
    let statement = searches.get(key);
    if (!statement) {
      const filter =
        levels > 0 ? `AND n.level IN (${Array.from({ length: levels }, () => '?').join(', ')})` : '';
      statement = db.prepare(
        `SELECT ${NODE_COLUMNS.split(', ')
          .map((c) => `n.${c}`)
          .join(', ')}, bm25(nodes_fts, ${WEIGHTS}) AS rank,
           snippet(nodes_fts, -1, '[', ']', '…', ${SNIPPET_TOKENS}) AS snippet
         FROM nodes_fts JOIN nodes n ON n.seq = nodes_fts.rowid
         WHERE nodes_fts MATCH ? ${filter}
         ORDER BY rank, n.seq LIMIT ?`,
      );
      searches.set(key, statement);
    }
    return statement;
  };
  // Libraries built before duplicates were found have no roles table, hence no aliases.
  const hasRoles =
    db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'roles'`).get() !== undefined;
  const aliasesOf = hasRoles
    ? db.prepare(`SELECT file FROM roles WHERE kept = ? AND role = 'alias' ORDER BY file`)
    : null;
  const node = (id: string): LibraryNode | undefined => {
    const row = byId.get(id);
    return row ? rowToNode(row) : undefined;
  };

  // Read on first use: most libraries are built from folders and have none.
  let sources: Map<string, string> | undefined;
  const readSources = (): Map<string, string> => {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(SOURCES_META);
    try {
      const parsed: unknown = row ? JSON.parse(String(row.value)) : {};
      if (parsed && typeof parsed === 'object')
        return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      // A damaged entry only loses the URLs; the files are still cited.
    }
    return new Map();
  };

  return {
    dir,
    root() {
      const root = node(CATALOG_ID);
      if (!root) throw new LibraryError({ path: dir, problem: 'has no catalog (the build did not finish)' });
      return root;
    },
    node,
    children(id) {
      const parent = node(id);
      if (!parent) return [];
      return parent.children.map(node).filter((n): n is LibraryNode => n !== undefined);
    },
    search(query, options = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(options.limit ?? DEFAULT_LIMIT)));
      const levels = (options.levels ?? []).filter((l): l is LibraryLevel => LEVELS.has(l));
      // Asked for levels that do not exist: nothing can match.
      if ((options.levels?.length ?? 0) > 0 && levels.length === 0) return [];
      const run = (join: 'and' | 'or'): LibraryHit[] => {
        try {
          return searchStatement(levels.length)
            .all(ftsQuery(terms, join), ...levels, limit)
            .map((row) => ({
              node: rowToNode(row),
              // bm25() is lower for better matches; flipped so that higher is better.
              score: -Number(row.rank),
              snippet: String(row.snippet ?? '')
                .replace(/\s+/g, ' ')
                .trim(),
            }));
        } catch (error) {
          throw new LibraryError({ path: dir, problem: 'could not search', cause: error });
        }
      };
      if (options.match === 'any') return run('or');
      const all = run('and');
      return all.length > 0 || terms.length === 1 ? all : run('or');
    },
    sourceOf(file) {
      sources ??= readSources();
      return sources.get(file);
    },
    aliases(file) {
      return aliasesOf ? aliasesOf.all(file).map((row) => String(row.file)) : [];
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
