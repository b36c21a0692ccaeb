import { clipToTokens, countTokens } from '../../core/tokens.ts';
import type { Chunk, SourceLine } from './types.ts';

/** A unit that is never split further unless it alone exceeds the bound. */
interface Piece {
  text: string;
  lines: [number, number];
  /** Joined to the previous piece by a blank line (a new block) rather than a newline. */
  block: boolean;
}

/**
 * Splits body lines into chunks of at most `maxTokens` tokens, cutting between blocks (runs of
 * non-blank lines, a fenced code block counting as one) where it can, else between lines, else
 * between sentences, and as a last resort inside a line.
 */
export function chunkLines(body: readonly SourceLine[], maxTokens: number): Chunk[] {
  const pieces: Piece[] = [];
  for (const block of blocks(body)) {
    const text = block.map((l) => l.text).join('\n');
    const first = block[0] as SourceLine;
    const last = block[block.length - 1] as SourceLine;
    if (countTokens(text) <= maxTokens) {
      pieces.push({ text, lines: [first.line, last.line], block: true });
      continue;
    }
    block.forEach((l, i) => {
      for (const [j, part] of splitLine(l.text, maxTokens).entries()) {
        pieces.push({ text: part, lines: [l.line, l.line], block: i === 0 && j === 0 });
      }
    });
  }
  const chunks: Chunk[] = [];
  let text = '';
  let lines: [number, number] | null = null;
  for (const piece of pieces) {
    const joined = lines ? `${text}${piece.block ? '\n\n' : '\n'}${piece.text}` : piece.text;
    if (lines && countTokens(joined) > maxTokens) {
      chunks.push({ text, lines });
      text = piece.text;
      lines = [...piece.lines];
    } else {
      text = joined;
      lines = lines ? [lines[0], piece.lines[1]] : [...piece.lines];
    }
  }
  if (lines && text.trim()) chunks.push({ text, lines });
  return withLinks(chunks, body);
}

/**
 * Each chunk with the labels of the links its lines hold (those its text still shows). Only the
 * lines that have links are looked at: on most pages a few among many.
 */
function withLinks(chunks: Chunk[], body: readonly SourceLine[]): Chunk[] {
  const linked = body.filter((l) => l.links !== undefined);
  if (linked.length === 0) return chunks;
  return chunks.map((chunk) => {
    const links = new Set<string>();
    for (const l of linked) {
      if (l.line < chunk.lines[0] || l.line > chunk.lines[1]) continue;
      for (const label of l.links ?? []) if (chunk.text.includes(label)) links.add(label);
    }
    return links.size > 0 ? { ...chunk, links: [...links] } : chunk;
  });
}

function blocks(body: readonly SourceLine[]): SourceLine[][] {
  const out: SourceLine[][] = [];
  let block: SourceLine[] = [];
  let fence = false;
  for (const line of body) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line.text)) fence = !fence;
    if (!fence && !line.text.trim()) {
      if (block.length > 0) out.push(block);
      block = [];
    } else {
      block.push(line);
    }
  }
  if (block.length > 0) out.push(block);
  return out;
}

/** One over-long line as parts within the bound: whole sentences where possible. */
function splitLine(line: string, maxTokens: number): string[] {
  if (countTokens(line) <= maxTokens) return [line];
  const parts: string[] = [];
  let current = '';
  for (const sentence of line.split(/(?<=[.!?])\s+/)) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (countTokens(joined) <= maxTokens) {
      current = joined;
      continue;
    }
    if (current) parts.push(current);
    current = sentence;
    while (countTokens(current) > maxTokens) {
      const head = clipToTokens(current, maxTokens);
      // Cut at the last space of the head so words stay whole when they can.
      const space = head.lastIndexOf(' ');
      const cut = Math.max(1, space > head.length / 2 ? space : head.length);
      parts.push(current.slice(0, cut).trimEnd());
      current = current.slice(cut).trimStart();
    }
  }
  if (current) parts.push(current);
  return parts;
}
