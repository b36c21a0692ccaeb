import type { CollectModel } from './core/collect-model.ts';
import { type BrainChoice, setUpModelPart } from './set-up-brain.ts';

/**
 * The model a collecting run consults, when one is chosen (command line, then configuration):
 * it judges items by their words and writes the summary. None for the heuristic: offline.
 */
export async function setUpCollectModel(
  choice: BrainChoice,
): Promise<{ model?: CollectModel; close(): void }> {
  const { part, close } = await setUpModelPart(choice, async (setup) => {
    const { createLlmCollectModel } = await import('./brains/llm/collect-model.ts');
    return createLlmCollectModel({ ...setup.caller, mode: setup.mode });
  });
  return part ? { model: part, close } : { close };
}
