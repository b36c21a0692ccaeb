import { delay } from './delay.ts';

/**
 * Waits for a host's turn: resolves when a request to `url`'s host may start. `minGapMs`, when
 * given, is a longer gap the host asks for (its robots.txt `Crawl-delay`) than the pacer's own.
 */
export type HostPacer = (url: URL, signal: AbortSignal, minGapMs?: number) => Promise<void>;

/** Hosts remembered before the ones whose turn has passed are forgotten. */
const PRUNE_AT = 512;

/**
 * Per-host politeness: requests to one host start at least 1/N s apart (or the longer gap the
 * caller says the host asks for). Each caller reserves the
 * next free slot at once (so concurrent callers queue in order) and waits for it with one timer;
 * an aborted wait gives its slot back when nobody queued behind it. A timer that fires late (a
 * busy process) does not let the turns after it bunch up: a turn starts no sooner than 1/N s
 * after the last one started.
 */
export function createHostPacer(requestsPerSecond: number): HostPacer {
  if (!(requestsPerSecond > 0)) {
    throw new RangeError(`hostRequestsPerSecond must be above 0, got ${requestsPerSecond}`);
  }
  const interval = 1000 / requestsPerSecond;
  // Host → earliest start of its next request, in performance.now() milliseconds.
  const next = new Map<string, number>();
  // Host → when its last request started.
  const started = new Map<string, number>();
  return async (url, signal, minGapMs) => {
    signal.throwIfAborted();
    const gap = Math.max(interval, minGapMs ?? 0);
    const now = performance.now();
    if (next.size >= PRUNE_AT) {
      for (const [host, at] of next) if (at <= now) next.delete(host);
      for (const [host, at] of started) if (at + gap <= now) started.delete(host);
    }
    const host = url.hostname.toLowerCase();
    const slot = Math.max(now, next.get(host) ?? 0);
    next.set(host, slot + gap);
    if (slot > now) {
      await delay(slot - now, signal, () => {
        if (next.get(host) === slot + gap) next.set(host, slot);
      });
    }
    for (;;) {
      const early = (started.get(host) ?? Number.NEGATIVE_INFINITY) + gap - performance.now();
      if (early <= 0) break;
      await delay(early, signal);
    }
    started.set(host, performance.now());
  };
}
