import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CheckUrl } from './check-url.ts';
import { type FetchOptions, fetchPage } from './fetch-page.ts';
import type { HostPacer } from './host-pacer.ts';
import { readSearchIndex, type SearchIndex } from './search-index.ts';

/** A site's whole index is one file; a large documentation set's runs to a few megabytes. */
const INDEX_MAX_BYTES = 16 * 1024 * 1024;
/** Index files tried per search: the likeliest ones a page names, never a long list of guesses. */
const TRIED = 2;

export interface IndexReaderOptions {
  fetchOptions: Omit<FetchOptions, 'signal' | 'waitTurn' | 'onReceived'>;
  checkRemote: CheckUrl;
  pacer: HostPacer | undefined;
}

/**
 * Reads a site's search index (see `readSearchIndex`) with the world's guard and pace, each file
 * once per world: every search of a run, and of every run sharing the world, reuses it. The first
 * of the candidates that is an index is read; undefined when none is.
 */
export function createIndexReader(options: IndexReaderOptions) {
  const read = new Map<string, Promise<SearchIndex | undefined>>();
  const readOne = async (
    url: string,
    resultsUrl: string,
    signal: AbortSignal,
  ): Promise<SearchIndex | undefined> => {
    try {
      const text = url.startsWith('file:')
        ? await readLocal(url, options.fetchOptions.checkUrl, signal)
        : await readRemote(url, options, signal);
      return readSearchIndex(text, url, resultsUrl);
    } catch (error) {
      if (signal.aborted) throw error;
      return undefined;
    }
  };
  return async (
    candidates: readonly string[],
    resultsUrl: string,
    signal: AbortSignal,
  ): Promise<SearchIndex | undefined> => {
    for (const url of candidates.slice(0, TRIED)) {
      let pending = read.get(url);
      if (!pending) {
        pending = readOne(url, resultsUrl, signal);
        read.set(url, pending);
        // A read cut short by its run is not an answer for the next run.
        pending.catch(() => read.delete(url));
      }
      const index = await pending;
      if (index) return index;
    }
    return undefined;
  };
}

async function readRemote(url: string, options: IndexReaderOptions, signal: AbortSignal): Promise<string> {
  const page = await fetchPage(url, {
    ...options.fetchOptions,
    checkUrl: options.checkRemote,
    maxBytes: INDEX_MAX_BYTES,
    signal,
    ...(options.pacer ? { waitTurn: options.pacer } : {}),
    readable: () => 'text',
  });
  return page.body;
}

async function readLocal(url: string, checkUrl: CheckUrl | undefined, signal: AbortSignal): Promise<string> {
  if (checkUrl) await checkUrl(new URL(url), signal);
  const path = fileURLToPath(url);
  if ((await stat(path)).size > INDEX_MAX_BYTES) throw new Error(`${url} is larger than a search index`);
  return readFile(path, { encoding: 'utf8', signal });
}
