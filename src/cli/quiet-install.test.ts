/**
 * `npm ci` on a machine whose own Node is older than the project's (which the project brings as
 * its `node` devDependency) prints no engine warnings: the project's .npmrc keeps npm to errors.
 * Checked on a scratch package that no Node satisfies, offline, with and without that .npmrc.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const NPMRC = fileURLToPath(new URL('../../.npmrc', import.meta.url));

/** npm's own settings from a parent npm (`npm test` sets some) are left out: only the folder's count. */
function installIn(dir: string): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['install', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: dir, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

function scratchPackage(withNpmrc: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-npmrc-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'scratch', version: '1.0.0', engines: { node: '>=999' } }),
  );
  if (withNpmrc) copyFileSync(NPMRC, join(dir, '.npmrc'));
  return dir;
}

describe("the project's .npmrc", () => {
  it('keeps npm from printing engine warnings, which it prints without it', async () => {
    const bare = await installIn(scratchPackage(false));
    expect(bare.code).toBe(0);
    expect(bare.output).toMatch(/EBADENGINE/);
    const quiet = await installIn(scratchPackage(true));
    expect(quiet.code).toBe(0);
    expect(quiet.output).not.toMatch(/EBADENGINE|npm warn/i);
  });
});
