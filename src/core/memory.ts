import type { Step } from './trail.ts';

/** One place on the way from the start to where the navigator stands. */
export interface PathEntry {
  /** The label of the option that led here (the start's title for the first entry). */
  label: string;
  location: string;
  title: string;
  /** Options still untried and relevant when this place was last shown (kept by the strategy). */
  leads?: number;
}

/** What a brain may remember of the run so far. */
export interface Memory {
  question: string;
  /** From the start to the current place, outermost first. */
  stack: readonly PathEntry[];
  /** Visit keys (normalized URL plus open folder) of every place opened. */
  visited: ReadonlySet<string>;
  /** Visit keys of places that turned out to hold nothing (read without answer, backed out of). */
  deadEnds: ReadonlySet<string>;
  steps: readonly Step[];
  /**
   * Terms of every label seen so far (options, menu entries), each with the number of distinct
   * labels that use it: the words the site uses for its topics. A question word outside it
   * ("goes", "back") names no topic; one in a great many labels ("system") names none in particular.
   */
  vocabulary?: ReadonlyMap<string, number>;
}
