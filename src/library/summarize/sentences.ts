import { clip } from '../../core/text.ts';
import { plainBlock } from '../ingest/inline.ts';

/** The sentences of a Markdown text: each line (list item, paragraph, table row) split at sentence ends. */
export function sentencesOf(markdown: string): string[] {
  const out: string[] = [];
  // Code says little in a summary: fenced blocks are dropped, and so are lines that read as code.
  const prose = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, '');
  for (const line of plainBlock(prose).split('\n')) {
    if (looksLikeCode(line)) continue;
    for (const s of line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])/u)) {
      const t = s.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

function looksLikeCode(line: string): boolean {
  const t = line.trim();
  if (/^[$>#]\s|[{};]\s*$|^\s*(?:var|let|const|function|import|return|def|class)\b|=>|\)\s*\{/.test(t))
    return true;
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  return t.length > 0 && letters / t.length < 0.5;
}

/** A sentence clipped for a summary line. */
export function clipSentence(sentence: string, max = 220): string {
  return clip(sentence, max);
}
