import { describe, expect, it } from 'vitest';
import { dateFromUrl, findDates, isDayWithoutYear, numericOrder, parseAge, parseDate } from './dates.ts';

const iso = (text: string, options = {}) => parseDate(text, options)?.iso ?? null;
const NOW = '2020-01-01T12:00:00Z';

describe('forum and mail dates', () => {
  it('reads the Drupal forum line with weekday, dd/mm/yyyy and " - HH:MM"', () => {
    const text = 'Submitted by daveb on Tue, 24/04/2012 - 11:55';
    const found = parseDate(text);
    expect(found).toEqual({ iso: '2012-04-24T11:55', precision: 'day', span: [22, 45] });
    expect(text.slice(22, 45)).toBe('Tue, 24/04/2012 - 11:55');
    expect(iso('Submitted by anna on Wed, 25/04/2012 - 10:31.')).toBe('2012-04-25T10:31');
  });

  it('reads every post of a Drupal thread in order', () => {
    const text =
      'Submitted by daveb on Tue, 24/04/2012 - 11:55\nHi all\nSubmitted by anna on Wed, 25/04/2012 - 10:31.';
    expect(findDates(text).map((d) => d.iso)).toEqual(['2012-04-24T11:55', '2012-04-25T10:31']);
  });

  it('reads RFC 2822 mail dates without converting the zone', () => {
    expect(iso('Date: Tue, 5 Mar 2019 10:00:00 +0100')).toBe('2019-03-05T10:00');
    expect(iso('5 Mar 2019 10:00:00 GMT')).toBe('2019-03-05T10:00');
    expect(iso('Tue, 05 Mar 2019 10:00:00 +0100 (CET)')).toBe('2019-03-05T10:00');
    expect(iso('Tue, 5 Mar 2019 23:30:00 -0500')).toBe('2019-03-05T23:30');
    expect(parseDate('Tue, 05 Mar 2019 10:00:00 +0100 (CET).')?.span).toEqual([0, 37]);
  });

  it('reads asctime dates as pipermail prints them', () => {
    expect(iso('Tue Mar  5 10:00:00 CET 2019')).toBe('2019-03-05T10:00');
    expect(iso('Tue Mar 5 10:00:00 2019')).toBe('2019-03-05T10:00');
  });

  it('reads phpBB-style dates with a 12-hour time', () => {
    expect(iso('Posted: Mon Mar 04, 2019 10:14 pm')).toBe('2019-03-04T22:14');
    expect(iso('March 3, 2019 at 12:05 am')).toBe('2019-03-03T00:05');
  });

  it('keeps the date alone when the time after it is impossible', () => {
    expect(parseDate('5 Mar 2019 25:00')).toEqual({ iso: '2019-03-05', precision: 'day', span: [0, 10] });
  });
});

describe('ISO 8601', () => {
  it('reads dates and date-times, keeping the date as written', () => {
    expect(iso('2019-03-05')).toBe('2019-03-05');
    expect(iso('2019-03-05T10:00:00Z')).toBe('2019-03-05T10:00');
    expect(iso('2019-03-05T23:30:00-05:00')?.slice(0, 10)).toBe('2019-03-05');
    expect(iso('2019-03-05 10:00')).toBe('2019-03-05T10:00');
    expect(iso('2019/03/05')).toBe('2019-03-05');
  });
});

describe('English long forms', () => {
  it.each([
    ['March 3rd, 2019', 15],
    ['March 3, 2019', 13],
    ['3 March 2019', 12],
    ['3rd of March 2019', 17],
    ['Mar 3, 2019', 11],
    ['Sunday, March 3, 2019', 21],
    ['Mar. 3, 2019', 12],
    ['03-Mar-2019', 11],
  ])('reads "%s"', (text, end) => {
    expect(parseDate(`${text}.`)).toEqual({ iso: '2019-03-03', precision: 'day', span: [0, end] });
  });

  it('reads month names in any case, abbreviated, and Sept', () => {
    expect(iso('SEPTEMBER 3RD, 2019')).toBe('2019-09-03');
    expect(iso('sept 3, 2019')).toBe('2019-09-03');
    expect(iso('3 dec 2019')).toBe('2019-12-03');
  });
});

describe('month and year', () => {
  it('reads "March 2019" and "Mar 2019" with month precision', () => {
    expect(parseDate('Archive: March 2019')).toEqual({
      iso: '2019-03-01',
      precision: 'month',
      span: [9, 19],
    });
    expect(parseDate('Mar 2019')).toEqual({ iso: '2019-03-01', precision: 'month', span: [0, 8] });
  });

  it('does not read a lone year, or "may" the verb', () => {
    expect(findDates('a 2000 W amplifier from 1998')).toEqual([]);
    expect(findDates('you may 2019 times')).toEqual([]);
  });

  it('reports the longest reading once where forms overlap', () => {
    expect(findDates('3 March 2019')).toEqual([{ iso: '2019-03-03', precision: 'day', span: [0, 12] }]);
    expect(findDates('Tue, 5 Mar 2019 10:00:00 +0100')).toHaveLength(1);
  });
});

describe('numeric dates', () => {
  it('reads day-first numeric dates with slashes and dots', () => {
    expect(iso('24/04/2012')).toBe('2012-04-24');
    expect(iso('24.04.2012')).toBe('2012-04-24');
    expect(iso('24-04-2012')).toBe('2012-04-24');
  });

  it('reads an unambiguous month-first date whatever the option', () => {
    expect(iso('04/24/2012')).toBe('2012-04-24');
    expect(iso('04/24/2012', { dayFirst: true })).toBe('2012-04-24');
  });

  it('lets dayFirst decide an ambiguous date, day first by default', () => {
    expect(iso('03/04/2012')).toBe('2012-04-03');
    expect(iso('03/04/2012', { dayFirst: true })).toBe('2012-04-03');
    expect(iso('03/04/2012', { dayFirst: false })).toBe('2012-03-04');
  });

  it('reads two-digit years', () => {
    expect(iso('24/04/12')).toBe('2012-04-24');
    expect(iso('12/05/98')).toBe('1998-05-12');
    expect(iso('24.04.12')).toBe('2012-04-24');
  });

  it('validates calendar days', () => {
    expect(iso('29/02/2012')).toBe('2012-02-29');
    expect(iso('29/02/2000')).toBe('2000-02-29');
    expect(iso('29/02/2011')).toBeNull();
    expect(iso('29/02/1900')).toBeNull();
    expect(iso('31/04/2012')).toBeNull();
    expect(iso('April 31, 2012')).toBeNull();
  });
});

describe('non-dates', () => {
  it.each([
    'version 2.4.1',
    'version 2.4.12',
    'v2.4.12',
    '1234/5678',
    '99/99/2012',
    'at 10:14',
    'call 555-123-4567 or 06.12.34.56.78',
    '32/01/2012',
    '2019-13-01',
    '2019-02-30',
    'costs $12.50 or €1,204.20',
    'host 192.168.10.12',
    'v2019-03-05x',
    '1.24.04.2012',
  ])('finds nothing in "%s"', (text) => {
    expect(findDates(text, { now: NOW })).toEqual([]);
  });
});

describe('relative ages', () => {
  it.each([
    ['1 year 30 weeks ago', '2018-06-05', 7],
    ['3 years 25 weeks ago', '2016-07-10', 7],
    ['41 weeks 4 days ago', '2019-03-16', 1],
    ['6 days 1 hour ago', '2019-12-26', 1],
    ['5 min ago', '2020-01-01', 1],
    ['2 hours ago', '2020-01-01', 1],
    ['yesterday', '2019-12-31', 1],
    ['today', '2020-01-01', 1],
    ['just now', '2020-01-01', 1],
    ['a month ago', '2019-12-02', 30],
    ['an hour ago', '2020-01-01', 1],
    ['3 years ago', '2017-01-01', 365],
    ['1 yr, 2 wks ago', '2018-12-18', 7],
    ['3 hrs and 10 mins ago', '2020-01-01', 1],
  ])('dates "%s" from now', (text, day, slack) => {
    expect(parseDate(`posted ${text}`, { now: NOW })).toEqual({
      iso: day,
      precision: 'day',
      span: [7, 7 + text.length],
      relative: true,
      slackDays: slack,
    });
  });

  it('counts back across midnight in the UTC calendar of now', () => {
    expect(iso('13 hours ago', { now: new Date('2020-01-01T12:00:00Z') })).toBe('2019-12-31');
  });

  it('reads no relative age without now', () => {
    expect(findDates('3 weeks ago, yesterday')).toEqual([]);
  });

  it('gives the age in seconds with its slack', () => {
    expect(parseAge('about 6 days 1 hour ago')).toEqual({
      seconds: 6 * 86400 + 3600,
      slackDays: 1,
      span: [6, 23],
    });
    expect(parseAge('1 year 30 weeks ago')).toEqual({
      seconds: (365 + 210) * 86400,
      slackDays: 7,
      span: [0, 19],
    });
    expect(parseAge('yesterday')?.seconds).toBe(86400);
    expect(parseAge('just now')?.seconds).toBe(0);
    expect(parseAge('5 mins ago')?.seconds).toBe(300);
    expect(parseAge('3 weeks of rain')).toBeNull();
  });
});

describe('dateFromUrl', () => {
  it.each([
    ['https://example.org/2019/03/05/a-post', '2019-03-05', 'day'],
    ['https://example.org/news/2019-03-05-a-post.html', '2019-03-05', 'day'],
    ['https://example.org/2019/03/', '2019-03-01', 'month'],
    ['https://mail.python.org/pipermail/python-list/2019-March/001234.html', '2019-03-01', 'month'],
    ['https://lists.example.org/archive/2013-05/msg00012.html', '2013-05-01', 'month'],
    ['https://example.org/archives/2012/11/', '2012-11-01', 'month'],
    ['https://example.org/blog/2019/some-post', '2019-01-01', 'year'],
  ])('reads %s', (url, day, precision) => {
    expect(dateFromUrl(url)).toMatchObject({ iso: day, precision });
  });

  it('gives the span within the URL', () => {
    const url = 'https://example.org/2019/03/05/a-post';
    const found = dateFromUrl(url);
    expect(found && url.slice(...found.span)).toBe('2019/03/05');
  });

  it('does not read bare numbers, hosts or queries as dates', () => {
    expect(dateFromUrl('https://example.org/node/1234.html')).toBeNull();
    expect(dateFromUrl('https://example.org/node/2019')).toBeNull();
    expect(dateFromUrl('https://2019.example.org/page?from=2019-03-05')).toBeNull();
    expect(dateFromUrl('https://example.org/2019/13/40/')).toMatchObject({ precision: 'year' });
  });
});

describe('numericOrder', () => {
  it('tells the order from the first date that shows it', () => {
    expect(numericOrder('on 03/04/2012 and 24/04/2012')).toBe('day-first');
    expect(numericOrder('on 03/04/2012 and 04/24/2012')).toBe('month-first');
  });

  it('is null when no date decides', () => {
    expect(numericOrder('on 03/04/2012 and 05/06/2012')).toBeNull();
    expect(numericOrder('32/01/2012 and version 2.4.12')).toBeNull();
    expect(numericOrder('no dates')).toBeNull();
  });
});

describe('isDayWithoutYear', () => {
  it('is true for a whole text that is a day of a month with no year', () => {
    for (const t of ['March 3', 'January 9', '3rd of March', 'Mon, Jan 9', 'Dec. 2nd'])
      expect(isDayWithoutYear(t), t).toBe(true);
  });

  it('is false for a full date, a month alone, an impossible day, the verb "may", or more words', () => {
    for (const t of ['March 3, 2023', 'March 2019', 'March 32', 'may 5', 'Honda 3', 'Open March 3 to 5'])
      expect(isDayWithoutYear(t), t).toBe(false);
  });
});
