import { readingOptions } from '../../src/brains/heuristic/heuristic-brain.ts';
import { judgePassages } from '../../src/brains/heuristic/judge.ts';
import { JUDGE_FEATURES, type JudgeFeatures } from '../../src/brains/heuristic/judge-features.ts';
import type { Lexicon } from '../../src/core/lexicon.ts';
import type { Place } from '../../src/core/place.ts';
import type { TermStats } from '../../src/core/scent.ts';
import { terms } from '../../src/core/text.ts';
import { questionQuery } from '../../src/navigate.ts';
import { linkGraph, pageSearch, type SiteFolder, sitePlaces } from './site-pages.ts';

/** One passage judged for one question: what the judge read of it, and whether it is an answer. */
export interface JudgedCandidate {
  site: string;
  question: string;
  page: string;
  /** The page is one of the question's gold pages. */
  gold: boolean;
  /** On a gold page, and its quote holds the term every answer holds. */
  correct: boolean;
  /** On a gold page, and the passage itself (not only its quote) holds that term: what the judge is fitted to find. */
  answers: boolean;
  features: JudgeFeatures;
  /** The passage's text (for reading the fit's misses). */
  passage: string;
  /** The hand-set judge's own score and claim, for comparison. */
  handScore: number;
  handSure: boolean;
}

export interface ExampleOptions {
  /** Pages per question beside the gold ones: the first of a flat search, as a run would meet them. */
  searched?: number;
  /** Pages next to the gold ones (linking to them, or listed beside them) per question: where a run ends when it misses. */
  neighbours?: number;
  /** Passages per non-gold page (the ones covering most of the question); a gold page gives all. */
  perPage?: number;
  /** Passages at most per gold page. */
  perGoldPage?: number;
  lexicon?: Lexicon | null;
  /** The site's pages, when the caller has read them already (see `sitePlaces`). */
  places?: ReadonlyMap<string, Place>;
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Every question of a site judged against the pages a run would weigh: its gold pages and the
 * first pages of a flat search. Term statistics come from those pages, as a run's come from the
 * pages it read. Deterministic: pages and passages are taken in a fixed order.
 */
export async function judgeExamples(
  site: SiteFolder,
  options: ExampleOptions = {},
): Promise<JudgedCandidate[]> {
  const searched = options.searched ?? 10;
  const neighbours = options.neighbours ?? 10;
  const perPage = options.perPage ?? 8;
  const perGoldPage = options.perGoldPage ?? PER_GOLD_PAGE;
  const places = options.places ?? (await sitePlaces(site.root));
  const search = pageSearch(places);
  const graph = linkGraph(places);
  const out: JudgedCandidate[] = [];
  for (const q of site.questions) {
    const gold = new Set(q.gold.filter((g) => places.has(g)));
    const near = nearGold([...gold], graph, search(q.q, NEAR_RANKED), neighbours);
    const pages = [...new Set([...gold, ...search(q.q, searched), ...near])];
    const chosen = pages.flatMap((p) => {
      const place = places.get(p);
      return place ? [{ path: p, place }] : [];
    });
    const stats = statsOf(chosen.map((c) => c.place));
    const query = await questionQuery(q.q, options.lexicon ?? null, [], new AbortController().signal);
    const says = fold(q.says);
    for (const { path, place } of chosen) {
      const isGold = gold.has(path);
      const judged = judgePassages(place, query, { ...readingOptions(place, stats), features: true }).filter(
        (j) => j.features,
      );
      // Chosen by what they cover, not by the judge's order: the examples do not depend on the weights fitted from them.
      const kept = [...judged]
        .sort((a, b) => cover(b.features) - cover(a.features) || a.passage.localeCompare(b.passage))
        .slice(0, isGold ? perGoldPage : perPage);
      for (const j of kept) {
        out.push({
          site: site.name,
          question: q.id,
          page: path,
          gold: isGold,
          correct: isGold && fold(j.quote || j.passage).includes(says),
          answers: isGold && fold(j.passage).includes(says),
          features: j.features as JudgeFeatures,
          passage: j.passage.slice(0, PASSAGE_SHOWN),
          handScore: j.byRule?.score ?? j.score,
          handSure: j.byRule?.sure ?? j.sure,
        });
      }
    }
  }
  return out;
}

/**
 * Passages kept per gold page, those covering most of the question: a long reference page has a
 * thousand, and the fit's time grows with each. Of the 240 questions with an answer on their gold
 * page (nine sets, 2026-11), the answer is among the first 120 by cover on all but one.
 */
const PER_GOLD_PAGE = 120;

/** The passage's opening kept with a candidate, to read what was chosen. */
const PASSAGE_SHOWN = 160;

/** How deep a flat search is read to order the pages next to the gold ones. */
const NEAR_RANKED = 300;

/**
 * The pages linking to a gold page and the others they list beside it, those a flat search ranks
 * higher first (then by path): the siblings a reader who missed would have opened.
 */
function nearGold(
  gold: readonly string[],
  graph: ReturnType<typeof linkGraph>,
  ranked: readonly string[],
  count: number,
): string[] {
  const goldSet = new Set(gold);
  const near = new Set<string>();
  for (const g of gold) {
    for (const parent of graph.parents.get(g) ?? []) {
      near.add(parent);
      for (const sibling of graph.children.get(parent) ?? []) near.add(sibling);
    }
  }
  const rank = (p: string) => {
    const i = ranked.indexOf(p);
    return i < 0 ? ranked.length : i;
  };
  return [...near]
    .filter((p) => !goldSet.has(p))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .slice(0, count);
}

function cover(f: JudgeFeatures | undefined): number {
  return f ? f.relevance + f.mentions : 0;
}

function statsOf(places: readonly Place[]): TermStats {
  const df = new Map<string, number>();
  for (const p of places)
    for (const t of new Set(terms(`${p.title} ${p.text}`))) df.set(t, (df.get(t) ?? 0) + 1);
  return { docs: places.length, df };
}

export { JUDGE_FEATURES };
