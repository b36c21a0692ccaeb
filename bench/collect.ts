/**
 * `collect` on the shared discussion archives (../shared/data/collect: a Drupal forum, a hypermail
 * mailing list, a Vanilla forum): every task run from its start over HTTP on 127.0.0.1, scored by
 * the data set's own scorer (`score.mjs`), with how each request was read. Beside it, in the same
 * run, a naive baseline: a full crawl of the site and a title keyword filter.
 *
 * `node bench/collect.ts [archive…] [--only id,id] [--verbose]` runs archives alone while developing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../src/demo/static-server.ts';
import { navigate } from '../src/navigate.ts';
import { SHARED_DATA } from './shared-data.ts';

const COLLECT = `${SHARED_DATA}collect/`;
const SCORER = `${COLLECT}score.mjs`;
/** The archives of the shared set, by the software that made them. */
export const ARCHIVES = ['oem-forum', 'cf-metadata', '29th-forum'] as const;

interface Task {
  id: string;
  start: string;
  request: string;
  gold: string[];
}

export interface CollectRow {
  id: string;
  request: string;
  /** How the request was read, part by part. */
  understood: string[];
  gold: number;
  collected: number;
  tp: number;
  f1: number;
  dateOk: number | null;
  authorOk: number | null;
  pages: number;
  fruitless: number;
  ms: number;
}

/** One task's run, before scoring. */
export interface CollectRun {
  id: string;
  request: string;
  understood: string[];
  gold: number;
  pages: number;
  fruitless: number;
  ms: number;
  stop: string;
  urls: string[];
}

export interface CollectBench {
  archive: string;
  rows: CollectRow[];
  micro: { precision: number; recall: number; f1: number; dateOk: number | null; authorOk: number | null };
  /** Pages the site has (the full crawl's count). */
  sitePages: number;
  baseline: { precision: number; recall: number; f1: number; worst: number; pages: number };
}

interface Scored {
  tasks: Array<{
    id: string;
    collected: number;
    tp: number;
    f1: number;
    dateOk: number | null;
    authorOk: number | null;
  }>;
  micro: { precision: number; recall: number; f1: number; dateOk: number | null; authorOk: number | null };
}

function readTasks(set: string): Task[] {
  return readFileSync(`${set}tasks.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Task);
}

/** Scores result lines with the data set's own scorer. */
function score(set: string, lines: readonly string[]): Scored {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-collect-'));
  try {
    const file = join(dir, 'results.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return JSON.parse(
      execFileSync(process.execPath, [SCORER, `${set}tasks.jsonl`, file, '--json'], { encoding: 'utf8' }),
    ) as Scored;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs an archive's tasks (all, or those named) through `navigate()` with the collect strategy. */
export async function benchCollect(
  archive: string,
  only?: readonly string[],
  onTask?: (row: CollectRun) => void,
): Promise<CollectBench> {
  const set = `${COLLECT}${archive}/`;
  const tasks = readTasks(set).filter((t) => !only || only.includes(t.id));
  const server = await serveFolder(`${set}site`);
  try {
    const lines: string[] = [];
    const runs: CollectRun[] = [];
    for (const task of tasks) {
      // No pacing: the archive is served by this process on loopback.
      const trail = await navigate({
        start: new URL(task.start, server.url).href,
        question: task.request,
        strategy: 'collect',
        rate: 0,
      });
      const items = trail.collected?.items ?? [];
      lines.push(
        JSON.stringify({
          id: task.id,
          items: items.map((i) => ({ url: i.url, date: i.published ?? null, author: i.author ?? null })),
        }),
      );
      const run: CollectRun = {
        id: task.id,
        request: task.request,
        understood: trail.collected?.understood ?? [],
        gold: task.gold.length,
        pages: trail.stats.pages,
        fruitless: trail.collected?.fruitless ?? 0,
        ms: trail.stats.ms,
        stop: trail.stop.reason,
        urls: items.map((i) => i.url),
      };
      runs.push(run);
      onTask?.(run);
    }
    const scored = score(set, lines);
    const rows = runs.map(({ stop: _stop, urls: _urls, ...r }) => {
      const s = scored.tasks.find((t) => t.id === r.id);
      return {
        ...r,
        collected: s?.collected ?? 0,
        tp: s?.tp ?? 0,
        f1: s?.f1 ?? 0,
        dateOk: s?.dateOk ?? null,
        authorOk: s?.authorOk ?? null,
      };
    });
    const crawl = await fullCrawl(new URL(tasks[0]?.start ?? 'index.html', server.url).href);
    const baseline = score(
      set,
      tasks.map((t) => JSON.stringify({ id: t.id, items: keywordBaseline(t, crawl.threads) })),
    );
    return {
      archive,
      rows,
      micro: scored.micro,
      sitePages: crawl.pages,
      baseline: {
        ...baseline.micro,
        worst: Math.min(...baseline.tasks.map((t) => t.f1)),
        pages: crawl.pages,
      },
    };
  } finally {
    await server.close();
  }
}

/** Every HTML page reachable from the start by its links, each with its title: the baseline's candidates. */
async function fullCrawl(
  start: string,
): Promise<{ pages: number; threads: Array<{ url: string; title: string }> }> {
  const queue = [start];
  const seen = new Set(queue);
  const threads: Array<{ url: string; title: string }> = [];
  const origin = new URL(start).origin;
  let pages = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const response = await fetch(url);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('html')) {
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    pages++;
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
    threads.push({ url, title });
    for (const m of html.matchAll(/href="([^"#]+)"/g)) {
      const next = URL.parse(m[1] ?? '', url);
      if (!next || next.origin !== origin) continue;
      next.search = '';
      if (!seen.has(next.href)) {
        seen.add(next.href);
        queue.push(next.href);
      }
    }
  }
  return { pages, threads };
}

const REQUEST_WORDS = new Set(
  `collect find gather list get need want every all each the a an of in on to for about that were was is are
  and or by i me my threads thread forum topics topic posts post messages started marked as from with
  section user question questions listing listings any other ways way`.split(/\s+/),
);
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** The data set's "keyword, token" baseline: a title holds every content word of the request. */
function keywordBaseline(task: Task, threads: ReadonlyArray<{ url: string; title: string }>) {
  const norm = (w: string): string => w.replace(/s$/, '');
  const wanted = (task.request.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => !REQUEST_WORDS.has(w) && !MONTHS.test(w) && !/^(?:19|20)\d\d$/.test(w))
    .map(norm);
  return threads
    .filter((t) => {
      const have = new Set((t.title.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(norm));
      return wanted.length > 0 && wanted.every((w) => have.has(w));
    })
    .map((t) => ({ url: t.url }));
}

const pct = (x: number | null): string => (x === null ? '–' : `${Math.round(x * 100)}%`);

const SOFTWARE: Record<string, string> = {
  'oem-forum': 'a Drupal 6 forum',
  'cf-metadata': 'a hypermail 2.3 mailing-list archive',
  '29th-forum': 'a Vanilla 2.5 forum',
};

/** One table row a task: the request, how it was read, and its scores. */
function taskRow(r: CollectRow): string {
  const read = r.understood.map((u) => u.replace(/\|/g, '/')).join('; ');
  return `| ${r.id} | ${r.request.replace(/\|/g, '/')} | ${read} | ${r.gold} | ${r.collected} | ${r.tp} | ${r.f1.toFixed(2)} | ${pct(r.dateOk)} | ${pct(r.authorOk)} | ${r.pages} | ${r.fruitless} | ${(r.ms / 1000).toFixed(1)} |`;
}

/** The figures of every archive run: one summary table, then each archive's tasks. */
export function collectMarkdown(results: readonly CollectBench[]): string {
  const summary = results.map((result) => {
    const rows = result.rows;
    const pages = rows.reduce((n, r) => n + r.pages, 0) / Math.max(rows.length, 1);
    return [
      `| ${result.archive} | \`ariadne collect\` | ${result.micro.precision.toFixed(3)} | ${result.micro.recall.toFixed(3)} | **${result.micro.f1.toFixed(3)}** | ${Math.min(...rows.map((r) => r.f1)).toFixed(2)} | ${pct(result.micro.dateOk)} | ${pct(result.micro.authorOk)} | ${Math.round(pages)} (${pct(pages / result.sitePages)} of ${result.sitePages.toLocaleString('en')}) |`,
      `| ${result.archive} | full crawl + keyword titles | ${result.baseline.precision.toFixed(3)} | ${result.baseline.recall.toFixed(3)} | ${result.baseline.f1.toFixed(3)} | ${result.baseline.worst.toFixed(2)} | – | – | ${result.baseline.pages.toLocaleString('en')} |`,
    ].join('\n');
  });
  const details = results.flatMap((result) => {
    const pages = result.rows.reduce((n, r) => n + r.pages, 0);
    const fruitless = result.rows.reduce((n, r) => n + r.fruitless, 0);
    return [
      `### ${result.archive}: ${SOFTWARE[result.archive] ?? 'an archive'} of ${result.sitePages.toLocaleString('en')} pages`,
      '',
      `Fetches that led to nothing (no item kept, no way to one): ${fruitless} of ${pages} (${pct(fruitless / Math.max(pages, 1))}).`,
      '',
      '| task | request | read as | gold | collected | right | F1 | date | author | pages | led to nothing | s |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...result.rows.map(taskRow),
      '',
    ];
  });
  return [
    '## `collect` on the shared discussion archives (offline, heuristic)',
    '',
    "The 12 tasks of each archive in ../shared/data/collect, each run from its start over HTTP on 127.0.0.1 with no per-host pacing, scored by the set's own `score.mjs`.",
    'The baseline, run in the same bench: a full crawl of the site from the first task\'s start and a "keyword, token" filter on every page\'s title.',
    '',
    '| archive | method | micro P | R | F1 | worst task F1 | date right | author right | pages fetched per task |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...summary,
    '',
    ...details,
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--only');
  const only = at >= 0 ? (args[at + 1] ?? '').split(',') : undefined;
  const named = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
  const results: CollectBench[] = [];
  for (const archive of named.length > 0 ? named : ARCHIVES) {
    results.push(
      await benchCollect(archive, only, (run) => {
        console.log(
          `${run.id} pages=${run.pages} items=${run.urls.length} gold=${run.gold} :: ${run.understood.join('; ')}`,
        );
        console.log(`   stop: ${run.stop}`);
        if (args.includes('--verbose')) for (const u of run.urls) console.log(`   ${u}`);
      }),
    );
  }
  console.log(`\n${collectMarkdown(results)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
