/** Limits of one run; the guard stops the run when one is spent. */
export interface Budget {
  steps: number;
  pages: number;
  seconds: number;
  /** Token budget of one view. */
  viewTokens: number;
  /** At most this many options shown in a view. */
  viewOptions: number;
  /** Total tokens spent on LLM prompts and completions; Infinity when unset. */
  tokens: number;
  /** How deep the stack of places may grow. */
  depth: number;
  /** Links looked under (peeked) at each place before choosing; each peek is a page fetched. */
  peeks: number;
}

export const DEFAULT_BUDGET: Budget = {
  steps: 30,
  pages: 40,
  seconds: 120,
  viewTokens: 1300,
  viewOptions: 15,
  tokens: Number.POSITIVE_INFINITY,
  depth: 20,
  peeks: 3,
};
