import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The source files below `dir`: TypeScript, tests and test-support folders left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Tests and the fixtures they serve (test-support folders) are not part of any layer.
    if (name === 'test-support') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
