import { AriadneError } from './ariadne-error.ts';

const name = 'ReplayCacheError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The replay cache database cannot be opened, read or written (corrupt, not SQLite, too new). */
export class ReplayCacheError extends AriadneError {
  protected readonly [symbol] = true;
  readonly path: string;

  constructor(options: { path: string; problem: string; cause?: unknown }) {
    const detail = options.cause instanceof Error ? ` (${options.cause.message})` : '';
    super(
      name,
      `Replay cache ${options.path}: ${options.problem}${detail}. It only holds saved model replies: ` +
        'delete the file to start afresh, set cache.path in ariadne.config.json to use another file, ' +
        'or set cache.enabled to false.',
      { cause: options.cause },
    );
    this.path = options.path;
  }

  static override isInstance(error: unknown): error is ReplayCacheError {
    return AriadneError.hasMarker(error, marker);
  }
}
