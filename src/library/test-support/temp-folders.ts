import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A maker of temporary folders for one test file: each is removed after the test that made it.
 * `afterEach` is the test runner's hook (passed in: this folder does not depend on the runner).
 */
export function tempFolders(prefix: string, afterEach: (hook: () => void) => void): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `ariadne-${prefix}-`));
    made.push(dir);
    return dir;
  };
}

/** Writes `text` to `file` under `root`, making the folders on its way. */
export function writeUnder(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
