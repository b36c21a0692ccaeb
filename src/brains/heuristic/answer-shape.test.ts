import { describe, expect, it } from 'vitest';
import { hasName, hasTime, shapeStrength, valueStrength } from './answer-shape.ts';

describe('answer shapes', () => {
  it('a key of a setting in each usual spelling: dotted, UPPER_SNAKE, camelCase, lower_snake, a flag', () => {
    const asked = 'Which setting turns the night mode on?';
    for (const key of [
      'display.night.mode',
      'NIGHT_MODE',
      'nightMode',
      'night_mode_enabled',
      '--night-mode',
      '-DnightMode',
    ])
      expect(
        shapeStrength(`Set ${key} to true.`, 'identifier', asked, 'paragraph', 'setting'),
      ).toBeGreaterThan(0);
    expect(
      shapeStrength('Turn the dial to the moon symbol.', 'identifier', asked, 'paragraph', 'setting'),
    ).toBe(0);
  });

  const q = 'The oil light on my 2004 Honda Accord flickers. What is the minimum oil pressure at idle?';
  const long = 'Can I go to jail for drinking a beer on the sidewalk, and for how long?';

  it('a measured value is stronger than a bare figure, a figure stronger than none', () => {
    expect(valueStrength('Oil pressure at idle | 14 psi (97 kPa) minimum', q)).toBe(1);
    expect(valueStrength('See bulletin 12.', q)).toBe(0.7);
    expect(valueStrength('Check the pressure switch.', q)).toBe(0);
  });

  it('a figure the question already gives is no answer, whatever word follows it', () => {
    expect(valueStrength('Some 2004 Accord vehicles may show a flickering lamp.', q)).toBe(0);
  });

  it('numbers that name a part of a text (a section, a title of a code) are no value, nor is a word after a figure', () => {
    const cost = 'What does it cost to apply for a driver’s license?';
    const reference =
      '(7) Participate in a national information system established pursuant to section 12007 of the Commercial Motor Vehicle Safety Act (49 U.S.C. § 2706).';
    expect(valueStrength(reference, cost)).toBe(0);
    expect(valueStrength('As provided in § 50-1401.01(b), apply in person.', cost)).toBe(0);
    expect(valueStrength('Chapter 3 lists the fees.', cost)).toBe(0);
    // A figure before an ordinary word is a bare figure; with its unit or currency, a measure.
    expect(valueStrength('Applicants pay 30 of them.', cost)).toBe(0.7);
    expect(valueStrength('The application fee is $30, under section 4 of this Act.', cost)).toBe(1);
    expect(valueStrength('Each applicant must be 16 years of age.', cost)).toBe(1);
  });

  it('numbers inside codes and figures of a condition ("at 3000 rpm") are not the value sought', () => {
    expect(valueStrength('Bulletin No. 04-837.', q)).toBe(0);
    expect(valueStrength('Record the pressure at idle and at 3000 rpm.', q)).toBe(0.7);
  });

  it('list markers and references to them count parts of a text, not a quantity', () => {
    expect(valueStrength('(1) A street, alley, park, sidewalk, or parking area;', long)).toBe(0);
    expect(valueStrength('2. Unprivileged users cannot enumerate volumes.', long)).toBe(0);
    expect(valueStrength('as required under paragraph (1) of this subsection', long)).toBe(0);
    expect(valueStrength('(d) … shall be imprisoned for not more than 60 days.', long)).toBe(1);
    expect(valueStrength('Allow 2 hours for the job.', long)).toBe(1);
  });

  it('"how long" is answered by a time span or a length, never by a sum of money', () => {
    expect(valueStrength('There shall be levied a tax of $2.79 on every barrel of beer.', long)).toBe(0);
    expect(valueStrength('imprisoned for not more than 60 days, or both', long)).toBe(1);
    expect(valueStrength('A key name may be up to 63 characters.', 'How long can a key name be?')).toBe(1);
    expect(valueStrength('Repeat it 3 times.', long)).toBe(0.4);
  });

  it('"how often" is answered by a frequency, not by any figure', () => {
    const often = 'How often must an employer pay its hourly workers?';
    expect(valueStrength('Wages shall be paid at least twice during each calendar month.', often)).toBe(1);
    expect(valueStrength('The report is filed every 30 days.', often)).toBe(1);
    expect(valueStrength('If wages are fixed by the hour, the average of 52 weeks is used.', often)).toBe(0);
    // A rate is not how often: "the rate of pay per hour", "$500 a month".
    expect(valueStrength('The contract states the rate of pay per hour, week, or other unit.', often)).toBe(
      0,
    );
    expect(valueStrength('The fee is $500 a month.', often)).toBe(0);
    // "each" or "every" counts times only with a period: not "for each failure", "every employer".
    expect(valueStrength('A fine of $500 for each failure to file.', often)).toBe(0);
    // "for each day" is a rate too: what is owed per day, not how often it is paid.
    expect(
      valueStrength('The employer owes 10 per centum of the wages for each working day of delay.', often),
    ).toBe(0);
    expect(valueStrength('Payment is due every other week.', often)).toBe(1);
  });

  it('a port is a figure after a colon or the word "port", not any figure', () => {
    const q = 'On which port can I reach the REST gateway?';
    expect(
      shapeStrength('It can be accessed through localhost:14000.', 'value', q, 'paragraph', 'port'),
    ).toBe(1);
    expect(
      shapeStrength('The gateway listens on port 9878 by default.', 'value', q, 'paragraph', 'port'),
    ).toBe(1);
    expect(
      shapeStrength('docker compose up -d --scale datanode=3', 'value', q, 'other', 'port'),
    ).toBeLessThan(0.5);
  });

  it('a ticket or part number is a code, not an amount', () => {
    const q = 'What is the ticket number of the storage class proposal?';
    const strength = (text: string) => shapeStrength(text, 'identifier', q, 'paragraph', 'number');
    expect(strength('[HDDS-3755] Storage Class (draft)')).toBeGreaterThan(0);
    expect(strength('OEM part 73244-LAF-T05, or 90781NM641 for the H6.')).toBeGreaterThan(0);
    expect(strength('Decimals are not supported while setting quota, for example 1.5 TB.')).toBe(0);
  });

  it('times and names', () => {
    expect(hasTime('Sales end at 1:00 a.m. on weekdays.', 'Until what time?')).toBe(true);
    expect(hasTime('Sales end late.', 'Until what time?')).toBe(false);
    expect(hasName('Authors: Bharat Viswanadham', 'Who designed it?')).toBe(true);
    expect(hasName('Hierarchical Locking Design', 'Who designed it?')).toBe(false);
  });
});
