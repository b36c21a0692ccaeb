import { oneLine } from '../one-line.ts';
import { AriadneError } from './ariadne-error.ts';

const name = 'BrowserError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** The browser cannot be used: Chromium is missing, or it would not start. */
export class BrowserError extends AriadneError {
  protected readonly [symbol] = true;
  readonly executable: string;

  constructor(options: { executable: string; problem: string; cause?: unknown }) {
    const detail = options.cause instanceof Error ? ` (${oneLine(options.cause.message)})` : '';
    super(name, `Chromium (${options.executable}) ${options.problem}${detail}`, { cause: options.cause });
    this.executable = options.executable;
  }

  static override isInstance(error: unknown): error is BrowserError {
    return AriadneError.hasMarker(error, marker);
  }
}
