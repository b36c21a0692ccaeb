import type { DatabaseSync } from 'node:sqlite';
import { sha256 } from '../tree/ids.ts';

// Added tables, made on first use, so libraries written before them still open and build. A
// sequence is kept once however many pages show it: a site that renders its whole menu into every
// page would otherwise store that menu once per page.
const CREATE = `
CREATE TABLE IF NOT EXISTS page_navigation (file TEXT PRIMARY KEY, sequence TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS page_navigation_sequence ON page_navigation (sequence);
CREATE TABLE IF NOT EXISTS nav_sequences (hash TEXT PRIMARY KEY, links TEXT NOT NULL);
`;

/**
 * Each document's navigation links as its ingest found them, kept between builds: the site's
 * order is recomputed from every page's navigation, read again or not.
 */
export interface NavigationStore {
  /** Every page's sequence (pages sharing one give the same array), in file order. */
  sequences(): string[][];
  write(file: string, links: readonly string[]): void;
  forget(file: string): void;
}

export function navigationStore(db: DatabaseSync): NavigationStore {
  db.exec(CREATE);
  const put = db.prepare('INSERT OR REPLACE INTO page_navigation (file, sequence) VALUES (?, ?)');
  const putSequence = db.prepare('INSERT OR IGNORE INTO nav_sequences (hash, links) VALUES (?, ?)');
  const sequenceOf = db.prepare('SELECT sequence FROM page_navigation WHERE file = ?');
  const del = db.prepare('DELETE FROM page_navigation WHERE file = ?');
  const used = db.prepare('SELECT 1 FROM page_navigation WHERE sequence = ? LIMIT 1');
  const delSequence = db.prepare('DELETE FROM nav_sequences WHERE hash = ?');
  // A sequence no page shows any more goes with its last page.
  const drop = (file: string): void => {
    const hash = sequenceOf.get(file)?.sequence;
    del.run(file);
    if (hash !== undefined && !used.get(String(hash))) delSequence.run(String(hash));
  };
  return {
    sequences() {
      const byHash = new Map<string, string[]>();
      return db
        .prepare(
          'SELECT n.sequence AS hash, s.links AS links FROM page_navigation n JOIN nav_sequences s ON s.hash = n.sequence ORDER BY n.file',
        )
        .all()
        .map((row) => {
          const hash = String(row.hash);
          let links = byHash.get(hash);
          if (!links) {
            links = JSON.parse(String(row.links)) as string[];
            byHash.set(hash, links);
          }
          return links;
        });
    },
    write(file, links) {
      if (links.length === 0) {
        drop(file);
        return;
      }
      const json = JSON.stringify(links);
      const hash = sha256(json);
      if (sequenceOf.get(file)?.sequence === hash) return;
      drop(file);
      putSequence.run(hash, json);
      put.run(file, hash);
    },
    forget(file) {
      drop(file);
    },
  };
}
