import type { Action } from './action.ts';
import type { Place } from './place.ts';

/**
 * A world knows how to reach places: fetch, parse, click. `back` is not a world's job — the
 * strategy keeps the stack of places it came through — so `act` handles the moves that reach a
 * new place: `open` (a link navigates, a folder stays on the page) and, where supported, `fill`.
 */
export interface World {
  /** A short name for traces: `web`, `browser`, `library`. */
  readonly name: string;
  /** Opens a start target: a URL, a local file or folder, a library node. */
  open(target: string, signal: AbortSignal): Promise<Place>;
  act(place: Place, action: Action, signal: AbortSignal): Promise<Place>;
  /** Releases what the world holds (browsers, connections). */
  close?(): Promise<void>;
}
