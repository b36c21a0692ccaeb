import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { ProviderKind } from './neutral.ts';

/** Default model names: ones whose structured output the SDK asks for natively. */
export const FAKE_MODEL_NAMES: Record<ProviderKind, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
};

/**
 * The real AI SDK model for a fake provider's base URL, made the way the LLM brain makes it
 * (OpenAI through Chat Completions).
 */
export function fakeModel(kind: ProviderKind, baseURL: string, name = FAKE_MODEL_NAMES[kind]): LanguageModel {
  const apiKey = 'test-key';
  switch (kind) {
    case 'openai':
      return createOpenAI({ baseURL, apiKey }).chat(name);
    case 'anthropic':
      return createAnthropic({ baseURL, apiKey })(name);
    case 'google':
      return createGoogleGenerativeAI({ baseURL, apiKey })(name);
  }
}
