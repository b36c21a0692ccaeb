import { describe, expect, it } from 'vitest';
import { numberingOf, withoutNumbering } from './numbering.ts';

describe('numberingOf', () => {
  it('reads the number of a numbered division, with the word before it', () => {
    expect(numberingOf('Book 7. Of Harbours and Moorings')).toEqual({
      noun: 'Book',
      number: '7',
      rest: 'Of Harbours and Moorings',
    });
    expect(numberingOf('Article 24B. Night Markets.')).toMatchObject({ noun: 'Article', number: '24B' });
    expect(numberingOf('§ 71–2204. Lantern permits.')).toMatchObject({ noun: '§', number: '71–2204' });
    expect(numberingOf('Division IX. Ferries')).toMatchObject({ noun: 'Division', number: 'IX' });
    expect(numberingOf('XII. Glossary')).toEqual({ number: 'XII', rest: 'Glossary' });
  });

  it('reads bare numbers closed by a period, a parenthesis or a colon', () => {
    expect(numberingOf('8.4. Tuning the Cache')).toEqual({ number: '8.4', rest: 'Tuning the Cache' });
    expect(numberingOf('3) Rinse the filter')).toEqual({ number: '3', rest: 'Rinse the filter' });
    expect(numberingOf('5: Wiring diagrams')).toEqual({ number: '5', rest: 'Wiring diagrams' });
  });

  it('leaves versions, years, words of roman letters and unclosed numbers alone', () => {
    expect(numberingOf('Quill 4.2: Release Notes')).toBeUndefined();
    expect(numberingOf('Release Notes for Quill 4.2')).toBeUndefined();
    expect(numberingOf('MIX: the mixer command')).toBeUndefined();
    expect(numberingOf('CLI: the command line')).toBeUndefined();
    expect(numberingOf('2.1 Getting started')).toBeUndefined();
    expect(numberingOf('1987')).toBeUndefined();
    expect(numberingOf('7. ')).toBeUndefined();
  });
});

describe('withoutNumbering', () => {
  const question = 'Can my 7-year-old ride the ferry alone the first time?';

  it('drops the numbers that place a label, keeping its words', () => {
    expect(withoutNumbering('Book 7. Of Harbours and Moorings', question)).toBe(
      'Book Of Harbours and Moorings',
    );
    expect(withoutNumbering('§ 71–2204. Lantern permits.', question)).toBe('Lantern permits.');
    expect(withoutNumbering('7. Ferries', question)).toBe('Ferries');
  });

  it('reads each label of a joined text on its own', () => {
    expect(withoutNumbering('Book 7. Harbours · Book 8. Ferries > 1. Fares', question)).toBe(
      'Book Harbours · Book Ferries > Fares',
    );
  });

  it('keeps the number when the question names the division', () => {
    expect(withoutNumbering('Book 7. Of Harbours', 'What does book 7 say about harbours?')).toBe(
      'Book 7. Of Harbours',
    );
    expect(withoutNumbering('§ 71–2204. Lantern permits.', 'what is in section 71-2204?')).toBe(
      '§ 71–2204. Lantern permits.',
    );
    expect(withoutNumbering('8.4. Tuning the Cache', 'where is 8.4 of the manual')).toBe(
      '8.4. Tuning the Cache',
    );
    // A lone number in the question is a quantity, not the division's place.
    expect(withoutNumbering('8. Tuning the Cache', 'can I use 8 threads')).toBe('Tuning the Cache');
  });

  it('returns a text without numbering as it is', () => {
    expect(withoutNumbering('Ferry timetables for 2024', question)).toBe('Ferry timetables for 2024');
  });
});
