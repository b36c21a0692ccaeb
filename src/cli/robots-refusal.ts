import { RobotsDisallowedError } from '../core/errors/robots-disallowed-error.ts';
import { UsageError } from './usage-error.ts';

/**
 * What a command throws for an error of its run: the site's robots.txt refusing the start (the
 * only page whose refusal fails a run) becomes a usage error naming the option that lifts it;
 * anything else is thrown as it is.
 */
export function withRobotsHint(error: unknown): unknown {
  return RobotsDisallowedError.isInstance(error)
    ? new UsageError(`${error.message}; --ignore-robots lifts it`)
    : error;
}
