/**
 * A build worker thread: prepares the documents it is sent (ingest, fingerprint, offline
 * summaries), one at a time in the order received. Started by `documentPreparer`.
 */
import { parentPort } from 'node:worker_threads';
import { type PreparedDocument, type PrepareTask, prepareDocument } from './prepare-document.ts';
import type { WorkerReply } from './worker-pool.ts';

const port = parentPort;
if (!port) throw new Error('prepare-worker.ts runs as a worker thread');
// A worker is stopped by terminating it: its own signal never aborts.
const signal = new AbortController().signal;
let queue = Promise.resolve();
port.on('message', ({ id, task }: { id: number; task: PrepareTask }) => {
  queue = queue.then(async () => {
    let reply: WorkerReply<PreparedDocument>;
    try {
      reply = { id, result: await prepareDocument(task, signal) };
    } catch (error) {
      reply = { id, error };
    }
    port.postMessage(reply);
  });
});
