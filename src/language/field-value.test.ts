import { describe, expect, it } from 'vitest';
import { nativeFieldValue } from './field-value.ts';

const monthFirst = { dayFirst: false };
const dayFirst = { dayFirst: true };

describe('nativeFieldValue', () => {
  it('gives a date field its ISO day, in the order the reader writes numeric dates', () => {
    expect(nativeFieldValue('date', '04/07/2021', monthFirst)).toBe('2021-04-07');
    expect(nativeFieldValue('date', '04/07/2021', dayFirst)).toBe('2021-07-04');
    expect(nativeFieldValue('date', 'the 3rd of March 1999', monthFirst)).toBe('1999-03-03');
    // An order the numbers force wins over the reader's.
    expect(nativeFieldValue('date', '25/12/2020', monthFirst)).toBe('2020-12-25');
  });

  it('gives a time field its 24-hour clock', () => {
    expect(nativeFieldValue('time', '7:45 PM', monthFirst)).toBe('19:45');
    expect(nativeFieldValue('time', 'at 12:10 am', monthFirst)).toBe('00:10');
    expect(nativeFieldValue('time', '06:30', monthFirst)).toBe('06:30');
  });

  it('joins a day and a time for a date-and-time field, and gives a month field its month', () => {
    expect(nativeFieldValue('datetime-local', 'March 5, 2022 at 9:15 AM', monthFirst)).toBe(
      '2022-03-05T09:15',
    );
    expect(nativeFieldValue('month', 'August 2019', monthFirst)).toBe('2019-08');
  });

  it('gives nothing for other fields, or for words that hold no such value', () => {
    expect(nativeFieldValue('text', '04/07/2021', monthFirst)).toBeNull();
    expect(nativeFieldValue('date', 'next week', monthFirst)).toBeNull();
    expect(nativeFieldValue('time', 'noonish', monthFirst)).toBeNull();
    expect(nativeFieldValue('date', 'August 2019', monthFirst)).toBeNull();
  });
});
