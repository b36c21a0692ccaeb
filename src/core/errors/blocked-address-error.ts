import { AriadneError } from './ariadne-error.ts';

const name = 'BlockedAddressError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/**
 * A URL was refused before any request was made: its scheme is not http(s), or its host is (or
 * resolves to) an address a server must not reach for its callers (loopback, private, link-local,
 * cloud metadata, reserved).
 */
export class BlockedAddressError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  /** What was refused: the IP address, or the scheme or host name when that alone decided. */
  readonly address: string;
  /** Why, in a few words: `a loopback address`, `the file: scheme`, `a cloud metadata address`. */
  readonly reason: string;
  /** The host name that resolved to `address`, when the URL named a host rather than an IP. */
  readonly host: string | undefined;

  /** `host`: the name that resolved to `address`, when the URL named a host rather than an IP. */
  constructor(options: { url: string; address: string; reason: string; host?: string }) {
    const why =
      options.host && options.host !== options.address
        ? `${options.host} resolves to ${options.address}, ${options.reason}`
        : `${options.address} is ${options.reason}`;
    super(name, `Refused ${options.url}: ${why}`);
    this.url = options.url;
    this.address = options.address;
    this.reason = options.reason;
    this.host = options.host;
  }

  static override isInstance(error: unknown): error is BlockedAddressError {
    return AriadneError.hasMarker(error, marker);
  }
}
