const marker = 'ariadne.error';
const symbol = Symbol.for(marker);

/**
 * Base of Ariadne's errors. `isInstance` checks a registered symbol rather than the prototype
 * chain, so it holds across module copies and realms.
 */
export class AriadneError extends Error {
  protected readonly [symbol] = true;

  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = name;
  }

  static isInstance(error: unknown): error is AriadneError {
    return AriadneError.hasMarker(error, marker);
  }

  /** True when `error` carries the marker registered under `key` (each error class has its own). */
  static hasMarker(error: unknown, key: string): boolean {
    const s = Symbol.for(key);
    return (
      typeof error === 'object' &&
      error !== null &&
      s in error &&
      (error as Record<symbol, unknown>)[s] === true
    );
  }
}
