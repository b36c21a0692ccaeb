import { AriadneError } from './ariadne-error.ts';

const name = 'NotHtmlError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The target is not a page we can read (neither HTML nor plain text). */
export class NotHtmlError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly contentType: string;

  constructor(options: { url: string; contentType: string }) {
    super(name, `Not an HTML page (${options.contentType || 'unknown type'}): ${options.url}`);
    this.url = options.url;
    this.contentType = options.contentType;
  }

  static override isInstance(error: unknown): error is NotHtmlError {
    return AriadneError.hasMarker(error, marker);
  }
}
