import { AriadneError } from './ariadne-error.ts';

const name = 'NotFoundError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A local file or folder does not exist, or a target is neither a URL nor an existing path. */
export class NotFoundError extends AriadneError {
  protected readonly [symbol] = true;
  readonly target: string;

  constructor(options: { target: string; message?: string }) {
    super(name, options.message ?? `No such file or folder: ${options.target}`);
    this.target = options.target;
  }

  static override isInstance(error: unknown): error is NotFoundError {
    return AriadneError.hasMarker(error, marker);
  }
}
