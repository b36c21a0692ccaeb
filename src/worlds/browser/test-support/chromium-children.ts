import { execFileSync } from 'node:child_process';

/** The Chromium processes this test process started and that still run. */
export function ourChromium(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .filter((pid) =>
        /chrom/i.test(execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' })),
      );
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}
