import { type SummaryCache, type SummaryCounts, summaryKey } from './cached.ts';
import { type Summarizer, wrapLevels } from './summarizer.ts';

/** A summary as the cache keeps it: its key and its value as JSON. */
export type RecordedSummary = [key: string, value: string];

/**
 * Wraps a deterministic summarizer (the offline one) so that every summary it writes is also
 * recorded under its cache key, for a thread that cannot reach the library's cache: the thread
 * that can then stores them with `keepRecorded`. Since the summarizer is deterministic, a summary
 * computed afresh equals the one the cache holds for the same key.
 */
export function recordingSummarizer(inner: Summarizer, recorded: RecordedSummary[]): Summarizer {
  return wrapLevels(
    inner,
    <I, O>(level: string, call: (input: I, signal: AbortSignal) => Promise<O>) =>
      async (input: I, signal: AbortSignal): Promise<O> => {
        const out = await call(input, signal);
        recorded.push([summaryKey(inner.name, level, input), JSON.stringify(out)]);
        return out;
      },
  );
}

/**
 * Stores recorded summaries in the cache and counts them as `cachedSummarizer` would have: a key
 * the cache already holds is a summary taken from the cache, any other one a summary computed.
 */
export function keepRecorded(
  recorded: readonly RecordedSummary[],
  cache: SummaryCache,
  counts: SummaryCounts,
): void {
  for (const [key, value] of recorded) {
    if (cache.get(key) !== undefined) counts.cached++;
    else {
      cache.set(key, value);
      counts.computed++;
    }
  }
}
