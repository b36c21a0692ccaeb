import { AriadneError } from './ariadne-error.ts';

const name = 'UnsupportedActionError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A world was asked for a move it cannot make (e.g. `fill` on the web world, or a button option). */
export class UnsupportedActionError extends AriadneError {
  protected readonly [symbol] = true;
  readonly action: string;
  readonly world: string;

  constructor(options: { action: string; world: string; message?: string }) {
    super(name, options.message ?? `The ${options.world} world cannot do '${options.action}'`);
    this.action = options.action;
    this.world = options.world;
  }

  static override isInstance(error: unknown): error is UnsupportedActionError {
    return AriadneError.hasMarker(error, marker);
  }
}
