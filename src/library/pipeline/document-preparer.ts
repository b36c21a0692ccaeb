import { type PreparedDocument, type PrepareTask, prepareDocument } from './prepare-document.ts';
import { type WorkerPool, workerPool } from './worker-pool.ts';

/** Prepares documents, in this thread or in worker threads. */
export interface DocumentPreparer {
  prepare(task: PrepareTask): Promise<PreparedDocument>;
  close(reason?: unknown): Promise<void>;
}

// The worker's module sits beside this one: `.ts` when the sources run directly (Node strips
// the types, in workers too), `.js` once compiled to dist.
const WORKER = new URL(`./prepare-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * Prepares documents in `workers` worker threads, or in this thread when `workers` is 1. The
 * first `inThisThread` documents are prepared here all the same, and the workers started only
 * after them: a worker takes about a second to start, more than a small build lasts.
 */
export function documentPreparer(workers: number, signal: AbortSignal, inThisThread = 0): DocumentPreparer {
  let pool: WorkerPool<PrepareTask, PreparedDocument> | undefined;
  let prepared = 0;
  return {
    prepare(task) {
      if (workers <= 1 || prepared++ < inThisThread) return prepareDocument(task, signal);
      pool ??= workerPool<PrepareTask, PreparedDocument>(WORKER, workers);
      return pool.run(task);
    },
    close: async (reason) => {
      await pool?.close(reason);
    },
  };
}
