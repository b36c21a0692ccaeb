import { countTokens as countO200k } from 'gpt-tokenizer';

/** Tokens of `text` under the o200k_base encoding (GPT-4o and later), the budget unit of views. */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200k(text);
}

/** The longest prefix of `text` within `maxTokens` tokens (binary search on characters). */
export function clipToTokens(text: string, maxTokens: number): string {
  if (countTokens(text) <= maxTokens) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (countTokens(text.slice(0, mid)) <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo);
}
