/**
 * `npm run fit`: fits the offline answer judge from the shared sites' questions and writes its
 * weights to src/brains/heuristic/judge-weights.ts. Every question is judged against its gold
 * pages and the first pages of a flat search; the judge is a choice model over those passages,
 * calibrated on the ones it chooses, with a claim threshold set for few wrong claims. Prints the
 * leave-one-site-out figures (fit on the other sites, measure on this one) beside the
 * fitted-on-all ones and the hand-set judge's. Deterministic: the same data give the same file.
 *
 *   node scripts/fit.ts [--sites DIR] [--out FILE] [--check]
 *
 * --check writes nothing and exits 1 when the file would change (the weights are stale).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLexicon } from '../src/lexicon/index.ts';
import { type Figures, leaveOneSiteOut, MAX_WRONG, siteFolderNames } from './fit/fit-judge.ts';
import { judgeExamples } from './fit/judge-examples.ts';
import { readSiteFolder } from './fit/site-pages.ts';
import { weightsModule } from './fit/weights-module.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_SITES = join(ROOT, '..', 'shared', 'data', 'sites');
const DEFAULT_OUT = join(ROOT, 'src', 'brains', 'heuristic', 'judge-weights.ts');

export interface FitArgs {
  sites: string;
  out: string;
  check: boolean;
}

export function fitArgs(argv: readonly string[]): FitArgs {
  const args: FitArgs = { sites: DEFAULT_SITES, out: DEFAULT_OUT, check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') args.check = true;
    else if (a === '--sites' || a === '--out') {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      if (a === '--sites') args.sites = v;
      else args.out = v;
    } else
      throw new Error(
        `unknown argument: ${a} (usage: node scripts/fit.ts [--sites DIR] [--out FILE] [--check])`,
      );
  }
  return args;
}

/** Fits from every site folder under `dir` (each with questions.jsonl and site/); returns the module text and the report. */
export async function fitJudgeFromSites(
  dir: string,
  log: (line: string) => void,
): Promise<{ module: string; report: string }> {
  const names = siteFolderNames(dir);
  if (names.length < 2)
    throw new Error(`${dir}: leave-one-site-out needs at least two site folders, found ${names.length}`);
  const lexicon = defaultLexicon();
  const candidates = [];
  for (const name of names) {
    const t0 = Date.now();
    const site = readSiteFolder(dir, name);
    const judged = await judgeExamples(site, { lexicon });
    log(
      `${name}: ${site.questions.length} questions, ${judged.length} passages judged (${Date.now() - t0} ms)`,
    );
    candidates.push(...judged);
  }
  const fit = leaveOneSiteOut(candidates);
  const report = reportOf(fit.sites);
  return { module: formatted(weightsModule(fit.model, fit.claim, report)), report };
}

/** The module as the project's formatter writes it, so that formatting the tree never makes it stale. */
function formatted(text: string): string {
  const biome = join(ROOT, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['format', `--stdin-file-path=${DEFAULT_OUT}`], {
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`formatting the weights failed: ${run.stderr}`);
  return run.stdout;
}

const pct = (n: number, of: number) => `${Math.round((100 * n) / Math.max(1, of))}%`;
const cell = (f: Figures) =>
  `${pct(f.success, f.questions)} chosen right, ${pct(f.claimed, f.questions)} claimed right, ${pct(f.wrong, f.questions)} claimed wrong`;

function reportOf(sites: ReturnType<typeof leaveOneSiteOut>['sites']): string {
  return sites
    .map(
      (s) =>
        `${s.site} (${s.heldOut.questions} questions): left out ${cell(s.heldOut)}; fitted on all ${cell(s.fitted)}; hand-set ${cell(s.hand)}`,
    )
    .join('\n');
}

async function main(): Promise<void> {
  const args = fitArgs(process.argv.slice(2));
  if (!existsSync(args.sites)) {
    process.stderr.write(`fit: no site folders at ${args.sites} (the shared data is needed to fit)\n`);
    process.exit(2);
  }
  const { module, report } = await fitJudgeFromSites(args.sites, (l) => process.stderr.write(`${l}\n`));
  process.stdout.write(`${report}\n(bar: at most ${MAX_WRONG * 100}% claimed wrong on a site left out)\n`);
  const had = existsSync(args.out) ? readFileSync(args.out, 'utf8') : '';
  if (args.check) {
    if (had !== module) {
      process.stderr.write(`fit: ${relative(process.cwd(), args.out)} is stale; run npm run fit\n`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(args.out, module);
  process.stderr.write(`fit: wrote ${relative(process.cwd(), args.out)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
