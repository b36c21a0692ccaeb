/**
 * One build of the scale bench, in a process of its own so that its peak memory is its own:
 * `node bench/scale-build.ts <docs> <out> <workers>` prints one JSON line (a `ScaleBuild`).
 */
import { readFileSync } from 'node:fs';
import { buildLibrary } from '../src/library/index.ts';

export interface ScaleBuild {
  documents: number;
  ms: number;
  documentsPerSecond: number;
  phaseMs: { scan: number; summarize: number; tree: number };
  /** Resident memory while the documents streamed through, MiB, after every 1,000 documents. */
  streamRssMiB: Array<[documents: number, mib: number]>;
  /** The process's own high-water mark over the whole build (VmHWM), MiB. */
  peakRssMiB: number;
}

const MIB = 2 ** 20;

function peakRssMiB(): number {
  try {
    const kib = Number(/^VmHWM:\s*(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    if (kib > 0) return kib / 1024;
  } catch {}
  return process.resourceUsage().maxRSS / 1024;
}

if (process.argv[1] === import.meta.filename) {
  const [docs, out, workers] = process.argv.slice(2);
  if (!docs || !out || !workers) throw new Error('usage: scale-build.ts <docs> <out> <workers>');
  const streamRss: Array<[number, number]> = [];
  const report = await buildLibrary(docs, out, {
    workers: Number(workers),
    onProgress: (p) => {
      const done = p.documents.done;
      if (p.phase === 'summarize' && done % 1000 === 0 && done > (streamRss.at(-1)?.[0] ?? 0))
        streamRss.push([done, process.memoryUsage.rss() / MIB]);
    },
  });
  const result: ScaleBuild = {
    documents: report.documents.added + report.documents.changed,
    ms: report.ms,
    documentsPerSecond: report.documentsPerSecond,
    phaseMs: report.phaseMs,
    streamRssMiB: streamRss,
    peakRssMiB: peakRssMiB(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
