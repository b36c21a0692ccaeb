/**
 * `explore`: presses the controls of a web app in the browser world to reach the states it has,
 * and reports the map (states, how each was reached, transitions) and what went wrong on the way.
 */

import { type BrowserRunOptions, runTab } from './browser-run.ts';
import { type ExploreMap, type ExploreStep, runExplore } from './strategies/explore/explore.ts';

export type { ExploreMap, ExploreStep } from './strategies/explore/explore.ts';

export interface ExploreOptions extends BrowserRunOptions {
  onStep?: (step: ExploreStep) => void;
}

/** Opens `url` in its own headless Chromium, explores, and closes the browser. */
export async function explore(options: ExploreOptions): Promise<ExploreMap> {
  const tab = runTab(options);
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
