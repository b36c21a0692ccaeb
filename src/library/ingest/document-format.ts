import type { DocumentFormat } from './types.ts';

/**
 * The format of a file by its extension, or null when it is not a document. On its own, apart
 * from the ingest, so that what only looks at names (a folder's look-through before `ask` or
 * `extract`) loads none of the ingest's chunking and its tokenizer tables.
 */
export function formatOf(file: string): DocumentFormat | null {
  const ext = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  if (ext === 'md' || ext === 'markdown') return 'markdown';
  if (ext === 'html' || ext === 'htm') return 'html';
  if (ext === 'txt') return 'text';
  return null;
}
