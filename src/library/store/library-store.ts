import type { DatabaseSync } from 'node:sqlite';
import type { LibraryNode } from '../model.ts';
import type { SummaryCache } from '../summarize/cached.ts';
import type { DocumentEntry, Placement } from '../tree/upper-tree.ts';
import { ftsValues, NODE_COLUMNS, nodeValues, rowToNode } from './rows.ts';
import { transaction } from './schema.ts';

/** What the library holds about a document between builds. */
export interface StoredDocument {
  file: string;
  hash: string;
  config: string;
  parent: string | null;
  prefix: string[];
}

/** The writing side of a library file, used by the builder. Every write is one transaction. */
export interface LibraryStore {
  documents(): Map<string, StoredDocument>;
  /** Replaces the document's nodes (and its record) atomically. */
  writeDocument(doc: Omit<StoredDocument, 'parent' | 'prefix'>, nodes: readonly LibraryNode[]): void;
  removeDocument(file: string): void;
  /** The stored document nodes, in file order. */
  documentEntries(): DocumentEntry[];
  /** Replaces every node above the documents and places each document, atomically. */
  writeTree(
    nodes: readonly LibraryNode[],
    placements: ReadonlyMap<string, Placement>,
    meta: Record<string, string>,
  ): void;
  meta(key: string): string | undefined;
  cache: SummaryCache;
  /** Nodes per level. */
  counts(): Record<string, number>;
}

export function libraryStore(db: DatabaseSync): LibraryStore {
  const st = prepareStatements(db);

  const insert = (node: LibraryNode, document: string | null): void => {
    const { lastInsertRowid } = st.insertNode.run(...nodeValues(node, document));
    st.insertFts.run(lastInsertRowid, ...ftsValues(node));
  };

  return {
    documents() {
      return storedDocuments(db);
    },
    writeDocument(doc, nodes) {
      const root = nodes[0];
      transaction(db, () => {
        st.deleteFtsOf.run(doc.file);
        st.deleteNodesOf.run(doc.file);
        for (const node of nodes) insert(node, doc.file);
        st.upsertDoc.run(
          doc.file,
          doc.hash,
          doc.config,
          JSON.stringify(nodes.map((n) => n.id)),
          root?.parent ?? null,
          JSON.stringify(root ? root.path.slice(0, -1) : []),
        );
      });
    },
    removeDocument(file) {
      transaction(db, () => {
        st.deleteFtsOf.run(file);
        st.deleteNodesOf.run(file);
        st.deleteDoc.run(file);
      });
    },
    documentEntries() {
      return documentEntriesOf(db);
    },
    writeTree(nodes, placements, meta) {
      const stored = this.documents();
      transaction(db, () => {
        st.deleteUpperFts.run();
        st.deleteUpper.run();
        for (const node of nodes) insert(node, null);
        for (const [file, place] of placements) {
          const before = stored.get(file);
          if (!before) continue;
          const samePrefix = JSON.stringify(before.prefix) === JSON.stringify(place.prefix);
          if (before.parent === place.parent && samePrefix) continue;
          st.setParent.run(place.parent, file);
          if (!samePrefix) {
            // Titles above the document changed: rewrite the head of every path below it.
            for (const row of st.nodesOf.all(file)) {
              const path = JSON.parse(String(row.path)) as string[];
              st.setPath.run(
                JSON.stringify([...place.prefix, ...path.slice(before.prefix.length)]),
                String(row.id),
              );
            }
          }
          st.setPlacement.run(place.parent, JSON.stringify(place.prefix), file);
        }
        for (const [key, value] of Object.entries(meta)) st.putMeta.run(key, value);
      });
    },
    meta(key) {
      const row = st.getMeta.get(key);
      return row ? String(row.value) : undefined;
    },
    cache: {
      get(key) {
        const row = st.getSummary.get(key);
        return row ? String(row.value) : undefined;
      },
      set(key, value) {
        st.putSummary.run(key, value);
      },
    },
    counts() {
      return levelCounts(db);
    },
  };
}

/** The statements a library store runs, prepared once per connection. */
function prepareStatements(db: DatabaseSync) {
  const insertNode = db.prepare(
    `INSERT INTO nodes (${NODE_COLUMNS}) VALUES (${NODE_COLUMNS.split(',')
      .map(() => '?')
      .join(', ')})`,
  );
  const insertFts = db.prepare(
    'INSERT INTO nodes_fts (rowid, title, summary, topics, details, text) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const deleteFtsOf = db.prepare(
    'DELETE FROM nodes_fts WHERE rowid IN (SELECT seq FROM nodes WHERE document = ?)',
  );
  const deleteNodesOf = db.prepare('DELETE FROM nodes WHERE document = ?');
  const deleteUpperFts = db.prepare(
    'DELETE FROM nodes_fts WHERE rowid IN (SELECT seq FROM nodes WHERE document IS NULL)',
  );
  const deleteUpper = db.prepare('DELETE FROM nodes WHERE document IS NULL');
  const upsertDoc = db.prepare(
    `INSERT INTO documents (file, hash, config, node_ids, parent, prefix) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (file) DO UPDATE SET hash = excluded.hash, config = excluded.config, node_ids = excluded.node_ids`,
  );
  const deleteDoc = db.prepare('DELETE FROM documents WHERE file = ?');
  const nodesOf = db.prepare('SELECT id, path FROM nodes WHERE document = ?');
  const setPath = db.prepare('UPDATE nodes SET path = ? WHERE id = ?');
  const setParent = db.prepare('UPDATE nodes SET parent = ? WHERE id = ?');
  const setPlacement = db.prepare('UPDATE documents SET parent = ?, prefix = ? WHERE file = ?');
  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const putMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const getSummary = db.prepare('SELECT value FROM summaries WHERE key = ?');
  const putSummary = db.prepare('INSERT OR REPLACE INTO summaries (key, value) VALUES (?, ?)');

  return {
    insertNode,
    insertFts,
    deleteFtsOf,
    deleteNodesOf,
    deleteUpperFts,
    deleteUpper,
    upsertDoc,
    deleteDoc,
    nodesOf,
    setPath,
    setParent,
    setPlacement,
    getMeta,
    putMeta,
    getSummary,
    putSummary,
  };
}

/** Every document the library holds, by file, with where it is placed. */
function storedDocuments(db: DatabaseSync): Map<string, StoredDocument> {
  const out = new Map<string, StoredDocument>();
  for (const row of db.prepare('SELECT file, hash, config, parent, prefix FROM documents').all()) {
    out.set(String(row.file), {
      file: String(row.file),
      hash: String(row.hash),
      config: String(row.config),
      parent: row.parent === null ? null : String(row.parent),
      prefix: JSON.parse(String(row.prefix)) as string[],
    });
  }
  return out;
}

/** The document nodes, in file order: what the tree above the documents is built from. */
function documentEntriesOf(db: DatabaseSync) {
  return db
    .prepare(
      `SELECT id, file, title, summary, topics FROM nodes WHERE level = 'document' AND document IS NOT NULL ORDER BY file`,
    )
    .all()
    .map((row) => ({
      id: String(row.id),
      file: String(row.file),
      title: String(row.title),
      summary: String(row.summary),
      topics: JSON.parse(String(row.topics)) as string[],
    }));
}

/** How many nodes the library holds at each level. */
function levelCounts(db: DatabaseSync): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of db.prepare('SELECT level, count(*) AS n FROM nodes GROUP BY level').all()) {
    out[String(row.level)] = Number(row.n);
  }
  return out;
}

export { rowToNode };
