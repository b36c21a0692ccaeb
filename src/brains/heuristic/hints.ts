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

const VALUE_QUESTION =
  /\b(what is|what's|what are|how (much|many|tight|far|long|big|high|low)|spec|specs|specification|torque|capacity|pressure|gap|voltage|resistance|clearance|size|rating|value|limit|tension|amount)\b/i;

export const DEFAULT_HINTS: readonly Hint[] = [
  { when: VALUE_QUESTION, prefer: /\b(specifications?|specs?|capacit(y|ies)|torque|data|values?)\b/i, boost: 1 },
  { when: /\b(where|located|location|find the)\b/i, prefer: /\b(locations?|located|diagrams?)\b/i, boost: 1.2 },
  {
    when: /\b(how (do|to|should)|procedure|steps?|replace|remove|install|bleed|adjust|reset)\b/i,
    prefer: /\b(procedures?|service and repair|removal|replacement|installation|how to)\b/i,
    boost: 1,
  },
];

/** True when the question asks for a value (a number with a unit, usually). */
export function asksForValue(question: string): boolean {
  return VALUE_QUESTION.test(question) && !/\b(where|located|why)\b/i.test(question);
}

export function hintBoost(question: string, label: string, hints: readonly Hint[]): number {
  let boost = 0;
  for (const h of hints) if (h.when.test(question) && h.prefer.test(label)) boost += h.boost;
  return boost;
}
