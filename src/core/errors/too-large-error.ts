import { AriadneError } from './ariadne-error.ts';

const name = 'TooLargeError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The page is bigger than the size cap; reading stopped at the cap. */
export class TooLargeError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly maxBytes: number;

  constructor(options: { url: string; maxBytes: number }) {
    super(name, `Page larger than ${options.maxBytes} bytes: ${options.url}`);
    this.url = options.url;
    this.maxBytes = options.maxBytes;
  }

  static override isInstance(error: unknown): error is TooLargeError {
    return AriadneError.hasMarker(error, marker);
  }
}
