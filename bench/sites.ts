/**
 * Real sites never seen before: the three built websites of ../shared/data/sites, 30 questions
 * each, asked offline with the default budget, scored by the rule of that folder's README. Beside
 * Ariadne, in the same run: flat BM25 over every page (SQLite FTS5, as the README's reference) and
 * a best-first crawler within the same page budget (URL and anchor keyword scoring, as Crawl4AI's
 * best-first strategy does), which answers with the best passage of the pages it fetched.
 *
 * Run alone while developing: `node bench/sites.ts [site…] [--only id,id] [--verbose] [--no-crawler] [--prose] [--from-gold] [--hand] [--left-out] [--browser]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { judgeFittedWithout } from '../scripts/fit/fit-judge.ts';
import {
  htmlFiles,
  type QuestionSetSource,
  questionSetNames,
  questionSetRoot,
  questionSetSource,
  type SiteQuestion,
} from '../scripts/fit/site-pages.ts';
import { createHeuristicBrain } from '../src/brains/heuristic/index.ts';
import type { JudgeModel } from '../src/brains/heuristic/judge-features.ts';
import { createLanguageModel, createLlmBrain, parseModelSpec } from '../src/brains/llm/index.ts';
import { startFakeProvider } from '../src/brains/llm/test-support/index.ts';
import type { Brain } from '../src/core/brain.ts';
import { type Budget, DEFAULT_BUDGET } from '../src/core/budget.ts';
import type { Place } from '../src/core/place.ts';
import { bm25, urlWords } from '../src/core/rank.ts';
import { keyTerms, squash, terms, words } from '../src/core/text.ts';
import type { Citation, Trail } from '../src/core/trail.ts';
import { normalizeUrl, sameSite } from '../src/core/url.ts';
import { serveFolder } from '../src/demo/static-server.ts';
import { parseHtml } from '../src/html/parse.ts';
import { navigate } from '../src/navigate.ts';
import { createBrowserWorld } from '../src/worlds/browser/index.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
import { SHARED_DATA } from './shared-data.ts';
import { timedWorld } from './timed-world.ts';

export const SITES_DIR = join(SHARED_DATA, 'sites');
export const SITE_NAMES = ['dccode', 'ozone', 'ozone-hugo'] as const;

/**
 * Question sets of our own (bench/unseen/README.md): each folder holds `questions.jsonl` and
 * `site.json` naming its web root (a documentation folder a Debian package installs, real output
 * of other generators, or a shared site asked new questions) and its role, development or held out.
 */
export const UNSEEN_DIR = fileURLToPath(new URL('./unseen/', import.meta.url));

export type UnseenSource = QuestionSetSource;

/** The names of our own question sets. */
export function unseenSiteNames(): string[] {
  return questionSetNames(UNSEEN_DIR);
}

export function unseenSource(site: string): UnseenSource | undefined {
  return questionSetSource(UNSEEN_DIR, site);
}

/** A site's web root, shared or held out. */
export function siteRoot(site: string): string {
  const source = unseenSource(site);
  return source ? questionSetRoot(source, SHARED_DATA) : join(SITES_DIR, site, 'site');
}

/** Why a site cannot be asked on this machine (its web root is missing), or undefined. */
export function siteMissing(site: string): string | undefined {
  const root = siteRoot(site);
  if (existsSync(root)) return undefined;
  const install = unseenSource(site)?.package;
  return `${site}: ${root} is missing${install ? ` (apt-get install -y ${install})` : ''}`;
}

export type { SiteQuestion } from '../scripts/fit/site-pages.ts';

export interface RunScore {
  id: string;
  success: boolean;
  /** Claimed found, but not a success. */
  wrong: boolean;
  found: boolean;
  pages: number;
  steps: number;
  /** Milliseconds spent outside the world (fetching and parsing excluded). */
  engineMs: number;
  /** A gold page was read (opened or peeked) during the run. */
  goldSeen: boolean;
  cited: string;
  answer: string;
  stop: string;
  /** Where a run of Ariadne fell short (see `fateOf`); none for the crawler. */
  fate?: string;
}

export interface MethodFigures {
  success: number;
  /** Successes whose run claimed found (the rest gave the right passage unconfirmed). */
  claimed: number;
  wrong: number;
  meanPages: number;
  maxPages: number;
  meanSteps: number;
  engineMsPerStep: number;
  goldSeen: number;
}

export interface SiteResult {
  site: string;
  questions: number;
  ariadne: MethodFigures;
  /** The LLM brain whose model never replies validly: every move falls back to the heuristic. */
  prose?: MethodFigures;
  /** Runs started on a gold page: what reading alone achieves, the ceiling navigation works under. */
  fromGold?: MethodFigures;
  /** The same runs in the browser world. */
  browser?: MethodFigures;
  /** The same runs with the hand-set rules alone ordering passages (the judge before fitting). */
  hand?: MethodFigures;
  /** The same runs with the judge fitted on the other sites only: the honest estimate for a site never seen. */
  leftOut?: MethodFigures;
  crawler: MethodFigures;
  bm25: { hit1: number; hit3: number };
  runs: RunScore[];
  crawlerRuns: RunScore[];
}

export function loadSiteQuestions(site: string): SiteQuestion[] {
  const dir = unseenSource(site) ? join(UNSEEN_DIR, site) : join(SITES_DIR, site);
  return readFileSync(join(dir, 'questions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as SiteQuestion);
}

/** The README's page identity: path only, /dir/ = /dir/index.html, /x = /x.html. */
export function pageForms(url: string): string[] {
  const u = URL.parse(url);
  if (!u) return [];
  let p = decodeURIComponent(u.pathname).replace(/^\/+/, '');
  if (p === '' || p.endsWith('/')) p += 'index.html';
  return p.endsWith('.html') ? [p] : [p, `${p}.html`, `${p}/index.html`];
}

/**
 * The site pages a citation names: its URL's, or for a library built from the site's folder, the
 * cited file's (relative to `site/`, so the same page identity applies).
 */
export function citedPages(citation: Pick<Citation, 'url' | 'file'>): string[] {
  if (citation.url) return pageForms(citation.url);
  if (citation.file === undefined) return [];
  const path = citation.file.split('/').map(encodeURIComponent).join('/');
  return pageForms(new URL(path, 'http://site.invalid/').href);
}

/** Text as the README's rule compares it: case and runs of whitespace ignored. */
export const fold = (s: string) => squash(s).toLowerCase();

/** A run succeeds when a cited page is gold and its answer, or a cited gold page's quote, holds `says`. */
export function scoreTrail(q: SiteQuestion, trail: Trail): { success: boolean; cited: string } {
  const says = fold(q.says);
  const gold = new Set(q.gold);
  let success = false;
  let cited = '';
  for (const f of trail.findings) {
    const forms = citedPages(f.citation);
    cited ||= forms[0] ?? '';
    const isGold = forms.some((p) => gold.has(p));
    if (isGold && (fold(trail.answer ?? '').includes(says) || fold(f.citation.quote).includes(says))) {
      success = true;
    }
  }
  return { success, cited };
}

/** Every URL a run read: places opened and links peeked. */
function pagesRead(trail: Trail): string[] {
  const out: string[] = [];
  for (const s of trail.steps) {
    out.push(s.at);
    for (const p of s.peeks ?? []) if (p.ok) out.push(p.url);
    if (s.result === 'opened' && s.detail) out.push(s.detail.split(' ')[0] ?? '');
  }
  return out;
}

/**
 * Where a run fell short: the gold page never fetched (navigation), fetched but never read, read
 * without a plausible answer (reading), read with one but another answer chosen, or cited with a
 * passage that lacks the answer.
 */
function fateOf(q: SiteQuestion, trail: Trail, success: boolean, goldSeen: boolean): string {
  if (success) return 'success';
  const gold = (u: string) => goldAmong(q, [u]);
  if (trail.findings.some((f) => gold(f.citation.url ?? ''))) return 'gold cited, passage lacks the answer';
  const reads = trail.steps.filter((s) => s.action.type === 'read' && gold(s.at ?? ''));
  if (reads.some((s) => s.result !== 'no-answer')) return 'gold read with an answer, another chosen';
  if (reads.length > 0) return 'gold read, no answer found';
  return goldSeen ? 'gold fetched, never read' : 'gold never fetched';
}

function goldAmong(q: SiteQuestion, urls: readonly string[]): boolean {
  const gold = new Set(q.gold);
  return urls.some((u) => pageForms(u).some((p) => gold.has(p)));
}

function figures(runs: RunScore[]): MethodFigures {
  const n = runs.length || 1;
  const steps = runs.reduce((s, r) => s + r.steps, 0);
  return {
    success: runs.filter((r) => r.success).length / n,
    claimed: runs.filter((r) => r.success && r.found).length / n,
    wrong: runs.filter((r) => r.wrong).length / n,
    meanPages: runs.reduce((s, r) => s + r.pages, 0) / n,
    maxPages: Math.max(0, ...runs.map((r) => r.pages)),
    meanSteps: steps / n,
    engineMsPerStep: runs.reduce((s, r) => s + r.engineMs, 0) / (steps || 1),
    goldSeen: runs.filter((r) => r.goldSeen).length / n,
  };
}

export interface SiteBenchOptions {
  only?: readonly string[];
  makeBrain?: () => Brain;
  onRun?: (site: string, q: SiteQuestion, run: RunScore, trail: Trail) => void;
  /** Skip the crawler baseline (faster while developing). */
  noCrawler?: boolean;
  /** Start each run on the question's first gold page instead of its start page. */
  startAtGold?: boolean;
  /** Read pages in the browser world (system Chromium) instead of fetching them. */
  browser?: boolean;
  /** Limits changed from the default budget (a sweep of one limit). */
  budget?: Partial<Budget>;
}

export async function benchSite(site: string, options: SiteBenchOptions = {}): Promise<SiteResult> {
  const questions = loadSiteQuestions(site).filter(
    (q) => !options.only?.length || options.only.includes(q.id),
  );
  const root = siteRoot(site);
  const server = await serveFolder(root);
  const runs: RunScore[] = [];
  const crawlerRuns: RunScore[] = [];
  try {
    for (const q of questions) {
      const start = new URL(options.startAtGold ? (q.gold[0] ?? q.start) : q.start, server.url).href;
      const world = timedWorld(
        options.browser ? createBrowserWorld({ cacheSize: 128 }) : createWebWorld({ cacheSize: 128 }),
      );
      const trail = await navigate({
        start,
        question: q.q,
        world,
        brain: (options.makeBrain ?? createHeuristicBrain)(),
        ...(options.budget ? { budget: options.budget } : {}),
      });
      await world.close?.();
      const { success, cited } = scoreTrail(q, trail);
      const goldSeen = goldAmong(q, pagesRead(trail));
      const run: RunScore = {
        id: q.id,
        success,
        wrong: trail.found && !success,
        found: trail.found,
        pages: trail.stats.pages,
        steps: trail.stats.steps,
        engineMs: Math.max(0, trail.stats.ms - world.ms),
        goldSeen,
        cited,
        answer: trail.answer ?? trail.findings[0]?.answer ?? '',
        stop: `${trail.stop.code}: ${trail.stop.reason}`,
        fate: fateOf(q, trail, success, goldSeen),
      };
      runs.push(run);
      options.onRun?.(site, q, run, trail);
      if (!options.noCrawler) crawlerRuns.push(await crawl(q, start));
    }
  } finally {
    await server.close();
  }
  return {
    site,
    questions: questions.length,
    ariadne: figures(runs),
    crawler: figures(crawlerRuns),
    bm25: flatBm25(site, questions),
    runs,
    crawlerRuns,
  };
}

/**
 * The same questions through the LLM brain, against a local model speaking the OpenAI protocol
 * that only ever answers in prose (no move, no quote): every decision and reading falls back to
 * the heuristic (the model is given up after 3 invalid replies in each protocol), which should then
 * do as well as it does alone.
 */
export async function benchSiteProse(site: string, only?: readonly string[]): Promise<MethodFigures> {
  const fake = await startFakeProvider('openai', () => ({
    text: 'Looking at this page, I believe the answer is probably somewhere nearby.',
  }));
  try {
    const spec = parseModelSpec('openai:fake-small');
    const model = createLanguageModel(spec, { OPENAI_API_KEY: 'bench' }, { baseURL: fake.baseURL });
    const result = await benchSite(site, {
      ...(only ? { only } : {}),
      noCrawler: true,
      makeBrain: () => createLlmBrain({ model, modelId: spec.id, mode: 'json', maxRetries: 0 }),
    });
    return result.ariadne;
  } finally {
    await fake.close();
  }
}

/**
 * The same questions in the browser world: each page as the system Chromium shows it, scripts run.
 * These sites need no JavaScript, so the figures should match the web world's (issue #12: within
 * 5 points).
 */
export async function benchSiteBrowser(site: string, only?: readonly string[]): Promise<MethodFigures> {
  const result = await benchSite(site, { ...(only ? { only } : {}), noCrawler: true, browser: true });
  return result.ariadne;
}

/**
 * The same questions started on a gold page: a run that needs no navigation at all still has to
 * read the answer there, recognise it and keep it. Success here bounds success from the start page.
 */
export async function benchSiteFromGold(site: string, only?: readonly string[]): Promise<MethodFigures> {
  const result = await benchSite(site, { ...(only ? { only } : {}), noCrawler: true, startAtGold: true });
  return result.ariadne;
}

/** The same questions with the hand-set rules alone ordering passages: what the fit is measured against. */
export async function benchSiteHand(site: string, only?: readonly string[]): Promise<MethodFigures> {
  return benchWithJudge(site, null, only);
}

/**
 * The same questions with the answer judge fitted without this site (on the other site folders,
 * its claim threshold set by leaving each of those out in turn): what the judge does on a site
 * it has never seen, against the bundled judge fitted on every set.
 */
export async function benchSiteLeftOut(site: string, only?: readonly string[]): Promise<MethodFigures> {
  return benchWithJudge(site, await judgeFittedWithout({ sites: SITES_DIR, sets: UNSEEN_DIR }, site), only);
}

async function benchWithJudge(
  site: string,
  judge: JudgeModel | null,
  only?: readonly string[],
): Promise<MethodFigures> {
  const result = await benchSite(site, {
    ...(only ? { only } : {}),
    noCrawler: true,
    makeBrain: () => createHeuristicBrain({ judge }),
  });
  return result.ariadne;
}

/**
 * The baseline crawler: best-first over links scored by the question's keywords in their URL and
 * anchor text, up to the page budget; it answers with the passage of the fetched pages that BM25
 * ranks first, and claims it whenever some passage matches.
 */
async function crawl(q: SiteQuestion, start: string): Promise<RunScore> {
  const world = timedWorld(createWebWorld({ cacheSize: 8 }));
  const signal = new AbortController().signal;
  const t0 = performance.now();
  const key = new Set(keyTerms(q.q));
  const score = (url: string, anchor: string): number => {
    const have = new Set(terms(`${urlWords(url)} ${anchor}`));
    let hits = 0;
    for (const t of key) if (have.has(t)) hits++;
    return key.size ? hits / key.size : 0;
  };
  const queue = new Map<string, { url: string; score: number }>();
  const seen = new Set<string>();
  const fetched: Place[] = [];
  let next: { url: string; score: number } | undefined = { url: start, score: 1 };
  while (next && fetched.length < DEFAULT_BUDGET.pages) {
    seen.add(normalizeUrl(next.url));
    let place: Place | undefined;
    try {
      place = await world.open(next.url, signal, fetched[0]);
    } catch {
      place = undefined;
    }
    if (place) {
      fetched.push(place);
      for (const o of place.options) {
        const k = normalizeUrl(o.target);
        if (o.kind !== 'link' || seen.has(k) || !sameSite(o.target, start)) continue;
        const s = score(o.target, o.label);
        if (s > (queue.get(k)?.score ?? -1)) queue.set(k, { url: o.target, score: s });
      }
    }
    const best = [...queue.entries()].sort((a, b) => b[1].score - a[1].score)[0];
    if (best) queue.delete(best[0]);
    next = best?.[1];
  }
  const passages = fetched.flatMap((p) =>
    p.passages.filter((x) => x.kind !== 'heading').map((x) => ({ place: p, text: x.text })),
  );
  const scores = bm25(
    q.q,
    passages.map((p) => ({ fields: [{ text: p.text, weight: 1 }] })),
  );
  let bestIndex = -1;
  scores.forEach((s, i) => {
    if (s > 0 && (bestIndex < 0 || s > (scores[bestIndex] ?? 0))) bestIndex = i;
  });
  const answer = passages[bestIndex];
  const ms = performance.now() - t0;
  await world.close?.();
  const cited = answer ? (pageForms(answer.place.location)[0] ?? '') : '';
  const gold = new Set(q.gold);
  const success =
    !!answer &&
    pageForms(answer.place.location).some((p) => gold.has(p)) &&
    fold(answer.text).includes(fold(q.says));
  return {
    id: q.id,
    success,
    wrong: !!answer && !success,
    found: !!answer,
    pages: fetched.length,
    steps: fetched.length,
    engineMs: Math.max(0, ms - world.ms),
    goldSeen: goldAmong(
      q,
      fetched.map((p) => p.location),
    ),
    cited,
    answer: answer?.text ?? '',
    stop: fetched.length >= DEFAULT_BUDGET.pages ? 'budget-pages' : 'exhausted',
  };
}

/** Flat BM25 over the visible text of every page (SQLite FTS5, porter tokenizer, question words OR-ed). */
export function flatBm25(site: string, questions: readonly SiteQuestion[]): { hit1: number; hit3: number } {
  const root = siteRoot(site);
  const db = new DatabaseSync(':memory:');
  try {
    db.exec("CREATE VIRTUAL TABLE pages USING fts5(path UNINDEXED, body, tokenize='porter unicode61')");
    const insert = db.prepare('INSERT INTO pages (path, body) VALUES (?, ?)');
    for (const file of htmlFiles(root)) {
      insert.run(relative(root, file), visibleText(readFileSync(file, 'utf8')));
    }
    const search = db.prepare('SELECT path FROM pages WHERE pages MATCH ? ORDER BY bm25(pages) LIMIT 3');
    let hit1 = 0;
    let hit3 = 0;
    for (const q of questions) {
      const query = [...new Set(words(q.q))].map((w) => `"${w.replace(/"/g, '')}"`).join(' OR ');
      const top = (search.all(query) as Array<{ path: string }>).map((r) => r.path);
      const gold = new Set(q.gold);
      if (top[0] && gold.has(top[0])) hit1++;
      if (top.some((p) => gold.has(p))) hit3++;
    }
    const n = questions.length || 1;
    return { hit1: hit1 / n, hit3: hit3 / n };
  } finally {
    db.close();
  }
}

export { htmlFiles };

/** The text a reader sees: the body without scripts, styles and templates. */
function visibleText(html: string): string {
  const doc = parseHtml(html);
  const out: string[] = [];
  const walk = (node: { children?: unknown[]; type?: string; data?: string; name?: string }): void => {
    if (node.type === 'text') out.push(node.data ?? '');
    if (node.name === 'script' || node.name === 'style' || node.name === 'template' || node.name === 'head')
      return;
    for (const c of (node.children ?? []) as Array<typeof node>) walk(c);
  };
  walk(doc as unknown as { children: unknown[] });
  return squash(out.join(' '));
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

export function sitesMarkdown(results: readonly SiteResult[]): string {
  const row = (site: string, method: string, f: MethodFigures | undefined): string[] =>
    f
      ? [
          `| ${site} | ${method} | ${pct(f.success)} (${pct(f.claimed)}) | ${pct(f.wrong)} | ${f.meanPages.toFixed(1)} / ${f.maxPages} | ${f.meanSteps.toFixed(1)} | ${f.engineMsPerStep.toFixed(1)} | ${pct(f.goldSeen)} |`,
        ]
      : [];
  const rows = results.flatMap((r) => [
    ...row(r.site, 'Ariadne (heuristic)', r.ariadne),
    ...row(r.site, 'Ariadne, hand-set judge (the rules alone, before fitting)', r.hand),
    ...row(r.site, 'Ariadne, fitted judge, fitted without this site (leave-one-site-out)', r.leftOut),
    ...row(r.site, 'Ariadne in the browser world (heuristic, system Chromium)', r.browser),
    ...row(r.site, 'best-first crawler', r.crawler),
    ...row(r.site, 'LLM brain, model replies only prose (heuristic fallback)', r.prose),
    ...row(r.site, 'Ariadne, started on a gold page (reading alone, no navigation)', r.fromGold),
    `| ${r.site} | flat BM25, every page (hit@1 / hit@3) | ${pct(r.bm25.hit1)} / ${pct(r.bm25.hit3)} | – | all | – | – | – |`,
  ]);
  const fates = results.map((r) => {
    const counts = new Map<string, number>();
    for (const run of r.runs)
      if (run.fate && run.fate !== 'success') counts.set(run.fate, (counts.get(run.fate) ?? 0) + 1);
    const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([fate, n]) => `${fate} ${n}`);
    return `- ${r.site}: ${parts.join(', ') || 'none'}`;
  });
  return [
    '## Real sites never seen before (offline)',
    '',
    `${results.map((r) => `${r.site} (${r.questions} questions)`).join(', ')} from ../shared/data/sites, served on 127.0.0.1,`,
    `asked offline with the default budget (${DEFAULT_BUDGET.pages} fetched pages, peeks and sitemaps included; ${DEFAULT_BUDGET.steps} steps).`,
    "Success = a cited page is gold and the answer (or its quote) holds the expected term, per that folder's README;",
    'in brackets, the successes whose run claimed found (the others handed the right passage over unconfirmed,',
    'with `found: false`). Wrong = claimed found but not a success. Gold read = a gold page was fetched during the run.',
    "The crawler follows links by question keywords in URL and anchor (as Crawl4AI's best-first strategy) and answers",
    'with the best BM25 passage of the pages it fetched. Flat BM25 ranks every page of the site (SQLite FTS5, porter).',
    'The run started on a gold page needs no navigation: its success bounds what navigating from the start can reach.',
    'Ariadne orders passages by the judge `npm run fit` fits (a choice model over general features of a passage, the',
    "hand-set rules' own score among them, from every question of these sites and of our development sets; claims",
    'stay with the hand-set rules); the hand-set row orders them by the rules alone, and the leave-one-site-out row',
    'fits the judge without the site asked: the honest estimate for a site never seen.',
    'The browser world row asks the same questions reading each page as the system Chromium shows it, scripts run',
    '(issue #12: within 5 points of the web world on these sites, which need no JavaScript).',
    '',
    '| site | method | success | wrong | pages, mean / max | steps, mean | engine ms per step | gold read |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Where the runs of Ariadne (heuristic) that did not succeed fell short, by question count:',
    '',
    ...fates,
    '',
  ].join('\n');
}

/** The held-out question sets' section of docs/BENCHMARKS.md. */
export function unseenMarkdown(results: readonly SiteResult[]): string {
  const rows = results.map((r) => {
    const source = unseenSource(r.site);
    const a = r.ariadne;
    const where = source?.package ? `\`${source.package}\`` : 'shared site, new questions';
    return `| ${r.site} | ${source?.generator ?? '–'} (${where}) | ${source?.role ?? '–'} | ${r.questions} | ${pct(a.success)} (${pct(a.claimed)}) | ${pct(a.wrong)} | ${pct(a.goldSeen)} | ${pct(r.crawler.success)} (${pct(r.crawler.wrong)}) | ${pct(r.bm25.hit1)} / ${pct(r.bm25.hit3)} |`;
  });
  return [
    '## Question sets of our own: other generators, and new questions on the shared sites (offline)',
    '',
    'bench/unseen/README.md: questions written for this project by an author who saw neither the engine nor the',
    "shared question sets, over documentation that Debian packages install (other generators' real output) and",
    'over the shared Ozone sites. Development sets were read question by question while changing the engine;',
    'held-out sets were only measured. Same budget, scoring and baselines as the shared sites above (success,',
    'in brackets the successes claimed found; wrong = claimed found but not a success; crawler = best-first',
    'crawler, in brackets its wrong rate; flat BM25 over every page, hit@1 / hit@3).',
    '',
    '| set | generator (source) | role | questions | Ariadne (heuristic) | wrong | gold read | best-first crawler | flat BM25 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * A site bench's command line: `[site…] [--unseen] [--only id,id] [--verbose]` and its other flags.
 * `--unseen` asks the held-out sets instead of the shared sites; a site whose web root is missing
 * is skipped with a line on stderr.
 */
export function siteBenchArgs(args: readonly string[]): {
  sites: string[];
  only: string[];
  verbose: boolean;
} {
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
  const all = args.includes('--unseen') ? unseenSiteNames() : [...SITE_NAMES];
  const sites = (names.length > 0 ? names : all).filter((site) => {
    const missing = siteMissing(site);
    if (missing) console.error(`skipped: ${missing}`);
    return !missing;
  });
  return { sites, only, verbose: args.includes('--verbose') };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const { sites, only, verbose } = siteBenchArgs(args);
  const results: SiteResult[] = [];
  for (const site of sites) {
    const result = await benchSite(site, {
      only,
      noCrawler: args.includes('--no-crawler'),
      onRun: (_s, q, run, trail) => {
        const verdict = run.success ? 'ok   ' : run.wrong ? 'WRONG' : 'miss ';
        console.log(
          `${verdict} ${q.id} p=${run.pages} s=${run.steps} gold-read=${run.goldSeen ? 'y' : 'n'} ${run.cited || '-'} [${run.fate}] :: ${run.answer.slice(0, 100)}`,
        );
        if (verbose) {
          for (const s of trail.steps) {
            const peeks = (s.peeks ?? []).map((p) => `${p.ok ? '' : '!'}${p.label}`).join(' | ');
            console.log(
              `     ${s.n}. ${s.action.type} ${s.label ?? ''} → ${s.result} ${s.detail ?? ''} (${s.reason})${peeks ? ` peeks: ${peeks}` : ''}`,
            );
          }
        }
      },
    });
    if (args.includes('--prose')) result.prose = await benchSiteProse(site, only);
    if (args.includes('--from-gold')) result.fromGold = await benchSiteFromGold(site, only);
    if (args.includes('--hand')) result.hand = await benchSiteHand(site, only);
    if (args.includes('--left-out')) result.leftOut = await benchSiteLeftOut(site, only);
    if (args.includes('--browser')) result.browser = await benchSiteBrowser(site, only);
    results.push(result);
    const a = result.ariadne;
    console.log(
      `${site}: success ${pct(a.success)} (claimed ${pct(a.claimed)}), wrong ${pct(a.wrong)}, gold read ${pct(a.goldSeen)}, pages ${a.meanPages.toFixed(1)}, steps ${a.meanSteps.toFixed(1)} | crawler ${pct(result.crawler.success)} (wrong ${pct(result.crawler.wrong)}) | bm25@1 ${pct(result.bm25.hit1)}`,
    );
  }
  const unseen = results.filter((r) => unseenSource(r.site));
  const shared = results.filter((r) => !unseenSource(r.site));
  if (shared.length > 0) console.log(`\n${sitesMarkdown(shared)}`);
  if (unseen.length > 0) console.log(`\n${unseenMarkdown(unseen)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
