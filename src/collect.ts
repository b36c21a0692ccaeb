import type { CollectModel } from './core/collect-model.ts';
import { type BrainChoice, setUpModel } from './set-up-brain.ts';

/**
 * The model a collecting run consults, when one is chosen (command line, then configuration):
 * it judges items by their words and writes the summary. None for the heuristic: offline.
 */
export async function setUpCollectModel(
  choice: BrainChoice,
): Promise<{ model?: CollectModel; close(): void }> {
  const model = choice.model ?? choice.config.model;
  const kind = choice.brain ?? choice.config.brain ?? (model ? 'llm' : 'heuristic');
  if (kind === 'heuristic') return { close: () => {} };
  const setup = await setUpModel(choice, model);
  const { createLlmCollectModel } = await import('./brains/llm/collect-model.ts');
  return { model: createLlmCollectModel({ ...setup.caller, mode: setup.mode }), close: setup.close };
}
