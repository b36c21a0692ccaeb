/**
 * `act`: carries out an instruction on a web page in the browser world ("open the Settings tab
 * and tick 'Email me'"), one control per step, chosen by the offline instruction follower.
 */
import { createFollowerBrain, type FollowerOptions } from './brains/heuristic/act/index.ts';
import { type BrowserRunOptions, runOnScreens } from './browser-run.ts';
import type { ScreenBrain } from './core/screen-action.ts';
import type { Step, Trail } from './core/trail.ts';
import { defaultLexicon } from './lexicon/index.ts';
import { type BrainChoice, chosenBrain, setUpModel } from './set-up-brain.ts';

export interface ActOptions extends BrowserRunOptions {
  instruction: string;
  /** Each action as it is taken (progress). */
  onStep?: (step: Step) => void;
  /** Who chooses each action; the offline follower by default (see `setUpActBrain`). */
  brain?: ScreenBrain;
}

/**
 * The brain a run of `act` asks for: the offline follower, or, when a model is chosen (command
 * line, then config file), the model choosing from the follower's shortlist, with the follower
 * deciding whenever the model fails.
 */
export async function setUpActBrain(
  choice: BrainChoice,
  instruction: string,
  follow: FollowerOptions = {},
): Promise<{
  brain: ScreenBrain;
  prices?: { inputPerMillion: number; outputPerMillion: number };
  close(): void;
}> {
  const follower = createFollowerBrain(instruction, defaultLexicon(), follow);
  const { kind, model } = chosenBrain(choice);
  if (kind === 'heuristic') return { brain: follower, close: () => {} };
  const setup = await setUpModel(choice, model);
  const { createLlmScreenBrain } = await import('./brains/llm/screen-brain.ts');
  return {
    brain: createLlmScreenBrain({ ...setup.caller, mode: setup.mode, instruction, fallback: follower }),
    ...(setup.prices ? { prices: setup.prices } : {}),
    close: setup.close,
  };
}

/**
 * Opens `url` in its own headless Chromium, carries out `instruction`, and closes the browser: the
 * run `navigate()` makes of the `act` strategy. The trail is the one every command returns: its
 * steps are the actions, `found` says the instruction was carried out.
 */
export async function act(options: ActOptions): Promise<Trail> {
  const { url, instruction, maxSteps, signal, onStep, brain, ...tab } = options;
  // What `navigate({ strategy: 'act' })` runs, called directly: a run on screens never
  // loads the code of the strategies that walk places.
  return runOnScreens('act', {
    url,
    task: instruction,
    maxSteps,
    signal,
    onStep: onStep ?? (() => {}),
    options: { ...tab, ...(brain ? { brain } : {}) },
  });
}
