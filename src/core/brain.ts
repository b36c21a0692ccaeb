import type { Decision, Usage } from './action.ts';
import type { Memory } from './memory.ts';
import type { Place } from './place.ts';
import type { View } from './view.ts';

/** A brain's reading of a place: the answer it found there, quoted, or why not. */
export interface Reading {
  found: boolean;
  answer: string;
  /** Words copied from the place's text that carry the answer. */
  quote: string;
  reason: string;
  by?: string;
  usage?: Usage;
  /** Something the user must hear once, with the step this reading leads to (as `Decision.warning`). */
  warning?: string;
  /**
   * A found answer that is plausible but not conclusive: the run keeps it and looks on, and
   * answers with the best such reading when it ends without a conclusive one.
   */
  tentative?: boolean;
  /** How strongly the reading answers, comparable across readings of one run (higher is better). */
  confidence?: number;
}

/** Chooses each move. `decide` sees only the view; `read` sees the whole place's text. */
export interface Brain {
  readonly name: string;
  decide(view: View, memory: Memory, signal: AbortSignal): Promise<Decision>;
  read(place: Place, memory: Memory, signal: AbortSignal): Promise<Reading>;
}
