/**
 * How well the answer judge chooses, apart from navigation: for every question of a site, its
 * gold pages and the pages a run would weigh beside them (the first of a flat search, and pages
 * next to a gold one) are judged as a run judges them. "On the gold page" = the judge's best
 * passage of a gold page quotes the expected term (the passage choice alone); "over all pages" =
 * its best passage over every page judged is on a gold page and quotes it (page and passage); "on
 * the page flat search ranks first" = the judge's best passage on the page of those judged that a
 * flat full-text search ranks first (a page chosen as a search engine would, the passage by the
 * judge).
 *
 *   node bench/passage-choice.ts [site…] [--unseen] [--verbose]
 */
import { fileURLToPath } from 'node:url';
import { type JudgedCandidate, judgeExamples } from '../scripts/fit/judge-examples.ts';
import { pageSearch, sitePlaces } from '../scripts/fit/site-pages.ts';
import { defaultLexicon } from '../src/lexicon/index.ts';
import { loadSiteQuestions, siteBenchArgs, siteRoot } from './sites.ts';

export interface PassageChoiceFigures {
  site: string;
  questions: number;
  onGoldPage: number;
  overAll: number;
  /** The page flat search ranks first among those judged, then the judge's best passage on it. */
  twoStage: number;
  /** The best passage over all pages is claimed (sure), and right or not. */
  claimedRight: number;
  claimedWrong: number;
}

const best = (list: readonly JudgedCandidate[]): JudgedCandidate | undefined =>
  list.reduce<JudgedCandidate | undefined>((a, c) => (!a || c.handScore > a.handScore ? c : a), undefined);

export async function passageChoice(
  site: string,
  onQuestion?: (id: string, onGold: JudgedCandidate | undefined, chosen: JudgedCandidate | undefined) => void,
): Promise<PassageChoiceFigures> {
  const questions = loadSiteQuestions(site);
  const root = siteRoot(site);
  const places = await sitePlaces(root);
  const judged = await judgeExamples({ name: site, root, questions }, { lexicon: defaultLexicon(), places });
  const search = pageSearch(places);
  let onGoldPage = 0;
  let overAll = 0;
  let twoStage = 0;
  let claimedRight = 0;
  let claimedWrong = 0;
  for (const q of questions) {
    const mine = judged.filter((j) => j.question === q.id);
    const pages = new Set(mine.map((j) => j.page));
    const first = search(q.q, 1000).find((p) => pages.has(p));
    if (best(mine.filter((j) => j.page === first))?.correct) twoStage++;
    const inGold = best(mine.filter((j) => j.gold));
    const top = best(mine);
    if (inGold?.correct) onGoldPage++;
    if (top?.correct) overAll++;
    if (top?.handSure && top.correct) claimedRight++;
    if (top?.handSure && !top.correct) claimedWrong++;
    onQuestion?.(q.id, inGold, top);
  }
  return { site, questions: questions.length, onGoldPage, overAll, twoStage, claimedRight, claimedWrong };
}

const pct = (n: number, d: number) => `${Math.round((100 * n) / Math.max(1, d))}%`;

/** One line of figures: a site's, or the sum over every site asked. */
function figuresLine(f: PassageChoiceFigures): string {
  return `${f.site}: ${f.questions} questions; best passage right on the gold page ${pct(f.onGoldPage, f.questions)}, over all pages judged ${pct(f.overAll, f.questions)}, on the page flat search ranks first ${pct(f.twoStage, f.questions)}; claimed ${f.claimedRight} right, ${f.claimedWrong} wrong`;
}

async function main(): Promise<void> {
  const { sites, verbose } = siteBenchArgs(process.argv.slice(2));
  const mark = (c: JudgedCandidate | undefined) => (c?.correct ? 'right' : 'wrong');
  const all: PassageChoiceFigures[] = [];
  for (const site of sites) {
    const f = await passageChoice(site, (id, onGold, chosen) => {
      if (verbose)
        console.log(
          `  ${id}: on the gold page ${mark(onGold)} :: ${onGold?.passage.slice(0, 100) ?? '-'}\n      over all ${mark(chosen)}: ${chosen?.page ?? '-'} :: ${chosen?.passage.slice(0, 100) ?? ''}`,
        );
    });
    all.push(f);
    console.log(figuresLine(f));
  }
  const sum = (key: Exclude<keyof PassageChoiceFigures, 'site'>) => all.reduce((a, f) => a + f[key], 0);
  console.log(
    figuresLine({
      site: 'all',
      questions: sum('questions'),
      onGoldPage: sum('onGoldPage'),
      overAll: sum('overAll'),
      twoStage: sum('twoStage'),
      claimedRight: sum('claimedRight'),
      claimedWrong: sum('claimedWrong'),
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
