import { describe, expect, it } from 'vitest';
import { sharedData } from '../src/test-support/shared-data.ts';
import { benchViews } from './views.ts';

describe.skipIf(!sharedData('readability/pages', import.meta.url))(
  'views of the 130 shared Readability pages',
  () => {
    it('stay inside the 1,300-token budget in both renderings', async () => {
      const r = await benchViews(1300);
      expect(r.pages).toBe(130);
      expect(r.overBudget).toBe(0);
      expect(r.numbered.max).toBeLessThanOrEqual(1300);
      expect(r.links.max).toBeLessThanOrEqual(1300);
      // A view that says nothing is no view: every page shows something.
      expect(r.numbered.median).toBeGreaterThan(100);
    });
  },
);
