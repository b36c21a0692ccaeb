import type { Lexicon } from '../../src/core/lexicon.ts';
import type { Peek, Place } from '../../src/core/place.ts';
import type { Query } from '../../src/core/query.ts';
import { conflictFactor } from '../../src/core/rank-options.ts';
import { conceptMatches, type LinkField, scentOf, type TermStats } from '../../src/core/scent.ts';
import { terms } from '../../src/core/text.ts';
import { visitKey } from '../../src/core/url.ts';
import { questionQuery } from '../../src/navigate.ts';
import { Frontier, type FrontierLead, leadTexts } from '../../src/strategies/find/frontier.ts';
import { summarizePeek } from '../../src/strategies/find/peek.ts';
import { linkGraph, type SiteFolder, sitePath, sitePlaces } from './site-pages.ts';

/** One link as the fit sees it: how well each of its texts answers each concept, and its standing. */
export interface LinkCandidate {
  /** Per field, the non-zero matches as [concept, value] pairs (a field weight of 1). */
  matches: Array<{ field: LinkField; concepts: Array<[number, number]> }>;
  group: FrontierLead['group'];
  boilerplate: boolean;
  /** The concepts the link's own place already shows. */
  located: number[];
  /** What a label naming another version or model than the question's keeps (1 for the rest). */
  nearMiss: number;
  /** It leads nearer a gold page than the page it is on. */
  closer: boolean;
}

/** The links of one page of one question's way to its gold, to be ranked against each other. */
export interface LinkChoice {
  site: string;
  question: string;
  page: string;
  /** Whether what a peek under each link showed is part of its matches. */
  peeked: boolean;
  /** Links with some match; the others tie at zero. */
  candidates: LinkCandidate[];
  /** Links with no match at all, and how many of them lead nearer. */
  unmatched: number;
  unmatchedCloser: number;
  /** The weight of each concept of the question. */
  conceptWeights: number[];
}

export interface LinkExampleOptions {
  lexicon?: Lexicon | null;
  places?: Map<string, Place>;
  /** Links peeked per page: the best ones by the hand-set weights, as a run peeks its best leads. */
  peeks?: number;
}

/** Clicks from every page to the nearest of `targets`, following links backwards. */
export function distancesTo(
  targets: readonly string[],
  parents: ReadonlyMap<string, string[]>,
): Map<string, number> {
  const dist = new Map<string, number>(targets.map((t) => [t, 0]));
  let layer = [...targets];
  while (layer.length > 0) {
    const next: string[] = [];
    for (const page of layer) {
      const d = (dist.get(page) ?? 0) + 1;
      for (const parent of parents.get(page) ?? []) {
        if (dist.has(parent)) continue;
        dist.set(parent, d);
        next.push(parent);
      }
    }
    layer = next;
  }
  return dist;
}

/**
 * For every question, the pages on a shortest way from its start to a gold page, each with its
 * links (its options and its menu's entries, as a run's frontier records them) marked by whether
 * they lead nearer the gold. Each page gives one choice as first seen and one among its best
 * links once peeked.
 */
export async function linkExamples(
  site: SiteFolder,
  options: LinkExampleOptions = {},
): Promise<LinkChoice[]> {
  const places = options.places ?? (await sitePlaces(site.root, { copies: true }));
  const graph = linkGraph(places);
  const out: LinkChoice[] = [];
  for (const q of site.questions) {
    const gold = q.gold.filter((g) => places.has(g));
    if (gold.length === 0 || !places.has(q.start)) continue;
    const toGold = distancesTo(gold, graph.parents);
    const fromStart = distancesTo([q.start], graph.children);
    const total = toGold.get(q.start);
    if (total === undefined || total === 0) continue;
    const way = [...places.keys()].filter(
      (p) =>
        (toGold.get(p) ?? Infinity) > 0 &&
        (fromStart.get(p) ?? Infinity) + (toGold.get(p) ?? Infinity) === total,
    );
    const query = await questionQuery(q.q, options.lexicon ?? null, [], new AbortController().signal);
    const wayPlaces = way.map((p) => places.get(p) as Place);
    const stats = labelStats(wayPlaces);
    for (const page of way) {
      const place = places.get(page) as Place;
      const frontier = new Frontier();
      frontier.addPlace(place, visitKey(place.location), query);
      const leads = [...frontier.leads.values()].filter((l) => sitePath(l.url, places) !== page);
      const closer = (l: FrontierLead) => {
        const to = sitePath(l.url, places);
        return to !== undefined && (toGold.get(to) ?? Infinity) < (toGold.get(page) ?? 0);
      };
      const base = {
        site: site.name,
        question: q.id,
        page,
        conceptWeights: query.concepts.map((c) => c.weight),
      };
      out.push({ ...base, peeked: false, ...candidatesOf(leads, query, stats, undefined, closer) });
      const peekable = leads.filter((l) => sitePath(l.url, places) !== undefined);
      const best = bestByName(peekable, query, stats).slice(0, options.peeks ?? 8);
      const peeks = new Map(
        best.map((l) => [
          l,
          summarizePeek(l.url, places.get(sitePath(l.url, places) as string) as Place, query),
        ]),
      );
      if (best.some(closer))
        out.push({ ...base, peeked: true, ...candidatesOf(best, query, stats, peeks, closer) });
    }
  }
  return out;
}

function candidatesOf(
  leads: readonly FrontierLead[],
  query: Query,
  stats: TermStats,
  peeks: ReadonlyMap<FrontierLead, Peek> | undefined,
  closer: (lead: FrontierLead) => boolean,
): Pick<LinkChoice, 'candidates' | 'unmatched' | 'unmatchedCloser'> {
  const candidates: LinkCandidate[] = [];
  let unmatched = 0;
  let unmatchedCloser = 0;
  for (const lead of leads) {
    const matches = leadTexts(lead, peeks?.get(lead)).flatMap(([field, text]) => {
      const concepts = conceptMatches(query, text, { stats }).flatMap(
        (v, c): Array<[number, number]> => (v > 0 ? [[c, v]] : []),
      );
      return concepts.length > 0 ? [{ field, concepts }] : [];
    });
    if (matches.length === 0) {
      unmatched++;
      if (closer(lead)) unmatchedCloser++;
      continue;
    }
    candidates.push({
      matches,
      group: lead.group,
      boilerplate: lead.boilerplate,
      located: query.concepts.flatMap((c, i) => (lead.located?.has(c.term) ? [i] : [])),
      nearMiss: conflictFactor(query.question, lead.label),
      closer: closer(lead),
    });
  }
  return { candidates, unmatched, unmatchedCloser };
}

/**
 * The links a run would peek: the best by their labels and URLs alone, so that which links are
 * peeked does not depend on the weights being fitted.
 */
function bestByName(leads: readonly FrontierLead[], query: Query, stats: TermStats): FrontierLead[] {
  const score = (l: FrontierLead) =>
    scentOf(
      query,
      [
        { text: l.label, weight: 1 },
        { text: l.urlText, weight: 1 },
      ],
      { stats },
    ).score;
  return leads
    .map((lead) => ({ lead, score: score(lead) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.lead.url.localeCompare(b.lead.url))
    .map((x) => x.lead);
}

/** How telling each word is among the labels of the pages on the way, as a run counts the labels it has seen. */
function labelStats(places: readonly Place[]): TermStats {
  const labels = new Set<string>();
  for (const place of places) {
    for (const o of place.options) labels.add(o.label);
    const walk = (items: NonNullable<Place['menu']>): void => {
      for (const item of items) {
        labels.add(item.label);
        if (item.children) walk(item.children);
      }
    };
    walk(place.menu ?? []);
  }
  const df = new Map<string, number>();
  for (const label of labels) for (const t of new Set(terms(label))) df.set(t, (df.get(t) ?? 0) + 1);
  return { docs: labels.size, df };
}
