import { createHash } from 'node:crypto';
import { type LevelWrap, type Summarizer, wrapLevels } from './summarizer.ts';

/** Where summaries are kept between builds, by a key of summarizer, level and input. */
export interface SummaryCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export interface SummaryCounts {
  computed: number;
  cached: number;
}

/** The cache key of a summary: the summarizer's name, the level and the input. */
export function summaryKey(summarizer: string, level: string, input: unknown): string {
  return createHash('sha256')
    .update(`${summarizer}\n${level}\n${JSON.stringify(input)}`)
    .digest('hex');
}

/**
 * Wraps a summarizer so that an input it has summarized before (same summarizer name, level and
 * input) is answered from the cache: unchanged text is never summarized twice, even across
 * builds, renames or a killed build.
 */
export function cachedSummarizer(
  inner: Summarizer,
  cache: SummaryCache,
  counts: SummaryCounts,
  onSummary: () => void = () => {},
): Summarizer {
  const wrap: LevelWrap =
    <I, O>(level: string, call: (input: I, signal: AbortSignal) => Promise<O>) =>
    async (input: I, signal: AbortSignal): Promise<O> => {
      const key = summaryKey(inner.name, level, input);
      const hit = cache.get(key);
      let out: O;
      if (hit !== undefined) {
        counts.cached++;
        out = JSON.parse(hit) as O;
      } else {
        out = await call(input, signal);
        cache.set(key, JSON.stringify(out));
        counts.computed++;
      }
      onSummary();
      return out;
    };
  return { ...wrapLevels(inner, wrap), usage: () => inner.usage?.() ?? { llmCalls: 0, tokens: 0 } };
}
