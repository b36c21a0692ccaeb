import { defaultArchivePath, openArchive } from '../archive/index.ts';
import { createAddressGuard } from '../worlds/web/address-guard.ts';
import { createGuardedDispatcher } from '../worlds/web/guarded-dispatcher.ts';
import { createServeContext, type ServeContext } from './context.ts';

/** What `ariadne serve` can be told, as the library takes it. */
export interface ServeOptions {
  /** Archive file; `:memory:` keeps nothing. Default: the user data folder. */
  archive?: string;
  /** Let loopback and private addresses through (cloud metadata stays refused). */
  allowPrivate?: boolean;
  /** Hosts let through as they are, even private ones (`127.0.0.1`, `intranet.local`). */
  allowHosts?: readonly string[];
  /**
   * Resolves host names for the address guard, before each request and again when connecting;
   * node:dns by default (tests inject their own).
   */
  lookup?: (hostname: string) => Promise<string[]>;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Politeness per host; unlimited by default. */
  hostRequestsPerSecond?: number;
  /** Open what robots.txt disallows (by default such pages are refused, naming the rule). */
  ignoreRobots?: boolean;
  /** Diagnostics (stderr in the CLI); never stdout. */
  log?: (line: string) => void;
}

/**
 * The shared context of a server: the archive opened, the address guard in front of every request
 * and in every connection (so that a name cannot resolve to one address for the check and to
 * another for the connection).
 */
export function openServeContext(options: ServeOptions = {}): ServeContext {
  const archive = openArchive(options.archive ?? defaultArchivePath());
  const addressOptions = {
    ...(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
  return createServeContext({
    archive,
    checkUrl: createAddressGuard(addressOptions),
    dispatcher: createGuardedDispatcher(addressOptions),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.maxRedirects === undefined ? {} : { maxRedirects: options.maxRedirects }),
    ...(options.hostRequestsPerSecond === undefined
      ? {}
      : { hostRequestsPerSecond: options.hostRequestsPerSecond }),
    ...(options.ignoreRobots ? { ignoreRobots: true } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}
