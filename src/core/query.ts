import { keyTerms, terms } from './text.ts';

/**
 * A domain hint: when a question asks for a kind of fact, the words of the places where such facts
 * are kept join the query at a lower weight ("specifications are often under Specifications").
 */
export interface QueryHint {
  when: RegExp;
  /** Words added to the query. */
  expand: string;
}

const VALUE =
  /\b(what is|what's|what are|how (much|many|tight|far|long|big|high|low)|spec|specs|specification|torque|capacity|pressure|gap|voltage|resistance|clearance|size|rating|value|limit|tension|amount|thickness|ratio)\b/i;

export const DEFAULT_QUERY_HINTS: readonly QueryHint[] = [
  { when: VALUE, expand: 'specifications' },
  {
    when: /\bcapacity\b|how much (oil|coolant|fluid|refrigerant|fuel)|how much\b.*\b(take|hold|need)s?\b/i,
    expand: 'capacity',
  },
  { when: /\btorque|how tight|tighten/i, expand: 'torque' },
  { when: /\b(where|located|location)\b/i, expand: 'locations' },
  {
    when: /\b(how (do|to|should)|procedure|steps?|replace|remove|install|installing|bleed|adjust|reset)\b/i,
    expand: 'procedure service repair removal installation',
  },
  // Technical manuals keep labour times and part numbers apart from procedures, service intervals
  // in maintenance schedules, and fuses and relays in wiring diagrams.
  { when: /\b(labor|labour|hours|by the book)\b|how long does it take/i, expand: 'labor parts' },
  { when: /\bpart numbers?\b|\boem\b|\bprice\b/i, expand: 'parts' },
  { when: /\b(mileage|interval|how often|schedule)\b/i, expand: 'maintenance schedule' },
  { when: /\b(fuse|relay|wiring|circuit)\b/i, expand: 'diagrams electrical' },
];

/** Weight of hint words against the question's own words. */
const HINT_WEIGHT = 0.5;
/**
 * Weight of names (capitalized words inside a sentence: "Honda", "Accord") and identifiers
 * ("2004", "2.4L"): they say which branch of a hierarchy the question lives in.
 */
const NAME_WEIGHT = 2;

/**
 * Terms of the names and identifiers in a question: capitalized words not starting a sentence
 * ("Honda"; acronyms such as "CCA" are topics, not names), and words with digits.
 */
export function nameTerms(question: string): Set<string> {
  const out = new Set<string>();
  let sentenceStart = true;
  for (const raw of question.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word && ((!sentenceStart && /^\p{Lu}\p{Ll}/u.test(word)) || /\d/.test(word))) {
      for (const t of terms(word)) out.add(t);
    }
    if (word) sentenceStart = /[.?!]$/.test(raw);
  }
  return out;
}

export interface WeightedQuery {
  terms: string[];
  weights: Map<string, number>;
}

/**
 * The question as weighted terms: its own key terms at 1, those the place already shows (title,
 * path) at `locatedWeight`, and hint words at half weight.
 */
export function weightedQuery(
  question: string,
  located: ReadonlySet<string> = new Set(),
  locatedWeight = 1,
  hints: readonly QueryHint[] = DEFAULT_QUERY_HINTS,
): WeightedQuery {
  const own = keyTerms(question);
  const names = nameTerms(question);
  const phrase = askedPhrase(question);
  const weights = new Map<string, number>(
    own.map((t) => [t, located.has(t) ? locatedWeight : names.has(t) ? NAME_WEIGHT : 1]),
  );
  // A hint set off by the very thing asked for ("Which fuse…") weighs as much as a word of the question.
  for (const hint of hints) {
    if (!hint.when.test(question)) continue;
    const weight = phrase && hint.when.test(phrase) ? 1 : HINT_WEIGHT;
    for (const t of terms(hint.expand)) if (!weights.has(t)) weights.set(t, weight);
  }
  return { terms: [...weights.keys()], weights };
}

/**
 * Words of the question that qualify rather than ask: the words right after an identifier
 * ("2.0L four-cylinder", "2.5L flat-four") describe the thing, they are not what is asked.
 */
export function qualifierWords(question: string): string {
  const out: string[] = [];
  const tokens = question.split(/\s+/);
  tokens.forEach((token, i) => {
    if (!/\d/.test(token) || /[,;:?!.]$/.test(token)) return;
    for (const next of tokens.slice(i + 1, i + 3)) {
      if (/\d/.test(next)) break;
      out.push(next);
      if (/[,;:?!.]$/.test(next)) break;
    }
  });
  return out.join(' ');
}

/**
 * The thing a "which …" or "what …" question asks for ("Which fuse protects…" → fuse), which an
 * answer must name; null when the question has no such noun.
 */
export function askedNoun(question: string): string | null {
  const m =
    /\b(?:which|what)\s+(?!(?:is|are|was|were|does|do|did|should|can|will|would|kind|type|sort|the|a|an)\b)([a-z][a-z-]+)/i.exec(
      question,
    );
  return m?.[1]?.toLowerCase() ?? null;
}

/**
 * The phrase naming what a question asks for: "What is the OEM part number for…" → "OEM part
 * number"; "Which fuse protects…" → "fuse". Null when there is none.
 */
export function askedPhrase(question: string): string | null {
  const noun = askedNoun(question);
  if (noun) return noun;
  const m =
    /\b(?:which|what)\s+(?:is|are|was|were)\s+(?:the\s+|a\s+|an\s+)?((?:[\w/-]+\s+){0,3}?[\w/-]+?)(?=\s+(?:for|of|on|in|at|to|does|do|did|should|is|are|with|from|that|when)\b|\s*[?.,]|$)/i.exec(
      question,
    );
  return m?.[1] ?? null;
}
