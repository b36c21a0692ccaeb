import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { abortable } from './abortable.ts';
import { type AddressGuardOptions, addressRules, bareHost } from './address-rules.ts';
import type { CheckUrl } from './check-url.ts';
import { formatIp, parseIp } from './ip-address.ts';

export type { AddressGuardOptions } from './address-rules.ts';

/**
 * A URL check for server mode (SSRF protection): refuses other schemes than http(s), and hosts
 * that are, or resolve to, addresses a server must not reach on its callers' behalf. Every
 * resolved address must be public. Run it before each hop (`checkUrl`), so redirects are checked too.
 *
 * The connection makes its own DNS lookup, so a name that changes its answer between this check
 * and the request (DNS rebinding) is caught only when the connection's lookup applies the same
 * rules: `createGuardedDispatcher` does, with the same options.
 */
export function createAddressGuard(options: AddressGuardOptions = {}): CheckUrl {
  const rules = addressRules(options);
  return async (url, signal) => {
    signal.throwIfAborted();
    const href = url.href;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new BlockedAddressError({ url: href, address: url.protocol, reason: 'not http or https' });
    }
    const host = bareHost(url.hostname);
    if (rules.allowedHost(host)) return;
    const literal = parseIp(host);
    if (literal) {
      const address = formatIp(literal);
      const reason = rules.refusedAddress(address);
      if (reason) throw new BlockedAddressError({ url: href, address, reason });
      return;
    }
    const named = rules.refusedName(host);
    if (named) throw new BlockedAddressError({ url: href, address: host, reason: named });
    let addresses: string[];
    try {
      addresses = await abortable(rules.resolve(host), signal);
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
      const reason = rules.refusedAddress(address);
      if (reason) throw new BlockedAddressError({ url: href, host, address, reason });
    }
  };
}
