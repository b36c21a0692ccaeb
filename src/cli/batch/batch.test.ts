import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneLineError, MAIN, runCli } from '../test-support/run-cli.ts';
import { journalPath } from './results-file.ts';
import type { JobResult } from './run-job.ts';
import { type HandbookSites, startHandbookSites } from './test-support/handbook-sites.ts';
import { answerText, busiestSecond, readResults } from './test-support/results.ts';

const SITE_NAMES = ['Harbour Guild', 'Orchard Board', 'Canal Trust'];
const RATE = 40;

describe('ariadne batch', () => {
  let sites: HandbookSites;
  let dir: string;
  beforeAll(async () => {
    sites = await startHandbookSites(SITE_NAMES, ['/']);
    dir = mkdtempSync(join(tmpdir(), 'ariadne-batch-'));
  });
  afterAll(() => sites.close());

  it('runs every line, writes results in the file order, keeps one pace per host for all jobs', async () => {
    const asks = sites.questions.filter((_, i) => i % 3 === 0);
    const lines = [
      ...asks.map((q) => ({ command: 'ask', start: q.start, question: q.question })),
      // The same job twice (keys in another order): run once, its result on both lines.
      { question: asks[0]?.question, command: 'ask', start: asks[0]?.start },
      { command: 'collect', start: sites.urls[1], request: 'pages about the ferry', maxPages: 12 },
      { command: 'build', source: sites.urls[2], out: join(dir, 'library'), maxPages: 20 },
    ];
    const jobs = join(dir, 'jobs.jsonl');
    writeFileSync(jobs, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    const out = join(dir, 'results.jsonl');
    const before = sites.requests.length;
    const ran = await runCli(['batch', jobs, '--out', out, '--rate', String(RATE), '--concurrency', '6'], {
      timeout: 300_000,
    });
    expect(ran.stderr).toMatch(/batch: \d+\/\d+ finished/);
    expect(ran.code).toBe(0);
    const results = readResults(out);
    expect(results.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1));
    expect(results.every((r) => r.status === 'done')).toBe(true);
    for (const [i, q] of asks.entries()) {
      expect(answerText(results[i]), q.question).toContain(q.says);
    }
    expect(results[asks.length]?.id).toBe(results[0]?.id);
    expect(answerText(results[asks.length])).toBe(answerText(results[0]));
    // Each site's start page failed once: the job that met it ran again and is done.
    expect(results.filter((r) => r.attempts === 2).length).toBeGreaterThan(0);
    expect(results.every((r) => r.attempts <= 2)).toBe(true);
    // collect's result: its JSON Lines (the items, then the summary) and the walk behind them.
    const collected = results.at(-2)?.result as {
      lines: Array<{ request?: string }>;
      trail: { steps: unknown[] };
    };
    expect(collected.lines.at(-1)?.request).toBe('pages about the ferry');
    expect(collected.trail.steps.length).toBeGreaterThan(0);
    const built = results.at(-1)?.result as { documents: { total: number } };
    expect(built.documents.total).toBeGreaterThanOrEqual(8);
    expect(existsSync(journalPath(out))).toBe(false);
    // Measured at the servers: the sites share one host (127.0.0.1), so whichever job and port,
    // no second holds more than RATE requests to it (one more for a request's trip to the server).
    const times = sites.requests.slice(before).map((r) => r.at);
    expect(times.length).toBeGreaterThan(2 * RATE);
    expect(busiestSecond(times)).toBeLessThanOrEqual(RATE + 1);
  }, 300_000);

  it('gives the answer a lone `ask` gives', async () => {
    const q = sites.questions[4];
    if (!q) throw new Error('no question');
    const jobs = join(dir, 'one.jsonl');
    writeFileSync(
      jobs,
      `${JSON.stringify({ command: 'ask', start: q.start, question: q.question, maxPages: 9 })}\n`,
    );
    const [batch, alone] = await Promise.all([
      runCli(['batch', jobs, '-q'], { timeout: 120_000 }),
      runCli(['ask', q.start, q.question, '--json', '--max-pages', '9', '-q'], { timeout: 120_000 }),
    ]);
    expect(batch.code).toBe(0);
    expect(batch.stderr).toBe('');
    const result = JSON.parse(batch.stdout) as JobResult;
    const lone = JSON.parse(alone.stdout) as { answer: string; citations: unknown[]; found: boolean };
    const got = result.result as typeof lone;
    expect(got.answer).toBe(lone.answer);
    expect(got.citations).toEqual(lone.citations);
    expect(got.found).toBe(lone.found);
  }, 120_000);

  it('resumes a stopped batch: jobs done are not run again, nothing is lost or doubled', async () => {
    const asks = sites.questions.filter((_, i) => i % 3 === 1).slice(0, 8);
    const jobs = join(dir, 'resume.jsonl');
    writeFileSync(
      jobs,
      `${asks.map((q) => JSON.stringify({ command: 'ask', start: q.start, question: q.question })).join('\n')}\n`,
    );
    const out = join(dir, 'resume-results.jsonl');
    const child = spawn(
      process.execPath,
      [MAIN, 'batch', jobs, '--out', out, '--concurrency', '2', '--rate', '10'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    // Stopped once three jobs have finished.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (/batch: [3-7]\/8 finished/.test(stderr)) {
          clearInterval(timer);
          child.kill('SIGINT');
          resolve();
        }
      }, 50);
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`run it again with --out ${out} to resume`);
    const journal = readResults(journalPath(out));
    expect(journal.length).toBeGreaterThanOrEqual(3);
    const ran = await runCli(['batch', jobs, '--out', out, '--rate', '10'], { timeout: 120_000 });
    expect(ran.code).toBe(0);
    const results = readResults(out);
    expect(results.map((r) => r.line)).toEqual(asks.map((_, i) => i + 1));
    for (const [i, q] of asks.entries()) expect(answerText(results[i])).toContain(q.says);
    // A job finished before the stop is handed on as it was (same run time), not run again.
    for (const earlier of journal) {
      expect(results.find((r) => r.id === earlier.id)?.ms).toBe(earlier.ms);
    }
    expect(ran.stderr).toMatch(/batch: 8\/8 finished \(8 done, 0 failed\)/);
    expect(existsSync(journalPath(out))).toBe(false);
  }, 180_000);

  it('refuses a file with a bad line in one line naming it, and runs nothing', async () => {
    const jobs = join(dir, 'bad.jsonl');
    writeFileSync(
      jobs,
      [
        JSON.stringify({
          command: 'ask',
          start: sites.urls[0],
          question: 'What is the opening hour of the tram?',
        }),
        '{"command":"ask","start":',
        JSON.stringify({ command: 'fetch', start: sites.urls[0] }),
        JSON.stringify({ command: 'ask', start: sites.urls[0], question: 'x', maxPages: 0 }),
        JSON.stringify({ command: 'ask', start: sites.urls[0], question: 'x', pages: 3 }),
      ].join('\n'),
    );
    const before = sites.requests.length;
    const ran = await runCli(['batch', jobs]);
    expectOneLineError(
      ran,
      /line 2: not JSON; line 3: unknown command "fetch" .*; line 4: "maxPages": .*; line 5: unknown option\(s\) "pages"/,
    );
    expect(sites.requests.length).toBe(before);
    expectOneLineError(await runCli(['batch', join(dir, 'missing.jsonl')]), /missing\.jsonl: no such file/);
  });
});
