/**
 * `explore`: presses the controls of a web app in the browser world to reach the states it has,
 * and reports the map (states, how each was reached, transitions) and what went wrong on the way.
 */

import { type BrowserRunOptions, runOnScreens } from './browser-run.ts';
import type { ControlChooser } from './core/screen-action.ts';
import type { Step, Trail } from './core/trail.ts';
import { type BrainChoice, setUpModelPart } from './set-up-brain.ts';

/**
 * What chooses the presses of `explore`: novelty alone, or, when a model is chosen (command line,
 * then config file), the model among the controls novelty ranks.
 */
export async function setUpExploreChooser(
  choice: BrainChoice,
): Promise<{ chooser?: ControlChooser; close(): void }> {
  const { part, close } = await setUpModelPart(choice, async (setup) => {
    const { createLlmExploreChooser } = await import('./brains/llm/explore-chooser.ts');
    return createLlmExploreChooser({ ...setup.caller, mode: setup.mode });
  });
  return part ? { chooser: part, close } : { close };
}

export interface ExploreOptions extends BrowserRunOptions {
  /** Picks among the controls novelty ranks (see `setUpExploreChooser`). */
  chooser?: ControlChooser;
  /** Each action as it is taken (progress). */
  onStep?: (step: Step) => void;
}

/**
 * Opens `url` in its own headless Chromium, explores, and closes the browser: the run
 * `navigate()` makes of the `explore` strategy. The trail is the one every command returns, its map
 * (states, transitions, faults, refusals) under `explored`.
 */
export async function explore(options: ExploreOptions): Promise<Trail> {
  const { url, maxSteps, signal, onStep, chooser, ...tab } = options;
  // What `navigate({ strategy: 'explore' })` runs, called directly: a run on screens never
  // loads the code of the strategies that walk places.
  return runOnScreens('explore', {
    url,
    task: `explore ${url}`,
    maxSteps,
    signal,
    onStep: onStep ?? (() => {}),
    options: { ...tab, ...(chooser ? { chooser } : {}) },
  });
}
