import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act } from '../act.ts';
import { type AppFixture, startAppFixture } from '../worlds/browser/test-support/app-fixture.ts';

/** A page of the app fixture, an instruction, and the events the app must log (null: none, not done). */
export type InstructionRow = [page: string, instruction: string, expected: string[] | null];

/**
 * Runs a table of instructions with the offline follower on the app fixture, each judged by what
 * the app itself logged. Every row: never done with anything but what was asked (precision); a
 * row with no answer ends not done having done nothing the app reports. The table as a whole must
 * get at least `rightAtLeast` rows right (a fall below it is a regression).
 */
export function describeInstructionTable(
  title: string,
  label: string,
  table: InstructionRow[],
  rightAtLeast: number,
): void {
  let app: AppFixture;
  const right: string[] = [];
  const missed: string[] = [];
  beforeAll(async () => {
    app = await startAppFixture();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    app.log.length = 0;
  });

  describe(title, () => {
    it.each(table)('%s: %s', { timeout: 60_000 }, async (page, instruction, expected) => {
      const trail = await act({
        url: `${app.url}${page}`,
        instruction,
        allowPrivate: true,
        signal: AbortSignal.timeout(55_000),
      });
      if (expected === null) {
        expect(trail.found).toBe(false);
        expect(app.log).toEqual([]);
        right.push(instruction);
        return;
      }
      if (trail.found) expect(app.log).toEqual(expected);
      else expect(trail.stop.reason).not.toBe('');
      (trail.found ? right : missed).push(instruction);
    });

    it(`carries out at least ${rightAtLeast} of the rows`, () => {
      if (missed.length > 0)
        process.stderr.write(`${label}: not carried out (${missed.length}):\n  ${missed.join('\n  ')}\n`);
      expect(right.length).toBeGreaterThanOrEqual(rightAtLeast);
    });
  });
}
