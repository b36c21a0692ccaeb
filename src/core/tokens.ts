import { countTokens as countO200k } from 'gpt-tokenizer';

/** Tokens of `text` under the o200k_base encoding (GPT-4o and later), the budget unit of views. */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200k(text);
}
