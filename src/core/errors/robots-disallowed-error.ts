import { AriadneError } from './ariadne-error.ts';

const name = 'RobotsDisallowedError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/**
 * A URL was refused before it was requested because the site's robots.txt disallows it for
 * Ariadne: a rule of the group that applies says so, or robots.txt could not be read (a server
 * error or no answer), which under RFC 9309 disallows the whole site until it can be.
 */
export class RobotsDisallowedError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  /** The site whose robots.txt decided, as host[:port]. */
  readonly site: string;
  /** The deciding rule as robots.txt words it (`Disallow: /private/`), when a rule decided. */
  readonly rule: string | undefined;
  /** Why robots.txt could not be read (`HTTP 503`, `no answer`), when that decided. */
  readonly unreachable: string | undefined;

  constructor(
    options: { url: string; site: string; rule: string } | { url: string; site: string; unreachable: string },
  ) {
    const parsed = URL.parse(options.url);
    const path = parsed ? `${parsed.pathname}${parsed.search}` : options.url;
    const why =
      'rule' in options
        ? `robots.txt of ${options.site} disallows ${path} (rule \`${options.rule}\`)`
        : `robots.txt of ${options.site} could not be read (${options.unreachable}), which disallows the whole site until it can be`;
    super(name, `Refused ${options.url}: ${why}`);
    this.url = options.url;
    this.site = options.site;
    this.rule = 'rule' in options ? options.rule : undefined;
    this.unreachable = 'unreachable' in options ? options.unreachable : undefined;
  }

  static override isInstance(error: unknown): error is RobotsDisallowedError {
    return AriadneError.hasMarker(error, marker);
  }
}
