import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { type AddressGuardOptions, addressRules, bareHost } from './address-rules.ts';
import { parseIp } from './ip-address.ts';

/**
 * A `lookup` for sockets (net.connect, an HTTP agent's `connect` options) that resolves a name
 * with the address guard's rules: a name that resolves to a refused address fails the connection
 * with a `BlockedAddressError`, so the address checked is the address connected to, whatever the
 * name answered before (DNS rebinding). Hosts on the allow-list connect to what they resolve to.
 *
 * The error's `url` is the bare host name: the connection does not know the URL; the fetch that
 * made it names the URL again (see `fetchPage`).
 */
export function createGuardedLookup(options: AddressGuardOptions = {}): LookupFunction {
  const rules = addressRules(options);
  const screen = async (hostname: string): Promise<string[]> => {
    const host = bareHost(hostname);
    const allowed = rules.allowedHost(host);
    const named = allowed ? null : rules.refusedName(host);
    if (named) throw new BlockedAddressError({ url: host, address: host, reason: named });
    const literal = parseIp(host);
    const addresses = literal ? [host] : await rules.resolve(host);
    if (allowed) return addresses;
    for (const address of addresses) {
      const reason = rules.refusedAddress(address);
      if (reason) {
        throw new BlockedAddressError({ url: host, address, reason, ...(literal ? {} : { host }) });
      }
    }
    return addresses;
  };
  return (hostname, lookupOptions, callback) => {
    screen(hostname).then(
      (addresses) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const found: LookupAddress[] = addresses
          .map((address) => ({ address, family: parseIp(address)?.length === 16 ? 6 : 4 }))
          .filter((a) => wanted === 0 || a.family === wanted);
        const first = found[0];
        if (!first) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
        } else if (lookupOptions.all) {
          callback(null, found);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}
