export { createLlmBrain, type LlmBrainOptions } from './llm-brain.ts';
export { type ModelSpec, PROVIDERS, type ProviderName, parseModelSpec } from './model-spec.ts';
export type { ReplyMode } from './prompt.ts';
export { createLanguageModel, type ProviderSettings } from './providers.ts';
