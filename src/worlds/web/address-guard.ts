import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { type AddressKind, addressKind, KIND_NAMES, PRIVATE_KINDS } from './address-kind.ts';
import type { CheckUrl } from './check-url.ts';
import { formatIp, parseIp } from './ip-address.ts';

export interface AddressGuardOptions {
  /** Let loopback, private, link-local and shared (CGNAT) addresses through; cloud metadata stays refused. */
  allowPrivate?: boolean;
  /** Hosts let through as they are: names or IP literals, matched exactly (`localhost`, `127.0.0.1`, `::1`). */
  allowHosts?: readonly string[];
  /** Every address a host name resolves to; node:dns `lookup` with `all: true` by default. */
  lookup?: (hostname: string) => Promise<string[]>;
}

/** Names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(['metadata.google.internal']);

/**
 * A URL check for server mode (SSRF protection): refuses other schemes than http(s), and hosts
 * that are, or resolve to, addresses a server must not reach on its callers' behalf. Every
 * resolved address must be public. Run it before each hop (`checkUrl`), so redirects are checked too.
 *
 * The connection makes its own DNS lookup, so a name that changes its answer between the check
 * and the request (DNS rebinding) is not caught here.
 */
export function createAddressGuard(options: AddressGuardOptions = {}): CheckUrl {
  const allowed = new Set((options.allowHosts ?? []).map(hostKey));
  const lookup = options.lookup ?? lookupAll;
  const refused = (kind: AddressKind | null): kind is AddressKind =>
    kind !== null && !(options.allowPrivate && PRIVATE_KINDS.has(kind));

  return async (url, signal) => {
    signal.throwIfAborted();
    const href = url.href;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new BlockedAddressError({ url: href, address: url.protocol, reason: 'not http or https' });
    }
    const host = bareHost(url.hostname);
    if (allowed.has(hostKey(host))) return;
    const literal = parseIp(host);
    if (literal) {
      const kind = addressKind(literal);
      if (refused(kind)) {
        throw new BlockedAddressError({ url: href, address: formatIp(literal), reason: KIND_NAMES[kind] });
      }
      return;
    }
    if (METADATA_HOSTS.has(host)) {
      throw new BlockedAddressError({ url: href, address: host, reason: 'a cloud metadata host' });
    }
    let addresses: string[];
    try {
      addresses = await abortable(lookup(host), signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new FetchError({ url: href, reason: 'network', cause: error });
    }
    if (addresses.length === 0) {
      throw new FetchError({
        url: href,
        reason: 'network',
        message: `Could not fetch ${href}: ${host} has no address`,
      });
    }
    for (const address of addresses) {
      const bytes = parseIp(address);
      const kind = bytes ? addressKind(bytes) : 'reserved';
      if (refused(kind)) {
        throw new BlockedAddressError({ url: href, host, address, reason: KIND_NAMES[kind] });
      }
    }
  };
}

/** A URL hostname as compared: lowercase, without IPv6 brackets or a final dot. */
function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** Allow-list key: IP literals by their bytes (so `::1` matches `[0::1]`), names as bare hosts. */
function hostKey(host: string): string {
  const bare = bareHost(host.trim());
  const bytes = parseIp(bare);
  return bytes ? `ip ${formatIp(bytes)}` : `name ${bare}`;
}

async function lookupAll(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true })).map((a) => a.address);
}

/** DNS lookups cannot be cancelled; an abort stops the wait for one. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const { promise: aborted, reject } = Promise.withResolvers<never>();
  const onAbort = (): void => reject(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
