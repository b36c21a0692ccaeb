import { COMPILATION_REASON, findCompilations } from './compilation.ts';
import { type Fingerprint, MINHASH_SIZE, type Shape, similarity } from './fingerprint.ts';

/**
 * What a document is in the library: kept (on the shelves), an alias of a kept copy (its text is
 * the kept one's; it is named, not shelved or searched), or set aside: not shelved, and still
 * searchable when it has no main content of its own (an index, an error page), not when it is a
 * compilation of other documents (their text is searched where it stands first).
 */
export type Role =
  | { kind: 'kept' }
  | { kind: 'alias'; of: string; similarity: number }
  | { kind: 'aside'; reason: string };

/**
 * Whether full-text search finds the document itself: not an alias (the kept copy holds its
 * text) nor a compilation (the documents it repeats hold it); a page set aside for having no
 * content of its own still is.
 */
export function searchable(role: Role): boolean {
  return role.kind === 'kept' || (role.kind === 'aside' && role.reason !== COMPILATION_REASON);
}

/** Estimated Jaccard of word shingles from which two documents are one. */
export const NEAR_DUPLICATE = 0.8;
/** Least ratio of the shorter text to the longer: a whole chapter never swallows its sections. */
const LENGTH_RATIO = 0.6;
/** LSH bands × rows = MINHASH_SIZE; 4 rows catch a Jaccard of 0.8 with probability > 0.999. */
const ROWS = 4;
const BANDS = MINHASH_SIZE / ROWS;
/** Kept copies compared per bucket: a bucket crowded by shared boilerplate stays cheap. */
const BUCKET_CAP = 32;
/** Fewer words than this is no main content (an empty search page, a stub). */
const MIN_WORDS = 10;
/** Up to this many words a page is short: real if written as prose, else a stub or error page. */
const SHORT_WORDS = 60;
/** Words of a line of prose that makes a sentence ("Return to Home page." does not). */
const SENTENCE_WORDS = 8;
/** A line found in this many documents is a site's boilerplate, not anyone's content. */
const BOILERPLATE_COPIES = 3;

/**
 * Why a document has no main content of its own, judged by its shape, or null if it has.
 * `ownWords` counts its words outside lines that many other documents have too.
 */
export function asideReason(shape: Shape, ownWords: number): string | null {
  if (shape.words < MIN_WORDS) return 'too little text';
  // Error pages and stubs: a heading, a code, a few links, and no sentence of their own.
  if (shape.words < SHORT_WORDS && shape.longestProse < SENTENCE_WORDS) return 'no running prose';
  // Mostly lines many other pages have too (a header or footer left as the main text).
  // Fewer words than a sentence besides them: one sentence of law or help is content of its own.
  if (shape.words < SHORT_WORDS && ownWords < SENTENCE_WORDS && ownWords < 0.5 * shape.words) {
    return 'boilerplate only';
  }
  const listy = shape.entries >= 20 && shape.proseWords < 0.25 * shape.words;
  // An index of terms: entries under letter headings, or a long alphabetical list of words.
  const alphabetical = shape.ordered >= 0.9 && shape.lettered >= 0.8 && shape.distinctHeads >= 0.5;
  if (listy && (shape.letterHeadings >= 3 || alphabetical)) return 'index of terms';
  return null;
}

/** Words of each document outside lines found in BOILERPLATE_COPIES or more documents. */
function ownWords(prints: readonly Fingerprint[]): Map<string, number> {
  // Every document counts, exact copies too: a short text repeated verbatim on many pages (a
  // footer left as the only text of list pages) is boilerplate as much as a shared header line.
  const copies = new Map<number, number>();
  for (const p of prints) {
    for (const [hash] of p.lines) copies.set(hash, (copies.get(hash) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const p of prints) {
    let shared = 0;
    for (const [hash, n] of p.lines) if ((copies.get(hash) ?? 0) >= BOILERPLATE_COPIES) shared += n;
    out.set(p.file, Math.max(0, p.shape.words - shared));
  }
  return out;
}

const FORMAT_RANK = { html: 0, markdown: 1, text: 2 } as const;

/**
 * Which copy to keep, best first: the HTML page (what a reader opens and a citation links to, and
 * its headings give sections where a text source has none), then Markdown, then plain text; then
 * the leaner text (a print version or a listing that repeats a page adds lines around it: the
 * page of its own is the one to cite); then the richer structure (more sections); then the
 * shorter path, then the first. Total, so the choice never depends on the order files were read.
 */
function prefer(a: Fingerprint, b: Fingerprint): number {
  return (
    FORMAT_RANK[a.format] - FORMAT_RANK[b.format] ||
    a.shape.words - b.shape.words ||
    b.sections - a.sections ||
    a.file.length - b.file.length ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)
  );
}

/**
 * The role of every document, from the fingerprints of all documents in the library (not only
 * the changed ones), so an incremental build gives what a clean one would: an alias stays one,
 * and when a kept copy goes its best alias is kept instead. Exact copies meet by hash; near
 * copies meet in LSH buckets of their MinHash and are confirmed by estimated Jaccard and length.
 * Each copy is an alias of a kept one it resembles directly (never through a chain). Last, a kept
 * document made mostly of the text of several smaller kept ones is set aside as their compilation,
 * and its copies with it: after the copies are found, so a copy of a section never counts twice.
 */
export function assignRoles(prints: readonly Fingerprint[]): Map<string, Role> {
  const roles = new Map<string, Role>();
  const content: Fingerprint[] = [];
  const own = ownWords(prints);
  for (const p of prints) {
    const reason = asideReason(p.shape, own.get(p.file) ?? p.shape.words);
    if (reason) roles.set(p.file, { kind: 'aside', reason });
    else content.push(p);
  }
  content.sort(prefer);
  const byExact = new Map<string, string>();
  const buckets = new Map<string, Fingerprint[]>();
  for (const p of content) {
    const same = byExact.get(p.exact);
    if (same !== undefined) {
      roles.set(p.file, { kind: 'alias', of: same, similarity: 1 });
      continue;
    }
    const keys = bandKeys(p.minhash);
    let best: { file: string; similarity: number } | null = null;
    const compared = new Set<string>();
    for (const key of keys) {
      for (const kept of buckets.get(key) ?? []) {
        if (compared.has(kept.file)) continue;
        compared.add(kept.file);
        const shorter = Math.min(kept.shape.words, p.shape.words);
        const longer = Math.max(kept.shape.words, p.shape.words);
        if (shorter < LENGTH_RATIO * longer) continue;
        const s = similarity(kept.minhash, p.minhash);
        if (s >= NEAR_DUPLICATE && (!best || s > best.similarity)) best = { file: kept.file, similarity: s };
      }
    }
    if (best) {
      roles.set(p.file, { kind: 'alias', of: best.file, similarity: best.similarity });
      continue;
    }
    roles.set(p.file, { kind: 'kept' });
    byExact.set(p.exact, p.file);
    // Most buckets hold one document: an array made for one, not grown from empty, halves the
    // memory of the buckets (a large library holds tens of buckets per document).
    for (const key of keys) {
      const bucket = buckets.get(key);
      if (!bucket) buckets.set(key, [p]);
      else if (bucket.length < BUCKET_CAP) bucket.push(p);
    }
  }
  const compilations = findCompilations(content.filter((p) => roles.get(p.file)?.kind === 'kept'));
  for (const [file, role] of roles) {
    if (compilations.has(file) || (role.kind === 'alias' && compilations.has(role.of))) {
      roles.set(file, { kind: 'aside', reason: COMPILATION_REASON });
    }
  }
  return roles;
}

function bandKeys(hashes: readonly number[]): string[] {
  const keys: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    keys.push(`${band}:${hashes.slice(band * ROWS, (band + 1) * ROWS).join(',')}`);
  }
  return keys;
}
