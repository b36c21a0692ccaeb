import { oneLine } from '../one-line.ts';
import { AriadneError } from './ariadne-error.ts';

const name = 'FetchError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A page could not be fetched: network failure, unreachable host, DNS, or timeout. */
export class FetchError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly reason: FetchFailure;
  /**
   * Why the host could not be reached at all (`connection refused`, `no such host`, `connection
   * timed out`), when the fetch failed before the host could answer; undefined for other failures.
   */
  readonly unreachable: string | undefined;

  constructor(options: {
    url: string;
    reason: FetchFailure;
    cause?: unknown;
    message?: string;
    unreachable?: string;
  }) {
    const unreachable = options.unreachable ?? unreachableWhy(options.cause);
    const host = URL.parse(options.url)?.host || options.url;
    super(
      name,
      options.message ??
        (unreachable
          ? `cannot reach ${host} (${unreachable}); check the address, and that the site is up`
          : `${options.reason === 'timeout' ? 'Timed out fetching' : 'Could not fetch'} ${options.url}${describeCause(options.cause)}`),
      { cause: options.cause },
    );
    this.url = options.url;
    this.reason = options.reason;
    this.unreachable = unreachable;
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
  return `: ${oneLine(inner || cause.message)}`;
}

/**
 * Failures to connect, by the code Node (`ECONNREFUSED`) or Chromium (`net::ERR_CONNECTION_REFUSED`)
 * gives them: the host was never reached, so nothing it would have answered was read.
 */
const CONNECT_FAILURES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:ECONNREFUSED|ERR_CONNECTION_REFUSED)$/, 'connection refused'],
  [/^(?:ENOTFOUND|EAI_NONAME|EAI_NODATA|ERR_NAME_NOT_RESOLVED)$/, 'no such host'],
  [/^(?:EAI_AGAIN|EAI_FAIL|ERR_NAME_RESOLUTION_FAILED)$/, 'its name could not be looked up'],
  [/^(?:ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|ERR_CONNECTION_TIMED_OUT)$/, 'connection timed out'],
  [/^(?:EHOSTUNREACH|EHOSTDOWN|ERR_ADDRESS_UNREACHABLE)$/, 'host unreachable'],
  [/^(?:ENETUNREACH|ENETDOWN|ERR_INTERNET_DISCONNECTED)$/, 'network unreachable'],
];

/** The connection failure among an error's causes, in words; undefined when it is no such failure. */
function unreachableWhy(cause: unknown): string | undefined {
  for (let e = cause, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const codes = [
      ...(typeof code === 'string' ? [code] : []),
      ...(e.message.match(/\bnet::(ERR_[A-Z_]+)/)?.slice(1) ?? []),
    ];
    for (const c of codes) {
      const hit = CONNECT_FAILURES.find(([pattern]) => pattern.test(c));
      if (hit) return hit[1];
    }
  }
  return undefined;
}
