import type { SourceLine } from './types.ts';

/** A section before chunking: its heading path, heading line and body lines. */
export interface RawSection {
  headingPath: string[];
  heading: SourceLine | null;
  body: SourceLine[];
}

/**
 * Splits marked lines into sections at every heading. A heading with no text of its own before
 * the next heading yields no section: it lives on in its subsections' heading paths.
 */
export function splitSections(lines: readonly SourceLine[]): RawSection[] {
  const out: RawSection[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: RawSection = { headingPath: [], heading: null, body: [] };
  const flush = (): void => {
    if (current.body.some((l) => l.text.trim())) out.push(current);
  };
  for (const line of lines) {
    if (line.skip) continue;
    if (line.heading) {
      flush();
      while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= line.heading.level) stack.pop();
      stack.push(line.heading);
      current = { headingPath: stack.map((h) => h.text), heading: line, body: [] };
    } else {
      current.body.push(line);
    }
  }
  flush();
  return out;
}

/** The first level-1 heading, or null. */
export function firstH1(lines: readonly SourceLine[]): string | null {
  return lines.find((l) => l.heading?.level === 1)?.heading?.text ?? null;
}

/** Body lines without leading and trailing blank lines. */
export function trimBlank(body: readonly SourceLine[]): SourceLine[] {
  let a = 0;
  let b = body.length;
  while (a < b && !body[a]?.text.trim()) a++;
  while (b > a && !body[b - 1]?.text.trim()) b--;
  return body.slice(a, b);
}
