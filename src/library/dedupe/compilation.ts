import { type Fingerprint, unpackPassage } from './fingerprint.ts';

/** Why a compilation is set aside. */
export const COMPILATION_REASON = 'a compilation of other documents';
/**
 * Least share of a document's passages (by words) found in smaller documents for it to be their
 * compilation. Short lines (headings, "[Repealed]") say too little to be found, so they are left
 * out of the share, but passages must make most of the text: a list of titles is no compilation.
 */
const COVERED = 0.7;
/**
 * Least share of a document's words in passages of its own (not boilerplate) for it to be judged
 * at all: a blog's index repeats teasers that every tag page repeats too.
 */
const IN_PASSAGES = 0.5;
/**
 * Least share found beyond the one document that gives the most: a page that quotes, or wraps,
 * one other page is not a compilation (and one that copies it whole is its near duplicate); nor
 * is a page whose note or history paragraph a few sibling pages share. On the D.C. Code, chapter
 * pages that repeat their sections find 19% or more beyond their largest section, a section
 * sharing notes with its siblings 10%.
 */
const BEYOND_ONE = 0.15;
/**
 * Least words a compilation repeats: two short pages' worth. Fewer is an index that gives each
 * page's first lines as its description, and setting aside a small page wrongly costs more than
 * shelving a small compilation.
 */
const MIN_REPEATED = 120;
/**
 * A passage in this many documents is a site's boilerplate, no one's content. Higher than the
 * boilerplate test's count: a section's text is also in its chapter's page and a print-all page.
 */
const SHARED_BY_ALL = 5;

/** One passage of a document that smaller documents have too. */
interface Found {
  words: number;
  /** The smaller documents (ranks) that hold it. */
  in: number[];
  /**
   * A larger document holds it too: the text is that one's, and this page repeats an excerpt (a
   * blog's front page and tag pages give each post's first paragraphs). Of nested compilations
   * (a chapter's page inside a print-all page), only the largest is then found.
   */
  inLarger: boolean;
}

/**
 * The documents among `kept` whose main text is mostly the text of several smaller ones put
 * together (a chapter's full-text page repeating its sections, a print-all page, a one-page
 * manual): each passage is looked for in strictly smaller documents that are not compilations
 * themselves, so whatever happens, the smallest holder of a text stays kept. Passages are packed
 * numbers, sorted once, so a hundred thousand documents cost a few arrays of numbers.
 */
export function findCompilations(kept: readonly Fingerprint[]): Set<string> {
  // Smaller documents first: each is judged after every document it could draw from.
  const docs = [...kept].sort(
    (a, b) => a.shape.words - b.shape.words || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  );
  let total = 0;
  for (const d of docs) total += d.passages.length;
  const passage = new Float64Array(total);
  const owner = new Uint32Array(total);
  let at = 0;
  docs.forEach((d, rank) => {
    for (const p of d.passages) {
      passage[at] = p;
      owner[at++] = rank;
    }
  });
  const order = new Uint32Array(total).map((_, i) => i);
  order.sort((a, b) => (passage[a] ?? 0) - (passage[b] ?? 0) || (owner[a] ?? 0) - (owner[b] ?? 0));

  const found = docs.map((): Found[] => []);
  const boilerplate = new Float64Array(docs.length);
  const inPassages = new Float64Array(docs.length);
  for (let start = 0; start < total; ) {
    const value = passage[order[start] ?? 0] ?? 0;
    let end = start + 1;
    while (end < total && passage[order[end] ?? 0] === value) end++;
    const { words } = unpackPassage(value);
    if (end - start === 1) {
      const h = owner[order[start] ?? 0] ?? 0;
      inPassages[h] = (inPassages[h] ?? 0) + words;
      start = end;
      continue;
    }
    const holders = Array.from(order.subarray(start, end), (i) => owner[i] ?? 0);
    for (const h of holders) inPassages[h] = (inPassages[h] ?? 0) + words;
    if (holders.length >= SHARED_BY_ALL)
      for (const h of holders) boilerplate[h] = (boilerplate[h] ?? 0) + words;
    else if (holders.length > 1) {
      for (const h of holders) {
        const own = docs[h]?.shape.words ?? 0;
        const smaller = holders.filter((o) => (docs[o]?.shape.words ?? 0) < own);
        const inLarger = holders.some((o) => (docs[o]?.shape.words ?? 0) > own);
        if (smaller.length > 0) found[h]?.push({ words, in: smaller, inLarger });
      }
    }
    start = end;
  }

  const compiled = new Set<number>();
  docs.forEach((d, rank) => {
    const content = (inPassages[rank] ?? 0) - (boilerplate[rank] ?? 0);
    if (content <= 0 || content < IN_PASSAGES * d.shape.words) return;
    let covered = 0;
    const from = new Map<number, number>();
    for (const f of found[rank] ?? []) {
      if (f.inLarger) continue;
      const sources = f.in.filter((s) => !compiled.has(s));
      if (sources.length === 0) continue;
      covered += f.words;
      for (const s of sources) from.set(s, (from.get(s) ?? 0) + f.words);
    }
    let most = 0;
    for (const words of from.values()) most = Math.max(most, words);
    if (covered >= MIN_REPEATED && covered >= COVERED * content && covered - most >= BEYOND_ONE * content) {
      compiled.add(rank);
    }
  });
  return new Set([...compiled].map((rank) => docs[rank]?.file ?? ''));
}
