import { describe, expect, it } from 'vitest';
import { quoteOccurs } from './quote-check.ts';

describe('quoteOccurs', () => {
  const text =
    '| Coolant capacity, with heater | 7.4 qt (7.0 L) |\n1. Open the drain cock.\n2. Let it\n   drain.';

  it('finds a quote as written, case and spacing aside', () => {
    expect(quoteOccurs('Coolant capacity, with heater | 7.4 qt (7.0 L)', text)).toBe(true);
    expect(quoteOccurs('let it drain.', text)).toBe(true);
  });

  it('checks every piece of a joined or clipped quote', () => {
    expect(quoteOccurs('Open the drain cock. … Let it drain.', text)).toBe(true);
    expect(quoteOccurs('Open the drain…', text)).toBe(true);
    expect(quoteOccurs('Open the drain cock. … Refill with 8 qt.', text)).toBe(false);
  });

  it('refuses an empty or invented quote', () => {
    expect(quoteOccurs('', text)).toBe(false);
    expect(quoteOccurs('…', text)).toBe(false);
    expect(quoteOccurs('The Zephyr takes 10 qt.', text)).toBe(false);
  });
});
