import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { foreignOrNewer, readDatabaseHeader } from '../core/database-header.ts';
import { ArchiveError } from '../core/errors/archive-error.ts';

/** Marks the file as an Ariadne archive (`PRAGMA application_id`, "ARIA"). */
const APPLICATION_ID = 0x41524941;
/** Bump when the stored format changes, and migrate from the older versions. */
const SCHEMA_VERSION = 1;

// Records hold the text once; the FTS index reads it through `content=` and is kept in step by
// triggers. unicode61 with remove_diacritics 2 lets `creme` find `crème`.
const CREATE = `
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  final_url TEXT NOT NULL,
  status INTEGER NOT NULL,
  headers TEXT NOT NULL,
  content_type TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  fetched_at TEXT NOT NULL
);
CREATE INDEX pages_final_url ON pages (final_url, id);
CREATE VIRTUAL TABLE pages_fts USING fts5(
  title, text, content = 'pages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER pages_fts_insert AFTER INSERT ON pages BEGIN
  INSERT INTO pages_fts (rowid, title, text) VALUES (new.id, new.title, new.text);
END;
CREATE TRIGGER pages_fts_delete AFTER DELETE ON pages BEGIN
  INSERT INTO pages_fts (pages_fts, rowid, title, text) VALUES ('delete', old.id, old.title, old.text);
END;
CREATE TRIGGER pages_fts_update AFTER UPDATE ON pages BEGIN
  INSERT INTO pages_fts (pages_fts, rowid, title, text) VALUES ('delete', old.id, old.title, old.text);
  INSERT INTO pages_fts (rowid, title, text) VALUES (new.id, new.title, new.text);
END;
PRAGMA application_id = ${APPLICATION_ID};
PRAGMA user_version = ${SCHEMA_VERSION};
`;

/**
 * Opens (or creates, with its folder) an archive database. A file that is not SQLite, is
 * another program's database, or was written by a newer Ariadne is refused with an
 * `ArchiveError` naming it, and left untouched.
 */
export function openDatabase(path: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 5000');
    const header = readDatabaseHeader(db);
    const { tables } = header;
    const problem = foreignOrNewer(header, {
      appId: APPLICATION_ID,
      version: SCHEMA_VERSION,
      what: 'archive',
    });
    if (problem) throw new ArchiveError({ path, problem });
    // Several processes may share one archive; WAL lets readers and one writer work side by side.
    db.exec('PRAGMA journal_mode = WAL');
    if (tables === 0) {
      db.exec('BEGIN');
      try {
        db.exec(CREATE);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
    return db;
  } catch (error) {
    if (db?.isOpen) db.close();
    if (ArchiveError.isInstance(error)) throw error;
    throw new ArchiveError({ path, problem: 'cannot be opened as an archive', cause: error });
  }
}
