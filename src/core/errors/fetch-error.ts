import { AriadneError } from './ariadne-error.ts';

const name = 'FetchError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A page could not be fetched: network failure, unreachable host, DNS, or timeout. */
export class FetchError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly reason: FetchFailure;

  constructor(options: { url: string; reason: FetchFailure; cause?: unknown; message?: string }) {
    super(
      name,
      options.message ??
        `${options.reason === 'timeout' ? 'Timed out fetching' : 'Could not fetch'} ${options.url}${describeCause(options.cause)}`,
      { cause: options.cause },
    );
    this.url = options.url;
    this.reason = options.reason;
  }

  static override isInstance(error: unknown): error is FetchError {
    return AriadneError.hasMarker(error, marker);
  }
}

/** Why a fetch failed: the network (DNS, refused, reset) or the time limit. */
export type FetchFailure = 'network' | 'timeout';

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND) one level down.
  const inner = cause.cause instanceof Error ? cause.cause.message : '';
  return `: ${inner || cause.message}`;
}
