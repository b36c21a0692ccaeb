/**
 * The scripts the browser world runs inside pages. Each is a TypeScript module of `page/`,
 * type-checked against the DOM, and bundled at build time into the source text of
 * `page-scripts.generated.ts`; here they are declared as the Node side calls them, and the page
 * side's `page/scripts.ts` is checked against these declarations.
 */
import type { Page } from 'playwright-core';
import type { Passage, TermSighting } from '../../core/screen.ts';
import type { Control } from './controls.ts';
import { PAGE_SCRIPT_SOURCES } from './page-scripts.generated.ts';

export interface PageScripts {
  /** The controls, and with terms how those stand to them (`sightings` is empty without). */
  readControls(ignore: string[], terms: string[] | null): { controls: Control[]; sightings: TermSighting[] };
  /** Run before a page's own scripts: counts its pending short timers and animation frames. */
  countPendingTimers(): void;
  /** Run before a page's own scripts: marks the elements it listens to for presses. */
  markListeners(): void;
  /** How many short timers and animation frames are pending. */
  pendingTimers(): number;
  /** Whether the DOM stays unchanged for `ms` milliseconds with no timer pending at the end. */
  domQuiet(ms: number): Promise<boolean>;
  /** Starts watching for the changes a press makes. */
  watchChanges(): void;
  /** Whether the page changed since `watchChanges`. */
  changesSeen(): boolean;
  /** The page's visible text and its shown blocks of text. */
  readText(): { text: string; passages: Passage[] };
  /** The text the page shows. */
  bodyText(): string;
  /** The numbers the page shows, one per element that holds nothing but a number. */
  shownNumbers(): (number | null)[];
  /** The element that scrolls a block of the kind `tag` names (an element handle on this side). */
  scroller(tag: string): unknown;
}

export type PageScriptName = keyof PageScripts;

/** What a page script gives back on this side. */
export type PageScriptResult<K extends PageScriptName> = Awaited<ReturnType<PageScripts[K]>>;

/** Source text that calls a page script with its arguments (JSON values): what a page evaluates. */
export function pageCall<K extends PageScriptName>(name: K, ...args: Parameters<PageScripts[K]>): string {
  return `(${PAGE_SCRIPT_SOURCES[name]})(${args.map((a) => JSON.stringify(a)).join(', ')})`;
}

/** Runs a page script in the page and gives back its result. */
export async function runInPage<K extends PageScriptName>(
  page: Pick<Page, 'evaluate'>,
  name: K,
  ...args: Parameters<PageScripts[K]>
): Promise<PageScriptResult<K>> {
  return (await page.evaluate(pageCall(name, ...args))) as PageScriptResult<K>;
}
