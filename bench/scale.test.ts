import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolders } from '../src/library/test-support/temp-folders.ts';
import { type ScaleResult, scaleMarkdown } from './scale.ts';
import { writeScaleCorpus } from './scale-corpus.ts';

const temp = tempFolders('scale-test', afterEach);

describe('the scale corpus', () => {
  it('is the same for a seed, other for another, documents of a few KB in nested folders', () => {
    const a = temp();
    const b = temp();
    const c = temp();
    const files = writeScaleCorpus(a, 60, 4);
    expect(writeScaleCorpus(b, 60, 4)).toEqual(files);
    for (const f of files) expect(readFileSync(join(b, f), 'utf8')).toBe(readFileSync(join(a, f), 'utf8'));
    const other = writeScaleCorpus(c, 60, 5);
    expect(other).not.toEqual(files);

    expect(new Set(files).size).toBe(60);
    const sizes = files.map((f) => statSync(join(a, f)).size);
    const mean = sizes.reduce((x, y) => x + y, 0) / sizes.length;
    expect(mean).toBeGreaterThan(2000);
    expect(mean).toBeLessThan(10_000);
    const depths = new Set(files.map((f) => f.split('/').length - 1));
    expect([...depths].sort()).toEqual([1, 2, 3]);
    expect(files.filter((f) => f.endsWith('.html')).length).toBe(12);
    const first = readFileSync(join(a, files.find((f) => f.endsWith('.md')) as string), 'utf8');
    expect(first).toMatch(/^# .+\n\n## .+/);
  });
});

describe('the scale section of the benchmarks', () => {
  /** A run whose memory grows by `growth` MiB every 1,000 documents. */
  const run = (workers: number, documents: number, documentsPerSecond: number, growth: number) => ({
    workers,
    documents,
    ms: documents / (documentsPerSecond / 1000),
    documentsPerSecond,
    phaseMs: { scan: 100, summarize: 1500, tree: 400 },
    streamRssMiB: Array.from({ length: documents / 1000 }, (_, i): [number, number] => [
      (i + 1) * 1000,
      230 + growth * i,
    ]),
    peakRssMiB: 300,
  });
  const result: ScaleResult = {
    corpora: [
      { documents: 2000, meanBytes: 4400, runs: [run(1, 2000, 210, 1), run(2, 2000, 330, 5)] },
      { documents: 20_000, meanBytes: 4410, runs: [run(1, 20_000, 50, 1), run(2, 20_000, 65.4, 5)] },
    ],
  };

  it('gives documents/s and memory for each corpus and number of workers, against the goal', () => {
    const md = scaleMarkdown(result);
    expect(md).toMatch(/^## Scale/);
    expect(md).toContain(
      '| 2,000 | 1 | 9.5 s (1.5 s documents, 0.4 s tree) | 210 | 230 MiB at 1,000, 231 MiB at 2,000 | 300 MiB | met |',
    );
    expect(md).toContain(
      '| 20,000 | 1 | 400.0 s (1.5 s documents, 0.4 s tree) | 50 | 231 MiB at 2,000, 239 MiB at 10,000, 249 MiB at 20,000 | 300 MiB | **not met** |',
    );
    expect(md).toContain(
      '| 20,000 | 2 | 305.8 s (1.5 s documents, 0.4 s tree) | 65 | 235 MiB at 2,000, 275 MiB at 10,000, 325 MiB at 20,000 | 300 MiB | met |',
    );
    expect(md).toContain('4.3 KB a document');
    expect(md).toContain('Best: 330 documents/s, 100,000 documents in about 5 min.');
  });
});
