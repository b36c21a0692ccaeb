/**
 * `collect` on the shared forum archive (../shared/data/collect/oem-forum): every task run from its
 * start over HTTP on 127.0.0.1, scored by the data set's own scorer (`score.mjs`). Beside it, in the
 * same run, the data set's naive baseline: a full crawl of the site and a title keyword filter.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFolder } from '../src/demo/static-server.ts';
import { navigate } from '../src/navigate.ts';
import { SHARED_DATA } from './shared-data.ts';

const SET = `${SHARED_DATA}collect/oem-forum/`;
const SCORER = `${SHARED_DATA}collect/score.mjs`;

interface Task {
  id: string;
  start: string;
  request: string;
  gold: string[];
}

export interface CollectRow {
  id: string;
  request: string;
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

export interface CollectBench {
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

function readTasks(): Task[] {
  return readFileSync(`${SET}tasks.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Task);
}

/** Scores result lines with the data set's own scorer. */
function score(lines: readonly string[]): Scored {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-collect-'));
  try {
    const file = join(dir, 'results.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return JSON.parse(
      execFileSync(process.execPath, [SCORER, `${SET}tasks.jsonl`, file, '--json'], { encoding: 'utf8' }),
    ) as Scored;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the tasks (all, or those named) through `navigate()` with the collect strategy. */
export async function benchCollect(only?: readonly string[]): Promise<CollectBench> {
  const tasks = readTasks().filter((t) => !only || only.includes(t.id));
  const server = await serveFolder(`${SET}site`);
  try {
    const lines: string[] = [];
    const runs: Array<{
      id: string;
      request: string;
      gold: number;
      pages: number;
      fruitless: number;
      ms: number;
    }> = [];
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
      runs.push({
        id: task.id,
        request: task.request,
        gold: task.gold.length,
        pages: trail.stats.pages,
        fruitless: trail.collected?.fruitless ?? 0,
        ms: trail.stats.ms,
      });
    }
    const scored = score(lines);
    const rows = runs.map((r) => {
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
    const crawl = await fullCrawl(server.url);
    const baseline = score(
      tasks.map((t) => JSON.stringify({ id: t.id, items: keywordBaseline(t, crawl.threads) })),
    );
    return {
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

/** Every HTML page reachable from the index by its links, and each thread page's title. */
async function fullCrawl(
  base: string,
): Promise<{ pages: number; threads: Array<{ url: string; title: string }> }> {
  const queue = [new URL('index.html', base).href];
  const seen = new Set(queue);
  const threads: Array<{ url: string; title: string }> = [];
  let pages = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const response = await fetch(url);
    if (!response.ok) {
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    pages++;
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s*\|\s*Archived Forum\s*$/, '') ?? '';
    if (/\/node\/[^/]+\.html$/.test(new URL(url).pathname) && /class="submitted"/.test(html))
      threads.push({ url, title });
    for (const m of html.matchAll(/href="([^"#]+)"/g)) {
      const next = URL.parse(m[1] ?? '', url);
      if (!next || next.origin !== new URL(base).origin || !/\.html$/.test(next.pathname)) continue;
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

export function collectMarkdown(result: CollectBench): string {
  const rows = result.rows;
  const pages = rows.reduce((n, r) => n + r.pages, 0);
  const fruitless = rows.reduce((n, r) => n + r.fruitless, 0);
  return [
    '## `collect` on the shared forum archive (offline, heuristic)',
    '',
    `The 12 tasks of ../shared/data/collect/oem-forum (a real Drupal forum archive of ${result.sitePages.toLocaleString('en')} pages),`,
    "each run from its start over HTTP on 127.0.0.1 with no per-host pacing, scored by the set's own `score.mjs`.",
    'The baseline, run in the same bench: a full crawl of the site and the set\'s "keyword, token" title filter.',
    '',
    '| method | micro P | R | F1 | worst task F1 | date right | author right | pages fetched per task |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| \`ariadne collect\` | ${result.micro.precision.toFixed(3)} | ${result.micro.recall.toFixed(3)} | **${result.micro.f1.toFixed(3)}** | ${Math.min(...rows.map((r) => r.f1)).toFixed(2)} | ${pct(result.micro.dateOk)} | ${pct(result.micro.authorOk)} | ${Math.round(pages / Math.max(rows.length, 1))} (${pct(pages / Math.max(rows.length, 1) / result.sitePages)} of the site) |`,
    `| full crawl + keyword titles | ${result.baseline.precision.toFixed(3)} | ${result.baseline.recall.toFixed(3)} | ${result.baseline.f1.toFixed(3)} | ${result.baseline.worst.toFixed(2)} | – | – | ${result.baseline.pages.toLocaleString('en')} |`,
    '',
    `Fetches that led to nothing (no item kept, no way to one): ${fruitless} of ${pages} (${pct(fruitless / Math.max(pages, 1))}).`,
    '',
    '| task | request | gold | collected | right | F1 | date | author | pages | led to nothing | s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.request.replace(/\|/g, '/')} | ${r.gold} | ${r.collected} | ${r.tp} | ${r.f1.toFixed(2)} | ${pct(r.dateOk)} | ${pct(r.authorOk)} | ${r.pages} | ${r.fruitless} | ${(r.ms / 1000).toFixed(1)} |`,
    ),
    '',
  ].join('\n');
}
