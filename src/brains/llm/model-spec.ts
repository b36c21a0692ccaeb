import { ModelSetupError } from '../../core/errors/model-setup-error.ts';

export const PROVIDERS = ['openai', 'anthropic', 'google', 'ollama'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface ModelSpec {
  provider: ProviderName;
  /** The provider's model name; may itself hold colons (`ollama:qwen3:8b`). */
  name: string;
  /** `provider:name`, as given. */
  id: string;
}

/** Parses `provider:name` (e.g. `openai:gpt-4o-mini`, `ollama:qwen3:8b`). */
export function parseModelSpec(id: string): ModelSpec {
  const at = id.indexOf(':');
  const provider = at > 0 ? id.slice(0, at) : '';
  const name = at > 0 ? id.slice(at + 1).trim() : '';
  if (!provider || !name) {
    throw new ModelSetupError({
      model: id,
      message: `model "${id}" is not provider:name (e.g. openai:gpt-4o-mini, anthropic:claude-haiku-4-5, google:gemini-2.0-flash, ollama:qwen3:8b)`,
    });
  }
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new ModelSetupError({
      model: id,
      message: `unknown provider "${provider}" in "${id}": use one of ${PROVIDERS.join(', ')}`,
    });
  }
  return { provider: provider as ProviderName, name, id };
}
