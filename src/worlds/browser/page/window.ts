/**
 * What the browser world's own scripts leave on a page's window, for its later scripts to read:
 * declared once so that both sides agree on the names.
 */
declare global {
  interface Window {
    /** Short timers set and not yet run (see `count-pending-timers.ts`). */
    __ariadnePendingTimers?: () => number;
    /** Animation frames asked for and not yet drawn. */
    __ariadnePendingFrames?: () => number;
    /** Whether the page's scripts listen to presses on the element (see `mark-listeners.ts`). */
    __ariadneListens?: (el: Element) => boolean;
    /** The watch `watch-changes.ts` starts and `changes-seen.ts` ends. */
    __ariadneWatch?: ChangeWatch | null;
  }
}

/** A watch for the changes a press makes. */
export interface ChangeWatch {
  changed: boolean;
  focus: Element | null;
  fields: () => string;
  values: string;
  observer: MutationObserver;
}
