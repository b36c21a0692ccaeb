import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiterOptions, type Release } from './rate-limiter.ts';

/** A fake clock: timers fire only when the test advances time. */
function fakeClock() {
  let t = 0;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      const timer = { at: t + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((x) => x !== timer);
      };
    },
    pending: () => timers.map((x) => x.at - t),
    async advance(ms: number) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((x) => x !== due);
        t = due.at;
        due.fn();
        await flush();
      }
      t = end;
      await flush();
    },
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(limits: RateLimiterOptions) {
  const clock = fakeClock();
  const limiter = createRateLimiter({ ...limits, now: clock.now, setTimer: clock.setTimer });
  const signal = new AbortController().signal;
  const granted: string[] = [];
  const releases = new Map<string, Release>();
  const acquire = (name: string, tokens = 0, s = signal) =>
    limiter.acquire(tokens, s).then((release) => {
      granted.push(name);
      releases.set(name, release);
    });
  return { clock, limiter, granted, releases, acquire };
}

describe('createRateLimiter', () => {
  it('lets everything through at once when no limit is set', async () => {
    const { acquire, granted } = setup({});
    await Promise.all([acquire('a', 1e9), acquire('b'), acquire('c')]);
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('passes a burst up to capacity, then waits exactly the computed time with one timer', async () => {
    const { acquire, granted, clock } = setup({ requestsPerMinute: 3 });
    for (const name of ['a', 'b', 'c', 'd']) void acquire(name);
    await flush();
    expect(granted).toEqual(['a', 'b', 'c']);
    // One request refills every 20 s.
    expect(clock.pending()).toEqual([20_000]);
    await clock.advance(19_999);
    expect(granted).toHaveLength(3);
    await clock.advance(1);
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
    expect(clock.pending()).toEqual([]);
  });

  it('waits for tokens: the wait is the deficit over the refill rate', async () => {
    const { acquire, granted, clock } = setup({ tokensPerMinute: 6000 });
    void acquire('a', 5000);
    void acquire('b', 2000);
    await flush();
    expect(granted).toEqual(['a']);
    // 1000 left, 1000 more needed at 100 tokens/s.
    expect(clock.pending()).toEqual([10_000]);
    await clock.advance(10_000);
    expect(granted).toEqual(['a', 'b']);
  });

  it('honours the concurrency cap; a release frees a slot', async () => {
    const { acquire, granted, releases, clock } = setup({ concurrency: 2 });
    for (const name of ['a', 'b', 'c']) void acquire(name);
    await flush();
    expect(granted).toEqual(['a', 'b']);
    expect(clock.pending()).toEqual([]);
    releases.get('b')?.();
    releases.get('b')?.(); // a second release is ignored
    await flush();
    expect(granted).toEqual(['a', 'b', 'c']);
    void acquire('d');
    await flush();
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('serves callers in arrival order, even when a later one would fit', async () => {
    const { acquire, granted, clock } = setup({ tokensPerMinute: 600 });
    void acquire('a', 500);
    void acquire('big', 400);
    void acquire('small', 10);
    await flush();
    expect(granted).toEqual(['a']);
    await clock.advance(30_000); // 100 + 300 = 400
    expect(granted).toEqual(['a', 'big']);
    await clock.advance(1000);
    expect(granted).toEqual(['a', 'big', 'small']);
  });

  it('rejects promptly with the reason when aborted while queued, and the queue moves on', async () => {
    const { acquire, granted, clock } = setup({ requestsPerMinute: 1 });
    void acquire('a');
    const controller = new AbortController();
    const waiting = acquire('b', 0, controller.signal);
    void acquire('c');
    await flush();
    const reason = new Error('user cancelled');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    await clock.advance(60_000);
    expect(granted).toEqual(['a', 'c']);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { limiter } = setup({ requestsPerMinute: 1 });
    await expect(limiter.acquire(1, AbortSignal.abort('gone'))).rejects.toBe('gone');
  });

  it('lets a request larger than the whole bucket through once the bucket is full', async () => {
    const { acquire, granted, clock } = setup({ tokensPerMinute: 1000 });
    void acquire('a', 500);
    void acquire('huge', 5000);
    void acquire('next', 100);
    await flush();
    expect(granted).toEqual(['a']);
    await clock.advance(30_000);
    expect(granted).toEqual(['a', 'huge']);
    // The oversize request left a debt of 4000 tokens; 'next' waits for it and its own 100.
    expect(clock.pending()).toEqual([246_000]);
  });

  it('corrects the estimate with the actual tokens on release', async () => {
    const { acquire, granted, releases, clock } = setup({ tokensPerMinute: 1000 });
    void acquire('a', 800);
    void acquire('b', 800);
    await flush();
    expect(granted).toEqual(['a']);
    releases.get('a')?.(100); // 700 refunded: 900 available
    await flush();
    expect(granted).toEqual(['a', 'b']);
    releases.get('b')?.(1500); // 700 more than estimated: 100 - 700 = -600
    void acquire('c', 100);
    await flush();
    expect(clock.pending()).toEqual([42_000]);
  });

  it('rejects impossible limits and estimates', async () => {
    expect(() => createRateLimiter({ requestsPerMinute: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ concurrency: -1 })).toThrow(RangeError);
    await expect(createRateLimiter().acquire(Number.NaN, new AbortController().signal)).rejects.toThrow(
      RangeError,
    );
  });

  it('waits on a real timer when no clock is injected', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 600 });
    const signal = new AbortController().signal;
    const start = Date.now();
    await Promise.all(Array.from({ length: 601 }, () => limiter.acquire(0, signal)));
    expect(Date.now() - start).toBeGreaterThanOrEqual(90);
  });
});
