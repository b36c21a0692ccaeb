import { AriadneError } from './ariadne-error.ts';

const name = 'HttpStatusError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The server answered with an error status (4xx or 5xx), or a redirect without a target. */
export class HttpStatusError extends AriadneError {
  protected readonly [symbol] = true;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;

  constructor(options: { url: string; status: number; statusText?: string }) {
    super(
      name,
      `HTTP ${options.status}${options.statusText ? ` ${options.statusText}` : ''} for ${options.url}`,
    );
    this.url = options.url;
    this.status = options.status;
    this.statusText = options.statusText ?? '';
  }

  static override isInstance(error: unknown): error is HttpStatusError {
    return AriadneError.hasMarker(error, marker);
  }
}
