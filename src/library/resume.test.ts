import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLibrary } from './build-library.ts';
import { LIBRARY_FILE } from './model.ts';
import { writeCorpus } from './test-support/corpus.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';

const ENTRY = fileURLToPath(new URL('./test-support/build-entry.ts', import.meta.url));
const temp = tempFolders('resume', afterEach);

/** Runs the build in a child process and kills it (SIGKILL) once `after` documents are stored. */
function buildAndKill(
  docs: string,
  out: string,
  after: number,
): Promise<{ killedAt: number; finished: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY, docs, out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let killedAt = -1;
    let finished = false;
    let stderr = '';
    let buffer = '';
    child.stdout.on('data', (data: Buffer) => {
      buffer += data.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'finished') finished = true;
        const n = Number(/^documents (\d+)$/.exec(line)?.[1] ?? -1);
        if (killedAt < 0 && n >= after) {
          killedAt = n;
          child.kill('SIGKILL');
        }
      }
    });
    child.stderr.on('data', (data: Buffer) => {
      stderr += data.toString();
    });
    child.on('error', reject);
    child.on('exit', (_code, sig) => {
      if (sig !== 'SIGKILL' && !finished) reject(new Error(`build exited early: ${stderr}`));
      else resolve({ killedAt, finished });
    });
  });
}

describe('a build killed midway', () => {
  it('completes when run again, identical to a clean build', async () => {
    const docs = temp();
    const killed = temp();
    const clean = temp();
    writeCorpus(docs, 150, 3);
    const run = await buildAndKill(docs, killed, 40);
    expect(run.finished).toBe(false);
    expect(run.killedAt).toBeGreaterThanOrEqual(40);

    // The killed library is consistent: some documents stored whole, no catalog yet.
    const db = new DatabaseSync(join(killed, LIBRARY_FILE), { readOnly: true });
    const stored = Number(db.prepare('SELECT count(*) AS n FROM documents').get()?.n);
    const integrity = String(db.prepare('PRAGMA integrity_check').get()?.integrity_check);
    db.close();
    expect(integrity).toBe('ok');
    expect(stored).toBeGreaterThanOrEqual(40);
    expect(stored).toBeLessThan(150);

    const resumed = await buildLibrary(docs, killed);
    expect(resumed.documents.unchanged).toBe(stored);
    expect(resumed.documents.added).toBe(150 - stored);
    await buildLibrary(docs, clean);
    const a = readNodes(killed);
    const b = readNodes(clean);
    expect(a.size).toBe(b.size);
    expect(a).toEqual(b);
  }, 60_000);
});
