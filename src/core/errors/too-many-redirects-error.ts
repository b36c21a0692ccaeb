import { AriadneError } from './ariadne-error.ts';

const name = 'TooManyRedirectsError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A redirect chain was longer than allowed or looped. */
export class TooManyRedirectsError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly redirects: string[];

  constructor(options: { url: string; redirects: string[] }) {
    super(
      name,
      `Too many redirects (${options.redirects.length}) from ${options.redirects[0] ?? options.url}`,
    );
    this.url = options.url;
    this.redirects = options.redirects;
  }

  static override isInstance(error: unknown): error is TooManyRedirectsError {
    return AriadneError.hasMarker(error, marker);
  }
}
