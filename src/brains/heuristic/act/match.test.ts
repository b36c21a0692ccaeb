import { describe, expect, it } from 'vitest';
import { labelBefore, labelMatch, measureOf } from './match.ts';

describe('labels of values', () => {
  const card = 'Rosa Ruiz\nMobile\n+44 7700 900123\nMail: rosa@host.example\nHome\n9 Canal Row, Leeds';

  it("reads the label on a value's line or the line above it", () => {
    expect(labelBefore(card, '+44 7700 900123')).toBe('Mobile');
    expect(labelBefore(card, 'rosa@host.example')).toBe('Mail');
    expect(labelBefore(card, '9 Canal Row, Leeds')).toBe('Home');
    expect(labelBefore('A long sentence of many words here\nvalue', 'value')).toBe('');
  });

  it('matches a label the target says whole, the one of its first word best', () => {
    expect(labelMatch('Mobile', 'her mobile number')).toBeGreaterThan(0);
    expect(labelMatch('Mail', 'mail address')).toBeGreaterThan(labelMatch('Address', 'mail address'));
    expect(labelMatch('Home', 'her mobile number')).toBe(0);
  });
});

describe('measures of items', () => {
  it('reads a price by its sign, its currency word, or the word that heads it', () => {
    expect(measureOf('Return ticket $1,204.50', 'price')).toBe(1204.5);
    expect(measureOf('Seat 14C · 89 EUR', 'price')).toBe(89);
    expect(measureOf('Ferry 9:40 Price: 120 Deck seat', 'price')).toBe(120);
    expect(measureOf('Ferry 9:40 Deck seat', 'price')).toBeNull();
    expect(measureOf('Leaves: 9:40, Price (USD): 412', 'price')).toBe(412);
  });

  it('reads a duration in hours and minutes, or as a clock figure a duration word heads', () => {
    expect(measureOf('Leaves 8:05, 2h 40m', 'duration')).toBe(160);
    expect(measureOf('Coach, 95 min', 'duration')).toBe(95);
    expect(measureOf('Leaves 8:05 Duration: 1:50', 'duration')).toBe(110);
    expect(measureOf('Leaves 8:05', 'duration')).toBeNull();
    expect(measureOf('Leaves: 8:05, Duration (min): 155', 'duration')).toBe(155);
    expect(measureOf('Leaves: 8:05, Length (hours): 3', 'duration')).toBe(180);
  });
});
