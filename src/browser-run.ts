/**
 * The runs of the browser world's screens, `act` and `explore`, as `navigate()` starts them: one
 * page in its own Chromium, set up the same way, the steps streamed as every run's are.
 */
import { createFollowerBrain } from './brains/heuristic/act/index.ts';
import type { ScreenWorld } from './core/screen.ts';
import type { ControlChooser, ScreenBrain } from './core/screen-action.ts';
import type { Step, Trail } from './core/trail.ts';
import { defaultLexicon } from './lexicon/index.ts';
import { runAct } from './strategies/act/act.ts';
import { runExplore } from './strategies/explore/explore.ts';
import { type BrowserTab, createBrowserTab } from './worlds/browser/tab.ts';
import { createAddressGuard } from './worlds/web/address-guard.ts';

/** How the tab of a run is set up. */
export interface TabSettings {
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
}

export interface BrowserRunOptions extends TabSettings {
  url: string;
  /** Most actions. */
  maxSteps?: number;
  signal: AbortSignal;
}

/** What a run on screens needs beside the start, the instruction and the budget. */
export interface ScreenRunOptions extends TabSettings {
  /** The screens to drive; a Chromium tab of the run's own by default (closed at its end). */
  world?: ScreenWorld;
  /** `act`: who chooses each action; the offline instruction follower by default. */
  brain?: ScreenBrain;
  /** `explore`: who picks among the controls novelty ranks; novelty alone by default. */
  chooser?: ControlChooser;
}

/** The tab a run drives: every request it makes vetted by the address guard. */
export function runTab(options: TabSettings): BrowserTab {
  return createBrowserTab({
    checkUrl: createAddressGuard(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.headed ? { headless: false } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
    ...(options.ignore ? { ignore: options.ignore } : {}),
  });
}

/** Runs `act` (the instruction is `task`) or `explore` from `url` on screens, and closes its tab. */
export async function runOnScreens(
  strategy: 'act' | 'explore',
  request: {
    url: string;
    task: string;
    maxSteps?: number | undefined;
    signal: AbortSignal;
    onStep: (step: Step) => void;
    options: ScreenRunOptions;
  },
): Promise<Trail> {
  const { url, task, signal, onStep, options } = request;
  const world = options.world ?? runTab(options);
  const steps = request.maxSteps !== undefined ? { maxSteps: request.maxSteps } : {};
  try {
    if (strategy === 'explore') {
      return await runExplore({
        url,
        world,
        signal,
        onStep,
        ...steps,
        ...(options.chooser ? { chooser: options.chooser } : {}),
      });
    }
    const brain = options.brain ?? createFollowerBrain(task, defaultLexicon());
    return await runAct({ url, instruction: task, world, brain, signal, onStep, ...steps });
  } finally {
    if (!options.world) await world.close();
  }
}
