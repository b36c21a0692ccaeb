import { AriadneError } from './ariadne-error.ts';

const name = 'ModelSetupError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** A model cannot be set up: an unknown provider, a malformed `provider:name`, a missing key. */
export class ModelSetupError extends AriadneError {
  protected readonly [symbol] = true;
  readonly model: string;

  constructor(options: { model: string; message: string }) {
    super(name, options.message);
    this.model = options.model;
  }

  static override isInstance(error: unknown): error is ModelSetupError {
    return AriadneError.hasMarker(error, marker);
  }
}
