/**
 * The act-wordings bench: runs `ariadne act` on the three example apps (the parts shop, the mail
 * app, the booking app) with the instructions of bench/act-wordings/table.ts, written the way
 * different people write, and judges each run by the state the app itself reported, not by what
 * the run says it did.
 *
 *   node_modules/.bin/node bench/act-wordings.ts [--app NAME] [--request ID] [--limit N]
 *                                               [--jobs 1|2] [--keep DIR] [--strict-done]
 *                                               [--json | --markdown]
 *
 * --strict-done runs `act --strict-done` (done only when the instruction's words are accounted for).
 *
 * Each run gets its own server on 127.0.0.1 (the app's folder, plus `POST /__state`, where the app
 * sends its whole state after every change when the page was opened with ?record) and the real
 * CLI, as a user types it: `node src/cli/main.ts act <url>?record "<instruction>" --allow-private
 * --json`. A run ends as:
 *   carried out   exit 0 and the app's data as asked (and the view where the row names it)
 *   false done    exit 0 but the state is not the one asked for (or the row must not be done)
 *   not done      exit 1 on a row that can be carried out
 *   refused       exit 1 on a row that must not be done, the data unchanged (right)
 *   changed       exit 1 on a row that must not be done, but the data changed
 *   error         no exit within the time, another exit code, or no state reported
 * Also counted, from the run's `actions`: circles (one control, by action and target, used 3
 * times or more) and destructive mistakes (an account deleted, a message trashed or deleted, a
 * booking cancelled, that the instruction did not ask for).
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveFolder } from '../src/demo/static-server.ts';
import { APPS, type AppName, circles, deepDiff, judge, type Row, TABLE } from './act-wordings/table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'src/cli/main.ts');
/** Seconds given to act (its --timeout), and to the whole process before it is stopped. */
const ACT_TIMEOUT = 80;
const KILL_AFTER = 90;

type Outcome = 'carried out' | 'false done' | 'not done' | 'refused' | 'changed' | 'error';

export interface Result {
  n: number;
  app: AppName;
  request: string;
  instruction: string;
  outcome: Outcome;
  exit: number | null;
  seconds: number;
  actions: number;
  problems: string[];
  circles: string[];
  destructive: string[];
  /** The app's first report differed from the table's initial state. */
  initialDiffers: string[];
  note?: string;
}

// ---- a server for one run --------------------------------------------------------------------

interface AppServer {
  url: string;
  /** The app's reports, first and last, parsed. */
  first: unknown;
  last: unknown;
  reports: number;
  close(): Promise<void>;
}

/** The app's folder served as a user serves it, and every state it reports to /__state kept. */
async function serveApp(folder: string): Promise<AppServer> {
  const state: AppServer = { url: '', first: undefined, last: undefined, reports: 0, close: async () => {} };
  const server = await serveFolder(resolve(ROOT, folder), {
    onPost: (path, body) => {
      if (path !== '/__state') return 404;
      try {
        const snapshot = JSON.parse(body);
        state.reports += 1;
        if (state.first === undefined) state.first = snapshot;
        state.last = snapshot;
        return 204;
      } catch {
        return 400;
      }
    },
  });
  state.url = server.url;
  state.close = server.close;
  return state;
}

// ---- one run ---------------------------------------------------------------------------------

interface ActRun {
  exit: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  seconds: number;
}

function runAct(url: string, instruction: string, extra: readonly string[]): Promise<ActRun> {
  const started = performance.now();
  const args = [
    MAIN,
    'act',
    url,
    instruction,
    '--allow-private',
    '--json',
    '--timeout',
    String(ACT_TIMEOUT),
    ...extra,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  let timedOut = false;
  // The CLI starts Chromium: stop the whole process group this run started, nothing else.
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 5000).unref();
  }, KILL_AFTER * 1000);
  return new Promise((done) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      stopGroup('SIGKILL');
      done({ exit: code, stdout, stderr, timedOut, seconds: (performance.now() - started) / 1000 });
    });
  });
}

function parseOutput(
  stdout: string,
): { actions: { action?: string; target?: string }[]; stop?: unknown } | null {
  const start = stdout.indexOf('{');
  if (start < 0) return null;
  try {
    return JSON.parse(stdout.slice(start));
  } catch {
    return null;
  }
}

async function runRow(
  row: Row,
  n: number,
  keep: string | undefined,
  extra: readonly string[],
): Promise<Result> {
  const spec = APPS[row.app];
  const server = await serveApp(spec.folder);
  let act: ActRun;
  try {
    act = await runAct(`${server.url}?record`, row.instruction, extra);
  } finally {
    await server.close();
  }
  const output = parseOutput(act.stdout);
  const actions = output?.actions ?? [];
  const result: Result = {
    n,
    app: row.app,
    request: row.request,
    instruction: row.instruction,
    outcome: 'error',
    exit: act.exit,
    seconds: Math.round(act.seconds * 10) / 10,
    actions: actions.length,
    problems: [],
    circles: circles(actions, row.expect?.repeats),
    destructive: [],
    initialDiffers: server.first === undefined ? [] : deepDiff(spec.initial, server.first),
  };
  if (keep) {
    const name = `${String(n).padStart(3, '0')}-${row.request}.json`;
    const saved = {
      row: { ...row, expect: row.expect?.says ?? null },
      exit: act.exit,
      first: server.first,
      last: server.last,
      output: output ?? act.stdout,
      stderr: act.stderr.slice(-4000),
    };
    await writeFile(join(keep, name), `${JSON.stringify(saved, null, 1)}\n`);
  }
  if (server.first === undefined || server.last === undefined) {
    result.note = 'the app reported no state';
    return result;
  }
  const verdict = judge(row.app, row.expect as never, server.first as never, server.last as never);
  result.problems = verdict.problems;
  result.destructive = verdict.destructive;
  if (act.timedOut) result.note = `stopped after ${KILL_AFTER} s`;
  else if (act.exit === 0)
    result.outcome = row.expect && verdict.problems.length === 0 ? 'carried out' : 'false done';
  else if (act.exit === 1) {
    if (row.expect) {
      result.outcome = 'not done';
      if (verdict.problems.length === 0) result.note = 'the state was right';
    } else result.outcome = verdict.problems.length === 0 ? 'refused' : 'changed';
  } else result.note = `exit ${act.exit}: ${act.stderr.trim().split('\n').at(-1) ?? ''}`;
  if (row.expect === null && act.exit === 0)
    result.problems.unshift('must not be done, but the run ended done');
  return result;
}

// ---- the whole table -------------------------------------------------------------------------

function line(r: Result, total: number): string {
  const head = `[${String(r.n).padStart(3)}/${total}] ${r.app.padEnd(11)} ${r.request.padEnd(22)} ${r.outcome.padEnd(11)} exit ${String(r.exit ?? '-').padEnd(2)} ${String(r.actions).padStart(2)} actions ${r.seconds.toFixed(1).padStart(5)} s  ${JSON.stringify(r.instruction)}`;
  const more: string[] = [];
  const wrong = r.outcome !== 'carried out' && r.outcome !== 'refused';
  if (wrong && r.problems.length)
    more.push(
      `state: ${r.problems.slice(0, 3).join('; ')}${r.problems.length > 3 ? ` (+${r.problems.length - 3})` : ''}`,
    );
  if (r.note) more.push(r.note);
  if (r.circles.length) more.push(`circles: ${r.circles.join(', ')}`);
  if (r.destructive.length) more.push(`DESTRUCTIVE: ${r.destructive.join(', ')}`);
  if (r.initialDiffers.length)
    more.push(`initial state differs from the table: ${r.initialDiffers.slice(0, 2).join('; ')}`);
  return [head, ...more.map((m) => `        ${m}`)].join('\n');
}

/** Rows right, carried out and rightly refused, of all rows or of one app's. */
interface Tally {
  total: number;
  correct: number;
  carriedOut: number;
  toCarryOut: number;
  refused: number;
  toRefuse: number;
}

export interface Summary extends Tally {
  falseDone: number;
  notDone: number;
  changed: number;
  errors: number;
  circles: number;
  destructive: number;
  perApp: Record<string, Tally>;
  seconds: number;
}

function summarize(results: Result[], rows: readonly Row[], seconds: number): Summary {
  const count = (o: Outcome, list = results) => list.filter((r) => r.outcome === o).length;
  const perApp: Summary['perApp'] = {};
  for (const app of new Set(results.map((r) => r.app))) {
    const mine = results.filter((r) => r.app === app);
    const toRefuse = rows.filter((r) => r.app === app && r.expect === null).length;
    perApp[app] = {
      total: mine.length,
      correct: count('carried out', mine) + count('refused', mine),
      carriedOut: count('carried out', mine),
      toCarryOut: mine.length - toRefuse,
      refused: count('refused', mine),
      toRefuse,
    };
  }
  const toRefuse = rows.filter((r) => r.expect === null).length;
  return {
    total: results.length,
    correct: count('carried out') + count('refused'),
    carriedOut: count('carried out'),
    toCarryOut: results.length - toRefuse,
    refused: count('refused'),
    toRefuse,
    falseDone: count('false done'),
    notDone: count('not done'),
    changed: count('changed'),
    errors: count('error'),
    circles: results.filter((r) => r.circles.length > 0).length,
    destructive: results.filter((r) => r.destructive.length > 0).length,
    perApp,
    seconds: Math.round(seconds),
  };
}

function printSummary(s: Summary, write: (text: string) => void): void {
  const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '-');
  write('\nact-wordings summary');
  write(`  right:                 ${s.correct} / ${s.total} (${pct(s.correct, s.total)})`);
  write(
    `  carried out:           ${s.carriedOut} / ${s.toCarryOut} rows to carry out (${pct(s.carriedOut, s.toCarryOut)})`,
  );
  write(`  correctly refused:     ${s.refused} / ${s.toRefuse} rows that must not be done`);
  for (const [app, a] of Object.entries(s.perApp)) {
    write(
      `    ${app.padEnd(12)} right ${a.correct}/${a.total}; carried out ${a.carriedOut}/${a.toCarryOut}; refused ${a.refused}/${a.toRefuse}`,
    );
  }
  write(`  false done (exit 0, state wrong): ${s.falseDone}`);
  write(`  not done (exit 1):                ${s.notDone}`);
  write(`  changed but not done (refusals):  ${s.changed}`);
  write(`  errors (timeout, crash, no state): ${s.errors}`);
  write(`  runs with circles (a control used 3+ times): ${s.circles}`);
  write(`  destructive mistakes:                        ${s.destructive}`);
  write(`  time: ${s.seconds} s`);
}

export interface ActWordingsRun {
  summary: Summary;
  results: Result[];
}

/** Runs the rows `jobs` at a time (at most 2: the machine's cores), each line written as it ends. */
export async function benchActWordings(
  rows: readonly Row[] = TABLE,
  options: { jobs?: number; keep?: string; strictDone?: boolean; onLine?: (line: string) => void } = {},
): Promise<ActWordingsRun> {
  const extra = options.strictDone ? ['--strict-done'] : [];
  const jobs = Math.min(2, Math.max(1, options.jobs ?? 2));
  if (options.keep) await mkdir(options.keep, { recursive: true });
  const started = performance.now();
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const result = await runRow(rows[i] as Row, i + 1, options.keep, extra);
      results.push(result);
      options.onLine?.(line(result, rows.length));
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  results.sort((a, b) => a.n - b.n);
  return { summary: summarize(results, rows, (performance.now() - started) / 1000), results };
}

/** The section of docs/BENCHMARKS.md: the totals, each app, and every request's wordings carried out. */
export function actWordingsMarkdown({ summary: s, results }: ActWordingsRun): string {
  const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '-');
  const lines = [
    "## `act` on instructions in people's wordings (three apps of ours, offline)",
    '',
    `${s.total} instructions (bench/act-wordings/table.ts: each request in 3 or 4 wordings, written without reading the instruction reader) on the parts shop, the mail app and the booking app of examples/, each run as a user types it (\`ariadne act <url> "…" --json\`) and judged by the state the app itself reported after the run, not by what the run says. ${s.toRefuse} rows ask for what the app does not have and must end not done with nothing changed. \`node bench/act-wordings.ts\`, ${s.seconds} s.`,
    '',
    '| | right | carried out | rightly not done | false done | circles (one control 3+ times) | destructive mistakes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| all | ${s.correct} / ${s.total} (${pct(s.correct, s.total)}) | ${s.carriedOut} / ${s.toCarryOut} | ${s.refused} / ${s.toRefuse} | ${s.falseDone} | ${s.circles} | ${s.destructive} |`,
  ];
  for (const [app, a] of Object.entries(s.perApp)) {
    const mine = results.filter((r) => r.app === app);
    const falseDone = mine.filter((r) => r.outcome === 'false done').length;
    const circled = mine.filter((r) => r.circles.length > 0).length;
    const destructive = mine.filter((r) => r.destructive.length > 0).length;
    lines.push(
      `| ${app} | ${a.correct} / ${a.total} (${pct(a.correct, a.total)}) | ${a.carriedOut} / ${a.toCarryOut} | ${a.refused} / ${a.toRefuse} | ${falseDone} | ${circled} | ${destructive} |`,
    );
  }
  lines.push('', '| request | app | wordings right |', '| --- | --- | --- |');
  const requests = new Map<string, Result[]>();
  for (const r of results)
    requests.set(`${r.app} ${r.request}`, [...(requests.get(`${r.app} ${r.request}`) ?? []), r]);
  for (const [key, rs] of requests) {
    const right = rs.filter((r) => r.outcome === 'carried out' || r.outcome === 'refused').length;
    lines.push(`| ${key.split(' ')[1]} | ${rs[0]?.app} | ${right} / ${rs.length} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      request: { type: 'string' },
      limit: { type: 'string' },
      jobs: { type: 'string', default: '2' },
      keep: { type: 'string' },
      'strict-done': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
    },
  });
  const apps = Object.keys(APPS);
  if (values.app && !apps.includes(values.app)) {
    process.stderr.write(`act-wordings: --app must be one of ${apps.join(', ')}\n`);
    process.exit(2);
  }
  let rows = TABLE.filter(
    (r) => (!values.app || r.app === values.app) && (!values.request || r.request === values.request),
  );
  if (values.limit) rows = rows.slice(0, Math.max(0, Number(values.limit)));
  const jobs = Number(values.jobs) || 1;
  const quiet = values.json || values.markdown;
  const write = (text: string) => (quiet ? process.stderr : process.stdout).write(`${text}\n`);
  write(`act-wordings: ${rows.length} rows, ${Math.min(2, jobs)} at a time, act --timeout ${ACT_TIMEOUT}`);
  const run = await benchActWordings(rows, {
    jobs,
    ...(values.keep ? { keep: values.keep } : {}),
    strictDone: values['strict-done'],
    onLine: write,
  });
  printSummary(run.summary, write);
  if (values.json) process.stdout.write(`${JSON.stringify(run, null, 1)}\n`);
  if (values.markdown) process.stdout.write(`${actWordingsMarkdown(run)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
