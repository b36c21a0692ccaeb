import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatOf } from './document-format.ts';

/**
 * Every document under `dir` (Markdown, HTML, text), as sorted `/`-separated relative paths.
 * Hidden entries and node_modules are skipped; symbolic links are not followed (no cycles).
 */
export async function scanDocuments(dir: string, signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    signal?.throwIfAborted();
    const entries = await readdir(join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && formatOf(entry.name)) out.push(path);
    }
  };
  await walk('');
  return out.sort(compareCodePoints);
}

/** Locale-independent order, so ids and trees do not depend on the machine. */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
