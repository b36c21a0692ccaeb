/**
 * Dates as forum, mailing-list archive and news pages write them, normalised to ISO 8601 as written:
 * no timezone conversion, the date printed is the date kept. Pure: a few regular expressions per text.
 */

/** How sure the day is: an exact day, or only a month or a year (a relative age is approximate). */
export type DatePrecision = 'day' | 'month' | 'year';

export interface FoundDate {
  /** YYYY-MM-DD (for month precision the 1st, for year precision Jan 1st). With a time when the text gave one: YYYY-MM-DDTHH:MM. */
  iso: string;
  precision: DatePrecision;
  /** Where in the text it was found: [start, end) character offsets. */
  span: [number, number];
  /** True for relative ages ("3 weeks ago"), which depend on `now`. */
  relative?: boolean;
  /** For relative ages: uncertainty in days (the size of the smallest unit given: "1 year 30 weeks ago" → 7, "41 weeks 4 days ago" → 1, "3 years ago" → 365, "5 hours ago" → 1). */
  slackDays?: number;
}

export interface DateOptions {
  /** The moment relative ages count back from (ISO string or Date). Without it relative ages are not read. */
  now?: string | Date;
  /** For all-numeric dates whose order is ambiguous (03/04/2012): true = day first (default), false = month first. */
  dayFirst?: boolean;
}

/** A relative age: seconds back from now, its slack in days, and where it was written. */
export interface Age {
  seconds: number;
  slackDays: number;
  span: [number, number];
}

/**
 * The English month names and their usual abbreviations, as a regular-expression alternation: the
 * one list every reader of dates, archives and questions uses.
 */
export const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH = String.raw`(?<mon>${MONTH_NAME})(?!\p{L})\.?`;
/** A weekday before the date: part of the span, otherwise ignored. */
const WEEKDAY = String.raw`(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?!\p{L})\.?,?\s+)?`;
const ORDINAL = '(?:st|nd|rd|th)?';
const TZ_NAME =
  '(?:UTC|GMT|UT|Z|[ECMPA][SD]T|CES?T|EES?T|WES?T|BST|IST|MSK|JST|KST|HKT|SGT|AEDT|AES?T|NZDT|NZS?T|CAT|EAT|WAT|SAST)';
/** Offsets and zone names are read past (kept in the span) but never applied. */
const TZ = String.raw`(?:\s*(?:[+-]\d{2}:?\d{2}|\(?${TZ_NAME}\)?)(?![\p{L}\p{N}])){0,2}`;
const TIME = String.raw`(?<hh>\d{1,2}):(?<mi>\d{2})(?::\d{2}(?:[.,]\d+)?)?(?!\p{N})(?:\s*(?<ap>[ap])(?:m|\.m\.)(?!\p{L}))?`;
/** An optional time after the date: "T10:00Z", " 10:00:00 +0100", " - 11:55", ", 10:14 PM", " at 10:14". */
const TAIL = String.raw`(?<tail>(?:T|[\s,]+(?:(?:[-–@|]|at(?!\p{L}))\s*)?)${TIME}${TZ})?`;
/** Not inside a word or a longer number, not a sum of money. */
const BEFORE = String.raw`(?<![\p{L}\p{N}$€£¥])`;
const BEFORE_NUMBER = String.raw`(?<![\p{L}\p{N}$€£¥]|\p{N}[./-])`;
/** Not followed by more digits or by a further numeric field (versions, IP addresses, phone numbers). */
const AFTER_NUMBER = String.raw`(?!\p{N}|[./-]\p{N})`;

type Groups = Partial<Record<string, string>>;

interface Ymd {
  y: number;
  m: number;
  d: number;
  precision: DatePrecision;
}

interface Shape {
  re: RegExp;
  read(g: Groups, dayFirst: boolean, text: string, at: number): Ymd | null;
}

const compile = (source: string): RegExp => new RegExp(source, 'dgiu');

/** The all-numeric form, day/month order undecided: 24/04/2012, 24.04.2012, 04/24/12, 24-04-2012. */
const NUMERIC = String.raw`${BEFORE}${WEEKDAY}${BEFORE_NUMBER}(?<a>\d{1,2})(?<sep>[/.-])(?<b>\d{1,2})\k<sep>(?<year>\d{4}|\d{2})${AFTER_NUMBER}`;

const SHAPES: Shape[] = [
  {
    // ISO and other year-first forms: 2019-03-05, 2019/03/05, 2019-03-05T10:00:00Z.
    re: compile(
      String.raw`${BEFORE_NUMBER}(?<year>\d{4})(?<sep>[-/.])(?<mo>\d{1,2})\k<sep>(?<day>\d{1,2})(?!\p{N}|[./-]\p{N}|(?![Tt])\p{L})${TAIL}`,
    ),
    read: (g) => ymd(num(g.year), num(g.mo), num(g.day)),
  },
  {
    // Day before month name: "3 March 2019", "3rd of March, 2019", "Tue, 5 Mar 2019 10:00:00 +0100", "05-Mar-2019".
    re: compile(
      String.raw`${BEFORE}${WEEKDAY}(?<day>\d{1,2})${ORDINAL}(?:\s+of\s+|\s*[-/]\s*|\.?\s+)${MONTH}(?:\s*[-/,]\s*|\s+)(?<year>\d{4})(?!\p{N})${TAIL}`,
    ),
    read: (g) => ymd(num(g.year), monthOf(g.mon), num(g.day)),
  },
  {
    // Month name before day: "March 3rd, 2019", "Sunday, March 3, 2019", "Mon Mar 04, 2019 10:14 pm".
    re: compile(
      String.raw`${BEFORE}${WEEKDAY}${MONTH}\s*(?<day>\d{1,2})${ORDINAL}(?!\p{N})(?:\s*,\s*|\s+)(?<year>\d{4})(?!\p{N})${TAIL}`,
    ),
    read: (g) => ymd(num(g.year), monthOf(g.mon), num(g.day)),
  },
  {
    // asctime, as pipermail prints: "Tue Mar  5 10:00:00 CET 2019".
    re: compile(
      String.raw`${BEFORE}${WEEKDAY}${MONTH}\s+(?<day>\d{1,2})\s+${TIME}(?:\s+\(?${TZ_NAME}\)?)?\s+(?<year>\d{4})(?!\p{N})`,
    ),
    read: (g) => ymd(num(g.year), monthOf(g.mon), num(g.day)),
  },
  {
    // Month and year only: "March 2019", "Mar 2019". Lowercase "may" before a number is usually the verb.
    re: compile(String.raw`${BEFORE}${MONTH}(?:\s*,\s*|\s+)(?<year>\d{4})${AFTER_NUMBER}`),
    read: (g) => (g.mon === 'may' ? null : ymd(num(g.year), monthOf(g.mon), 1, 'month')),
  },
  {
    re: compile(`${NUMERIC}${TAIL}`),
    read: (g, dayFirst, text, at) => {
      if (versionBefore(text, at)) return null;
      const order = numericFields(g);
      if (!order) return null;
      const first = order.dayFirst ?? dayFirst;
      return ymd(order.year, first ? order.b : order.a, first ? order.a : order.b);
    },
  },
];

/** Every date written in `text`, in order of appearance. */
export function findDates(text: string, options: DateOptions = {}): FoundDate[] {
  const dayFirst = options.dayFirst ?? true;
  const found: FoundDate[] = [];
  for (const shape of SHAPES) {
    for (const m of text.matchAll(shape.re)) {
      const g: Groups = m.groups ?? {};
      const date = shape.read(g, dayFirst, text, m.index);
      if (!date) continue;
      let end = m.index + m[0].length;
      let iso = isoDay(date.y, date.m, date.d);
      if (g.hh !== undefined && g.mi !== undefined) {
        const time = clock(g.hh, g.mi, g.ap);
        const tail = m.indices?.groups?.tail;
        if (time) iso += `T${time}`;
        else if (tail)
          end = tail[0]; // a bad time after a good date: keep the date alone
        else continue;
      }
      found.push({ iso, precision: date.precision, span: [m.index, end] });
    }
  }
  const nowMs = options.now === undefined ? Number.NaN : new Date(options.now).getTime();
  if (!Number.isNaN(nowMs)) {
    for (const age of ages(text)) {
      const then = new Date(nowMs - age.seconds * 1000);
      if (Number.isNaN(then.getTime())) continue;
      const iso = then.toISOString().slice(0, 10);
      found.push({ iso, precision: 'day', span: age.span, relative: true, slackDays: age.slackDays });
    }
  }
  return keepBest(found);
}

const MONTH_DAY = new RegExp(String.raw`^${WEEKDAY}${MONTH}\s*(?<day>\d{1,2})${ORDINAL}$`, 'iu');
const DAY_MONTH = new RegExp(String.raw`^${WEEKDAY}(?<day>\d{1,2})${ORDINAL}(?:\s+of)?\s+${MONTH}$`, 'iu');

/**
 * Whether the whole of `text` is a day written without its year ("March 3", "3rd of March",
 * "Mon, Jan 9"): a date a page gives when its year goes without saying, which no ISO date can hold.
 */
export function isDayWithoutYear(text: string): boolean {
  const t = text.trim().replace(/\s+/g, ' ');
  const m = MONTH_DAY.exec(t) ?? DAY_MONTH.exec(t);
  const day = Number(m?.groups?.day ?? 0);
  // Lowercase "may" before a number is the verb.
  return day >= 1 && day <= 31 && m?.groups?.mon !== 'may';
}

/** The first date written in `text`, or null. */
export function parseDate(text: string, options: DateOptions = {}): FoundDate | null {
  return findDates(text, options)[0] ?? null;
}

const UNIT_SECONDS: [RegExp, number][] = [
  [/^(?:years?|yrs?|y)$/i, 365 * 86400],
  [/^(?:months?|mos?)$/i, 30 * 86400],
  [/^(?:weeks?|wks?|w)$/i, 7 * 86400],
  [/^(?:days?|d)$/i, 86400],
  [/^(?:hours?|hrs?|h)$/i, 3600],
  [/^(?:minutes?|mins?|m)$/i, 60],
  [/^(?:seconds?|secs?|s)$/i, 1],
];
const UNIT =
  'years?|yrs?|y|months?|mos?|weeks?|wks?|w|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s';
const COUNT = String.raw`(?:\d{1,6}\s*|(?:an?|one|a\s+few)\s+)`;
const PART = String.raw`${COUNT}(?:${UNIT})(?!\p{L})`;
const AGE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:(?<parts>${PART}(?:\s*,?\s*(?:and\s+)?${PART})*)\s+ago|(?<word>yesterday|today|just\s+now|moments?\s+ago|a\s+moment\s+ago))(?!\p{L})`,
  'giu',
);
// Counts as PART reads them: a word count needs a space after it, so "and" is never "an d(ay)".
const AGE_PART = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<n>\d{1,6}|(?:an?|one|a\s+few)(?=\s))\s*(?<unit>${UNIT})(?!\p{L})`,
  'giu',
);

/** Every relative age in `text`, in order. */
function* ages(text: string): Generator<Age> {
  for (const m of text.matchAll(AGE)) {
    const span: [number, number] = [m.index, m.index + m[0].length];
    const word = m.groups?.word?.toLowerCase();
    if (word !== undefined) {
      yield { seconds: word === 'yesterday' ? 86400 : 0, slackDays: 1, span };
      continue;
    }
    let seconds = 0;
    let smallest = Number.POSITIVE_INFINITY;
    for (const part of (m.groups?.parts ?? '').matchAll(AGE_PART)) {
      const n = countOf(part.groups?.n ?? '');
      const unit = unitSeconds(part.groups?.unit ?? '');
      seconds += n * unit;
      smallest = Math.min(smallest, unit);
    }
    // The slack is the smallest unit given, but never under a day: the result is a calendar day.
    if (Number.isFinite(smallest))
      yield { seconds, slackDays: Math.max(1, Math.round(smallest / 86400)), span };
  }
}

/** A relative age ("1 year 30 weeks ago", "6 days 1 hour ago", "yesterday", "2 hours ago", "just now") as a number of seconds back, with its slack in days; null if the text holds none. */
export function parseAge(text: string): Age | null {
  for (const age of ages(text)) return age;
  return null;
}

function countOf(n: string): number {
  const word = n.toLowerCase().replace(/\s+/g, ' ');
  if (word === 'a' || word === 'an' || word === 'one') return 1;
  if (word === 'a few') return 3;
  return Number(n);
}

function unitSeconds(unit: string): number {
  for (const [re, seconds] of UNIT_SECONDS) if (re.test(unit)) return seconds;
  return 0;
}

const URL_YEAR = '(?:19[7-9]|20\\d)\\d';
const URL_DAY = compile(
  String.raw`(?<![\p{L}\p{N}])(?<year>${URL_YEAR})(?<sep>[/_-])(?<mon>\d{1,2}|${MONTH_NAME})\k<sep>(?<day>\d{1,2})(?![\p{L}\p{N}])`,
);
// Month archives sit at the start of a path segment; a slashed month ends its segment ("/2019/12.html" may be post 12).
const URL_MONTH = compile(
  String.raw`(?<=/)(?<year>${URL_YEAR})(?:/(?<mon>\d{1,2}|${MONTH_NAME})(?=/|$)|[_-](?<mon2>\d{1,2}|${MONTH_NAME})(?![\p{L}\p{N}]))`,
);
const URL_LONE_YEAR = compile(`(?<=/)(?<year>${URL_YEAR})(?=/)`);

/** The date a URL's path carries: /2019/03/05/..., /2019/03/, /2019-March/, /2013-05/..., /archives/2012/11/; null when none (do not read bare numbers like /node/1234.html as dates). */
export function dateFromUrl(url: string): FoundDate | null {
  const start = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i.exec(url)?.[0].length ?? 0;
  const stop = url.slice(start).search(/[?#]/);
  const path = stop < 0 ? url.slice(start) : url.slice(start, start + stop);
  const at = (m: RegExpMatchArray, date: Ymd | null): FoundDate | null => {
    if (!date || m.index === undefined) return null;
    const from = start + m.index;
    return {
      iso: isoDay(date.y, date.m, date.d),
      precision: date.precision,
      span: [from, from + m[0].length],
    };
  };
  for (const m of path.matchAll(URL_DAY)) {
    const found = at(m, ymd(num(m.groups?.year), monthOf(m.groups?.mon), num(m.groups?.day)));
    if (found) return found;
  }
  for (const m of path.matchAll(URL_MONTH)) {
    const found = at(m, ymd(num(m.groups?.year), monthOf(m.groups?.mon ?? m.groups?.mon2), 1, 'month'));
    if (found) return found;
  }
  for (const m of path.matchAll(URL_LONE_YEAR)) {
    const found = at(m, ymd(num(m.groups?.year), 1, 1, 'year'));
    if (found) return found;
  }
  return null;
}

const NUMERIC_ONLY = compile(NUMERIC);

/** Which order the all-numeric dates of a text use, when one of them shows it (a first field > 12 → day first; a second field > 12 → month first); null when none decides. */
export function numericOrder(text: string): 'day-first' | 'month-first' | null {
  for (const m of text.matchAll(NUMERIC_ONLY)) {
    if (versionBefore(text, m.index)) continue;
    const fields = numericFields(m.groups ?? {});
    if (fields?.dayFirst !== undefined) return fields.dayFirst ? 'day-first' : 'month-first';
  }
  return null;
}

/**
 * The fields of a numeric date, with the order they force (undefined when both could be a month).
 * Null when neither order makes a valid day, or the form is too number-like to trust.
 */
function numericFields(g: Groups): { a: number; b: number; year: number; dayFirst?: boolean } | null {
  const rawYear = g.year ?? '';
  const a = num(g.a);
  const b = num(g.b);
  // Two-digit years are read only where they are common: "24/04/12", "24.04.12"; not "2.4.12" (a version).
  if (
    rawYear.length === 2 &&
    (g.sep === '-' || (g.sep === '.' && (g.a?.length !== 2 || g.b?.length !== 2)))
  ) {
    return null;
  }
  const year = rawYear.length === 2 ? fullYear(num(rawYear)) : num(rawYear);
  const asDayFirst = validDay(year, b, a);
  const asMonthFirst = validDay(year, a, b);
  if (asDayFirst && asMonthFirst) return { a, b, year };
  if (asDayFirst) return { a, b, year, dayFirst: true };
  if (asMonthFirst) return { a, b, year, dayFirst: false };
  return null;
}

/** "version 2.4.12", "v 10.11.12": numbers that follow these words are not dates. */
function versionBefore(text: string, at: number): boolean {
  return /(?:\bv|\bver|\bversion|\brelease|\brev|\bbuild)\.?\s*$/i.test(text.slice(Math.max(0, at - 12), at));
}

/** Two-digit years: 00–69 are 2000s, 70–99 the 1900s. */
function fullYear(yy: number): number {
  return yy < 70 ? 2000 + yy : 1900 + yy;
}

/** Where two candidates overlap, the longer (then the more precise) one is kept; the result is in text order. */
function keepBest(found: FoundDate[]): FoundDate[] {
  found.sort((x, y) => x.span[0] - y.span[0] || size(y) - size(x));
  const kept: FoundDate[] = [];
  for (const f of found) {
    // Kept spans do not overlap and are in order, so those overlapping f are a run at the end.
    let i = kept.length;
    while (i > 0 && (kept[i - 1] as FoundDate).span[1] > f.span[0]) i--;
    if (kept.slice(i).every((k) => beats(f, k))) kept.splice(i, kept.length - i, f);
  }
  return kept;
}

const RANK: Record<DatePrecision, number> = { year: 0, month: 1, day: 2 };

function size(f: FoundDate): number {
  return f.span[1] - f.span[0];
}

function beats(f: FoundDate, k: FoundDate): boolean {
  return size(f) > size(k) || (size(f) === size(k) && RANK[f.precision] > RANK[k.precision]);
}

function num(s: string | undefined): number {
  return s === undefined ? Number.NaN : Number(s);
}

/** Month number of a name ("Sept" → 9) or of digits ("03" → 3); NaN when neither. */
/** The month (0 January … 11 December) a name or abbreviation names, or -1. */
export function monthIndex(name: string): number {
  return (MONTH_INDEX[name.slice(0, 3).toLowerCase()] ?? 0) - 1;
}

// Pattern pieces below are compiled per shape (each shape has its own named groups).
function monthOf(mon: string | undefined): number {
  if (mon === undefined) return Number.NaN;
  if (/^\d+$/.test(mon)) return Number(mon);
  return MONTH_INDEX[mon.slice(0, 3).toLowerCase()] ?? Number.NaN;
}

const MONTH_INDEX: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** A calendar-checked date, or null (no 31 April, 29 February only in leap years). */
function ymd(y: number, m: number, d: number, precision: DatePrecision = 'day'): Ymd | null {
  return validDay(y, m, d) ? { y, m, d, precision } : null;
}

/** Whether y-m-d is a real calendar day (years 1000–2999: four-digit years as pages write them). */
function validDay(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 1000 || y > 2999 || m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** HH:MM from a written time, 12-hour clocks turned to 24; null for an impossible time. */
function clock(hh: string, mi: string, ap: string | undefined): string | null {
  let h = Number(hh);
  const m = Number(mi);
  if (m > 59) return null;
  if (ap) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ap.toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return null;
  return `${pad(h)}:${pad(m)}`;
}

function isoDay(y: number, m: number, d: number): string {
  return `${y}-${pad(m)}-${pad(d)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const CLOCK_ONLY = new RegExp(String.raw`(?<![\p{L}\p{N}:])${TIME}`, 'iu');

/** The first time of day written in `text` ("2:05 PM", "14:05", "9:30 a.m."), as HH:MM; null when there is none. */
export function parseClock(text: string): string | null {
  const g = CLOCK_ONLY.exec(text)?.groups;
  return g?.hh !== undefined && g.mi !== undefined ? clock(g.hh, g.mi, g.ap) : null;
}
