import type { DatabaseSync } from 'node:sqlite';

// Added table, made on first use, so libraries written before it still open and build.
const CREATE = 'CREATE TABLE IF NOT EXISTS navigation (file TEXT PRIMARY KEY, links TEXT NOT NULL)';

/**
 * Each document's navigation links as its ingest found them, kept between builds: the site's
 * order is recomputed from every page's navigation, read again or not.
 */
export interface NavigationStore {
  /** Every stored sequence, by file, in file order. */
  sequences(): string[][];
  write(file: string, links: readonly string[]): void;
  forget(file: string): void;
}

export function navigationStore(db: DatabaseSync): NavigationStore {
  db.exec(CREATE);
  const put = db.prepare('INSERT OR REPLACE INTO navigation (file, links) VALUES (?, ?)');
  const del = db.prepare('DELETE FROM navigation WHERE file = ?');
  return {
    sequences() {
      return db
        .prepare('SELECT links FROM navigation ORDER BY file')
        .all()
        .map((row) => JSON.parse(String(row.links)) as string[]);
    },
    write(file, links) {
      if (links.length > 0) put.run(file, JSON.stringify(links));
      else del.run(file);
    },
    forget(file) {
      del.run(file);
    },
  };
}
