import { createLlmBrain, type LlmBrainOptions } from '../llm-brain.ts';
import { parseModelSpec } from '../model-spec.ts';
import { createLanguageModel } from '../providers.ts';

/** Keys the providers' clients insist on; the fake providers ignore them. */
const TEST_KEYS = { OPENAI_API_KEY: 'test', ANTHROPIC_API_KEY: 'test', GOOGLE_GENERATIVE_AI_API_KEY: 'test' };

/**
 * The LLM brain with a real provider client pointed at a fake provider (`baseURL`): JSON replies,
 * no retries by the SDK, so a test sees each request it causes.
 */
export function llmBrainAt(
  baseURL: string,
  model = 'openai:gpt-4o-mini',
  extra: Partial<LlmBrainOptions> = {},
): ReturnType<typeof createLlmBrain> {
  const spec = parseModelSpec(model);
  return createLlmBrain({
    model: createLanguageModel(spec, TEST_KEYS, { baseURL }),
    modelId: spec.id,
    mode: 'json',
    maxRetries: 0,
    ...extra,
  });
}
