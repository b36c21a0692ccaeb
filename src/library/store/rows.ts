import type { SQLInputValue } from 'node:sqlite';
import type { LibraryLevel, LibraryNode } from '../model.ts';

export const NODE_COLUMNS =
  'id, level, parent, title, path, summary, topics, details, file, line_start, line_end, text, children, document, links';

/** Values for an INSERT of NODE_COLUMNS. */
export function nodeValues(node: LibraryNode, document: string | null): SQLInputValue[] {
  return [
    node.id,
    node.level,
    node.parent,
    node.title,
    JSON.stringify(node.path),
    node.summary,
    JSON.stringify(node.topics),
    JSON.stringify(node.details),
    node.file ?? null,
    node.lines?.[0] ?? null,
    node.lines?.[1] ?? null,
    node.text ?? null,
    JSON.stringify(node.children),
    document,
    node.links ? JSON.stringify(node.links) : null,
  ];
}

/** Values for the FTS row of a node: title, summary, topics, details, text. */
export function ftsValues(node: LibraryNode): SQLInputValue[] {
  return [node.title, node.summary, node.topics.join(' · '), node.details.join(' · '), node.text ?? ''];
}

export function rowToNode(row: Record<string, unknown>): LibraryNode {
  const node: LibraryNode = {
    id: String(row.id),
    level: String(row.level) as LibraryLevel,
    parent: row.parent === null || row.parent === undefined ? null : String(row.parent),
    title: String(row.title),
    path: JSON.parse(String(row.path)) as string[],
    summary: String(row.summary),
    topics: JSON.parse(String(row.topics)) as string[],
    details: JSON.parse(String(row.details)) as string[],
    children: JSON.parse(String(row.children)) as string[],
  };
  if (row.file !== null && row.file !== undefined) node.file = String(row.file);
  if (row.line_start !== null && row.line_start !== undefined) {
    node.lines = [Number(row.line_start), Number(row.line_end)];
  }
  if (row.text !== null && row.text !== undefined) node.text = String(row.text);
  if (row.links !== null && row.links !== undefined) node.links = JSON.parse(String(row.links)) as string[];
  return node;
}
