import { AriadneError } from './ariadne-error.ts';

const name = 'ConfigError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/**
 * The config file is missing, unreadable, not JSON, or does not match the schema. The message is
 * one line: the file, the field path, and what was expected.
 */
export class ConfigError extends AriadneError {
  protected readonly [symbol] = true;
  /** The file as the user named it (or as found in the working folder). */
  readonly file: string;
  /** Dotted path of the offending field (`providers.openai.requestsPerMinute`); absent for file-level problems. */
  readonly field: string | undefined;
  /** Every problem found, one line each; `message` shows the first. */
  readonly problems: readonly string[];

  constructor(options: { file: string; field?: string; problem: string; more?: string[]; cause?: unknown }) {
    const more = options.more ?? [];
    const where = options.field ? `${options.file}: ${options.field}` : options.file;
    const extra =
      more.length === 0 ? '' : ` (and ${more.length} more problem${more.length === 1 ? '' : 's'})`;
    super(name, `${where}: ${options.problem}${extra}`, { cause: options.cause });
    this.file = options.file;
    this.field = options.field;
    this.problems = [`${where}: ${options.problem}`, ...more];
  }

  static override isInstance(error: unknown): error is ConfigError {
    return AriadneError.hasMarker(error, marker);
  }
}
