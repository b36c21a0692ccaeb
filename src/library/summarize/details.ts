/** Patterns of the details a reader looks for: amounts, rates, durations, dates, limits, conditions. */
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DETAIL_PATTERNS: readonly RegExp[] = [
  /[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion|thousand)\b)?/i,
  /\b\d[\d,]*(?:\.\d+)?\s?(?:usd|eur|gbp|chf|dollars?|euros?|pounds?)\b/i,
  /\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)/i,
  /\b\d+(?:\.\d+)?[\s-](?:business\s|calendar\s|working\s)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i,
  /\b\d{4}-\d{2}-\d{2}\b/,
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/,
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'i'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\s+\\d{4}\\b`, 'i'),
  /\b(?:up to|at most|at least|no more than|not more than|no less than|maximum(?: of)?|minimum(?: of)?|limited to|capped at|within|no later than)\s+[$€£]?\d/i,
  /\b(?:unless|provided that|only if|except(?: for| when)?|excluding|not covered|is required|are required|must)\b/i,
];

/** Longest detail kept: the sentence around the match, clipped to a window. */
const MAX_CHARS = 180;

/**
 * The sentences of a text that state a detail, as written (clipped around the match when long),
 * in reading order, without repeats.
 */
export function detailsOf(sentences: readonly string[], max: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (out.length >= max) break;
    let match: RegExpExecArray | null = null;
    for (const pattern of DETAIL_PATTERNS) {
      match = pattern.exec(sentence);
      if (match) break;
    }
    if (!match) continue;
    const text = windowAround(sentence, match.index, match[0].length);
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

function windowAround(sentence: string, at: number, length: number): string {
  if (sentence.length <= MAX_CHARS) return sentence;
  const room = Math.max(0, MAX_CHARS - length);
  let start = Math.max(0, at - Math.floor(room / 2));
  const end = Math.min(sentence.length, start + MAX_CHARS);
  start = Math.max(0, end - MAX_CHARS);
  // Whole words at both ends.
  const head = start > 0 ? sentence.indexOf(' ', start) + 1 || start : 0;
  const tailSpace = end < sentence.length ? sentence.lastIndexOf(' ', end) : end;
  const tail = tailSpace > head ? tailSpace : end;
  return `${head > 0 ? '…' : ''}${sentence.slice(head, tail).trim()}${tail < sentence.length ? '…' : ''}`;
}
