import { describe, expect, it } from 'vitest';
import { sharedData } from '../src/test-support/shared-data.ts';
import { benchCollect, collectMarkdown } from './collect.ts';

describe.skipIf(!sharedData('collect/oem-forum', import.meta.url))('the collect bench', () => {
  it('runs a task of the shared archive, scores it with the set’s own scorer, and beats the crawl baseline on pages', async () => {
    const result = await benchCollect('oem-forum', ['oem-07']);
    const row = result.rows[0];
    expect(row?.id).toBe('oem-07');
    expect(row?.tp).toBe(2);
    expect(row?.f1).toBe(1);
    expect(result.micro.dateOk).toBe(1);
    expect(result.micro.authorOk).toBe(1);
    // The crawl reaches the whole archive (about 2,700 pages; the count varies by a page or two with the copy served).
    expect(result.sitePages).toBeGreaterThan(2500);
    expect(row?.pages).toBeLessThan(result.sitePages / 10);
    expect(collectMarkdown([result])).toContain('| oem-07 |');
    expect(row?.understood.some((u) => u.startsWith('topic:'))).toBe(true);
  }, 120_000);
});
