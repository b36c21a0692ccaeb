import type { Fault } from './screen.ts';

/** What `explore` returns beside its steps: the states of the app reached, and what went wrong. */

/** A state of the app: a page, and what is open on it (its URL and visible controls). */
export interface ExploreState {
  id: number;
  url: string;
  title: string;
  /** How it was first reached: from which state, by pressing what (none for the start). */
  reachedBy: { from: number; action: string } | null;
  /** Presses from the start that lead here. */
  depth: number;
  /** Controls seen in it. */
  controls: number;
  /** Controls shown here that the state it was reached from did not show (≤ 6): what opened. */
  shows: string[];
}

export interface ExploreTransition {
  from: number;
  to: number;
  action: string;
}

export interface ExploreFault extends Fault {
  /** The state it happened in, and the press that led to it (none: on loading the start). */
  state: number;
  action: string | null;
}

/** A control never pressed because of what it would do (delete, pay, log out …). */
export interface ExploreRefusal {
  state: number;
  control: string;
  why: string;
}

/** The map an exploration draws. */
export interface ExploreReport {
  states: ExploreState[];
  transitions: ExploreTransition[];
  faults: ExploreFault[];
  refused: ExploreRefusal[];
}
