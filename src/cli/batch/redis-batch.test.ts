import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemCommand } from '../../test-support/shared-data.ts';
import { expectOneLineError, MAIN, runCli } from '../test-support/run-cli.ts';
import { journalPath } from './results-file.ts';
import type { JobResult } from './run-job.ts';
import { type HandbookSites, startHandbookSites } from './test-support/handbook-sites.ts';
import { startTestRedis, type TestRedis } from './test-support/redis-server.ts';
import { answerText, busiestSecond, readResults } from './test-support/results.ts';

const installed = systemCommand('redis-server', 'redis-server', import.meta.url);
const RATE = 80;

function linesIn(file: string): number {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

/** What a result answers, without its timings: the answer, its citations, whether it was found. */
function answerOf(result: JobResult | undefined): unknown {
  const r = result?.result as { answer?: unknown; citations?: unknown; found?: unknown } | undefined;
  return { answer: r?.answer, citations: r?.citations, found: r?.found };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!installed)('ariadne batch --redis, with ariadne worker processes', () => {
  let redis: TestRedis;
  let sites: HandbookSites;
  let dir: string;
  const workers: ChildProcess[] = [];
  const startWorker = (): ChildProcess => {
    const child = spawn(
      process.execPath,
      [MAIN, 'worker', '--redis', redis.url, '--concurrency', '3', '--lock-seconds', '2', '-q'],
      { stdio: 'ignore' },
    );
    workers.push(child);
    return child;
  };
  const writeJobs = (name: string, jobs: object[]): string => {
    const file = join(dir, name);
    writeFileSync(file, `${jobs.map((j) => JSON.stringify(j)).join('\n')}\n`);
    return file;
  };
  beforeAll(async () => {
    redis = await startTestRedis();
    sites = await startHandbookSites(['Harbour Guild', 'Orchard Board', 'Canal Trust']);
    dir = mkdtempSync(join(tmpdir(), 'ariadne-redis-batch-'));
  });
  afterEach(() => {
    for (const w of workers.splice(0)) w.kill('SIGKILL');
  });
  afterAll(async () => {
    await redis?.stop();
    await sites?.close();
  });

  it('runs 216 jobs on three workers, one killed mid-batch: every result once, as the in-process run gives it', async () => {
    const jobs = [8, 9, 10].flatMap((maxPages) =>
      sites.questions.map((q) => ({ command: 'ask', start: q.start, question: q.question, maxPages })),
    );
    const file = writeJobs('many.jsonl', jobs);
    const out = join(dir, 'many-results.jsonl');
    for (let i = 0; i < 3; i++) startWorker();
    const before = sites.requests.length;
    const batch = runCli(['batch', file, '--redis', redis.url, '--out', out, '--rate', String(RATE), '-q'], {
      timeout: 400_000,
    });
    // One worker killed outright with jobs in hand: they go to the others once their lock ends.
    await until(() => linesIn(journalPath(out)) >= 40, 200_000);
    workers[0]?.kill('SIGKILL');
    const ran = await batch;
    expect(ran.stderr).toMatch(/batch [0-9a-f]{16}: 216 lines, 216 jobs queued/);
    expect(ran.code).toBe(0);
    const times = sites.requests.slice(before).map((r) => r.at);
    const results = readResults(out);
    expect(results.map((r) => r.line)).toEqual(jobs.map((_, i) => i + 1));
    expect(new Set(results.map((r) => r.id)).size).toBe(216);
    expect(results.every((r) => r.status === 'done')).toBe(true);
    expect(results.some((r) => r.attempts > 1)).toBe(true);
    // Measured at the servers: all workers together kept the pace of one host (127.0.0.1).
    expect(busiestSecond(times)).toBeLessThanOrEqual(RATE + 1);
    const local = join(dir, 'many-local.jsonl');
    const alone = await runCli(
      ['batch', file, '--out', local, '--rate', String(RATE), '--concurrency', '8', '-q'],
      {
        timeout: 400_000,
      },
    );
    expect(alone.code).toBe(0);
    const expected = readResults(local);
    for (const [i, r] of results.entries())
      expect(answerOf(r), `line ${i + 1}`).toEqual(answerOf(expected[i]));
    for (const [i, q] of sites.questions.entries()) expect(answerText(results[i])).toContain(q.says);
  }, 900_000);

  it('submits without waiting, then reads the batch back by its id', async () => {
    const jobs: object[] = sites.questions
      .slice(0, 5)
      .map((q) => ({ command: 'ask', start: q.start, question: q.question }));
    jobs.push({
      command: 'ask',
      start: 'ftp://127.0.0.1/',
      question: 'What is the opening hour of the tram?',
    });
    // A start that answers 404 every time: run --attempts times (2 here), then failed with its error.
    jobs.push({
      command: 'ask',
      start: `${sites.urls[0]}gone.html`,
      question: 'What is the opening hour of the tram?',
    });
    jobs.push({ command: 'collect', start: sites.urls[1], request: 'pages about the ferry', maxPages: 12 });
    jobs.push({ command: 'build', source: sites.urls[2], out: join(dir, 'queued-library'), maxPages: 20 });
    const file = writeJobs('later.jsonl', jobs);
    const submitted = await runCli([
      'batch',
      file,
      '--redis',
      redis.url,
      '--wait',
      'no',
      '--rate',
      String(RATE),
      '--attempts',
      '2',
    ]);
    expect(submitted.code).toBe(0);
    const id = submitted.stdout.trim();
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const early = await runCli(['batch', 'status', id, '--redis', redis.url]);
    expect(early.stdout).toMatch(/^\d\/9 finished/);
    startWorker();
    let status = early;
    for (let i = 0; i < 120 && status.code !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = await runCli(['batch', 'status', id, '--redis', redis.url]);
    }
    expect(status.stdout.trim()).toBe('9/9 finished (7 done, 2 failed), 0 running');
    const back = await runCli(['batch', 'results', id, '--redis', redis.url]);
    expect(back.code).toBe(0);
    const results = back.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as JobResult);
    expect(results.map((r) => [r.line, r.status])).toEqual([
      [1, 'done'],
      [2, 'done'],
      [3, 'done'],
      [4, 'done'],
      [5, 'done'],
      [6, 'failed'],
      [7, 'failed'],
      [8, 'done'],
      [9, 'done'],
    ]);
    // Bad input fails at once, with the command's own one-line reason; other errors are retried.
    expect(results[5]?.attempts).toBe(1);
    expect(results[5]?.error).toMatch(/ftp/);
    expect(results[6]?.attempts).toBe(2);
    expect(results[6]?.error).toMatch(/404/);
    const collected = results[7]?.result as {
      lines: Array<{ request?: string }>;
      trail: { steps: unknown[] };
    };
    expect(collected.lines.at(-1)?.request).toBe('pages about the ferry');
    expect(collected.trail.steps.length).toBeGreaterThan(0);
    const built = results[8]?.result as { documents?: { total: number } } | undefined;
    expect(built?.documents?.total).toBeGreaterThanOrEqual(8);
    expectOneLineError(
      await runCli(['batch', 'status', 'feedfacefeedface', '--redis', redis.url]),
      /no batch feedfacefeedface/,
    );
  }, 120_000);

  it('waits out a Redis restart mid-batch and loses nothing', async () => {
    const jobs = sites.questions
      .slice(24, 54)
      .map((q) => ({ command: 'ask', start: q.start, question: q.question }));
    const file = writeJobs('restart.jsonl', jobs);
    const out = join(dir, 'restart-results.jsonl');
    startWorker();
    startWorker();
    const batch = runCli(['batch', file, '--redis', redis.url, '--out', out, '--rate', String(RATE)], {
      timeout: 300_000,
    });
    await until(() => linesIn(journalPath(out)) >= 5, 120_000);
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await redis.start();
    const ran = await batch;
    expect(ran.stderr).toContain('lost Redis');
    expect(ran.code).toBe(0);
    const results = readResults(out);
    expect(results.map((r) => r.line)).toEqual(jobs.map((_, i) => i + 1));
    for (const [i, q] of sites.questions.slice(24, 54).entries())
      expect(answerText(results[i])).toContain(q.says);
  }, 300_000);

  it('says in one line that Redis cannot be reached, and exits 2', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const nowhere = `redis://127.0.0.1:${port}`;
    const file = writeJobs('nowhere.jsonl', [
      { command: 'ask', start: sites.urls[0], question: 'Who runs the tram?' },
    ]);
    expectOneLineError(
      await runCli(['batch', file, '--redis', nowhere]),
      /cannot reach Redis at redis:\/\/127\.0\.0\.1/,
    );
    expectOneLineError(await runCli(['worker', '--redis', nowhere]), /cannot reach Redis/);
  });
});
