import { availableParallelism } from 'node:os';

/** Most worker threads a build takes. */
export const MAX_WORKERS = 64;

/** Worker threads by default: the build's two halves (prepare, store) fill two cores. */
export function defaultWorkers(): number {
  return Math.min(2, availableParallelism());
}
