import { weightedQuery } from '../core/query.ts';
import { bm25, urlWords } from '../core/rank.ts';
import { fold, terms } from '../core/text.ts';
import { normalizeUrl, sameSite } from '../core/url.ts';
import type { KnownLink } from './session.ts';

/** How much each folder level more or less than the missing address costs. */
const DEPTH_COST = 0.03;
/** How much relevance to the bot's hint counts, against path and word similarity (about 2 at best). */
const HINT_WEIGHT = 0.3;

/**
 * The real links closest to an address that does not exist, among those met in the session: by
 * the words of its path found in each link's label and path, by how alike their path segments
 * are (for near-misses like `specification.htm` or `accord/` for `accord-l4-2.4l/`), a little by
 * depth, and by relevance to the hint. Only links of the same site; never the missing address.
 */
export function closestLinks(
  missing: string,
  known: Iterable<KnownLink>,
  count: number,
  hint = '',
): KnownLink[] {
  const wanted = new Set(terms(urlWords(missing)));
  const asked = segmentsOf(missing);
  const gone = normalizeUrl(missing);
  const candidates: { link: KnownLink; score: number }[] = [];
  for (const link of known) {
    if (!sameSite(link.url, missing) || normalizeUrl(link.url) === gone) continue;
    const have = new Set(terms(`${link.label} ${urlWords(link.url)}`));
    let shared = 0;
    for (const t of wanted) if (have.has(t)) shared++;
    const words = wanted.size > 0 ? shared / wanted.size : 0;
    const segments = segmentsOf(link.url);
    const alike =
      asked.length > 0
        ? asked.reduce((sum, a) => sum + Math.max(0, ...segments.map((s) => dice(a, s))), 0) / asked.length
        : 0;
    const score = words + alike - DEPTH_COST * Math.abs(segments.length - asked.length);
    if (words > 0 || alike > 0.5) candidates.push({ link, score });
  }
  if (hint.trim() && candidates.length > 0) {
    const q = weightedQuery(hint);
    const relevance = bm25(
      q.terms,
      candidates.map((c) => ({ fields: [{ text: c.link.label, weight: 1 }] })),
      q.weights,
    );
    const top = Math.max(...relevance);
    if (top > 0) {
      for (const [i, c] of candidates.entries()) c.score += (HINT_WEIGHT * (relevance[i] ?? 0)) / top;
    }
  }
  // Stable: among equals, the link met first.
  return candidates
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((c) => c.link);
}

/** A path's segments, decoded and folded, without a page's extension. */
function segmentsOf(url: string): string[] {
  const path = URL.parse(url)?.pathname ?? url;
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => fold(decodeSafe(s)).replace(/\.(html?|php|aspx?)$/, ''))
    .filter((s) => s !== 'index');
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Dice coefficient of character bigrams, 0..1. */
function dice(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const grams = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) {
    const g = a.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  let hits = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const g = b.slice(i, i + 2);
    const n = grams.get(g) ?? 0;
    if (n > 0) {
      hits++;
      grams.set(g, n - 1);
    }
  }
  return (2 * hits) / (a.length - 1 + b.length - 1);
}
