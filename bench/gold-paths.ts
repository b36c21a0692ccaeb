/**
 * Where navigation can lose the way, level by level: for each question of a shared site, the
 * shortest way by links from the start page to a gold page, and at every place along it how the
 * option that leads on ranks among the place's options as a run first sees them (labels, context
 * and URL against the question with its related words; nothing peeked, nothing learnt yet). A way
 * whose every step ranks near the top can be walked on labels alone; a step where it ranks low
 * needs peeks, the site's own aids or other words.
 *
 * While developing: `node bench/gold-paths.ts SITE [--only id,id]`.
 */
import type { Memory } from '../src/core/memory.ts';
import type { Place } from '../src/core/place.ts';
import type { Query } from '../src/core/query.ts';
import { rankOptions } from '../src/core/rank-options.ts';
import { sameSite, visitKey } from '../src/core/url.ts';
import { serveFolder } from '../src/demo/static-server.ts';
import { createWordNet } from '../src/lexicon/index.ts';
import { questionQuery } from '../src/navigate.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
import { loadSiteQuestions, pageForms, type SiteQuestion, siteRoot } from './sites.ts';

/** One place on the way to the gold page. */
export interface PathLevel {
  title: string;
  /** Rank (1 = first) of the option leading on, among the place's options. */
  rank: number;
  options: number;
  label: string;
  /** The first few options as ranked, for comparison. */
  top: string[];
}

export interface GoldPath {
  id: string;
  /** Empty when no gold page is reachable within the depth searched. */
  levels: PathLevel[];
}

export interface GoldPathFigures {
  questions: number;
  /** Questions whose gold page was reached by links. */
  reached: number;
  levels: number;
  /** Share of levels whose way on ranks first, in the first 3, in the first 10. */
  first: number;
  top3: number;
  top10: number;
  /** Share of reached questions whose way ranks in the first 3 at every level. */
  allTop3: number;
}

const MAX_DEPTH = 8;

/**
 * Of the shortest ways by links from `start` to a page whose path is one of `gold`, the one whose
 * worst step ranks best (`rankOf(place, target)`): the way a reader of labels could most easily
 * walk. Null when no gold page is within reach.
 */
export async function easiestShortestWay(
  open: (url: string) => Promise<Place | null>,
  start: string,
  gold: ReadonlySet<string>,
  rankOf: (place: Place, target: string) => number,
): Promise<{ places: Place[]; target: string } | null> {
  const first = await open(start);
  if (!first) return null;
  const startKey = visitKey(first.location);
  const depth = new Map<string, number>([[startKey, 0]]);
  const placeAt = new Map<string, Place>([[startKey, first]]);
  /** Every place one level up that links to a key, with the URL of its link. */
  const parents = new Map<string, Array<{ from: string; url: string }>>();
  let goldKey: string | null = null;
  let layer = [first];
  for (let d = 0; d < MAX_DEPTH && layer.length > 0 && goldKey === null; d++) {
    const next: Place[] = [];
    for (const place of layer) {
      for (const o of place.options) {
        if (o.kind !== 'link' || !sameSite(o.target, first.location)) continue;
        const key = visitKey(o.target);
        const seen = depth.get(key);
        if (seen !== undefined && seen !== d + 1) continue;
        const list = parents.get(key) ?? [];
        if (!list.some((x) => x.from === visitKey(place.location)))
          list.push({ from: visitKey(place.location), url: o.target });
        parents.set(key, list);
        if (seen !== undefined) continue;
        depth.set(key, d + 1);
        if (pageForms(o.target).some((p) => gold.has(p))) {
          goldKey ??= key;
          continue;
        }
        const opened = await open(o.target);
        if (!opened) continue;
        // A place's links are recorded under where it landed (after redirects): keep it by both keys.
        placeAt.set(key, opened);
        placeAt.set(visitKey(opened.location), opened);
        next.push(opened);
      }
    }
    layer = next;
  }
  if (goldKey === null) return null;
  // The worst rank along the easiest way to each key, from the start down.
  const best = new Map<string, { worst: number; from: string | null; url: string }>([
    [startKey, { worst: 0, from: null, url: first.location }],
  ]);
  const easiest = (key: string): { worst: number; from: string | null; url: string } | undefined => {
    const known = best.get(key);
    if (known) return known;
    let found: { worst: number; from: string | null; url: string } | undefined;
    for (const p of parents.get(key) ?? []) {
      const up = easiest(p.from);
      const place = placeAt.get(p.from);
      if (!up || !place) continue;
      const worst = Math.max(up.worst, rankOf(place, p.url));
      if (!found || worst < found.worst) found = { worst, from: p.from, url: p.url };
    }
    if (found) best.set(key, found);
    return found;
  };
  const end = easiest(goldKey);
  if (!end) return null;
  const places: Place[] = [];
  for (let k: string | null = end.from; k; k = best.get(k)?.from ?? null) {
    const place = placeAt.get(k);
    if (place) places.unshift(place);
  }
  return { places, target: end.url };
}

/** The gold paths of one site's questions, ranked as a run first sees each place. */
export async function benchGoldPaths(site: string, only: readonly string[] = []): Promise<GoldPath[]> {
  const server = await serveFolder(siteRoot(site));
  const world = createWebWorld({ cacheSize: 4096 });
  const lexicon = createWordNet();
  const signal = new AbortController().signal;
  const pages = new Map<string, Place | null>();
  const open = async (url: string): Promise<Place | null> => {
    const key = visitKey(url);
    if (!pages.has(key)) pages.set(key, await world.open(url, signal).catch(() => null));
    return pages.get(key) ?? null;
  };
  const out: GoldPath[] = [];
  try {
    for (const q of loadSiteQuestions(site).filter((x) => only.length === 0 || only.includes(x.id))) {
      out.push(await goldPath(q, server.url, open, await questionQuery(q.q, lexicon, [], signal)));
    }
  } finally {
    await world.close?.();
    await lexicon.close?.();
    await server.close();
  }
  return out;
}

async function goldPath(
  q: SiteQuestion,
  base: string,
  open: (url: string) => Promise<Place | null>,
  query: Query,
): Promise<GoldPath> {
  const memory: Memory = {
    question: q.q,
    stack: [],
    visited: new Set(),
    deadEnds: new Set(),
    steps: [],
    query,
  };
  const rankings = new Map<Place, ReturnType<typeof rankOptions>>();
  const ranked = (place: Place) => {
    let list = rankings.get(place);
    if (!list) {
      list = rankOptions(place, memory, query);
      rankings.set(place, list);
    }
    return list;
  };
  const position = (place: Place, target: string): number =>
    ranked(place).findIndex((o) => o.kind === 'link' && visitKey(o.url) === visitKey(target)) + 1 ||
    Number.POSITIVE_INFINITY;
  const way = await easiestShortestWay(open, new URL(q.start, base).href, new Set(q.gold), position);
  if (!way) return { id: q.id, levels: [] };
  const levels = way.places.map((place, i): PathLevel => {
    const on = way.places[i + 1]?.location ?? way.target;
    const list = ranked(place);
    const at = position(place, on) - 1;
    return {
      title: place.title,
      rank: Number.isFinite(at) ? at + 1 : 0,
      options: list.length,
      label: list[at]?.label ?? '',
      top: list.slice(0, 3).map((o) => o.label),
    };
  });
  return { id: q.id, levels };
}

export function goldPathFigures(paths: readonly GoldPath[]): GoldPathFigures {
  const reached = paths.filter((p) => p.levels.length > 0);
  const levels = reached.flatMap((p) => p.levels);
  const share = (n: number, of: number): number => (of === 0 ? 0 : n / of);
  const within = (k: number) => levels.filter((l) => l.rank >= 1 && l.rank <= k).length;
  return {
    questions: paths.length,
    reached: reached.length,
    levels: levels.length,
    first: share(within(1), levels.length),
    top3: share(within(3), levels.length),
    top10: share(within(10), levels.length),
    allTop3: share(
      reached.filter((p) => p.levels.every((l) => l.rank >= 1 && l.rank <= 3)).length,
      reached.length,
    ),
  };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  const sites = args.filter((a, i) => !a.startsWith('--') && (onlyAt < 0 || i !== onlyAt + 1));
  for (const site of sites.length > 0 ? sites : ['dccode', 'ozone', 'ozone-hugo']) {
    const paths = await benchGoldPaths(site, only);
    for (const p of paths) {
      console.log(p.id);
      if (p.levels.length === 0) console.log('  no way to a gold page found');
      for (const l of p.levels) {
        console.log(
          `  ${String(l.rank).padStart(3)}/${l.options} ${l.label.slice(0, 60)}  @ ${l.title.slice(0, 40)}  | first: ${l.top.map((t) => t.slice(0, 30)).join(' ; ')}`,
        );
      }
    }
    const f = goldPathFigures(paths);
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    console.log(
      `${site}: ${f.reached}/${f.questions} gold pages reached by links, ${f.levels} levels; the way on ranks first at ${pct(f.first)}, in the first 3 at ${pct(f.top3)}, in the first 10 at ${pct(f.top10)} of levels; every level in the first 3 for ${pct(f.allTop3)} of questions`,
    );
  }
}
