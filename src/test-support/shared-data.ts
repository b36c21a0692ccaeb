import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real data sets live beside the repository, in ../shared/data, and are read from there, never
 * copied. A user's clone has no ../shared: the tests that read it are skipped there, each with
 * one line on stderr naming the folder it lacks. Where the data must be present (CI sets
 * ARIADNE_SHARED_DATA_REQUIRED=1), a missing folder fails the test file instead.
 */
export const SHARED_DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Set by `.ci/run`: the shared data must be there, and no test that reads it may be skipped. */
export const SHARED_DATA_REQUIRED = process.env.ARIADNE_SHARED_DATA_REQUIRED === '1';

/**
 * The absolute path of `../shared/data/<sub>`, or undefined when this clone has none beside it
 * (after saying so on stderr for the test file `by`, its `import.meta.url`).
 */
export function sharedData(sub: string, by: string): string | undefined {
  const path = `${SHARED_DATA}${sub}`;
  if (existsSync(path)) return path;
  const file = relative(REPO, fileURLToPath(by));
  if (SHARED_DATA_REQUIRED) {
    throw new Error(
      `${file} needs ../shared/data/${sub}, which is missing, and ARIADNE_SHARED_DATA_REQUIRED=1 forbids skipping it`,
    );
  }
  process.stderr.write(`skipped: ${file} reads ../shared/data/${sub}, not found beside this clone\n`);
  return undefined;
}

/**
 * Whether a program the tests run as real software (a Debian package: `mhonarc`) is installed;
 * where it is not, the tests that need it are skipped with a line on stderr, unless CI requires
 * everything (`.ci/run` installs it).
 */
export function systemCommand(command: string, debianPackage: string, by: string): boolean {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return true;
  const file = relative(REPO, fileURLToPath(by));
  if (SHARED_DATA_REQUIRED) {
    throw new Error(
      `${file} needs the program ${command} (apt-get install ${debianPackage}), which is missing`,
    );
  }
  process.stderr.write(
    `skipped: ${file} runs ${command}, not installed (apt-get install ${debianPackage})\n`,
  );
  return false;
}
