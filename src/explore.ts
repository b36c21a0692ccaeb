/**
 * `explore`: presses the controls of a web app in the browser world to reach the states it has,
 * and reports the map (states, how each was reached, transitions) and what went wrong on the way.
 */
import { type ExploreMap, type ExploreStep, runExplore } from './strategies/explore/explore.ts';
import { createBrowserTab } from './worlds/browser/tab.ts';
import { createAddressGuard } from './worlds/web/address-guard.ts';

export type { ExploreMap, ExploreStep } from './strategies/explore/explore.ts';

export interface ExploreOptions {
  url: string;
  /** Most actions, replays included. Default 60. */
  maxSteps?: number;
  allowPrivate?: boolean;
  headed?: boolean;
  /** The window's size. Default 1280 × 800. */
  viewport?: { width: number; height: number };
  delayMs?: number;
  ignore?: string[];
  signal: AbortSignal;
  onStep?: (step: ExploreStep) => void;
}

/** Opens `url` in its own headless Chromium, explores, and closes the browser. */
export async function explore(options: ExploreOptions): Promise<ExploreMap> {
  const tab = createBrowserTab({
    checkUrl: createAddressGuard(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.headed ? { headless: false } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
    ...(options.ignore ? { ignore: options.ignore } : {}),
  });
  try {
    return await runExplore({
      url: options.url,
      world: tab,
      signal: options.signal,
      ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
      ...(options.onStep ? { onStep: options.onStep } : {}),
    });
  } finally {
    await tab.close();
  }
}
