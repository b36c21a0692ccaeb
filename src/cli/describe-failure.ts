/** One line for any failure: the error's own message, with its cause when that adds something. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : '';
  const line = cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
  return line.replace(/\s+/g, ' ').trim();
}
