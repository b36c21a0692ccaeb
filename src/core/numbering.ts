/**
 * The number a label opens with when it numbers a division of a document ("Title 12. Right to
 * Remedy", "Chapter 16A. Bicycles", "12.3. Controlling Text Search", "§ 50–1651. Helmets", "IV.
 * Appendix"): that number is the label's place in an order, not its topic, so a question's "12"
 * (a 12-year-old) or "first" should not find "Title 12" or "Chapter 1". A question that names the
 * division itself ("chapter 12", "section 50-1651", "12.3") keeps its match.
 */

/** An arabic number with letters and dotted or dashed parts ("16A", "12.3", "50–1651"). */
const ARABIC = String.raw`\d+[A-Za-z]?(?:[.\-–]\d+[A-Za-z]?)*`;
/** A roman number, closed only by a period or a parenthesis ("IV. "; "CLI: " is a word). */
const ROMAN = String.raw`[IVXLC]+(?=[.)])`;
/** A word or a section sign, then a number closed by a period or a parenthesis ("Title 12. "). */
const AFTER_WORD = new RegExp(String.raw`^(\p{L}+(?=\s)|§+)\s*(${ARABIC}|${ROMAN})[.)]\s+(?=\S)`, 'u');
/**
 * A number alone, closed by a period, a parenthesis or a colon ("12.3. ", "2) ", "4: "). After a
 * word a colon is left alone: "Python 3.12: What's New" names a version, not a place.
 */
const ALONE = new RegExp(String.raw`^()(${ARABIC}(?=[.):])|${ROMAN})[.):]\s+(?=\S)`, 'u');

/** Marks between the labels of a joined text (a peek's labels, a menu chain, a breadcrumb). */
const JOINS = /(\s+[·>|]\s+)/;

export interface Numbering {
  /** The word before the number ("Title", "Chapter", "§"), if any. */
  noun?: string;
  number: string;
  /** The label after its number. */
  rest: string;
}

/** The numbering a label opens with, if it opens with one. */
export function numberingOf(label: string): Numbering | undefined {
  const m = AFTER_WORD.exec(label) ?? ALONE.exec(label);
  if (!m?.[2]) return undefined;
  const rest = label.slice(m[0].length);
  if (!/\p{L}/u.test(rest)) return undefined;
  return { ...(m[1] ? { noun: m[1] } : {}), number: m[2], rest };
}

/** The question names this division: its word and number together, or a number of several parts. */
function asksFor(numbering: Numbering, question: string): boolean {
  const fold = (t: string) => t.toLowerCase().replace(/–/g, '-').replace(/\.+$/, '');
  const words = question.split(/[^\p{L}\p{N}.\-–§]+/u).map(fold);
  const n = fold(numbering.number);
  if (/[.-]/.test(n)) return words.includes(n);
  const noun = numbering.noun?.toLowerCase();
  return noun !== undefined && words.some((w, i) => w === noun && words[i + 1] === n);
}

/**
 * A text with the numbers that number its labels left out, unless the question asks for that
 * division. Each label of a joined text (`a · b`, `a > b`) is read on its own.
 */
export function withoutNumbering(text: string, question: string): string {
  if (!/\d|[IVXLC][.)]/.test(text)) return text;
  if (cache.question !== question) {
    cache.question = question;
    cache.texts.clear();
  }
  const known = cache.texts.get(text);
  if (known !== undefined) return known;
  if (cache.texts.size >= CACHE_SIZE) cache.texts.clear();
  const plain = text
    .split(JOINS)
    .map((part) => {
      const numbering = numberingOf(part);
      if (!numbering || asksFor(numbering, question)) return part;
      return numbering.noun && !/^§+$/.test(numbering.noun)
        ? `${numbering.noun} ${numbering.rest}`
        : numbering.rest;
    })
    .join('');
  cache.texts.set(text, plain);
  return plain;
}

/** Texts already read for the current question: the same labels are scored at every step. */
const cache = { question: '', texts: new Map<string, string>() };
const CACHE_SIZE = 20_000;
