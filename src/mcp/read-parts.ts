import { clipToTokens, countTokens } from '../core/tokens.ts';

/** A piece of text and what joins it to the piece before it in the source. */
interface Piece {
  text: string;
  join: string;
}

/**
 * Cuts a text into parts of at most `maxTokens` tokens each, at the largest boundary that fits:
 * blank lines (blocks), then lines, then sentences, then wherever the budget ends. Within a part
 * the text keeps its own line breaks, so tables and lists stay whole where they fit.
 */
export function splitIntoParts(text: string, maxTokens: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces(text.trim(), maxTokens, 0, '')) {
    const joined = current ? `${current}${piece.join}${piece.text}` : piece.text;
    if (countTokens(joined) <= maxTokens) {
      current = joined;
      continue;
    }
    if (current.trim()) parts.push(current.trim());
    current = piece.text;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const LEVELS: { split: RegExp; join: string }[] = [
  { split: /\n\s*\n/, join: '\n\n' },
  { split: /\n/, join: '\n' },
  { split: /(?<=[.!?])\s+/, join: ' ' },
];

function pieces(text: string, maxTokens: number, level: number, join: string): Piece[] {
  if (!text) return [];
  if (countTokens(text) <= maxTokens) return [{ text, join }];
  const at = LEVELS[level];
  if (!at) {
    // No boundary left: cut where the budget ends.
    const cut = Math.max(1, clipToTokens(text, maxTokens).length);
    return [{ text: text.slice(0, cut), join }, ...pieces(text.slice(cut), maxTokens, level, '')];
  }
  return text
    .split(at.split)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block, i) => pieces(block, maxTokens, level + 1, i === 0 ? join : at.join));
}
