import { Redis } from 'ioredis';
import { UsageError } from '../usage-error.ts';

/** How long the first connection may take before Redis counts as unreachable. */
const CONNECT_MS = 5000;

/** A redis:// or rediss:// URL, or a usage error naming what is wrong with it. */
export function redisUrl(value: string): string {
  const url = URL.parse(value);
  if (!url || !/^rediss?:$/.test(url.protocol)) {
    throw new UsageError(`--redis wants a redis://host:port URL, got "${value}"`);
  }
  return value;
}

/**
 * A connection to Redis for a batch or a worker, once Redis has answered: unreachable at the
 * start is a usage error (one line, exit 2). Once connected, a connection lost is retried without
 * end and commands wait for it (`maxRetriesPerRequest: null`), so a batch or a worker waits out a
 * Redis restart and goes on. `onLost` hears of each loss once, until the connection is back.
 */
export async function connectRedis(url: string, onLost?: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(redisUrl(url), {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    connectTimeout: CONNECT_MS,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  });
  // Until the first answer, an error means unreachable; the connect below reports it.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new UsageError(`cannot reach Redis at ${redactedUrl(url)}: ${(error as Error).message}`);
  }
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    onLost?.(error);
  });
  redis.on('ready', () => {
    lost = false;
  });
  return redis;
}

/** The URL without its password: a URL is printed, a secret never. */
export function redactedUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed?.password) return url;
  parsed.password = '***';
  return parsed.toString();
}
