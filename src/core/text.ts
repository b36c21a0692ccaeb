/**
 * Words of a text for lexical matching: lowercased, accents folded, lightly stemmed, stopwords
 * dropped. Decimal numbers stay whole ("2.4L" → "2.4l") because values and engine sizes matter.
 */

const WORD = /[\p{L}\p{N}]+(?:[.,]\p{N}+[\p{L}]*)*/gu;

const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not of off on once only or other our ours ourselves out over own
  same she should so some such than that the their theirs them themselves then there these they
  this those through to too under until up very was we were what when where which while who whom
  why will with would you your yours yourself yourselves tell find show give get know want
  please many much one use used using also i'm let's may might must shall inside within without
  across along among around beside besides beyond toward towards upon via onto else every anyone
  anything someone something thing things way ways unless although though whether either yet even
  ever almost quite rather really actually just perhaps maybe`
    .split(/\s+/)
    .filter(Boolean),
);

/** Folds case and accents: "Émission" → "emission". */
export function fold(text: string): string {
  return unfolded(text).toLowerCase();
}

/** Light suffix stripping so "specifications" meets "specification" and "located" meets "location". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = restoreE(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4) w = restoreE(w.slice(0, -2));
  if (w.endsWith('ation') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ion') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ate') && w.length > 5) w = w.slice(0, -1);
  // A short word keeps its final e: "care" is not "car", "rate" not "rat", "site" not "sit".
  else if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * What is left of "riding" or "caring" once the ending is gone: a doubled consonant is undone
 * ("stopping" → "stop"); a short consonant-vowel-consonant stem gets its e back ("rid" → "ride",
 * "car" → "care"), as the bare word keeps it.
 */
function restoreE(w: string): string {
  const undone = undouble(w);
  if (undone !== w) return undone;
  return w.length === 3 && /^[^aeiou][aeiouy][^aeiouwxy]$/.test(w) ? `${w}e` : w;
}

function undouble(w: string): string {
  const n = w.length;
  if (n > 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1] ?? '')) return w.slice(0, -1);
  return w;
}

/** All word tokens, folded, unstemmed, stopwords kept. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** The matching terms of a text: words without stopwords, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const token of unfolded(text).match(TOKEN) ?? []) tokenTerms(token, out);
  return out;
}

/**
 * The terms of one token: a name joined by underscores or dots whole, then the terms of its
 * words. A token without a join (most of them) is one word and is not split again.
 */
function tokenTerms(token: string, out: string[]): void {
  if (!/[_.]/.test(token)) {
    wordTerms(token, out);
    return;
  }
  const parts = token.match(WORD) ?? [];
  const whole = joinedName(token, parts);
  if (whole) out.push(whole);
  for (const raw of parts) wordTerms(raw, out);
}

/** A name of code in a text, whole, with the terms of its words: "pg_dump" → pg, dump. */
export interface CodeName {
  whole: string;
  parts: string[];
}

/**
 * The names of code in a text: names joined by underscores or dots ("plan_cache_mode",
 * "os.path.join") and identifiers in camel case ("maxFreeSockets").
 */
export function codeNames(text: string): CodeName[] {
  const out: CodeName[] = [];
  for (const token of unfolded(text).match(TOKEN) ?? []) {
    if (!joinedName(token) && identifierParts(token).length < 2) continue;
    const found: string[] = [];
    tokenTerms(token, found);
    const [whole, ...parts] = found;
    if (whole) out.push({ whole, parts: parts.filter((p) => p !== whole) });
  }
  return out;
}

/** The terms of one word: the word, and the words of a camel-case identifier beside it. */
function wordTerms(raw: string, out: string[]): void {
  const w = raw.toLowerCase();
  if (isTerm(w)) out.push(stem(w));
  // An identifier written in camel case names its words ("maxFreeSockets", "rewriteKey"): they
  // count too, beside the whole, so prose that says the words meets the identifier and back.
  const parts = identifierParts(raw);
  if (parts.length < 2) return;
  for (const part of parts) if (isTerm(part)) out.push(stem(part));
}

/**
 * A word, or a name of code joined by underscores or dots ("pg_dump", "os.path.join", "wsgi.py"):
 * such a name is tried first, so it can count whole beside its words.
 */
const TOKEN = /\p{L}[\p{L}\p{N}]*(?:[_.][\p{L}\p{N}]+)+|[\p{L}\p{N}]+(?:[.,]\p{N}+[\p{L}]*)*/gu;

/**
 * The whole of a name of code joined by underscores or dots, lowercased and not stemmed, or
 * undefined for a plain word. A name is one thing: "pg_dump" is not every page that says "pg",
 * so it is a term of its own, and its words count too for prose that spells them out.
 * Abbreviations of single letters ("e.g", "U.S") are not names.
 */
export function joinedName(token: string, parts = token.match(WORD) ?? []): string | undefined {
  if (parts.length < 2 || token.length < 4 || !parts.some((p) => p.length > 1)) return undefined;
  return token.toLowerCase();
}

/** Single letters ("A/C", "F-150") match everything and say nothing; nor do stopwords. */
function isTerm(w: string): boolean {
  return !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w));
}

/** Accents folded, case kept. */
function unfolded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * The words of an identifier of code in camel case, lowercased: "maxFreeSockets" → max, free,
 * sockets; "parseHTTPHeader" → parse, http, header. Only a word that starts with two small letters
 * is read so: a capitalised word with capitals inside ("MkDocs", "PostgreSQL", "XMLReader") is as
 * often a name as a class, and its parts ("docs", "sql") would match pages they do not name.
 */
export function identifierParts(token: string): string[] {
  if (!/^\p{Ll}{2}/u.test(token) || !/\p{Ll}\p{Lu}/u.test(token)) return [];
  return token
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(' ');
}

/** Distinct terms of a question, in order of first appearance. */
/** What a person types into a search box for a question: its words without the small ones. */
export function searchWords(question: string): string {
  return words(question)
    .filter((w) => !isStopword(w))
    .join(' ');
}

export function keyTerms(question: string): string[] {
  return [...new Set(terms(question))];
}

/** Shortens `text` to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '…'.slice(0, max);
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Collapses runs of white space to single spaces. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
