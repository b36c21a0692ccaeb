import type { Redis } from 'ioredis';
import { delay, type HostPacer } from '../../worlds/web/index.ts';

/** Where the last start of a request to a host is kept. */
const KEY_PREFIX = 'ariadne:pace:';

// Atomically: when the host's last request started at least ARGV[1] microseconds ago (by Redis's
// own clock, so the machines' clocks do not matter), this request starts now and 0 is returned;
// else the microseconds left to wait. The key outlives a turn by a second, then goes.
const TURN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local last = tonumber(redis.call('GET', KEYS[1]) or '')
if last == nil or now >= last + interval then
  redis.call('SET', KEYS[1], tostring(now), 'PX', math.ceil(interval / 1000) + 1000)
  return 0
end
return math.ceil(last + interval - now)
`;

/**
 * Per-host politeness for every process that shares the Redis: requests to one host start at
 * least 1/N s apart (or the longer gap the host's robots.txt asks for), whichever worker makes them. A request takes its turn by asking Redis, and
 * waits out what Redis says is left before asking again.
 */
export function createRedisPacer(redis: Redis, requestsPerSecond: number): HostPacer {
  if (!(requestsPerSecond > 0))
    throw new RangeError(`requests per second must be above 0, got ${requestsPerSecond}`);
  const interval = Math.ceil(1_000_000 / requestsPerSecond);
  return async (url, signal, minGapMs) => {
    const key = `${KEY_PREFIX}${url.hostname.toLowerCase()}`;
    const gap = Math.max(interval, Math.ceil((minGapMs ?? 0) * 1000));
    for (;;) {
      signal.throwIfAborted();
      const left = Number(await redis.eval(TURN, 1, key, String(gap)));
      if (left <= 0) return;
      await delay(left / 1000, signal);
    }
  };
}
