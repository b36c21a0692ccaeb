import { AriadneError } from './ariadne-error.ts';

const name = 'ArchiveError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The page archive cannot be opened, read or written (corrupt, not SQLite, not an archive, too new). */
export class ArchiveError extends AriadneError {
  protected readonly [symbol] = true;
  /** The archive file as given (`:memory:` for an in-memory archive). */
  readonly path: string;

  constructor(options: { path: string; problem: string; cause?: unknown }) {
    const detail = options.cause instanceof Error ? ` (${options.cause.message})` : '';
    super(name, `Archive ${options.path}: ${options.problem}${detail}`.replace(/\s+/g, ' '), {
      cause: options.cause,
    });
    this.path = options.path;
  }

  static override isInstance(error: unknown): error is ArchiveError {
    return AriadneError.hasMarker(error, marker);
  }
}
