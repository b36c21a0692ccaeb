/**
 * Quality gate on the 130 pages of Readability's test suite (read from ../shared/data, never
 * copied): mean token F1 of our text against the text of each expected.html.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../test-support/shared-data.ts';
import { extractArticle } from './index.ts';
import { htmlText, tokenF1 } from './score.ts';

const PAGES = sharedData('readability/pages/', import.meta.url);

describe.skipIf(!PAGES)('readability test pages', () => {
  it('reach a mean token F1 of at least 0.90', () => {
    const names = readdirSync(PAGES as string).sort();
    expect(names.length).toBe(130);
    const scores = names.map((name) => {
      const source = readFileSync(`${PAGES}${name}/source.html`, 'utf8');
      const expected = htmlText(readFileSync(`${PAGES}${name}/expected.html`, 'utf8'));
      return tokenF1(extractArticle(source, 'http://fakehost/test/page.html').text, expected).f1;
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });
});
