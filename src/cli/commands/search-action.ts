import { existsSync } from 'node:fs';
import { defaultArchivePath, openArchive } from '../../archive/index.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';

export interface SearchCommandOptions {
  archive?: string;
  limit?: number;
  json?: boolean;
}

/** `ariadne search`: hits from the archive on stdout; the exit code. */
export function search(query: string, options: SearchCommandOptions): number {
  if (!query.trim()) throw new UsageError('the query is empty: give words to search for');
  const path = options.archive ?? defaultArchivePath();
  // Searching must not create an archive where there is none.
  if (!existsSync(path)) throw new UsageError(`no archive at ${path}`);
  const archive = openArchive(path);
  try {
    const hits = archive.search(query, options.limit === undefined ? {} : { limit: options.limit });
    for (const hit of hits) {
      const { url, finalUrl, title, snippet, score, fetchedAt } = hit;
      writeResult(
        options.json
          ? JSON.stringify({ url, finalUrl, title, snippet, score, fetchedAt })
          : `${title} — ${finalUrl}\n    ${snippet.replace(/\s+/g, ' ').trim()}`,
      );
    }
    if (hits.length === 0) writeProgress(`No archived page matches "${query.trim()}"`);
    return hits.length > 0 ? EXIT_FOUND : EXIT_NOT_FOUND;
  } finally {
    archive.close();
  }
}
