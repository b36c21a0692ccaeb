/**
 * What a guessing game says back, as pages word it: the number sought is higher ("Go higher",
 * "Too small", "The number is bigger"), lower ("Too big", "Try lower"), or was hit ("Correct!").
 * And the range a number is said to be in ("between 0 and 9", "from 1 to 20", "0-9"). Pure.
 */
export type NumberHint = 'higher' | 'lower' | 'hit';

const HIGHER =
  /\b(?:higher|bigger|larger|greater|go up|too (?:low|small|little)|is (?:too )?(?:low|small)|more than (?:that|this|it))\b/i;
const LOWER =
  /\b(?:lower|smaller|less|go down|too (?:high|big|large|much)|is (?:too )?(?:high|big|large)|less than (?:that|this|it))\b/i;
const HIT =
  /\b(?:correct|well done|you got it|got it|you win|you won|congratulations|success|bingo|that's it|that is it|done)\b/i;

/**
 * The hint of a text: of its lines, the last that points one way only (a line naming both ways,
 * such as the game's own rules, says nothing); else a hit, when a line says so.
 */
export function hintIn(text: string): NumberHint | null {
  const lines = text.split(/\n+/).reverse();
  for (const line of lines) {
    const up = HIGHER.test(line);
    const down = LOWER.test(line);
    if (up !== down) return up ? 'higher' : 'lower';
  }
  return lines.some((line) => HIT.test(line) && !/\?\s*$/.test(line)) ? 'hit' : null;
}

/** The lines of `after` that `before` did not have (as many times as they are new). */
export function newLines(before: string, after: string): string {
  const left = before.split(/\n+/).map((l) => l.trim());
  const fresh: string[] = [];
  for (const line of after.split(/\n+/).map((l) => l.trim())) {
    const at = left.indexOf(line);
    if (at >= 0) left.splice(at, 1);
    else if (line) fresh.push(line);
  }
  return fresh.join('\n');
}

/** The range a text puts a number in: "between 0 and 9", "from 1 to 20", "0-9", "(1 – 100)". */
export function numberRange(text: string): { low: number; high: number } | null {
  const m =
    /\b(?:between|from)\s+(-?\d+)\s*(?:and|to|-|–|through)\s*(-?\d+)\b/i.exec(text) ??
    /(?<![\d.-])(-?\d+)\s*(?:-|–|to)\s*(-?\d+)(?![\d.])/.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a < b ? { low: a, high: b } : null;
}
