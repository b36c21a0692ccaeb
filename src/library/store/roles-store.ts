import type { DatabaseSync } from 'node:sqlite';
import type { Fingerprint } from '../dedupe/fingerprint.ts';
import { type Role, searchable } from '../dedupe/roles.ts';
import { ftsValues, NODE_COLUMNS, rowToNode } from './rows.ts';
import { transaction } from './schema.ts';

// Added tables, made on first use, so libraries written before them still open and build.
const CREATE = `
CREATE TABLE IF NOT EXISTS fingerprints (file TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS roles (file TEXT PRIMARY KEY, role TEXT NOT NULL, kept TEXT, reason TEXT);
CREATE INDEX IF NOT EXISTS roles_kept ON roles (kept);
`;

/** Fingerprints and roles (kept, alias, aside) of the documents, for the builder. */
export interface RolesStore {
  fingerprints(): Fingerprint[];
  /** The files that have a stored fingerprint (a build killed before writing one re-reads it). */
  fingerprinted(): Set<string>;
  writeFingerprint(print: Fingerprint): void;
  forget(file: string): void;
  /**
   * Stores every document's role and makes search agree with it: the nodes of an alias and of a
   * compilation leave the full-text index (a search finds the kept copy, or the documents the
   * compilation repeats), a document that is neither any more comes back, and a document that is
   * not shelved hangs from no parent.
   */
  applyRoles(roles: ReadonlyMap<string, Role>): void;
}

export function rolesStore(db: DatabaseSync): RolesStore {
  db.exec(CREATE);
  const put = db.prepare('INSERT OR REPLACE INTO fingerprints (file, value) VALUES (?, ?)');
  const del = db.prepare('DELETE FROM fingerprints WHERE file = ?');
  const delRole = db.prepare('DELETE FROM roles WHERE file = ?');
  const putRole = db.prepare('INSERT OR REPLACE INTO roles (file, role, kept, reason) VALUES (?, ?, ?, ?)');
  const hide = db.prepare('DELETE FROM nodes_fts WHERE rowid IN (SELECT seq FROM nodes WHERE document = ?)');
  const nodesOf = db.prepare(`SELECT seq, ${NODE_COLUMNS} FROM nodes WHERE document = ?`);
  const indexed = db.prepare(
    'SELECT count(*) AS n FROM nodes_fts WHERE rowid = (SELECT min(seq) FROM nodes WHERE document = ?)',
  );
  const insertFts = db.prepare(
    'INSERT INTO nodes_fts (rowid, title, summary, topics, details, text) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const placement = db.prepare('SELECT parent, prefix FROM documents WHERE file = ?');
  const pathsOf = db.prepare('SELECT id, path FROM nodes WHERE document = ?');
  const setPath = db.prepare('UPDATE nodes SET path = ? WHERE id = ?');
  const detach = db.prepare(`UPDATE nodes SET parent = NULL WHERE document = ? AND level = 'document'`);
  const detachDoc = db.prepare(`UPDATE documents SET parent = NULL, prefix = '[]' WHERE file = ?`);
  // Off the shelves, a document stands as a clean build writes it: no parent, no titles above it.
  const unplace = (file: string): void => {
    const row = placement.get(file);
    if (!row) return;
    const prefix = JSON.parse(String(row.prefix)) as string[];
    if (row.parent === null && prefix.length === 0) return;
    if (prefix.length > 0) {
      for (const node of pathsOf.all(file)) {
        const path = JSON.parse(String(node.path)) as string[];
        setPath.run(JSON.stringify(path.slice(prefix.length)), String(node.id));
      }
    }
    detach.run(file);
    detachDoc.run(file);
  };
  return {
    fingerprints() {
      return db
        .prepare('SELECT value FROM fingerprints ORDER BY file')
        .all()
        .map((row) => JSON.parse(String(row.value)) as Fingerprint);
    },
    fingerprinted() {
      return new Set(
        db
          .prepare('SELECT file FROM fingerprints')
          .all()
          .map((row) => String(row.file)),
      );
    },
    writeFingerprint(print) {
      put.run(print.file, JSON.stringify(print));
    },
    forget(file) {
      transaction(db, () => {
        del.run(file);
        delRole.run(file);
      });
    },
    applyRoles(roles) {
      transaction(db, () => {
        for (const [file, role] of roles) {
          putRole.run(
            file,
            role.kind,
            role.kind === 'alias' ? role.of : null,
            role.kind === 'aside' ? role.reason : null,
          );
          if (!searchable(role)) hide.run(file);
          else if (Number(indexed.get(file)?.n ?? 0) === 0) {
            for (const row of nodesOf.all(file)) insertFts.run(Number(row.seq), ...ftsValues(rowToNode(row)));
          }
          if (role.kind !== 'kept') unplace(file);
        }
      });
    },
  };
}
