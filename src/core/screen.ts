import type { ScreenAction } from './screen-action.ts';

/**
 * What the browser world shows of a page for `act` and `explore`: its controls as a person sees
 * them, and how the words of an instruction stand to them. Plain data: the brain reads it, the
 * world alone knows how to press what it names.
 */

/** A control a person can use on a rendered page: link, button, field, select, checkbox, tab … */
export interface ScreenControl {
  /** 1-based, in reading order; stable within one screen only. */
  id: number;
  /**
   * The ARIA role (`link`, `button`, `textbox`, `searchbox`, `combobox`, `listbox`, `checkbox`,
   * `radio`, `switch`, `tab`, `menuitem`, `option`, `treeitem`, `slider`, `spinbutton` …), or
   * `summary` for the summary of a `<details>`. A clickable element without a role (an element
   * with a click handler or a pointer cursor) is a `button`.
   */
  role: string;
  /**
   * Accessible name, whitespace collapsed, at most 120 characters. Where it is empty, what a
   * person sees instead: a field's words just before it, another control's visible text, and for
   * an icon with no words at all the words of its class and id (then `guessed` is set).
   */
  name: string;
  /** The name is the words of the control's class and id, not text a person reads. */
  guessed?: boolean;
  /** Inside a layer drawn over the page (a dialog, a popup): closing that layer shows the page under it. */
  onTop?: boolean;
  /**
   * For a control named by symbols alone (☆, +, ▲): the words of their Unicode names, those of
   * how a glyph is drawn left out ("star", "plus", "up pointing triangle").
   */
  symbols?: string;
  /** A text box of several lines (a text area). */
  multiline?: boolean;
  /** A field a person cannot type into (its value is picked: a date picker's field). */
  readOnly?: boolean;
  /**
   * The words of the largest block around the control that holds no other control (a search
   * result, a table row, a card), ≤ 300 characters. Present when terms were asked about.
   */
  block?: string;
  /** What a text box holds; a select's selected option (a list of several choices: all, joined by ", "). */
  value?: string;
  /** Checkboxes, radios, switches. */
  checked?: boolean;
  /** Collapsibles: `aria-expanded`, or whether a `<details>` is open. */
  expanded?: boolean;
  /** Tabs, options, tree items: `aria-selected`. */
  selected?: boolean;
  /** A select's options, by their text. */
  options?: string[];
  /** Links: the absolute URL. */
  href?: string;
  /**
   * The words of the nearest element around the control that holds two to six controls: an
   * item of a list with its buttons ("7 Odd Even"), ≤ 200 characters. Present when terms were asked about.
   */
  row?: string;
  /**
   * For a control whose kind others share (same role and first word: a "Book for $…" on each
   * card): the words of the largest element around it that holds no other control of that kind,
   * its item (≤ 300 characters).
   */
  item?: string;
  /** The nearest heading above the control, or the label of the landmark it sits in (≤ 80 chars). */
  context?: string;
  /**
   * The iframe the control is in: its name, else its `src` as written, else its title, else
   * `#k` (the k-th iframe of its document, from 0). Nested iframes are joined by ` >> `.
   */
  frame?: string;
  /**
   * Serials of the elements above the control, from the top of the page down to itself: two
   * things are near when they share a deep ancestor. Present when terms were asked about.
   */
  ancestry?: number[];
}

/** Where some words of an instruction are on the page. */
export interface TermSighting {
  term: string;
  /** Shown somewhere a person sees it. */
  shown: boolean;
  /** Present in a hidden part of the page (a closed folder, tab, menu or section). */
  hidden: boolean;
  /** Ancestries (as `ScreenControl.ancestry`) of the elements that show it. */
  anchors: number[][];
  /** Controls (ids) that would show a hidden occurrence. */
  revealers: number[];
  /**
   * For a one-word term: how many shown elements are things of that kind by their class or id
   * words ("block" for `addition-block`), none inside another — things drawn with no words.
   */
  count?: number;
}

/** One state of a page in the browser world. */
export interface Screen {
  url: string;
  title: string;
  /** The page's visible text (capped). */
  text: string;
  controls: ScreenControl[];
  sightings: TermSighting[];
  /**
   * Blocks of text a person reads as one, by the noun they would name them with: "paragraph",
   * "text area", "quote", "code", "table" (shown ones, in reading order, each ≤ 2,000 characters).
   */
  passages?: Passage[];
  /** URL plus a signature of the visible controls: equal keys, the same state. */
  key: string;
}

/** A block of text of a screen (see `Screen.passages`). */
export interface Passage {
  kind: string;
  text: string;
}

/** How deep two ancestries share an element (0: nothing shared). */
export function sharedDepth(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Something that went wrong on a page: a script error, an error logged, a request that failed. */
export interface Fault {
  kind: 'uncaught exception' | 'console error' | 'failed request' | 'http error';
  message: string;
  /** The page it happened on (for a request, the page that made it). */
  url: string;
  /** For requests: the address asked for. */
  request?: string;
  /** For HTTP errors: the status. */
  status?: number;
}

/** A world of screens (the browser world as `act` and `explore` drive it). */
export interface ScreenWorld {
  /** Faults seen since the last call (each once). */
  takeFaults?(): Fault[];
  open(url: string, signal: AbortSignal): Promise<void>;
  /** The page as it is now, and how `terms` stand to its controls. */
  read(terms: readonly string[], signal: AbortSignal, options?: ReadOptions): Promise<Screen>;
  /** Carries out an action on the screen last read; resolves to what happened, in a few words. */
  perform(action: ScreenAction, signal: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

export interface ReadOptions {
  /** Every region of the page, those left out by default (header, footer, side columns) too. */
  whole?: boolean;
}
