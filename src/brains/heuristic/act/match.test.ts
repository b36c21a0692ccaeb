import { describe, expect, it } from 'vitest';
import { labelBefore, labelMatch } from './match.ts';

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
