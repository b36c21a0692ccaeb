import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The CLI's entry file, run by the tests as a whole process. */
export const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** What a finished process left: its exit code (99 when it was killed or failed to start) and output. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  timeout?: number;
  maxBuffer?: number;
}

/** Runs a command to its end; never rejects, so a test can assert on a failing run's output. */
export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      {
        timeout: options.timeout ?? 60_000,
        env: { ...process.env, ...options.env },
        ...(options.cwd ? { cwd: options.cwd } : {}),
        ...(options.maxBuffer ? { maxBuffer: options.maxBuffer } : {}),
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 99 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs `ariadne <args>` with this Node; stack traces off unless the test's env turns them on. */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<Ran> {
  return runProcess(process.execPath, [MAIN, ...args], {
    ...options,
    env: { ARIADNE_DEBUG: '', ...options.env },
  });
}

/** A bad input gets exit 2 and exactly one line on stderr, never a stack trace. */
export function expectOneLineError(ran: Ran, pattern: RegExp): void {
  expect(ran.code).toBe(2);
  expect(ran.stdout).toBe('');
  const lines = ran.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^ariadne: /);
  expect(lines[0]).toMatch(pattern);
  expect(ran.stderr).not.toMatch(/\n\s+at /);
}
