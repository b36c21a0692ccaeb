/**
 * Domain hints: when a question asks for a kind of fact, options whose label names the place such
 * facts are kept get a boost ("specifications are often under Specifications").
 */
export interface Hint {
  /** Tested on the question. */
  when: RegExp;
  /** Tested on an option's label. */
  prefer: RegExp;
  /** Added to the option's relevance. */
  boost: number;
}

export const VALUE_QUESTION =
  /\b(what is|what's|what are|how (much|many|tight|far|long|big|high|low)|spec|specs|specification|torque|capacity|pressure|gap|voltage|resistance|clearance|size|rating|value|limit|tension|amount)\b/i;

export const DEFAULT_HINTS: readonly Hint[] = [
  {
    when: VALUE_QUESTION,
    prefer: /\b(specifications?|specs?|capacit(y|ies)|torque|data|values?)\b/i,
    boost: 1,
  },
  {
    when: /\b(where|located|location|find the)\b/i,
    prefer: /\b(locations?|located|diagrams?)\b/i,
    boost: 1.2,
  },
  {
    when: /\b(how (do|to|should)|procedure|steps?|replace|remove|install|bleed|adjust|reset)\b/i,
    prefer: /\b(procedures?|service and repair|removal|replacement|installation|how to)\b/i,
    boost: 1,
  },
];

/** True when the question asks for a value (a number with a unit, usually). */
export function asksForValue(question: string): boolean {
  if (/\b(where|located|why)\b/i.test(question)) return false;
  return VALUE_QUESTION.test(question) || DEFAULT_VALUE_KINDS.some((k) => k.when.test(question));
}

export function hintBoost(question: string, label: string, hints: readonly Hint[]): number {
  let boost = 0;
  for (const h of hints) if (h.when.test(question) && h.prefer.test(label)) boost += h.boost;
  return boost;
}

/** Kinds of value a question can ask for, each with the units an answer to it is written in. */
export interface ValueKind {
  when: RegExp;
  value: RegExp;
}

export const DEFAULT_VALUE_KINDS: readonly ValueKind[] = [
  // Part numbers mix letters and digits ("TM6B-8667-SW", "90781NM641") or run long ("15400654").
  {
    when: /\bpart (number|no\.?|#)|\bp\/n\b/i,
    value:
      /\b(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z])[a-z0-9]{2,}(?:-[a-z0-9]+)+\b|\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{6,}\b|\b\d{5,}\b/i,
  },
  {
    when: /\btorque|how tight|tighten/i,
    value: /\d\s*(ft[-.\s]?lbs?|in[-.\s]?lbs?|n[·.\s]?m|nm|kgf[-.\s]?m)\b/i,
  },
  { when: /\bpressure\b|inflat/i, value: /\d\s*(psi|kpa|bar|mpa|in\.?\s?hg|mm\s?hg)\b/i },
  {
    when: /\bcapacity\b|how much (oil|coolant|fluid|refrigerant|fuel)|how much\b.*\b(take|hold|need)s?\b/i,
    value: /\d\s*(qt|quarts?|l|liters?|litres?|gal|gallons?|oz|ounces?|ml|pints?|pt|cups?|g|kg|lbs?)\b/i,
  },
  {
    when: /\b(gap|thickness|clearance|diameter|play|runout)\b/i,
    value: /\d\s*(in|inch|inches|mm|cm|")(?![a-z])/i,
  },
  { when: /\btemperature\b|\bdegrees?\b/i, value: /\d\s*°|\d\s*deg|\d\s*(f|c)\b/i },
  {
    when: /\b(how long|how many hours|labor|hours)\b/i,
    value: /\d\s*(hours?|hrs?|h|minutes?|min|seconds?|s|sec)\b/i,
  },
  { when: /\b(mileage|interval|how often|every)\b/i, value: /\d[\d,]*\s*(miles?|mi|km|months?|years?)\b/i },
  { when: /\b(cca|cold cranking|amperage|amps?)\b/i, value: /\d\s*(cca|a|amps?)\b/i },
  { when: /\b(voltage|volts?)\b/i, value: /\d\s*(v|volts?)\b/i },
  { when: /\b(resistance|ohms?)\b/i, value: /\d\s*(ω|ohms?|kω|kohms?)/i },
];

/** Where-questions are answered by a passage that places something. */
export const LOCATION_PATTERN =
  /\b(located|mounted|attached|installed|on the|behind|beneath|under|above|below|near|next to|left|right|front|rear|side|inside|top|bottom|between|passenger|driver)\b/gi;

/** The pattern an answer to a value question must contain: its unit when the kind is known, else a digit. */
export function valuePattern(question: string, kinds: readonly ValueKind[] = DEFAULT_VALUE_KINDS): RegExp {
  for (const k of kinds) if (k.when.test(question)) return new RegExp(k.value.source, 'gi');
  return /\d[\d.,:\-/]*/g;
}

/** What an answer must say: a pattern, and whether its match must be more than the question's own words. */
export interface AnswerShape {
  pattern: RegExp;
  /** Values must be new ("5.3L" in the question is no capacity); place words ("on the") need not. */
  mustBeNew: boolean;
  /** The question's words that name the kind of value ("part number", "torque"): a value of that kind answers them. */
  kindWords: string;
}

/** What an answer must say for this question, or null when any relevant passage will do. */
export function answerShape(question: string): AnswerShape | null {
  if (/\b(where|located|location)\b/i.test(question)) {
    return { pattern: LOCATION_PATTERN, mustBeNew: false, kindWords: '' };
  }
  if (!asksForValue(question)) return null;
  const kind = DEFAULT_VALUE_KINDS.find((k) => k.when.test(question));
  return {
    pattern: valuePattern(question),
    mustBeNew: true,
    kindWords: kind?.when.exec(question)?.[0] ?? '',
  };
}

/** True when `text` has the shape the question asks for. */
export function hasShape(text: string, shape: AnswerShape | null, question: string): boolean {
  if (!shape) return true;
  if (shape.mustBeNew) return saysSomethingNew(text, shape.pattern, question);
  return new RegExp(shape.pattern.source, shape.pattern.flags.replace('g', '')).test(text);
}

/**
 * True when `text` holds a match of `pattern` that the question does not already say: "5.3L" in
 * "Silverado V8-5.3L" is the question's own words, not a capacity.
 */
export function saysSomethingNew(text: string, pattern: RegExp, question: string): boolean {
  const asked = question.toLowerCase().replace(/\s+/g, ' ');
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const m of text.matchAll(re)) {
    if (!asked.includes(m[0].toLowerCase().replace(/\s+/g, ' '))) return true;
  }
  return false;
}

export { askedNoun, qualifierWords } from '../../core/query.ts';
