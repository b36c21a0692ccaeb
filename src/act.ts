/**
 * `act`: carries out an instruction on a web page in the browser world ("open the Settings tab
 * and tick 'Email me'"), one control per step, chosen by the offline instruction follower.
 */
import { createInstructionFollower } from './brains/heuristic/act/follow.ts';
import { parseInstruction } from './brains/heuristic/act/instruction.ts';
import type { ScreenBrain } from './core/screen-action.ts';
import { type BrainChoice, setUpModel } from './set-up-brain.ts';
import { type ActStep, type ActTrail, runAct } from './strategies/act/act.ts';
import { createBrowserTab } from './worlds/browser/tab.ts';
import { createAddressGuard } from './worlds/web/address-guard.ts';

export type { ActStep, ActTrail } from './strategies/act/act.ts';

export interface ActOptions {
  url: string;
  instruction: string;
  /** Most actions. Default 40. */
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
  onStep?: (step: ActStep) => void;
  /** Who chooses each action; the offline follower by default (see `setUpActBrain`). */
  brain?: ScreenBrain;
}

/** The offline brain of `act`: the instruction read as steps, each matched against the page. */
export function createFollowerBrain(instruction: string): ScreenBrain {
  const follower = createInstructionFollower(parseInstruction(instruction));
  return {
    name: 'heuristic',
    terms: () => follower.terms(),
    decide: async (screen) => follower.decide(screen),
    observe: (decision, ok, screen) => follower.observe({ completes: false, ...decision }, ok, screen),
  };
}

/**
 * The brain a run of `act` asks for: the offline follower, or, when a model is chosen (command
 * line, then config file), the model choosing from the follower's shortlist, with the follower
 * deciding whenever the model fails.
 */
export async function setUpActBrain(
  choice: BrainChoice,
  instruction: string,
): Promise<{
  brain: ScreenBrain;
  prices?: { inputPerMillion: number; outputPerMillion: number };
  close(): void;
}> {
  const follower = createFollowerBrain(instruction);
  const model = choice.model ?? choice.config.model;
  const kind = choice.brain ?? choice.config.brain ?? (model ? 'llm' : 'heuristic');
  if (kind === 'heuristic') return { brain: follower, close: () => {} };
  const setup = await setUpModel(choice, model);
  const { createLlmScreenBrain } = await import('./brains/llm/screen-brain.ts');
  return {
    brain: createLlmScreenBrain({ ...setup.caller, mode: setup.mode, instruction, fallback: follower }),
    ...(setup.prices ? { prices: setup.prices } : {}),
    close: setup.close,
  };
}

/** Opens `url` in its own headless Chromium, carries out `instruction`, and closes the browser. */
export async function act(options: ActOptions): Promise<ActTrail> {
  const tab = createBrowserTab({
    checkUrl: createAddressGuard(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.headed ? { headless: false } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
    ...(options.ignore ? { ignore: options.ignore } : {}),
  });
  try {
    return await runAct({
      url: options.url,
      instruction: options.instruction,
      world: tab,
      brain: options.brain ?? createFollowerBrain(options.instruction),
      ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
      signal: options.signal,
      ...(options.onStep ? { onStep: options.onStep } : {}),
    });
  } finally {
    await tab.close();
  }
}
