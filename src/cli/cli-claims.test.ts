import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-support/run-cli.ts';

const SITE = fileURLToPath(new URL('../../examples/car-manual/site', import.meta.url));

describe('ask claims only an answer of the kind asked for', () => {
  it('hands a "how many <unit>" answer over unconfirmed when no passage read gives a figure in that unit', async () => {
    // No configuration: the bundled hints that lead to the capacity tables are not used.
    const ran = await runCli([
      'ask',
      SITE,
      'How many quarts of oil does the 2012 Honda Civic take?',
      '--json',
    ]);
    const trail = JSON.parse(ran.stdout) as {
      found: boolean;
      answer: string | null;
      citations: Array<{ quote: string; unconfirmed?: boolean }>;
    };
    if (trail.found) {
      // A claim is allowed only with a figure in a unit of volume.
      expect(trail.answer).toMatch(/\d\s?(?:qt|quarts?|L|liters?|litres?)\b/);
      expect(ran.code).toBe(0);
    } else {
      expect(ran.code).toBe(1);
      expect(trail.citations.every((c) => c.unconfirmed === true)).toBe(true);
    }
  });
});
