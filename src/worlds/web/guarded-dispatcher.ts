import { Agent } from 'undici';
import type { AddressGuardOptions } from './address-rules.ts';
import { createGuardedLookup } from './guarded-lookup.ts';

/** What `fetch` takes as its `dispatcher`: the connection pool requests go through. */
export type Dispatcher = NonNullable<RequestInit['dispatcher']>;

/**
 * A connection pool for `fetch` whose sockets resolve names with the address guard's rules
 * (`createGuardedLookup`): in server mode the address refused is the address connected to, so a
 * name that answers a public address to the check and a private one to the connection is still
 * refused. IP literals need no lookup; the check before each request covers them.
 *
 * Node's `fetch` takes a dispatcher but its bundled undici exports no `Agent`, so the undici
 * package provides it, pinned to the version Node 24 bundles.
 */
export function createGuardedDispatcher(options: AddressGuardOptions = {}): Dispatcher {
  const agent = new Agent({ connect: { lookup: createGuardedLookup(options) } });
  // The same undici at run time; only the two type packages (undici, undici-types for Node's
  // globals) differ in their minor versions.
  return agent as unknown as Dispatcher;
}
