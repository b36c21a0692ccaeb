import { AriadneError } from './ariadne-error.ts';

const name = 'ProviderError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A language model provider failed after its retries: down, refusing, or too slow. */
export class ProviderError extends AriadneError {
  protected readonly [symbol] = true;
  readonly model: string;
  readonly status: number | undefined;

  constructor(options: { model: string; status?: number | undefined; message: string; cause?: unknown }) {
    super(name, options.message, { cause: options.cause });
    this.model = options.model;
    this.status = options.status;
  }

  static override isInstance(error: unknown): error is ProviderError {
    return AriadneError.hasMarker(error, marker);
  }
}
