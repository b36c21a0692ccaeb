import { InvalidArgumentError } from 'commander';

/** A commander parser for whole numbers in a range, with a clear message. */
export function intOption(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}, got "${value}"`);
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
