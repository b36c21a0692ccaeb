/**
 * Batch bench: the same batch of `ask` jobs run in one process (`ariadne batch`) and through Redis
 * by 1, 2 and 4 `ariadne worker` processes on this machine (`ariadne batch --redis`), timed from
 * the command's start to its last result. The jobs ask the handbook sites of the batch tests (three
 * sites on 127.0.0.1); the per-host pace is set high (RATE) so that the figure is the machine's,
 * not the politeness's: with the default 5 requests a second to one host, these three sites on one
 * host would cap every setup alike.
 *
 * `node bench/batch.ts` prints the Markdown section (needs the redis-server program).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobResult } from '../src/cli/batch/run-job.ts';
import { type HandbookSites, startHandbookSites } from '../src/cli/batch/test-support/handbook-sites.ts';
import { startTestRedis, type TestRedis } from '../src/cli/batch/test-support/redis-server.ts';
import { runCli } from '../src/cli/test-support/run-cli.ts';

const MAIN = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
/** Requests per second to one host: high enough that the machine, not the pace, is measured. */
const RATE = 1000;
/** Jobs each process runs at once, in-process and per worker alike. */
const CONCURRENCY = 4;
const WORKER_COUNTS = [1, 2, 4];

export interface BatchRun {
  setup: string;
  jobs: number;
  seconds: number;
  jobsPerSecond: number;
  /** Answers holding the fact their question asks for. */
  answered: number;
}

export interface BatchBench {
  runs: BatchRun[];
  cores: number;
}

function jobsFor(sites: HandbookSites): Array<{ job: object; says: string }> {
  return [8, 9].flatMap((maxPages) =>
    sites.questions.map((q) => ({
      job: { command: 'ask', start: q.start, question: q.question, maxPages },
      says: q.says,
    })),
  );
}

function answered(file: string, says: readonly string[]): number {
  const results = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as JobResult);
  return results.filter((r, i) =>
    String((r.result as { answer?: unknown })?.answer ?? '').includes(says[i] ?? '\0'),
  ).length;
}

/** Starts `count` workers and resolves once each says it is running jobs. */
async function startWorkers(redis: TestRedis, count: number): Promise<ChildProcess[]> {
  const workers = Array.from({ length: count }, () =>
    spawn(process.execPath, [MAIN, 'worker', '--redis', redis.url, '--concurrency', String(CONCURRENCY)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          let err = '';
          w.stderr?.on('data', (d) => {
            err += String(d);
            if (err.includes('worker: running jobs')) resolve();
          });
          w.on('exit', (code) => reject(new Error(`worker exited (${code}): ${err}`)));
        }),
    ),
  );
  return workers;
}

async function timed(setup: string, args: string[], out: string, says: readonly string[]): Promise<BatchRun> {
  const began = performance.now();
  const ran = await runCli(args, { timeout: 1_800_000 });
  const seconds = (performance.now() - began) / 1000;
  if (ran.code !== 0) throw new Error(`${setup}: batch exited ${ran.code}: ${ran.stderr.slice(-400)}`);
  return {
    setup,
    jobs: says.length,
    seconds: Math.round(seconds * 10) / 10,
    jobsPerSecond: Math.round((says.length / seconds) * 100) / 100,
    answered: answered(out, says),
  };
}

export async function benchBatch(): Promise<BatchBench> {
  const sites = await startHandbookSites(['Harbour Guild', 'Orchard Board', 'Canal Trust']);
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-batch-bench-'));
  const jobs = jobsFor(sites);
  const says = jobs.map((j) => j.says);
  const file = join(dir, 'jobs.jsonl');
  writeFileSync(file, `${jobs.map((j) => JSON.stringify(j.job)).join('\n')}\n`);
  const runs: BatchRun[] = [];
  try {
    const local = join(dir, 'in-process.jsonl');
    const args = [
      'batch',
      file,
      '--out',
      local,
      '--rate',
      String(RATE),
      '--concurrency',
      String(CONCURRENCY),
      '-q',
    ];
    runs.push(await timed(`in-process, concurrency ${CONCURRENCY}`, args, local, says));
    for (const count of WORKER_COUNTS) {
      // A fresh Redis for each setup: no job of an earlier run is found done.
      const redis = await startTestRedis();
      const workers = await startWorkers(redis, count);
      try {
        const out = join(dir, `workers-${count}.jsonl`);
        const queued = ['batch', file, '--redis', redis.url, '--out', out, '--rate', String(RATE), '-q'];
        runs.push(
          await timed(
            `${count} worker${count > 1 ? 's' : ''} × concurrency ${CONCURRENCY}, Redis`,
            queued,
            out,
            says,
          ),
        );
      } finally {
        for (const w of workers) w.kill('SIGKILL');
        await redis.stop();
      }
    }
  } finally {
    await sites.close();
  }
  return { runs, cores: cpus().length };
}

export function batchMarkdown(bench: BatchBench): string {
  const base = bench.runs[0]?.jobsPerSecond ?? 0;
  return [
    '## Batches: jobs per second, in one process and on worker processes',
    '',
    `\`node bench/batch.ts\`: ${bench.runs[0]?.jobs ?? 0} \`ask\` jobs over the three handbook sites of the batch tests`,
    `(127.0.0.1), run by \`ariadne batch\` in one process and by \`ariadne batch --redis\` with 1, 2 and 4`,
    `\`ariadne worker\` processes on this machine (${bench.cores} cores), each running ${CONCURRENCY} jobs at once. The pace`,
    `per host is set to ${RATE} requests a second so that the machine is measured, not the politeness (at the default`,
    '5 a second these sites, all on one host, would cap every setup alike). Time from the command to its last result:',
    "workers are started and ready before the clock starts, while the in-process run's own start-up is inside its time;",
    'the sites are served by the bench process itself, on the same cores.',
    '',
    '| setup | jobs | seconds | jobs/s | vs in-process | answers holding the fact |',
    '| --- | --- | --- | --- | --- | --- |',
    ...bench.runs.map(
      (r) =>
        `| ${r.setup} | ${r.jobs} | ${r.seconds} | ${r.jobsPerSecond} | ${base > 0 ? (r.jobsPerSecond / base).toFixed(2) : '–'}× | ${r.answered} of ${r.jobs} |`,
    ),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(batchMarkdown(await benchBatch()));
}
