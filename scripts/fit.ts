/**
 * `npm run fit`: fits the offline answer judge from the shared sites' questions and writes its
 * weights to src/brains/heuristic/judge-weights.ts, then the link scorer's weights to
 * src/core/link-weights.ts. Every question is judged against its gold
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
import {
  type Figures,
  type FitSources,
  fitFolders,
  leaveOneSiteOut,
  MAX_WRONG,
  siteExamples,
} from './fit/fit-judge.ts';
import { ADOPT_FITTED_LINK_WEIGHTS, leaveOneSiteOutLinks, linkReport, START } from './fit/fit-links.ts';
import { linkExamples } from './fit/link-examples.ts';
import { linkWeightsModule, weightsModule } from './fit/weights-module.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_SITES = join(ROOT, '..', 'shared', 'data', 'sites');
/** Our own question sets (bench/unseen): the development ones are fitted on too. */
export const DEFAULT_SETS = join(ROOT, 'bench', 'unseen');
const DEFAULT_OUT = join(ROOT, 'src', 'brains', 'heuristic', 'judge-weights.ts');
const DEFAULT_LINKS_OUT = join(ROOT, 'src', 'core', 'link-weights.ts');

export interface FitArgs {
  sites: string;
  /** Our own question sets, or '' for none. */
  sets: string;
  out: string;
  /** Where the link scorer's weights go. */
  linksOut: string;
  check: boolean;
}

const USAGE =
  'node scripts/fit.ts [--sites DIR] [--sets DIR | --no-sets] [--out FILE] [--links-out FILE] [--check]';

export function fitArgs(argv: readonly string[]): FitArgs {
  const args: FitArgs = {
    sites: DEFAULT_SITES,
    sets: DEFAULT_SETS,
    out: DEFAULT_OUT,
    linksOut: DEFAULT_LINKS_OUT,
    check: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') args.check = true;
    else if (a === '--no-sets') args.sets = '';
    else if (a === '--sites' || a === '--sets' || a === '--out' || a === '--links-out') {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      if (a === '--sites') args.sites = v;
      else if (a === '--sets') args.sets = v;
      else if (a === '--out') args.out = v;
      else args.linksOut = v;
    } else throw new Error(`unknown argument: ${a} (usage: ${USAGE})`);
  }
  return args;
}

/** The folders to fit on; throws when a development set is missing or fewer than two sites are found. */
function foldersToFit(sources: FitSources): ReturnType<typeof fitFolders>['folders'] {
  const { folders, missing } = fitFolders(sources);
  if (missing.length > 0) throw new Error(`question sets to fit on are missing:\n${missing.join('\n')}`);
  if (folders.length < 2)
    throw new Error(`${sources.sites}: leave-one-site-out needs at least two sites, found ${folders.length}`);
  return folders;
}

/**
 * Fits from every shared site under `sources.sites` and every development set under
 * `sources.sets`; returns the module text and the report. A development set this machine lacks
 * stops the fit: without it the weights would not be the ones the data give.
 */
export async function fitJudgeFromSites(
  sources: FitSources,
  log: (line: string) => void,
): Promise<{ module: string; report: string }> {
  const folders = foldersToFit(sources);
  const candidates = [];
  for (const folder of folders) {
    const t0 = Date.now();
    const judged = await siteExamples(folder);
    log(
      `${folder.name}: ${folder.questions.length} questions, ${judged.length} passages judged (${Date.now() - t0} ms)`,
    );
    candidates.push(...judged);
  }
  const fit = leaveOneSiteOut(candidates);
  const report = reportOf(fit.sites);
  return { module: formatted(weightsModule(fit.model, fit.claim, report)), report };
}

/**
 * Fits the link scorer's weights from the same folders as the judge: on every page of each
 * question's shortest way to its gold, the links that lead nearer should rank first.
 */
export async function fitLinksFromSites(
  sources: FitSources,
  log: (line: string) => void,
): Promise<{ module: string; report: string }> {
  const folders = foldersToFit(sources);
  const choices = [];
  for (const folder of folders) {
    const t0 = Date.now();
    const found = await linkExamples(folder, { lexicon: defaultLexicon() });
    log(`${folder.name}: ${found.length} pages' links ranked (${Date.now() - t0} ms)`);
    choices.push(...found);
  }
  const fit = leaveOneSiteOutLinks(choices);
  const report = linkReport(fit);
  const module = ADOPT_FITTED_LINK_WEIGHTS
    ? linkWeightsModule(fit.weights, report)
    : linkWeightsModule(START, report, fit.weights);
  return { module: formatted(module), report };
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
  const sources = {
    sites: args.sites,
    sets: args.sets || undefined,
  };
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const fail = (error: unknown): never => {
    process.stderr.write(`fit: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  };
  const { module, report } = await fitJudgeFromSites(sources, log).catch(fail);
  process.stdout.write(`${report}\n(bar: at most ${MAX_WRONG * 100}% claimed wrong on a site left out)\n`);
  const links = await fitLinksFromSites(sources, log).catch(fail);
  process.stdout.write(`links, mean reciprocal rank of the right ones:\n${links.report}\n`);
  let stale = false;
  for (const [out, text] of [
    [args.out, module],
    [args.linksOut, links.module],
  ] as const) {
    const had = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (args.check) {
      if (had !== text) {
        process.stderr.write(`fit: ${relative(process.cwd(), out)} is stale; run npm run fit\n`);
        stale = true;
      }
      continue;
    }
    writeFileSync(out, text);
    process.stderr.write(`fit: wrote ${relative(process.cwd(), out)}\n`);
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
