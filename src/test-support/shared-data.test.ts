import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HELPER = fileURLToPath(new URL('./shared-data.ts', import.meta.url));
const ASK = `import { sharedData } from ${JSON.stringify(HELPER)};
const found = sharedData(process.argv[1], 'file:///x/src/some.test.ts');
process.stdout.write(String(found));`;

/** Runs the helper in a process of its own, with or without CI's demand that the data be there. */
const ask = (sub: string, required: boolean) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', ASK, sub], {
    encoding: 'utf8',
    env: { ...process.env, ARIADNE_SHARED_DATA_REQUIRED: required ? '1' : '' },
  });

describe('sharedData', () => {
  it('on a clone without the folder: undefined, and one stderr line naming the folder', () => {
    const ran = ask('no-such-set/pages', false);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toBe('undefined');
    expect(ran.stderr.trim().split('\n')).toHaveLength(1);
    expect(ran.stderr).toMatch(
      /^skipped: .*some\.test\.ts reads \.\.\/shared\/data\/no-such-set\/pages, not found/,
    );
  });

  it('where CI requires the data, a missing folder fails instead of skipping', () => {
    const ran = ask('no-such-set/pages', true);
    expect(ran.status).not.toBe(0);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(/needs \.\.\/shared\/data\/no-such-set\/pages, which is missing/);
  });
});
