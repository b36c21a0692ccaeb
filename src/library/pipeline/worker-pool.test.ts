import { describe, expect, it } from 'vitest';
import { workerPool } from './worker-pool.ts';

/** A worker module given as source: answers `{ id, task }` as the build's worker does. */
const workerOf = (onTask: string): URL =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, task }) => { ${onTask} });`)}`,
  );

describe('workerPool', () => {
  it('answers every task with its own result, spread over the workers', async () => {
    const pool = workerPool<number, { n: number; thread: number }>(
      workerOf(
        `import('node:worker_threads').then(({ threadId }) => parentPort.postMessage({ id, result: { n: task * 2, thread: threadId } }));`,
      ),
      2,
    );
    try {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.run(i)));
      expect(results.map((r) => r.n)).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
      expect(new Set(results.map((r) => r.thread)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('refuses a task whose worker answered with an error', async () => {
    const pool = workerPool<number, number>(
      workerOf(
        `parentPort.postMessage(task < 0 ? { id, error: new Error('negative') } : { id, result: task });`,
      ),
      1,
    );
    try {
      await expect(pool.run(-1)).rejects.toThrow('negative');
      await expect(pool.run(3)).resolves.toBe(3);
    } finally {
      await pool.close();
    }
  });

  it('refuses the tasks of a worker that stopped, then every later task, instead of waiting', async () => {
    const pool = workerPool<number, number>(workerOf('process.exit(3);'), 1);
    try {
      await expect(pool.run(1)).rejects.toThrow(/exit code 3/);
      await expect(pool.run(2)).rejects.toThrow(/exit code 3/);
    } finally {
      await pool.close();
    }
  });

  it('refuses the tasks in hand when closed, with the reason given', async () => {
    const pool = workerPool<number, number>(workerOf('/* never answers */'), 2);
    const refused = expect(pool.run(1)).rejects.toThrow('stopped');
    await pool.close(new Error('stopped'));
    await refused;
    await expect(pool.run(2)).rejects.toThrow('stopped');
  });
});
