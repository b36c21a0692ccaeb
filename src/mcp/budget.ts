import { clipToTokens, countTokens } from '../core/tokens.ts';

/** Every reply of the server fits in this many tokens: a small model's context cannot take more. */
export const REPLY_TOKENS = 1300;

/**
 * The last guard before a reply leaves: cuts the body so that body and closing line together stay
 * inside the budget. The closing line (how to call next) is what a model needs most, so it stays.
 */
export function fitReply(body: string, closing: string, maxTokens = REPLY_TOKENS): string {
  const whole = closing ? `${body}\n${closing}` : body;
  if (countTokens(whole) <= maxTokens) return whole;
  const room = Math.max(0, maxTokens - countTokens(`\n${closing}`) - 2);
  const cut = clipToTokens(body, room).replace(/\s+\S*$/, '');
  const text = closing ? `${cut} …\n${closing}` : `${cut} …`;
  // A closing line too long for the budget alone is cut as well: never exceed.
  return countTokens(text) <= maxTokens ? text : clipToTokens(text, maxTokens);
}
