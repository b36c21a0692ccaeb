import { lookup as dnsLookup } from 'node:dns/promises';
import { type AddressKind, addressKind, KIND_NAMES, PRIVATE_KINDS } from './address-kind.ts';
import { formatIp, parseIp } from './ip-address.ts';

export interface AddressGuardOptions {
  /** Let loopback, private, link-local and shared (CGNAT) addresses through; cloud metadata stays refused. */
  allowPrivate?: boolean;
  /** Hosts let through as they are: names or IP literals, matched exactly (`localhost`, `127.0.0.1`, `::1`). */
  allowHosts?: readonly string[];
  /** Every address a host name resolves to; node:dns `lookup` with `all: true` by default. */
  lookup?: (hostname: string) => Promise<string[]>;
}

/**
 * Which hosts and addresses a server may reach on its callers' behalf, as one set of rules shared
 * by the check before each request (`createAddressGuard`) and the check at connect time
 * (`createGuardedLookup`), so that both refuse exactly the same things.
 */
export interface AddressRules {
  /** Whether a host (a URL hostname, a name given to a connection) is on the allow-list. */
  allowedHost(host: string): boolean;
  /** Why a host name is refused whatever it resolves to (cloud metadata names), or null. */
  refusedName(host: string): string | null;
  /** Why an address is refused (`a loopback address`), or null when it may be reached. */
  refusedAddress(address: string): string | null;
  /** Every address a host name resolves to. */
  resolve(host: string): Promise<string[]>;
}

/** Names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(['metadata.google.internal']);

export function addressRules(options: AddressGuardOptions = {}): AddressRules {
  const allowed = new Set((options.allowHosts ?? []).map(hostKey));
  const refused = (kind: AddressKind | null): kind is AddressKind =>
    kind !== null && !(options.allowPrivate && PRIVATE_KINDS.has(kind));
  return {
    allowedHost: (host) => allowed.has(hostKey(host)),
    refusedName: (host) => (METADATA_HOSTS.has(bareHost(host)) ? 'a cloud metadata host' : null),
    refusedAddress(address) {
      const bytes = parseIp(address);
      // Anything that is not an address a socket understands is refused rather than guessed at.
      const kind = bytes ? addressKind(bytes) : 'reserved';
      return refused(kind) ? KIND_NAMES[kind] : null;
    },
    resolve: options.lookup ?? lookupAll,
  };
}

/** A URL hostname as compared: lowercase, without IPv6 brackets or a final dot. */
export function bareHost(hostname: string): string {
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
