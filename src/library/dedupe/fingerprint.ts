import { fnv1a } from '../../core/fnv.ts';
import { words } from '../../core/text.ts';
import { plainInline } from '../ingest/inline.ts';
import type { DocumentFormat, IngestedDocument } from '../ingest/types.ts';
import { sha256 } from '../tree/ids.ts';

/** Bump when fingerprints or shapes are computed differently: every document is then re-read. */
export const FINGERPRINT_VERSION = 2;
/** MinHash values per document: the estimate of a Jaccard of 0.8 is within ±0.04 (one sd). */
export const MINHASH_SIZE = 128;
/** Words per shingle: long enough that shared stock phrases do not make two pages alike. */
const SHINGLE = 5;

/** How a document's main text is laid out, for telling pages with content of their own. */
export interface Shape {
  /** Words of the main text (headings, prose, entries). */
  words: number;
  /** Words in lines of running prose: not headings, list entries, link lines or table rows. */
  proseWords: number;
  /** List items and lines made mostly of links. */
  entries: number;
  /** Words of the longest line of running prose: a real page, however short, has a sentence. */
  longestProse: number;
  /** Share of neighbouring entries in alphabetical order (0 with fewer than 2 entries). */
  ordered: number;
  /** Share of entries that begin with a letter (terms, not numbered sections). */
  lettered: number;
  /** Share of distinct first words among entries: terms differ, "Title 1", "Title 2" do not. */
  distinctHeads: number;
  /** Headings that are a single letter or symbol ("A", "B", "Symbols"), as in an index of terms. */
  letterHeadings: number;
}

/** What the duplicate finder and the shape test need of a document, stored between builds. */
export interface Fingerprint {
  file: string;
  format: DocumentFormat;
  sections: number;
  /** Hash of the normalised main text (folded words, markup gone). */
  exact: string;
  /** Least hash of the text's word shingles under each of MINHASH_SIZE hash functions. */
  minhash: number[];
  shape: Shape;
  /**
   * Hash and word count of each distinct line (the first and last LINES_KEPT), so that lines
   * repeated across the corpus — a site's header or footer left in the main text — are told apart.
   */
  lines: [number, number][];
  /**
   * Every distinct telling line (PASSAGE_WORDS words or more, not a heading), as one number: its hash times
   * 2^16 plus its words (at most 65535), so a page made of other pages' text is told by them.
   */
  passages: number[];
}

/** Words from which a line tells its document: a sentence, not a heading or a stock phrase. */
const PASSAGE_WORDS = 8;
/** Multiplier that packs a passage's hash above its word count (a safe integer: 48 bits). */
const PASSAGE_PACK = 0x10000;

/** The hash and word count of a packed passage. */
export function unpackPassage(passage: number): { hash: number; words: number } {
  return { hash: Math.floor(passage / PASSAGE_PACK), words: passage % PASSAGE_PACK };
}

/** Lines kept at each end of a document for telling boilerplate: where headers and footers sit. */
const LINES_KEPT = 24;

/** The fingerprint of an ingested document: its normalised main text, shingled, and its shape. */
export function fingerprint(doc: IngestedDocument): Fingerprint {
  const all: string[] = [];
  const lines: string[] = [];
  for (const section of doc.sections) {
    // The section's heading is part of its text; a preamble's title is the document's own.
    if (section.headingPath.length > 0) lines.push(`# ${section.title}`);
    lines.push(...section.text.split('\n'));
  }
  const lineHashes = new Map<number, number>();
  const passages = new Set<number>();
  for (const line of lines) {
    const lineWords = lineWordsOf(line, doc.format);
    all.push(...lineWords);
    if (lineWords.length === 0) continue;
    const hash = fnv1a(lineWords.join(' '));
    lineHashes.set(hash, lineWords.length);
    // Headings are titles, which an index lists: only the text below them tells a page.
    if (lineWords.length >= PASSAGE_WORDS && !/^\s*#{1,6}\s/.test(line)) {
      passages.add(hash * PASSAGE_PACK + Math.min(lineWords.length, PASSAGE_PACK - 1));
    }
  }
  const distinct = [...lineHashes];
  return {
    file: doc.file,
    format: doc.format,
    sections: doc.sections.length,
    exact: sha256(all.join(' ')),
    minhash: minhash(all),
    shape: shapeOf(lines),
    lines:
      distinct.length <= 2 * LINES_KEPT
        ? distinct
        : [...distinct.slice(0, LINES_KEPT), ...distinct.slice(-LINES_KEPT)],
    passages: [...passages],
  };
}

/**
 * The words of a line with markup gone. In a text source, reStructuredText roles (":func:") and
 * directive or underline lines are dropped too, so a page's source reads like its HTML.
 */
function lineWordsOf(line: string, format: DocumentFormat): string[] {
  let text = line;
  if (format === 'text') {
    if (/^\s*\.\.\s+[\w-]+::/.test(text) || /^\s*([=\-~^"'`#*+])\1{2,}\s*$/.test(text)) return [];
    text = text.replace(/:[\w-]+:`([^`]*)`/g, '$1');
  }
  return words(plainInline(text.replace(/^\s*(?:#{1,6}|[-*+>]|\d+[.)])\s+/, '')));
}

function shapeOf(lines: readonly string[]): Shape {
  let total = 0;
  let prose = 0;
  let letterHeadings = 0;
  let longestProse = 0;
  const entries: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    // A bare address as a link's label counts as one word, not as the words of the URL.
    const plain = plainInline(
      line.replace(/^(?:#{1,6}|[-*+>]|\d+[.)])\s+/, '').replace(/\[(?:https?|ftp|file):[^\]]*\]/g, '[link]'),
    );
    const n = words(plain).length;
    total += n;
    if (/^#{1,6}\s/.test(line)) {
      if (/^(?:[\p{L}\p{S}]|symbols)$/iu.test(plain)) letterHeadings++;
      continue;
    }
    const linked = [...line.matchAll(/\[([^\]]*)\]\([^)]*\)/g)].reduce((s, m) => s + (m[1]?.length ?? 0), 0);
    const isEntry = /^(?:[-*+]|\d+[.)])\s/.test(line) || (linked > 0 && linked >= 0.6 * plain.length);
    if (isEntry) entries.push(plain.toLowerCase().replace(/^[^\p{L}\p{N}§]+/u, ''));
    else if (!line.startsWith('|')) {
      prose += n;
      longestProse = Math.max(longestProse, n);
    }
  }
  let inOrder = 0;
  for (let i = 1; i < entries.length; i++) if ((entries[i - 1] ?? '') <= (entries[i] ?? '')) inOrder++;
  return {
    words: total,
    proseWords: prose,
    entries: entries.length,
    longestProse,
    ordered: entries.length > 1 ? inOrder / (entries.length - 1) : 0,
    lettered: entries.length > 0 ? entries.filter((e) => /^\p{L}/u.test(e)).length / entries.length : 0,
    distinctHeads:
      entries.length > 0 ? new Set(entries.map((e) => words(e)[0] ?? '')).size / entries.length : 0,
    letterHeadings,
  };
}

/** Per-function multipliers and offsets, fixed so fingerprints compare across builds. */
const SEEDS: readonly [number, number][] = Array.from({ length: MINHASH_SIZE }, (_, i) => [
  (fnv1a(`a${i}`) | 1) >>> 0,
  fnv1a(`b${i}`),
]);

/** MinHash of the word shingles; a text shorter than one shingle is one shingle. */
export function minhash(tokens: readonly string[]): number[] {
  const out = new Array<number>(MINHASH_SIZE).fill(0xffffffff);
  const count = Math.max(1, tokens.length - SHINGLE + 1);
  const seen = new Set<number>();
  for (let i = 0; i < count; i++) {
    const h = fnv1a(tokens.slice(i, i + SHINGLE).join(' '));
    if (seen.has(h)) continue;
    seen.add(h);
    for (let k = 0; k < MINHASH_SIZE; k++) {
      const [a, b] = SEEDS[k] ?? [1, 0];
      // A cheap mix of the 32-bit shingle hash, one per function (multiply, xor-shift).
      let v = Math.imul(h ^ b, a);
      v = Math.imul(v ^ (v >>> 15), 0x2c1b3c6d);
      v = (v ^ (v >>> 12)) >>> 0;
      if (v < (out[k] ?? 0xffffffff)) out[k] = v;
    }
  }
  return out;
}

/** Estimated Jaccard similarity of two shingle sets from their MinHashes. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  let same = 0;
  for (let k = 0; k < MINHASH_SIZE; k++) if (a[k] === b[k]) same++;
  return same / MINHASH_SIZE;
}
