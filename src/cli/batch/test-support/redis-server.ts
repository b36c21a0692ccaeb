import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real redis-server on 127.0.0.1, private to a test file, keeping its data across a restart. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (it writes its data out first); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `redis-server` (Debian package redis-server) on a free port, with an append-only file in a temporary folder. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-redis-'));
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout?.on('data', (d) => {
        out += String(d);
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out.slice(-400)}`)));
    });
  };
  const stop = async (): Promise<void> => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
    child = null;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
