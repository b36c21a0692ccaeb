/**
 * Start-up bench: the built CLI (dist/cli/main.js, rebuilt here) measured as whole processes, the
 * way a user runs it — `--version` and `--help` against `node -e 0` (the floor any Node program
 * starts from), `extract` of one page, and `extract` of 181 pages in one process against
 * @mozilla/readability on linkedom doing the same work in its own process.
 *
 * Wall time is taken from spawn to exit in this process; peak RSS in separate runs, by a preload
 * that records the child's own high-water mark at exit (so the timed runs carry no extra module).
 * Medians over several runs, after one unmeasured run of each; the commands take turns.
 *
 * `node bench/startup.ts` prints the Markdown section; `--quick` leaves out the 181 pages.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { READABILITY_PAGES, SHARED_DATA } from './shared-data.ts';
import { percentile } from './views.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli', 'main.js');
const PEER = join(ROOT, 'bench', 'readability-peer.mjs');
/** The size of the many-pages case (the first pages of the trafilatura set by file name). */
export const MANY_PAGES = 181;

/**
 * Writes the process's peak resident set size (KiB) to the file named by BENCH_PEAK_RSS_FILE at
 * exit. Linux's VmHWM is the peak of this program alone; `maxRSS` (the fallback elsewhere) also
 * counts the parent's size at fork, since it survives exec.
 */
const PEAK_RSS_PRELOAD = `data:text/javascript,${encodeURIComponent(
  `import { readFileSync, writeFileSync } from 'node:fs';
process.on('exit', () => {
  let kib = process.resourceUsage().maxRSS;
  try {
    kib = Number(/^VmHWM:\\s*(\\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
  } catch {}
  writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(kib));
});`,
)}`;

export interface ProcessRun {
  ms: number;
  code: number | null;
}

/** Runs `node args…` to its exit, output discarded; the wall time from spawn to exit. */
export function runProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - t0;
      if (code !== 0)
        reject(new Error(`node ${args.join(' ').slice(0, 200)} exited ${code}: ${stderr.trim()}`));
      else resolve({ ms, code });
    });
  });
}

/** Peak RSS of one run of `node args…`, in MiB, as the process itself saw it at exit. */
export async function peakRss(args: readonly string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-rss-'));
  try {
    const file = join(dir, 'rss');
    await runProcess(['--import', PEAK_RSS_PRELOAD, ...args], { ...process.env, BENCH_PEAK_RSS_FILE: file });
    return Number(readFileSync(file, 'utf8')) / 1024;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Measured {
  /** Median wall time, ms. */
  ms: number;
  /** Median peak RSS, MiB. */
  rssMiB: number;
  runs: number;
}

const median = (xs: number[]): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/**
 * Median wall time and peak RSS of each `node args…` over `runs` runs, after one unmeasured run of
 * each. The commands take turns in every round, so that a slow patch of the machine falls on all
 * of them alike (their ratios are what the goals read).
 */
async function measure(commands: ReadonlyArray<readonly string[]>, runs: number): Promise<Measured[]> {
  const samples = commands.map((args) => ({ args, times: [] as number[], rss: [] as number[] }));
  for (const { args } of samples) await runProcess(args);
  for (let i = 0; i < runs; i++) {
    for (const sample of samples) sample.times.push((await runProcess(sample.args)).ms);
    for (const sample of samples) sample.rss.push(await peakRss(sample.args));
  }
  return samples.map((sample) => ({ ms: median(sample.times), rssMiB: median(sample.rss), runs }));
}

/** The many-pages set: the first MANY_PAGES pages of the trafilatura evaluation set, by file name. */
function manyPages(): string[] {
  const dir = join(SHARED_DATA, 'trafilatura', 'pages');
  return readdirSync(dir)
    .filter((name) => /\.html?$/i.test(name))
    .sort()
    .slice(0, MANY_PAGES)
    .map((name) => join(dir, name));
}

/** The Readability page of median size: a typical article for the one-page case. */
function onePage(): string {
  const pages = readdirSync(READABILITY_PAGES)
    .map((name) => join(READABILITY_PAGES, name, 'source.html'))
    .map((path) => ({ path, size: statSync(path).size }))
    .sort((a, b) => a.size - b.size || a.path.localeCompare(b.path));
  const page = pages[pages.length >> 1];
  if (!page) throw new Error(`no pages in ${READABILITY_PAGES}`);
  return page.path;
}

/** JSON lines a command prints, for the check that both sides did the whole job. */
function jsonLines(args: readonly string[]): Array<{ text?: string }> {
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  return out
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

export interface StartupResult {
  node: string;
  /** `node -e 0`: a Node process that loads nothing. */
  bare: Measured;
  version: Measured;
  help: Measured;
  /** `--version` over `node -e 0`, medians of the same alternating runs. */
  versionRatio: number;
  extractOne: Measured & { page: string; bytes: number };
  /** Left out by `--quick`. */
  many?: {
    pages: number;
    bytes: number;
    ours: Measured;
    peer: Measured;
    ratio: number;
    withText: [number, number];
  };
}

export async function benchStartup(
  options: { runs?: number; manyRuns?: number; many?: boolean } = {},
): Promise<StartupResult> {
  const runs = options.runs ?? 7;
  const manyRuns = options.manyRuns ?? 5;
  // The bin as installed: rebuilt from the sources, so the figures are of this checkout.
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const page = onePage();
  const [bare, version, help, one] = (await measure(
    [
      ['-e', '0'],
      [CLI, '--version'],
      [CLI, '--help'],
      [CLI, 'extract', page],
    ],
    runs,
  )) as [Measured, Measured, Measured, Measured];
  const startup = {
    node: process.version,
    bare,
    version,
    help,
    versionRatio: version.ms / bare.ms,
    extractOne: { ...one, page, bytes: statSync(page).size },
  };
  return options.many === false ? startup : { ...startup, many: await benchMany(manyRuns) };
}

/** `extract --json` of the many-pages set in one process, against the peer doing the same. */
async function benchMany(manyRuns: number): Promise<NonNullable<StartupResult['many']>> {
  const files = manyPages();
  const oursArgs = [CLI, 'extract', '--json', ...files];
  const peerArgs = [PEER, ...files];
  const withText = (lines: Array<{ text?: string }>): number => lines.filter((l) => l.text?.trim()).length;
  const oursLines = jsonLines(oursArgs);
  const peerLines = jsonLines(peerArgs);
  if (oursLines.length !== files.length || peerLines.length !== files.length) {
    throw new Error(`expected ${files.length} results each, got ${oursLines.length} and ${peerLines.length}`);
  }
  // Alternating, so that a slow patch of the machine falls on both sides alike.
  const oursTimes: number[] = [];
  const peerTimes: number[] = [];
  await runProcess(oursArgs);
  await runProcess(peerArgs);
  for (let i = 0; i < manyRuns; i++) {
    oursTimes.push((await runProcess(oursArgs)).ms);
    peerTimes.push((await runProcess(peerArgs)).ms);
  }
  const rss = async (args: readonly string[]): Promise<number> => {
    const xs: number[] = [];
    for (let i = 0; i < Math.min(manyRuns, 3); i++) xs.push(await peakRss(args));
    return median(xs);
  };
  const ours = { ms: median(oursTimes), rssMiB: await rss(oursArgs), runs: manyRuns };
  const peer = { ms: median(peerTimes), rssMiB: await rss(peerArgs), runs: manyRuns };
  return {
    pages: files.length,
    bytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
    ours,
    peer,
    ratio: peer.ms / ours.ms,
    withText: [withText(oursLines), withText(peerLines)],
  };
}

export function startupMarkdown(r: StartupResult): string {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const mib = (x: number) => `${x.toFixed(0)} MiB`;
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const pageName = r.extractOne.page.split('/').slice(-2, -1)[0] ?? r.extractOne.page;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const times = (x: number) => `${x.toFixed(2)}×`;
  const many = r.many;
  return [
    '## Start-up (whole processes)',
    '',
    `The built CLI (\`node dist/cli/main.js\`, the \`ariadne\` bin, rebuilt by the bench from this checkout) on Node ${r.node},`,
    'run as a new process each time, output to /dev/null: wall time from spawn to exit (median), and peak RSS',
    "(the process's own high-water mark, VmHWM, read at exit; median of separate runs, 3 for the many-pages case).",
    `The first four rows take turns in each of their ${r.version.runs} rounds; \`node -e 0\` is a Node process that loads nothing.`,
    '',
    '| command | wall time | peak RSS | goal | |',
    '| --- | --- | --- | --- | --- |',
    `| \`node -e 0\` (${r.bare.runs} runs) | ${ms(r.bare.ms)} | ${mib(r.bare.rssMiB)} | | 1× |`,
    `| \`ariadne --version\` (${r.version.runs} runs) | ${ms(r.version.ms)} | ${mib(r.version.rssMiB)} | ≤ 2× \`node -e 0\`, ≤ 80 MiB | ${met(r.versionRatio <= 2 && r.version.rssMiB <= 80)}: ${times(r.versionRatio)} |`,
    `| \`ariadne --help\` (${r.help.runs} runs) | ${ms(r.help.ms)} | ${mib(r.help.rssMiB)} | | ${times(r.help.ms / r.bare.ms)} |`,
    `| \`ariadne extract\` one page (Readability set's \`${pageName}\`, the median size, ${kb(r.extractOne.bytes)}; ${r.extractOne.runs} runs) | ${ms(r.extractOne.ms)} | ${mib(r.extractOne.rssMiB)} | ≤ 150 ms | ${met(r.extractOne.ms <= 150)} |`,
    ...(many
      ? [
          `| \`ariadne extract --json\` of ${many.pages} pages in one process (${many.ours.runs} runs) | ${ms(many.ours.ms)} | ${mib(many.ours.rssMiB)} | ≥ 5× the peer | ${met(many.ratio >= 5)}: ${many.ratio.toFixed(1)}× |`,
          `| peer: @mozilla/readability 0.6 on linkedom, same ${many.pages} pages in its own process (${many.peer.runs} runs) | ${ms(many.peer.ms)} | ${mib(many.peer.rssMiB)} | | 1× |`,
          '',
          `The ${many.pages} pages are the first of the trafilatura set (../shared/data/trafilatura/pages) by file name, ${kb(many.bytes)} in all.`,
          'Both sides do the same work, start-up included: read each file, decode it (the same charset rules), parse, extract,',
          `print one JSON line per page (\`bench/readability-peer.mjs\` is the peer; both are plain JavaScript, no type stripping).`,
          `Pages with text extracted: Ariadne ${many.withText[0]}, the peer ${many.withText[1]}. The runs of the two alternate.`,
        ]
      : []),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchStartup({ many: !process.argv.includes('--quick') });
  process.stdout.write(`${startupMarkdown(result)}\n`);
}
