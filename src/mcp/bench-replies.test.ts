import { describe, expect, it } from 'vitest';
import { sharedData } from '../test-support/shared-data.ts';
import { benchNavigateReplies } from './bench-replies.ts';
import { REPLY_TOKENS } from './budget.ts';

describe.skipIf(!sharedData('readability/pages', import.meta.url))(
  'navigate replies on 130 real pages',
  () => {
    it('every reply fits the budget, with or without a hint', async () => {
      for (const hint of [undefined, 'how do I contact the author or subscribe to the newsletter']) {
        const bench = await benchNavigateReplies(hint === undefined ? {} : { hint });
        expect(bench.pages).toBe(130);
        expect(bench.max).toBeLessThanOrEqual(REPLY_TOKENS);
        expect(bench.median).toBeGreaterThan(0);
        expect(Object.values(bench.sizes).every((n) => n <= REPLY_TOKENS)).toBe(true);
      }
    });
  },
);
