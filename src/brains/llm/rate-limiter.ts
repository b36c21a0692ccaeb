/**
 * Client-side rate limiting for one provider: a request bucket, a token bucket and a concurrency
 * cap. Callers wait in one FIFO queue; the head's wait is computed from the buckets and a single
 * timer wakes it, so nothing polls.
 */

/** Hands back a slot; `actualTokens` replaces the estimate taken at `acquire`. Idempotent. */
export type Release = (actualTokens?: number) => void;

export interface RateLimiter {
  /** Waits until one request of about `estimatedTokens` may start; rejects with the signal's reason on abort. */
  acquire(estimatedTokens: number, signal: AbortSignal): Promise<Release>;
}

/** Limits of one provider; an unset limit is unlimited. */
export interface RateLimits {
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  concurrency?: number;
}

/** Schedules `callback` after `ms`; returns a function that cancels it. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export interface RateLimiterOptions extends RateLimits {
  /** Milliseconds clock; injectable so tests need no real waiting. */
  now?: () => number;
  setTimer?: SetTimer;
}

const MINUTE_MS = 60_000;
// Float refills can land a hair short of the target; this much shortfall counts as full.
const EPSILON = 1e-9;

interface Waiter {
  tokens: number;
  resolve(release: Release): void;
}

/** A bucket that fills continuously up to `capacity`; its level may go negative to carry a debt. */
interface Bucket {
  capacity: number;
  /** Units per millisecond. */
  rate: number;
  level: number;
}

const realTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? realTimer;
  const requests = bucket('requestsPerMinute', options.requestsPerMinute);
  const tokens = bucket('tokensPerMinute', options.tokensPerMinute);
  const concurrency = limit('concurrency', options.concurrency);
  const queue: Waiter[] = [];
  let inFlight = 0;
  let last = now();
  let cancelTimer: (() => void) | undefined;

  function refill(): void {
    const t = now();
    const elapsed = Math.max(0, t - last);
    last = t;
    for (const b of [requests, tokens]) {
      if (b) b.level = Math.min(b.capacity, b.level + elapsed * b.rate);
    }
  }

  /** Milliseconds until `b` holds `need` (a request larger than the bucket waits for a full bucket). */
  function waitFor(b: Bucket | undefined, need: number): number {
    if (!b) return 0;
    const target = Math.min(need, b.capacity);
    const deficit = target - b.level;
    return deficit <= EPSILON * Math.max(1, target) ? 0 : Math.ceil(deficit / b.rate);
  }

  function pump(): void {
    cancelTimer?.();
    cancelTimer = undefined;
    refill();
    for (let head = queue[0]; head; head = queue[0]) {
      // A release will pump again; no timer needed while the cap is the only obstacle.
      if (inFlight >= concurrency) return;
      const wait = Math.max(waitFor(requests, 1), waitFor(tokens, head.tokens));
      if (wait > 0) {
        cancelTimer = setTimer(() => {
          cancelTimer = undefined;
          pump();
        }, wait);
        return;
      }
      queue.shift();
      grant(head);
    }
  }

  function grant(waiter: Waiter): void {
    if (requests) requests.level -= 1;
    if (tokens) tokens.level -= waiter.tokens;
    inFlight += 1;
    let released = false;
    waiter.resolve((actualTokens) => {
      if (released) return;
      released = true;
      inFlight -= 1;
      if (tokens && actualTokens !== undefined && Number.isFinite(actualTokens)) {
        refill();
        tokens.level = Math.min(tokens.capacity, tokens.level + waiter.tokens - Math.max(0, actualTokens));
      }
      pump();
    });
  }

  return {
    acquire(estimatedTokens, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (!(estimatedTokens >= 0)) {
        return Promise.reject(
          new RangeError(`estimatedTokens must be a number >= 0, got ${estimatedTokens}`),
        );
      }
      return new Promise<Release>((resolve, reject) => {
        const onAbort = (): void => {
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          reject(signal.reason);
          // The head may have changed: recompute the wait for whoever is first now.
          if (i === 0) pump();
        };
        const waiter: Waiter = {
          tokens: estimatedTokens,
          resolve(release) {
            signal.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
        if (queue.length === 1) pump();
      });
    },
  };
}

function limit(name: string, value: number | undefined): number {
  if (value === undefined) return Number.POSITIVE_INFINITY;
  if (!(value > 0)) throw new RangeError(`${name} must be a positive number, got ${value}`);
  return value;
}

function bucket(name: string, perMinute: number | undefined): Bucket | undefined {
  const capacity = limit(name, perMinute);
  if (capacity === Number.POSITIVE_INFINITY) return undefined;
  return { capacity, rate: capacity / MINUTE_MS, level: capacity };
}
