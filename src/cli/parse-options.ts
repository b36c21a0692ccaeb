import { InvalidArgumentError } from 'commander';

/** A range of whole numbers an option takes. */
export interface IntRange {
  min: number;
  max: number;
}

/** The step budget every command with `--max-steps` takes. */
export const MAX_STEPS: IntRange = { min: 1, max: 10_000 };

/** "from 1 to 10000": a range as both the help and the error name it. */
export function rangeText(range: IntRange): string {
  return `from ${range.min} to ${range.max}`;
}

/** A commander parser for whole numbers in a range, with a clear message. */
export function intOption(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number ${rangeText({ min, max })}, got "${value}"`);
    }
    return n;
  };
}

export function positiveNumberOption(max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0 || n > max) {
      throw new InvalidArgumentError(`expected a number above 0 and at most ${max}, got "${value}"`);
    }
    return n;
  };
}
