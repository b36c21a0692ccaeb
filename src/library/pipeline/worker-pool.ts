import { Worker } from 'node:worker_threads';

/** Runs tasks on a fixed set of worker threads; results come back as promises, in any order. */
export interface WorkerPool<T, R> {
  run(task: T): Promise<R>;
  /** Stops every worker; tasks not finished are refused with `reason`. */
  close(reason?: unknown): Promise<void>;
}

/** What a pool's worker posts back for a task. */
export type WorkerReply<R> = { id: number; result: R } | { id: number; error: unknown };

interface Pending<R> {
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Starts `size` workers of the module at `url`. Each worker receives `{ id, task }` messages and
 * answers each with a `WorkerReply`; a task goes to the worker with the fewest tasks in hand, so
 * a worker always has the next one queued while the caller stores the last.
 */
export function workerPool<T, R>(url: URL, size: number): WorkerPool<T, R> {
  let nextId = 0;
  let closed: { reason: unknown } | undefined;
  const slots = Array.from({ length: size }, () => {
    const pending = new Map<number, Pending<R>>();
    const worker = new Worker(url);
    const slot = { worker, pending, fail, broken: undefined as { error: unknown } | undefined };
    function fail(error: unknown): void {
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    }
    worker.on('message', (reply: WorkerReply<R>) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(reply.error);
      else p.resolve(reply.result);
    });
    // A worker that failed or stopped takes no more tasks: they would never be answered.
    worker.on('error', (error) => {
      slot.broken ??= { error };
      fail(error);
    });
    worker.on('exit', (code) => {
      slot.broken ??= { error: closed?.reason ?? new Error(`a build worker stopped (exit code ${code})`) };
      fail(slot.broken.error);
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    return slot;
  });
  return {
    run(task) {
      if (closed) return Promise.reject(closed.reason);
      const broken = slots.find((s) => s.broken)?.broken;
      if (broken) return Promise.reject(broken.error);
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, task });
      }).finally(() => {
        if (slot.pending.size === 0) slot.worker.unref();
      });
    },
    async close(reason = new Error('the worker pool was closed')) {
      closed ??= { reason };
      for (const slot of slots) slot.fail(reason);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
