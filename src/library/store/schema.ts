import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { foreignOrNewer, readDatabaseHeader } from '../../core/database-header.ts';
import { LibraryError } from '../../core/errors/library-error.ts';

/** Marks the file as an Ariadne library (`PRAGMA application_id`, "ARLB"). */
const APPLICATION_ID = 0x41524c42;
/**
 * Bump when the stored format changes, with a step in MIGRATIONS: a build brings an older file up
 * to date in place; a reader asks for a build first.
 */
export const FORMAT_VERSION = 2;

/** What takes a file of format n − 1 to format n (index n − 2). */
const MIGRATIONS: readonly string[] = [
  // 2: a chunk keeps the labels of its links.
  'ALTER TABLE nodes ADD COLUMN links TEXT;',
];

// Nodes keep arrays as JSON. The FTS table holds its own copy of the searchable text (arrays
// joined as prose), keyed by the node's rowid, so snippets read naturally. `document` names the
// file that owns a node; the levels above documents have none and are rebuilt every time.
const CREATE = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE nodes (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  level TEXT NOT NULL,
  parent TEXT,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  summary TEXT NOT NULL,
  topics TEXT NOT NULL,
  details TEXT NOT NULL,
  file TEXT,
  line_start INTEGER,
  line_end INTEGER,
  text TEXT,
  children TEXT NOT NULL,
  document TEXT,
  links TEXT
);
CREATE INDEX nodes_document ON nodes (document);
CREATE VIRTUAL TABLE nodes_fts USING fts5(
  title, summary, topics, details, text, tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TABLE documents (
  file TEXT PRIMARY KEY,
  hash TEXT NOT NULL,
  config TEXT NOT NULL,
  node_ids TEXT NOT NULL,
  parent TEXT,
  prefix TEXT NOT NULL
);
CREATE TABLE summaries (key TEXT PRIMARY KEY, value TEXT NOT NULL);
PRAGMA application_id = ${APPLICATION_ID};
PRAGMA user_version = ${FORMAT_VERSION};
`;

/**
 * Opens a library file; with `create`, makes it (and its folder) when missing. A file that is not
 * SQLite, another program's database or a newer format is refused with a `LibraryError`.
 */
export function openDatabase(path: string, options: { create: boolean }): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    if (options.create) mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path, { readOnly: !options.create });
    db.exec('PRAGMA busy_timeout = 5000');
    const header = readDatabaseHeader(db);
    const { tables, version } = header;
    const problem = foreignOrNewer(header, {
      appId: APPLICATION_ID,
      version: FORMAT_VERSION,
      what: 'library',
    });
    if (problem) throw new LibraryError({ path, problem });
    if (!options.create) {
      if (tables === 0) throw new LibraryError({ path, problem: 'is not a library (empty database)' });
      if (version < FORMAT_VERSION) {
        throw new LibraryError({
          path,
          problem: `was written by an older Ariadne (format ${version}, this one reads ${FORMAT_VERSION}); run \`ariadne build\` again to update it`,
        });
      }
      return db;
    }
    // WAL: one commit per document stays cheap, and readers can open the library mid-build.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    if (tables === 0) {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(CREATE);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    } else if (version < FORMAT_VERSION) {
      const file = db;
      transaction(file, () => {
        for (const step of MIGRATIONS.slice(Math.max(0, version - 1))) file.exec(step);
        file.exec(`PRAGMA user_version = ${FORMAT_VERSION}`);
      });
    }
    return db;
  } catch (error) {
    if (db?.isOpen) db.close();
    if (LibraryError.isInstance(error)) throw error;
    throw new LibraryError({ path, problem: 'cannot be opened as a library', cause: error });
  }
}

/** Runs `work` in one transaction: all of it is stored, or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const out = work();
    db.exec('COMMIT');
    return out;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
