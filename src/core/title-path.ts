import { fold, squash } from './text.ts';

/**
 * A part marker after a title: "(2)", "(2/3)", "(part 2)", "— part 2", "- Part 2 of 3",
 * "(continued)". The library names a section's chunks "<section title> (i/n)".
 */
const PART_MARKER =
  /\s*(?:\(\s*(?:part\s*)?\d+(?:\s*(?:\/|of)\s*\d+)?\s*\)|[-–—]\s*part\s*\d+(?:\s*(?:\/|of)\s*\d+)?|\(\s*(?:continued|cont\.?)\s*\))$/i;
/** Punctuation and dashes a title may end with without saying anything more. */
const TRAILING = /[\s.,:;!?…·|—–-]+$/;

/** A title as compared: case, accents, spacing, trailing punctuation and a part marker set aside. */
export function titleKey(title: string): string {
  const plain = squash(fold(title));
  const key = plain.replace(TRAILING, '').replace(PART_MARKER, '').replace(TRAILING, '');
  // A title that is nothing but a marker ("(2)") is kept whole: it names a part of its own.
  return key || plain;
}

/** Whether two titles name the same thing ("Installing" and "Installing (2/3)" do). */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/**
 * A path of titles with each title shown once: of neighbours naming the same thing (a chunk that
 * carries its section's title, a section repeating its document's), the innermost is kept, as it
 * names the place itself ("Installing (2/3)" rather than "Installing"). Titles that differ stay,
 * wherever they are.
 */
export function distinctTitles(path: readonly string[]): string[] {
  const out: string[] = [];
  for (const title of path) {
    const last = out[out.length - 1];
    if (last !== undefined && sameTitle(last, title)) out[out.length - 1] = title;
    else out.push(title);
  }
  return out;
}
