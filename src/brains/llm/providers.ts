import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { ModelSetupError } from '../../core/errors/model-setup-error.ts';
import type { ModelSpec, ProviderName } from './model-spec.ts';

export interface ProviderSettings {
  baseURL?: string | undefined;
  /** Environment variable that holds the key, when not the provider's usual one. */
  apiKeyEnv?: string | undefined;
}

/** Each provider's usual key and base-URL variables. */
const ENV: Record<ProviderName, { key: string[]; baseURL: string[] }> = {
  openai: { key: ['OPENAI_API_KEY'], baseURL: ['OPENAI_BASE_URL'] },
  anthropic: { key: ['ANTHROPIC_API_KEY'], baseURL: ['ANTHROPIC_BASE_URL'] },
  google: {
    key: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY'],
    baseURL: ['GOOGLE_GENERATIVE_AI_BASE_URL'],
  },
  ollama: { key: ['OLLAMA_API_KEY'], baseURL: ['OLLAMA_BASE_URL'] },
};

const OLLAMA_DEFAULT = 'http://127.0.0.1:11434/v1';

/** The AI SDK model for a spec, with keys and base URLs from settings or the usual variables. */
export function createLanguageModel(
  spec: ModelSpec,
  env: Readonly<Record<string, string | undefined>>,
  settings: ProviderSettings = {},
): LanguageModel {
  const names = ENV[spec.provider];
  const pick = (vars: string[]): string | undefined => vars.map((v) => env[v]).find((v) => v?.trim());
  const baseURL = settings.baseURL ?? pick(names.baseURL);
  const keyVars = settings.apiKeyEnv ? [settings.apiKeyEnv] : names.key;
  const apiKey = pick(keyVars);
  if (spec.provider === 'ollama') {
    return createOpenAICompatible({
      name: 'ollama',
      baseURL: baseURL ?? OLLAMA_DEFAULT,
      ...(apiKey ? { apiKey } : {}),
    }).chatModel(spec.name);
  }
  if (!apiKey) {
    throw new ModelSetupError({
      model: spec.id,
      message: `no API key for ${spec.provider}: set ${keyVars.join(' or ')}`,
    });
  }
  switch (spec.provider) {
    case 'openai':
      // Chat Completions: the protocol every OpenAI-compatible server (vLLM, LM Studio…) speaks.
      return createOpenAI({ apiKey, ...(baseURL ? { baseURL } : {}) }).chat(spec.name);
    case 'anthropic':
      return createAnthropic({ apiKey, ...(baseURL ? { baseURL } : {}) })(spec.name);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, ...(baseURL ? { baseURL } : {}) })(spec.name);
  }
}
