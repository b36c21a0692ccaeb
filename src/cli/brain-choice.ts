import type { ConfigMode } from '../config/choices.ts';
import type { AriadneConfig } from '../config/config-schema.ts';
import type { BrainChoice } from '../set-up-brain.ts';

/** The brain options every command that runs a brain takes (ask, act, explore). */
export interface BrainCliOptions {
  brain?: 'heuristic' | 'llm' | undefined;
  model?: string | undefined;
  mode?: ConfigMode | undefined;
  cache?: boolean | undefined;
  cachePath?: string | undefined;
}

/** The brain asked for on the command line, over the configuration file. */
export function brainChoice(config: AriadneConfig, options: BrainCliOptions): BrainChoice {
  return {
    config,
    brain: options.brain,
    model: options.model,
    mode: options.mode,
    cache: options.cache,
    cachePath: options.cachePath,
    env: process.env,
  };
}
