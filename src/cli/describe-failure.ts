import { AriadneError } from '../core/errors/ariadne-error.ts';
import { oneLine } from '../core/one-line.ts';

/**
 * One plain line for any failure: the error's own message, with its cause when that adds
 * something. Ariadne's own errors word the useful part of their cause themselves; another error's
 * cause is added unless the message already holds it.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  const message = oneLine(error.message);
  if (AriadneError.isInstance(error) || !(error.cause instanceof Error)) return message;
  const cause = oneLine(error.cause.message);
  return cause && !message.includes(cause) ? `${message} (${cause})` : message;
}
