import { AriadneError } from './ariadne-error.ts';

const name = 'OptionNotFoundError';
const marker = `ariadne.error.${name}`;
const symbol = Symbol.for(marker);

/** An action named an option the place does not offer (or a folder path its menu lacks). */
export class OptionNotFoundError extends AriadneError {
  protected readonly [symbol] = true;
  readonly option: number;
  readonly location: string;

  constructor(options: { option: number; location: string; message?: string }) {
    super(name, options.message ?? `No option ${options.option} at ${options.location}`);
    this.option = options.option;
    this.location = options.location;
  }

  static override isInstance(error: unknown): error is OptionNotFoundError {
    return AriadneError.hasMarker(error, marker);
  }
}
