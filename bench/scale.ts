/**
 * Scale bench: libraries built offline from generated corpora of a few KB per document (2,000
 * and 20,000 documents), with one thread and with two workers, each build in a process of its
 * own: documents/s, and peak memory, which should not grow with the corpus.
 *
 * `node bench/scale.ts` prints the Markdown section.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScaleBuild } from './scale-build.ts';
import { writeScaleCorpus } from './scale-corpus.ts';

const ENTRY = fileURLToPath(new URL('./scale-build.ts', import.meta.url));
/** The goal of issue #10: 100,000 documents in under half an hour. */
export const GOAL_DOCUMENTS_PER_SECOND = 60;

export interface ScaleRun extends ScaleBuild {
  workers: number;
}

export interface ScaleCorpus {
  documents: number;
  /** Mean size of a document, bytes. */
  meanBytes: number;
  runs: ScaleRun[];
}

export interface ScaleResult {
  corpora: ScaleCorpus[];
}

/** Builds each corpus with each number of workers, a fresh library and process every time. */
export async function benchScale(
  options: { sizes?: number[]; workers?: number[]; onBuild?: (line: string) => void } = {},
): Promise<ScaleResult> {
  const corpora: ScaleCorpus[] = [];
  for (const size of options.sizes ?? [2000, 20_000]) {
    const work = mkdtempSync(join(tmpdir(), 'ariadne-scale-bench-'));
    try {
      const docs = join(work, 'docs');
      const files = writeScaleCorpus(docs, size);
      const bytes = files.reduce((sum, f) => sum + statSync(join(docs, f)).size, 0);
      const runs: ScaleRun[] = [];
      for (const workers of options.workers ?? [1, 2]) {
        const out = join(work, `library-${workers}`);
        const build = await buildInProcess(docs, out, workers);
        runs.push({ workers, ...build });
        options.onBuild?.(
          `${size} documents, ${workers} worker${workers === 1 ? '' : 's'}: ${build.documentsPerSecond} documents/s, peak ${build.peakRssMiB.toFixed(0)} MiB`,
        );
        rmSync(out, { recursive: true, force: true });
      }
      corpora.push({ documents: size, meanBytes: bytes / size, runs });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { corpora };
}

function buildInProcess(docs: string, out: string, workers: number): Promise<ScaleBuild> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [ENTRY, docs, out, String(workers)],
      { maxBuffer: 2 ** 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`scale build failed: ${stderr.trim() || error.message}`));
        else resolve(JSON.parse(stdout) as ScaleBuild);
      },
    );
  });
}

/** Milestones of the memory column: early in the stream, halfway and at the end. */
function milestones(samples: ScaleBuild['streamRssMiB'], documents: number): ScaleBuild['streamRssMiB'] {
  const at = (n: number) => samples.find(([done]) => done >= n);
  const picked = [at(2000), at(documents / 2), samples.at(-1)].filter((s) => s !== undefined);
  return picked.filter((s, i) => picked.findIndex((t) => t[0] === s[0]) === i).sort((a, b) => a[0] - b[0]);
}

export function scaleMarkdown(r: ScaleResult): string {
  const mib = (x: number) => `${x.toFixed(0)} MiB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const k = (n: number) => n.toLocaleString('en');
  const rows = r.corpora.flatMap((c) =>
    c.runs.map((run) => {
      const memory = milestones(run.streamRssMiB, c.documents)
        .map(([done, rss]) => `${mib(rss)} at ${k(done)}`)
        .join(', ');
      const goal = run.documentsPerSecond >= GOAL_DOCUMENTS_PER_SECOND ? 'met' : '**not met**';
      return `| ${k(c.documents)} | ${run.workers} | ${s(run.ms)} (${s(run.phaseMs.summarize)} documents, ${s(run.phaseMs.tree)} tree) | ${run.documentsPerSecond.toFixed(0)} | ${memory} | ${mib(run.peakRssMiB)} | ${goal} |`;
    }),
  );
  const best = Math.max(0, ...r.corpora.flatMap((c) => c.runs.map((run) => run.documentsPerSecond)));
  const sizes = r.corpora.map((c) => `${k(c.documents)} (${(c.meanBytes / 1024).toFixed(1)} KB a document)`);
  return [
    '## Scale (library build, generated corpora, offline)',
    '',
    `Libraries built from seeded generated corpora (\`bench/scale-corpus.ts\`: Markdown and one in five HTML, in folders`,
    `nested one to three deep) of ${sizes.join(' and ')} documents, with the default offline summarizer,`,
    'each build a fresh library in a process of its own. Documents/s counts documents read and stored over the whole',
    'build (tree included). Memory while streaming: resident memory (worker threads included) after so many documents',
    "were stored; it settles once each thread's heap has grown to its working size (a few thousand documents), and",
    "then stays flat however many documents follow. Peak: the process's high-water mark over the whole build (VmHWM),",
    "set by the tree step, which holds every document's fingerprint and summary at once and so grows with the corpus.",
    `Goal: ≥ ${GOAL_DOCUMENTS_PER_SECOND} documents/s (100,000 documents in under half an hour).`,
    '',
    '| documents | workers | time | documents/s | memory while streaming | peak memory | goal |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Best: ${best.toFixed(0)} documents/s, ${best > 0 ? `100,000 documents in about ${Math.round(100_000 / best / 60)} min` : 'no build'}.`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchScale({ onBuild: (line) => process.stderr.write(`scale: ${line}\n`) });
  process.stdout.write(`${scaleMarkdown(result)}\n`);
}
