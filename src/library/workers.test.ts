import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryError } from '../core/errors/library-error.ts';
import { buildLibrary } from './build-library.ts';
import { LIBRARY_FILE } from './model.ts';
import type { BuildProgress } from './progress.ts';
import { extractiveSummarizer } from './summarize/extractive.ts';
import { writeCorpus } from './test-support/corpus.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';

const temp = tempFolders('workers', afterEach);

/** The rows a build leaves besides the nodes: summaries cache, fingerprints, document records. */
function rows(dir: string): Record<string, unknown[]> {
  const db = new DatabaseSync(join(dir, LIBRARY_FILE), { readOnly: true });
  try {
    return {
      summaries: db.prepare('SELECT key, value FROM summaries ORDER BY key').all(),
      fingerprints: db.prepare('SELECT * FROM fingerprints ORDER BY file').all(),
      documents: db.prepare('SELECT * FROM documents ORDER BY file').all(),
    };
  } finally {
    db.close();
  }
}

describe('a build in worker threads', () => {
  it('stores the same library with one thread and with two workers, new and updated', async () => {
    const docs = temp();
    const files = writeCorpus(docs, 120, 7);
    // A section repeated word for word: its second summary comes from the cache, in either build.
    const twice = '## Terms\n\nThe same words as the section before.\n\n';
    writeFileSync(join(docs, 'car', 'repeated.md'), `# Repeated\n\n${twice}${twice}`);
    writeFileSync(join(docs, 'home', 'copy.md'), '# Copy\n\nSame words as another page.\n');
    const one = temp();
    const two = temp();
    const progress: BuildProgress[] = [];
    const a = await buildLibrary(docs, one, { workers: 1 });
    const b = await buildLibrary(docs, two, { workers: 2, onProgress: (p) => progress.push(p) });
    expect(b.documents).toEqual(a.documents);
    expect(b.nodes).toEqual(a.nodes);
    expect(b.summaries).toEqual(a.summaries);
    expect(b.summaries.cached).toBeGreaterThan(0);
    expect(readNodes(two)).toEqual(readNodes(one));
    expect(rows(two)).toEqual(rows(one));
    // By default the first documents are built in this thread, the rest in workers: the same.
    const mixed = temp();
    await buildLibrary(docs, mixed);
    expect(readNodes(mixed)).toEqual(readNodes(one));

    // Documents are stored one after another, and the totals end exact.
    const done = progress.map((p) => p.documents.done);
    expect(done).toEqual([...done].sort((x, y) => x - y));
    const last = progress.at(-1);
    expect(last?.phase).toBe('done');
    expect(last?.documents).toEqual({ done: 122, total: 122 });
    expect(last?.sections.done).toBe(last?.sections.total);
    expect(last?.summaries.done).toBe(last?.summaries.total);
    expect(a.documentsPerSecond).toBeGreaterThan(0);

    // An update: one document changed, one removed, with each number of threads.
    appendFileSync(join(docs, files[3] as string), '\n\nA line added later.\n');
    rmSync(join(docs, files[5] as string));
    for (const [out, workers] of [
      [one, 1],
      [two, 2],
    ] as const) {
      const again = await buildLibrary(docs, out, { workers });
      expect(again.documents).toMatchObject({ changed: 1, removed: 1, added: 0, unchanged: 120 });
    }
    expect(readNodes(two)).toEqual(readNodes(one));
  });

  it('summarizes with a given summarizer in its own thread, the reading in the workers', async () => {
    const docs = temp();
    writeCorpus(docs, 40, 3);
    const one = temp();
    const two = temp();
    await buildLibrary(docs, one, { workers: 1, summarizer: extractiveSummarizer() });
    await buildLibrary(docs, two, { workers: 2, summarizer: extractiveSummarizer() });
    expect(readNodes(two)).toEqual(readNodes(one));
  });

  it('stops the workers when the build is stopped, and a later build finishes the library', async () => {
    const docs = temp();
    writeCorpus(docs, 200, 5);
    const out = temp();
    const clean = temp();
    const controller = new AbortController();
    await expect(
      buildLibrary(docs, out, {
        workers: 2,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.documents.done === 50) controller.abort(new Error('stopped'));
        },
      }),
    ).rejects.toThrow('stopped');
    const resumed = await buildLibrary(docs, out, { workers: 2 });
    expect(resumed.documents.unchanged).toBeGreaterThanOrEqual(50);
    expect(resumed.documents.unchanged).toBeLessThan(200);
    await buildLibrary(docs, clean, { workers: 1 });
    expect(readNodes(out)).toEqual(readNodes(clean));
  });

  it('refuses a number of workers that is not a whole number from 1 to 64', async () => {
    const docs = temp();
    writeCorpus(docs, 3);
    for (const workers of [0, 1.5, 65]) {
      await expect(buildLibrary(docs, temp(), { workers })).rejects.toThrow(LibraryError);
    }
  });
});
