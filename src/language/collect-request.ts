import { fold, isStopword, stem, words } from '../core/text.ts';
import { MONTH_NAME, monthIndex } from './dates.ts';
import { NUMBER_WORDS, ONE_TO_TEN } from './number-words.ts';

/**
 * A collecting request as understood: what the items are about, when they were made, by whom,
 * in which section, how many. Each part says how it was read, so that a misreading shows in the
 * trail.
 */
export interface CollectRequest {
  text: string;
  /** Ways the topic is put; an item matches when it matches one of them. Empty: any topic. */
  topic: TopicAlternative[];
  /** Inclusive calendar dates, YYYY-MM-DD. */
  range?: DateRange;
  /** The name items must be credited to. */
  author?: string;
  /** The section (forum, board, list, category) the items must be in, as named. */
  section?: string;
  /** How many items are wanted, when a number is asked for; newest first then. */
  count?: number;
  /** The topic is to be found in the items' own words, not only their titles ("whose first post mentions …"). */
  inText?: boolean;
  /** Each part of the request and how it was read, in words. */
  understood: string[];
}

export interface DateRange {
  from: string;
  to: string;
  /** The words it was read from. */
  said: string;
}

/** One way of putting the topic ("Mk2 PV routers"): its concepts, each one or more written forms. */
export interface TopicAlternative {
  said: string;
  concepts: Concept[];
}

export interface Concept {
  /** The word as asked ("three-phase", "routers"). */
  said: string;
  /** Forms it may take in a title, folded: "three phase", "3 phase", "threephase"; "router". */
  forms: string[];
  /**
   * Other names it may go by, matched only as whole words ("pony" for "horses"): a name the lexicon
   * relates says the thing on its own, not run into another word ("hellhounds").
   */
  names?: string[];
  /** Context the request adds (the name of a section the site turned out not to have): it may go unsaid. */
  optional?: boolean;
}

const MONTH = `(${MONTH_NAME})`;
/** "in March" names a time, not a place to look in. */
const ONLY_A_MONTH = new RegExp(`^(?:${MONTH_NAME})$`, 'i');
const YEAR = '((?:19|20)\\d\\d)';

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDay = (y: number, m: number): number => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const monthRange = (y: number, m: number): [string, string] => [
  `${y}-${pad(m + 1)}-01`,
  `${y}-${pad(m + 1)}-${pad(lastDay(y, m))}`,
];

/** Words that say what to do or what kind of thing to bring, not what it is about. */
const REQUEST_WORDS = new Set(
  `collect gather list find fetch get grab show give retrieve compile need want look looking search
  thread threads post posts message messages topic topics subject subjects article articles item items entry entries
  listing listings discussion discussions question questions mail mails email emails story stories
  news forum forums section board boards category categories subforum mailing lists page pages
  every all each any whole everything anything whatever started start starting posted written created sent opened marked
  mark about regarding concerning related relating mention mentioning mentions talk talking
  contain contains containing
  user member author poster sender discuss discussed discussing like ones one please published
  wrote write writes said says whose`
    .split(/\s+/)
    .filter(Boolean),
);

/** A user name as asked: one word of any case, then capitalised words ("Priya Natarajan"). */
const NAME_MORE = String.raw`(?:\s+(?!(?:In|On|At|About|From|During|Since|Before|After)\b)\p{Lu}[\p{L}'.-]+){0,2}`;
const NAME = String.raw`[\p{L}\d][\p{L}\d_.@'-]*${NAME_MORE}`;

/** Verbs of writing to a list or forum, as a request puts them after the writer's name. */
const WRITING =
  '(?:wrote|write|writes|posted|post|posts|sent|send|said|say|published|publish|started|start|opened|open|made|make|created|create)';
/**
 * "What Anna Berg wrote", "anything glyn posted", "everything Dave Allured sent": a name of any
 * case between a word for "whatever" and a verb of writing.
 */
const WROTE = new RegExp(
  `\\b(?:[Ww]hat|[Ww]hatever|[Ee]verything|[Aa]nything|[Aa]ll|[Mm]essages?|[Pp]osts?|[Tt]hreads?)\\s+(?!(?:that|which|the|a|an|about|of|on|in)\\b)([\\p{L}\\d][\\p{L}\\d_.@'-]*(?:\\s+[\\p{L}][\\p{L}'.-]*){0,2}?)\\s+(?:has\\s+|had\\s+|ever\\s+)?${WRITING}\\b`,
  'u',
);
/** A name, not a word of the request ("all messages posted …" names no one). */
function plausibleName(name: string): boolean {
  return words(name).every((w) => !isStopword(w) && !REQUEST_WORDS.has(w));
}
/** "What did Chris Barker write", "which reviews did Sgt. Moss post": the name after "did". */
const DID_WRITE = new RegExp(`\\b[Dd]id\\s+(${NAME})\\s+(?:ever\\s+)?${WRITING}\\b`, 'u');

export interface ParseOptions {
  /** Today, for "last year", "this month" (default: the current date). */
  now?: Date;
}

/** Reads a request like "the 2013 threads about PV diverters started by calypso_rae in General Discussion". */
export function parseCollectRequest(request: string, options: ParseOptions = {}): CollectRequest {
  const now = options.now ?? new Date();
  const understood: string[] = [];
  // Asides in brackets are examples or remarks, never constraints: "(there is one board per game)".
  let rest = ` ${request
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `
    .replace(LINKING_VERB, '$1')
    .replace(CONTAINING_NOUN, '$1');
  const cut = (m: RegExpExecArray): void => {
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  };
  const result: CollectRequest = { text: request, topic: [], understood };

  const range = readRange(rest, now);
  if (range) {
    result.range = range.range;
    rest = range.rest;
    understood.push(`time: "${range.range.said}" → ${range.range.from} … ${range.range.to}`);
  }

  const count = new RegExp(
    String.raw`\b(?:the\s+)?(?:(?:first|last|latest|newest|top)\s+(\d{1,4}|${ONE_TO_TEN})|(\d{1,4})\s+(?:most\s+recent|latest|newest|first|last|recent))\b`,
    'i',
  ).exec(rest);
  if (count) {
    const said = (count[1] ?? count[2] ?? '').toLowerCase();
    const n = /^\d+$/.test(said) ? Number(said) : NUMBER_WORDS.indexOf(said);
    if (n > 0) {
      result.count = n;
      understood.push(`count: "${count[0].trim()}" → at most ${n}, newest first`);
      cut(count);
    }
  }

  // Case matters for the name: its further words are capitalised ("Priya Natarajan", not "glyn in").
  const author = new RegExp(
    `\\b(?:(?:(?:[Ss]tarted|[Pp]osted|[Ww]ritten|[Ss]ent|[Cc]reated|[Aa]uthored|[Oo]pened|[Ss]ubmitted|[Mm]ade)\\s+)?[Bb]y\\s+(?:the\\s+)?(?:(?:user|member|author|poster|sender)\\s+)?|[Ff]rom\\s+(?:the\\s+)?(?:user|member|author|poster|sender)\\s+|(?:[Ww]hose|[Ww]ith)\\s+(?:the\\s+)?(?:author|poster|sender|starter)\\s+(?:is|was)\\s+)(${NAME})`,
    'u',
  ).exec(rest);
  const wrote = author
    ? null
    : [DID_WRITE.exec(rest), WROTE.exec(rest)].find((m) => m?.[1] && plausibleName(m[1]));
  if (wrote?.[1]) {
    result.author = wrote[1];
    understood.push(`author: "${wrote[0].trim()}" → ${result.author}`);
    rest = `${rest.slice(0, wrote.index)} ${rest.slice(wrote.index + wrote[0].length)}`;
  }
  if (author?.[1]) {
    result.author = author[1].replace(/[.'-]+$/, '');
    understood.push(`author: "${author[0].trim()}" → ${result.author}`);
    cut(author);
  }

  const inText = IN_TEXT_LEAD.exec(rest) ?? IN_TEXT_TAIL.exec(rest);
  if (inText) {
    result.inText = true;
    understood.push(`where: "${inText[0].trim()}" → the items' own words, not only their titles`);
    cut(inText);
  }

  const section = readSection(rest);
  if (section) {
    result.section = section.name;
    understood.push(`section: "${section.said}" → ${section.name}`);
    rest = section.rest;
  }

  result.topic = readTopic(rest);
  if (result.topic.length > 0) {
    understood.push(
      `topic: ${result.topic.map((a) => `"${a.concepts.map((c) => c.said).join(' ')}"`).join(' or ')}`,
    );
  } else understood.push('topic: any (no topic words)');
  return result;
}

/** A way a request says a time: its pattern, and the first and last day it names (null: not a time). */
type RangeForm = [RegExp, (g: RegExpExecArray) => [string, string] | null];

/**
 * The time a request asks for, the first form that reads one: named months, seasons, parts and
 * spans of years first, then times counted back from `now`, then a year alone.
 */
function readRange(text: string, now: Date): { range: DateRange; rest: string } | null {
  for (const [re, read] of [...namedRanges(now), ...relativeRanges(now)]) {
    const g = re.exec(text);
    if (!g) continue;
    const span = read(g);
    if (!span) continue;
    return {
      range: { from: span[0], to: span[1], said: g[0].trim() },
      rest: `${text.slice(0, g.index)} ${text.slice(g.index + g[0].length)}`,
    };
  }
  return null;
}

/** Times named by months, seasons, parts of years and spans between them. */
function namedRanges(now: Date): RangeForm[] {
  return [
    [
      // "between October and December 2015", "from May to July 2013": the year said once, at the end.
      new RegExp(
        `\\b(?:between|from)\\s+${MONTH}\\s+(?:and|to|until|till|through|-|–)\\s+${MONTH}\\s+${YEAR}\\b`,
        'i',
      ),
      (g) => {
        const year = Number(g[3]);
        const [a, b] = [monthIndex(g[1] ?? ''), monthIndex(g[2] ?? '')];
        return [monthRange(a > b ? year - 1 : year, a)[0], monthRange(year, b)[1]];
      },
    ],
    [
      // Seasons as the northern hemisphere has them; winter runs from December into the year named.
      new RegExp(
        `\\b(?:(?:in|during)\\s+)?(?:the\\s+)?(spring|summer|autumn|fall|winter)\\s+(?:of\\s+)?${YEAR}\\b`,
        'i',
      ),
      (g) => {
        const year = Number(g[2]);
        const first =
          { spring: 2, summer: 5, autumn: 8, fall: 8, winter: -1 }[(g[1] ?? '').toLowerCase()] ?? 0;
        return [
          monthRange(first < 0 ? year - 1 : year, (first + 12) % 12)[0],
          monthRange(year, first + 2)[1],
        ];
      },
    ],
    [
      // "early 2015", "mid-2014", "the first half of 2013", "Q3 2012", "the last quarter of 2011".
      new RegExp(
        `\\b(?:(?:in|during)\\s+)?(?:the\\s+)?(early|mid|late|(?:first|second)\\s+half|(?:first|second|third|fourth|last)\\s+quarter|q[1-4])(?:\\s*-\\s*|\\s+)(?:of\\s+)?${YEAR}\\b`,
        'i',
      ),
      (g) => {
        const part = (g[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
        const span = PARTS_OF_YEAR[part] ?? [0, 11];
        return [monthRange(Number(g[2]), span[0])[0], monthRange(Number(g[2]), span[1])[1]];
      },
    ],
    [
      new RegExp(`\\bbetween\\s+(?:${MONTH}\\s+)?${YEAR}\\s+and\\s+(?:${MONTH}\\s+)?${YEAR}\\b`, 'i'),
      (g) => {
        const a = g[1] ? monthRange(Number(g[2]), monthIndex(g[1]))[0] : `${g[2]}-01-01`;
        const b = g[3] ? monthRange(Number(g[4]), monthIndex(g[3]))[1] : `${g[4]}-12-31`;
        return [a, b];
      },
    ],
    [
      new RegExp(
        `\\bfrom\\s+(?:${MONTH}\\s+)?${YEAR}\\s+(?:to|until|till|through)\\s+(?:${MONTH}\\s+)?${YEAR}\\b`,
        'i',
      ),
      (g) => {
        const a = g[1] ? monthRange(Number(g[2]), monthIndex(g[1]))[0] : `${g[2]}-01-01`;
        const b = g[3] ? monthRange(Number(g[4]), monthIndex(g[3]))[1] : `${g[4]}-12-31`;
        return [a, b];
      },
    ],
    [
      new RegExp(`\\b(?:since|after|from)\\s+(?:${MONTH}\\s+)?${YEAR}(?:\\s+(?:on|onwards?))?\\b`, 'i'),
      (g) => {
        const open = /^(?:since|from)/i.test(g[0]);
        const start = g[1]
          ? open
            ? monthRange(Number(g[2]), monthIndex(g[1]))[0]
            : nextDay(monthRange(Number(g[2]), monthIndex(g[1]))[1])
          : open
            ? `${g[2]}-01-01`
            : `${Number(g[2]) + 1}-01-01`;
        // "from 2015" alone names that year; "from 2015 on" and "since 2015" run to today.
        if (/^from/i.test(g[0]) && !/\bon(?:wards?)?$/i.test(g[0]))
          return g[1] ? monthRange(Number(g[2]), monthIndex(g[1])) : [`${g[2]}-01-01`, `${g[2]}-12-31`];
        return [start, isoDay(now)];
      },
    ],
    [
      new RegExp(`\\b(?:before|until|till|up to)\\s+(?:${MONTH}\\s+)?${YEAR}\\b`, 'i'),
      (g) => {
        const first = g[1] ? monthRange(Number(g[2]), monthIndex(g[1]))[0] : `${g[2]}-01-01`;
        return /^(?:until|till|up to)/i.test(g[0]) && !g[1]
          ? ['0001-01-01', `${g[2]}-12-31`]
          : ['0001-01-01', previousDay(first)];
      },
    ],
    [
      new RegExp(`\\b(?:(?:in|during|of|from)\\s+)?${MONTH}\\s+(?:of\\s+)?${YEAR}\\b`, 'i'),
      (g) => monthRange(Number(g[2]), monthIndex(g[1] ?? '')),
    ],
  ];
}

/** Times counted from `now` ("last month", "the past 3 weeks"), and a year alone. */
function relativeRanges(now: Date): RangeForm[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return [
    [
      /\b(?:in\s+|during\s+)?(?:the\s+)?(last|past|previous)\s+year\b/i,
      () => [`${y - 1}-01-01`, `${y - 1}-12-31`],
    ],
    [/\b(?:in\s+|during\s+)?this\s+year\b/i, () => [`${y}-01-01`, isoDay(now)]],
    [
      /\b(?:in\s+|during\s+)?(?:the\s+)?(last|past|previous)\s+month\b/i,
      () => monthRange(m === 0 ? y - 1 : y, (m + 11) % 12),
    ],
    [/\b(?:in\s+|during\s+)?this\s+month\b/i, () => [monthRange(y, m)[0], isoDay(now)]],
    [
      /\b(?:in\s+|during\s+|from\s+)?(?:the\s+)?(?:last|past)\s+(\d{1,3})\s+(day|week|month|year)s?\b/i,
      (g) => {
        const n = Number(g[1]);
        const days = { day: 1, week: 7, month: 30, year: 365 }[(g[2] ?? 'day').toLowerCase() as 'day'] * n;
        return [isoDay(new Date(now.getTime() - days * 86_400_000)), isoDay(now)];
      },
    ],
    [
      // A year alone is a time after a word of time ("in 2014", "during 2011") or as a request's
      // adjective ("the 2013 threads"); after a name it is part of the name ("Seawater 2010").
      new RegExp(
        `(?:\\b(?:[Ii]n|[Dd]uring|[Oo]f|[Ff]rom|[Ff]or|[Ss]ince|[Yy]ear)\\s+(?:the\\s+year\\s+)?|(?<!\\p{Lu}[\\p{L}'-]*[\\s-]+)(?<![\\p{L}\\d-]))${YEAR}\\b(?![-–]\\d)`,
        'u',
      ),
      (g) => [`${g[1]}-01-01`, `${g[1]}-12-31`],
    ],
  ];
}

/** Months (0-based, inclusive) of the parts of a year a request may name. */
const PARTS_OF_YEAR: Record<string, [number, number]> = {
  early: [0, 3],
  mid: [4, 7],
  late: [8, 11],
  'first half': [0, 5],
  'second half': [6, 11],
  'first quarter': [0, 2],
  'second quarter': [3, 5],
  'third quarter': [6, 8],
  'fourth quarter': [9, 11],
  'last quarter': [9, 11],
  q1: [0, 2],
  q2: [3, 5],
  q3: [6, 8],
  q4: [9, 11],
};

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function nextDay(day: string): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
}
function previousDay(day: string): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

const SECTION_NOUN =
  '(?:section|forum|sub-?forum|board|category|group|mailing list|list|channel|area|archive)(?:e?s)?';

/** "in the For Sale / Wanted section", "in the Questions and support forum", "in General Discussion". */
function readSection(text: string): { name: string; said: string; rest: string } | null {
  const named = new RegExp(
    `\\b(?:in|on|from|under)\\s+(?:the\\s+)?([^,.;]+?)\\s+${SECTION_NOUN}\\b`,
    'i',
  ).exec(text);
  if (named?.[1] && words(named[1]).some((w) => !isStopword(w)) && !saysTopic(text, named)) {
    return { name: named[1].trim(), said: named[0].trim(), rest: cutOut(text, named) };
  }
  // "The Meetups category threads": a section named before its noun, with no preposition.
  const before = new RegExp(
    `\\b[Tt]he\\s+((?:\\p{Lu}[\\p{L}\\d'&-]*)(?:\\s+(?:and|&|of|for|\\/)?\\s*\\p{Lu}[\\p{L}\\d'&-]*)*)\\s+${SECTION_NOUN}\\b`,
    'u',
  ).exec(text);
  if (before?.[1]) return { name: before[1].trim(), said: before[0].trim(), rest: cutOut(text, before) };
  // A name in capitals after "in": "started in General Discussion".
  const capital =
    /\b(?:in|on|under)\s+(?:the\s+)?((?:\p{Lu}[\p{L}\d'&-]*)(?:\s+(?:and|&|of|for|\/)?\s*\p{Lu}[\p{L}\d'&-]*)*)/u.exec(
      text,
    );
  if (
    capital?.[1] &&
    words(capital[1]).length >= 1 &&
    !ONLY_A_MONTH.test(capital[1].trim()) &&
    !saysTopic(text, capital) &&
    !nounGoesOn(text, capital)
  ) {
    return { name: capital[1].trim(), said: capital[0].trim(), rest: cutOut(text, capital) };
  }
  return null;
}

/**
 * "on" right after the noun of the things asked for says what they are about, not where they are:
 * "the thread on Linux meetup groups", "messages on the Oslo office".
 */
function saysTopic(text: string, m: RegExpExecArray): boolean {
  return /^on\b/i.test(m[0]) && new RegExp(`\\b${THING_NOUNS}\\s*$`, 'i').test(text.slice(0, m.index));
}

/** Words that begin a time after a section's name. */
const TIME_WORD =
  /^(?:last|past|this|next|early|mid|late|since|during|before|after|until|till|between|spring|summer|autumn|fall|winter|today|yesterday|recently|lately)$/;

/**
 * A capitalised word followed by a noun of its phrase in lower case is a name inside a longer
 * phrase, not a section's whole name: "measured in Kelvin degrees", "written in Rust macros".
 * Small words, request words and time words after the name end it ("in General Discussion in March").
 */
function nounGoesOn(text: string, m: RegExpExecArray): boolean {
  const next = /^\s+(\p{Ll}[\p{Ll}-]*)\b/u.exec(text.slice(m.index + m[0].length))?.[1];
  if (!next || isStopword(next) || REQUEST_WORDS.has(next)) return false;
  return !TIME_WORD.test(next);
}

function cutOut(text: string, m: RegExpExecArray): string {
  return `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
}

/**
 * A request that places the topic in the items' words rather than their titles: "whose first post
 * mentions", "where the message body contains", "with … in the text".
 */
const IN_TEXT_LEAD =
  /\b(?:whose|where\s+the|where\s+its|where\s+their|in\s+the|in\s+its|in\s+their)\s+(?:(?:first|opening|original|own)\s+)?(?:post|message|body|text|content|words)\s+(?:mentions?|contains?|says?|includes?|refers?\s+to|names?|brings?\s+up|talks?\s+about)\b/i;
/** "… mentioning X anywhere in the body": the place said after what is mentioned. */
const IN_TEXT_TAIL =
  /(?<=\b(?:mention|contain|say|include)\w*\b[^,.;:?!]{1,60}?)\s+(?:anywhere\s+)?(?:in|within)\s+(?:the|its|their)\s+(?:(?:first|opening|original|own)\s+)?(?:post|message|body|text|content)s?\b/i;

/** The nouns of the things a request asks to collect. */
const THING_NOUNS =
  '(?:thread|post|message|topic|article|item|entry|entries|discussion|question|mail|email|story|stories|listing)s?';

/**
 * The verb that links the things asked for to what they are about is no part of the topic: the
 * one word between the thing's noun (or "that", "which") and a particle or preposition, as in
 * "threads <verb> up …", "posts that <verb> on …", "messages <verb> in …".
 */
const LINKING_VERB = new RegExp(
  `\\b((?:${THING_NOUNS}|that|which|who)\\s+)\\p{L}+(?=\\s+(?:up|on|upon|about|to|with|into|over|in|under|at|from|for|within|across)\\b)`,
  'giu',
);

/**
 * The noun of what holds the things asked for is no part of the topic either: "messages from the
 * <noun> on …", "posts in the <noun> about …" name a discussion by its topic, whatever the
 * discussion is called.
 */
const CONTAINING_NOUN = new RegExp(
  `\\b(${THING_NOUNS}\\s+(?:from|in|of|within)\\s+(?:the|that|this|a|an)\\s+)\\p{L}+(?=\\s+(?:on|about|over|regarding|concerning)\\b)`,
  'giu',
);

/** The topic, as alternatives: "X or Y", "X - Y and other ways of Z"; examples in brackets are left out. */
function readTopic(text: string): TopicAlternative[] {
  // What the request sets aside ("rather than snowfall", "except the sale threads") is no part of it.
  const plain = elaborated(text.replace(/\([^)]*\)/g, ' ').replace(/\[[^\]]*\]/g, ' '))
    .replace(
      /\b(?:rather than|instead of|other than|except(?:\s+for)?|but not|apart from)\b[^,.;:?!]*/gi,
      ' ',
    )
    // "Whatever it is about", "regardless of subject": a clause that says any topic will do.
    .replace(/\b(?:whatever|whichever|regardless\s+of|no\s+matter)\b[^,.;:?!]*/gi, ' ')
    // "…, including the games set in it", "such as …": examples, as asides in brackets are.
    .replace(/\b(?:including|such\s+as|e\.g\.|for\s+example|for\s+instance)\b[^.;:?!]*/gi, ' ')
    // "Every episode of the …", "each issue of …": the noun is the kind of item, not the topic.
    .replace(/\b((?:every|each|all(?:\s+the)?|any)\s+)\p{L}+\s+of\b/giu, '$1');
  // An "or" before the word that brings the topic in ("asked or compared notes about X") joins
  // ways of talking about it: what comes before that word is no part of the topic.
  const about = /\b(?:about|regarding|concerning)\b/i.exec(plain);
  const framed =
    about && /\sor\s/i.test(plain.slice(0, about.index)) ? plain.slice(about.index + about[0].length) : plain;
  const kinds = seriesKinds(framed);

  const parts = framed
    // Two names joined by "and" ("about Lisbon and the Algarve") are two things items may be about.
    .split(/(?<=\b\p{Lu}[\p{L}\d'-]*)\s+and\s+(?=(?:the\s+)?\p{Lu})/u)
    .flatMap((p) =>
      p.split(
        /\s+or\s+|\s*[;,]\s*|\s+[-–—]\s+|\s+and\s+other\s+(?:ways?\s+(?:of|to)\s+)?|\s+as\s+well\s+as\s+/i,
      ),
    )
    .map((p) => p.trim())
    .filter(Boolean);
  const out: TopicAlternative[] = [];
  for (const part of parts) {
    const concepts = conceptsOf(part).map((c) =>
      kinds.has(c.said.toLowerCase()) ? { ...c, optional: true } : c,
    );
    if (concepts.length > 0) out.push({ said: part.replace(/\s+/g, ' '), concepts });
  }
  return out;
}

/** Nouns that name a run of issues or episodes under a title of its own. */
const SERIES_NOUN = '(?:series|show|podcast|column|newsletter|programme|program|serial|blog|vlog)';

/**
 * The words that say what kind of thing a named series is ("the Harbour Lights interview
 * podcast"): its items carry the name, and seldom say the kind.
 */
function seriesKinds(text: string): Set<string> {
  const out = new Set<string>();
  const named = new RegExp(
    `\\p{Lu}[\\p{L}\\d'-]*((?:\\s+\\p{Ll}[\\p{L}-]*){0,3}?)\\s+(${SERIES_NOUN})\\b`,
    'gu',
  );
  for (const m of text.matchAll(named)) {
    for (const w of `${m[1] ?? ''} ${m[2] ?? ''}`.split(/\s+/)) if (w) out.add(w.toLowerCase());
  }
  return out;
}

/**
 * The part of a request that names the topic: its first sentence that has topic words, up to a
 * colon when words come before it. The sentences and the list after a colon elaborate on what was
 * named ("… geometries: time series, trajectory files"; "Which threads bring up X? I want …").
 */
function elaborated(text: string): string {
  const sentences = text.split(/(?<=[.?!])\s+(?=\p{Lu})/u);
  const named = sentences.find((t) => conceptsOf(t).length > 0) ?? text;
  const colon = named.indexOf(':');
  if (colon > 0 && conceptsOf(named.slice(0, colon)).length > 0) return named.slice(0, colon);
  return colon > 0 ? named.slice(colon + 1) : named;
}

/** The topic words of a phrase (a section the site turned out not to have). */
export function topicWordsOf(phrase: string): Concept[] {
  return conceptsOf(phrase);
}

function conceptsOf(part: string): Concept[] {
  const out: Concept[] = [];
  // Hyphenated and slashed words stay one concept: "three-phase", "Wi-Fi", "A/C".
  for (const raw of part.split(/\s+/)) {
    // A contraction or a possessive is its word: "I'd" is "I", "Barker's" is "Barker".
    const token = raw
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      .replace(/['’](?:d|m|ve|ll|re|s)$/iu, '');
    if (!token) continue;
    const pieces = words(token);
    const content = pieces.filter(
      (w) => !isStopword(w) && !REQUEST_WORDS.has(w) && !/^(?:i|me|my|we|us)$/.test(w),
    );
    if (content.length === 0) continue;
    if (pieces.length > 1) {
      out.push({ said: token, forms: compoundForms(pieces) });
      continue;
    }
    const w = content[0] as string;
    if (w.length < 2 && !/\d/.test(w)) continue;
    out.push({ said: token, forms: wordForms(w) });
  }
  return out;
}

/** A compound's ways of being written: "three phase", "three-phase" and "threephase", digits for number words. */
export function compoundForms(pieces: readonly string[]): string[] {
  // Spaced forms are matched against stemmed words, run-together ones against the words as written.
  const spaced = variantsOf(pieces, stemOf).map((v) => v.join(' '));
  const joined = variantsOf(pieces, fold).map((v) => v.join(''));
  return [...new Set([...spaced, ...joined])];
}

/** Every way of writing the pieces, a number word also as digits and the other way round. */
function variantsOf(pieces: readonly string[], form: (w: string) => string): string[][] {
  let variants: string[][] = [[]];
  for (const p of pieces) {
    const alts = [form(p)];
    const n = NUMBER_WORDS.indexOf(p);
    if (n >= 0) alts.push(String(n));
    if (/^\d+$/.test(p) && Number(p) < NUMBER_WORDS.length) alts.push(NUMBER_WORDS[Number(p)] as string);
    variants = variants.flatMap((v) => alts.map((a) => [...v, a]));
  }
  return variants;
}

function wordForms(w: string): string[] {
  return [...new Set([stemOf(w)])];
}

/** The stem a concept is matched by: "routers" → "router", "diverters" → "diverter". */
function stemOf(w: string): string {
  return stem(fold(w));
}
