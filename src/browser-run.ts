/** What `act` and `explore` share: one page in its own Chromium, set up the same way. */
import { type BrowserTab, createBrowserTab } from './worlds/browser/tab.ts';
import { createAddressGuard } from './worlds/web/address-guard.ts';

export interface BrowserRunOptions {
  url: string;
  /** Most actions. */
  maxSteps?: number;
  /** Open loopback and private-network addresses (refused by default). */
  allowPrivate?: boolean;
  /** Show the browser window. Default false. */
  headed?: boolean;
  /** The window's size. Default 1280 × 800. */
  viewport?: { width: number; height: number };
  /** Pause after each action (ms), for a person watching. */
  delayMs?: number;
  /** Regions whose controls are left out (tag names or roles). Default header, footer, aside. */
  ignore?: string[];
  signal: AbortSignal;
}

/** The tab a run drives: every request it makes vetted by the address guard. */
export function runTab(options: BrowserRunOptions): BrowserTab {
  return createBrowserTab({
    checkUrl: createAddressGuard(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.headed ? { headless: false } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
    ...(options.ignore ? { ignore: options.ignore } : {}),
  });
}
