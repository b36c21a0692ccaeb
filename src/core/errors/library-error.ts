import { AriadneError } from './ariadne-error.ts';

const name = 'LibraryError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/**
 * A library cannot be built or opened: the docs folder is missing or holds no documents, the
 * output folder is not writable, or the library file is not a library (or is from a newer Ariadne).
 */
export class LibraryError extends AriadneError {
  protected readonly [symbol] = true;
  /** The folder or file as given. */
  readonly path: string;

  constructor(options: { path: string; problem: string; cause?: unknown }) {
    const detail = options.cause instanceof Error ? ` (${options.cause.message})` : '';
    super(name, `${options.path}: ${options.problem}${detail}`.replace(/\s+/g, ' '), {
      cause: options.cause,
    });
    this.path = options.path;
  }

  static override isInstance(error: unknown): error is LibraryError {
    return AriadneError.hasMarker(error, marker);
  }
}
