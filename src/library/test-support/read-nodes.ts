import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { LIBRARY_FILE, type LibraryNode } from '../model.ts';
import { NODE_COLUMNS, rowToNode } from '../store/rows.ts';

/** Every node of a library, by id: for comparing two builds. */
export function readNodes(dir: string): Map<string, LibraryNode> {
  const db = new DatabaseSync(join(dir, LIBRARY_FILE), { readOnly: true });
  try {
    const rows = db.prepare(`SELECT ${NODE_COLUMNS} FROM nodes ORDER BY id`).all();
    return new Map(rows.map((row) => [String(row.id), rowToNode(row)]));
  } finally {
    db.close();
  }
}
