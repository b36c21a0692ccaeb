import { describe, expect, it } from 'vitest';
import { peakRss, runProcess } from './startup.ts';

describe('whole-process measures of the start-up bench', () => {
  it('reads the peak RSS a process reached, not what it held at the end', async () => {
    const idle = await peakRss(['-e', '0']);
    // 256 MiB written (so resident), then dropped: the peak still shows it.
    const peaked = await peakRss([
      '--expose-gc',
      '-e',
      'let b = Buffer.alloc(256 * 2 ** 20, 1); b = null; gc();',
    ]);
    expect(idle).toBeGreaterThan(10);
    expect(idle).toBeLessThan(200);
    expect(peaked - idle).toBeGreaterThan(200);
  });

  it('does not count the size of the process that spawned it', async () => {
    const ballast = Buffer.alloc(400 * 2 ** 20, 1);
    try {
      expect(await peakRss(['-e', '0'])).toBeLessThan(200);
    } finally {
      ballast.fill(0, 0, 1);
    }
  });

  it('runs a process to its end and refuses a failed one with its stderr', async () => {
    const ran = await runProcess(['-e', 'process.stdout.write("discarded")']);
    expect(ran.code).toBe(0);
    await expect(runProcess(['-e', 'console.error("broken pipe dream"); process.exit(3)'])).rejects.toThrow(
      /exited 3: broken pipe dream/,
    );
  });
});
