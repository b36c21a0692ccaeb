/** Bad input from the command line: printed as one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  static isInstance(error: unknown): error is UsageError {
    return error instanceof Error && error.name === 'UsageError';
  }
}
