import { describe, expect, it } from 'vitest';
import { clipToTokens, countTokens } from '../core/tokens.ts';
import { fitReply } from './budget.ts';

describe('reply budget', () => {
  it('leaves a reply that fits as it is', () => {
    expect(fitReply('short body', 'Next: read {}')).toBe('short body\nNext: read {}');
  });

  it('cuts the body, never the closing call, and never exceeds', () => {
    const text = fitReply('many words here '.repeat(1000), 'Next: navigate {"target":"/a"}', 100);
    expect(countTokens(text)).toBeLessThanOrEqual(100);
    expect(text.endsWith(' …\nNext: navigate {"target":"/a"}')).toBe(true);
    expect(countTokens(fitReply('x', 'y'.repeat(5000), 50))).toBeLessThanOrEqual(50);
  });

  it('clips to a token count', () => {
    const clipped = clipToTokens('alpha beta gamma delta '.repeat(100), 10);
    expect(countTokens(clipped)).toBeLessThanOrEqual(10);
    expect(clipped.length).toBeGreaterThan(20);
  });
});
