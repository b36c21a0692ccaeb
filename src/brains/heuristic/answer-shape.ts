import { MONTH_NAME } from '../../language/dates.ts';
import { askedDimensions, measurePattern } from '../../language/units.ts';
import type { AnswerKind } from './question-type.ts';

/**
 * Whether a passage holds the kind of thing a question asks for — a value, a time, a name, an
 * identifier — and not only the question's own words back.
 */

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion|once|twice|thrice|half|double|dozen)\b/gi;
/**
 * A figure, not the digits of a name or model ("L4", "H6", "F-150", "L4-1.8L" are no values), and
 * never begun inside another figure's fraction.
 */
const NUMBER = /(?<![A-Za-z]-?|\d-?|\d[.,]|\b[Nn]o\.\s?)\$?\d[\d,]*(?:\.\d+)?(?![\d,]*-\d)\s*%?/g;
const CLOCK = /\b\d{1,2}(?::\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?)|\b(?:midnight|noon)\b|\b\d{1,2}:\d{2}\b/gi;
const DATE = new RegExp(
  String.raw`\b(?:${MONTH_NAME})\.?\s+\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b`,
  'gi',
);
const DURATION =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety)\s*(?:-\s*)?(?:calendar |business |working )?(?:seconds?|minutes?|hours?|days?|weeks?|workweeks?|months?|years?)\b|\b(?:working|business|calendar) days?\b|\bimmediately\b/gi;
const NAME = /\b\p{Lu}[\p{Ll}'-]+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{Ll}'-]+\b/gu;
/** Identifiers by what a question calls them: configuration keys look unlike file names or class names. */
const KEY_LIKE = [
  // dotted keys without a file extension: hdds.grpc.tls.enabled, ozone.om.service.ids
  /\b[a-z][\w-]*(?:\.[a-z][\w-]*){2,}\b|\b[a-z][\w-]*\.[a-z][\w-]*(?<!\.(?:html?|xml|json|ya?ml|properties|sh|py|txt|md|conf|cfg|ini|jar|log|js|ts))\b/g,
  /\b\p{Lu}[\p{Lu}\d]*_[\p{Lu}\d_]+\b/gu,
  /\b\p{Ll}+(?:\p{Lu}\p{Ll}*)+\b/gu,
  // lower_snake keys, as YAML and Python configurations name them: use_directory_urls
  /\b[a-z][a-z\d]*(?:_[a-z\d]+)+\b/g,
  /(?:^|\s)--?[A-Za-z][\w.-]*/g,
];
const FILE_LIKE = [/\b[\w.-]+\.[a-z0-9]{1,10}\b/g, /(?:^|[\s(])\/?[\w.-]+(?:\/[\w.-]+)+/g];
const NAME_LIKE = [
  /\b\p{Lu}?\p{Ll}+(?:\p{Lu}\p{Ll}+)+\b/gu,
  /\b[a-z]+(?:\.[a-z]+)+\.\p{Lu}\w*\b/gu,
  /\b[a-z]+\d+[a-z\d]*\b/g,
  /\b[a-z]+_[a-z_]+\b/g,
];
const IDENTIFIER_KINDS: Array<{ nouns: RegExp; patterns: RegExp[] }> = [
  {
    nouns:
      /^(?:property|properties|key|keys|setting|settings|option|options|parameter|parameters|variable|variables|flag|flags|config|configuration|field|fields|attribute|directive|header|column|argument|arguments)$/,
    patterns: KEY_LIKE,
  },
  { nouns: /^(?:file|files|path|paths|url|endpoint|endpoints|directory|folder)$/, patterns: FILE_LIKE },
  // A ticket or part number: HDDS-3755, 73244-LAF-T05, 90781NM641, #4567.
  {
    nouns: /^(?:number|numbers|id|ids)$/,
    patterns: [
      /\b(?=[\p{Lu}\d-]*\d)[\p{Lu}\d]+(?:-[\p{Lu}\d]+)+\b/gu,
      /\b(?=\p{Lu}*\d)(?=\d*\p{Lu})[\p{Lu}\d]{5,}\b/gu,
      /#\d{2,}\b/g,
    ],
  },
  {
    nouns:
      /^(?:class|classes|authorizer|plugin|module|modules|package|packages|library|libraries|function|functions|method|methods|macro|table|element)$/,
    patterns: NAME_LIKE,
  },
];

/** A command-line flag: --dry-run, -n, -Dfoo, -Xmx2g (a flag may begin with a capital). */
const FLAG = /(?:^|\s)--?[A-Za-z][\w-]*/g;

const CODE = [
  // dotted keys, paths, file names: hdds.grpc.tls.enabled, kubernetes/examples/minikube, findbugs.sh
  /\b[\w-]+(?:[./:][\w-]+)+\b/g,
  // CamelCase: OzoneNativeAuthorizer, FairCallQueue, boto3 is plain
  /\b\p{Lu}?\p{Ll}+(?:\p{Lu}\p{Ll}+)+\b/gu,
  // UPPER_SNAKE: HTTPS_ONLY
  /\b\p{Lu}[\p{Lu}\d]*_[\p{Lu}\d_]+\b/gu,
  FLAG,
  // words with digits inside: boto3, libo3fs, s3a
  /\b[a-z]+\d+[a-z\d]*\b/g,
];

/** True when `text` has a match of `pattern` that the question does not already say. */
function saysNew(text: string, pattern: RegExp, question: string): boolean {
  const asked = question.toLowerCase().replace(/\s+/g, ' ');
  for (const m of text.matchAll(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  )) {
    const found = m[0].trim().toLowerCase().replace(/\s+/g, ' ');
    if (!found || asked.includes(found)) continue;
    // A figure the question itself gives ("my 2004 Accord") is not news, whatever word follows it.
    const figure = /\d[\d,]*(?:\.\d+)?/.exec(found)?.[0];
    if (figure && new RegExp(`(?<![\\d.])${figure.replace(/[.,]/g, '\\$&')}(?![\\d])`).test(asked)) continue;
    return true;
  }
  return false;
}

const VALUE_FORMS: Array<{ nouns: RegExp; pattern: RegExp }> = [
  { nouns: /^ports?$/, pattern: /(?:[\w\]]:|\bports?\s+(?:is\s+|of\s+|=\s*)?)\d{2,5}\b/gi },
];
const HOW_OFTEN = /\bhow (?:often|frequently)\b|\bhow many times\b/i;
/** How clearly a bare figure answers a question that names the unit it wants. */
const ASKED_UNIT_MISSING = 0.3;
/** "How long" asks for a time span or a length, never a sum of money. */
const HOW_LONG = /\bhow long\b/i;
const LENGTH =
  /\b\d[\d,]*(?:\.\d+)?\s*(?:-\s*)?(?:mm|cm|km|inch|inches|ft|feet|foot|yards?|miles?|meters?|metres?|kilometers?|characters?|chars|bytes?|[kmgt]b|lines?|words?|pages?)\b/gi;
const FREQUENCY =
  /\b(?:once|twice|thrice|(?:\d+|one|two|three|four|five|six|ten|several|many) times|(?<!\bfor )(?:every|each)(?: other| \d+| few| two| three)? (?:second|minute|hour|day|night|week|month|quarter|year|calendar|business|working|pay|billing|run|time)s?|daily|weekly|bi-?weekly|semi-?monthly|monthly|quarterly|semi-?annually|annually|yearly|hourly|nightly)\b/gi;

/** Words that follow a figure without being its unit: "section 12007 of the Act". */
const FUNCTION_WORD = /(?:of|and|or|the|to|in|on|at|by|for|from|with|is|are|was|were|be|as|if|an?)/;
/** A sum of money: "$100", "€ 2.50". */
const MONEY = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
/** A measured value: a figure with its unit or currency ("89 ft-lb", "$100", "10%", "128GB"). */
const MEASURE = new RegExp(
  `${MONEY.source}|(?<![A-Za-z]-?|\\d-?|\\d[.,])\\d[\\d,]*(?:\\.\\d+)?\\s*(?:%|°|(?!${FUNCTION_WORD.source}\\b)[a-zµ][a-zµ/·.-]{0,7}\\b)`,
  'gi',
);

/**
 * Numbers that count the parts of a text, not a quantity: list markers ("(1) A street…",
 * "2. Unprivileged users…") and references to them ("paragraph (1) of this subsection").
 */
const ENUMERATOR = /\(\d{1,3}\)|^\s*\d{1,3}[.)](?=\s)/gm;
/**
 * Numbers that name a text, not a quantity: references to sections, chapters or titles ("section
 * 12007", "§ 50-1605", "49 U.S.C.").
 */
const REFERENCE =
  /(?:§+|\b(?:sections?|subsections?|paragraphs?|chapters?|titles?|articles?|clauses?|parts?)\b)\s*\d[\w.–-]*(?:\([\w.]+\))*|\b\d+\s+U\.\s?S\.\s?C\.?/gi;
/** A passage without the numbers that count or name parts of a text. */
const withoutReferences = (passage: string): string =>
  passage.replace(ENUMERATOR, ' ').replace(REFERENCE, ' ');

/** How clearly a passage states a value: a measured figure 1, a bare figure 0.7, a number word 0.4, none 0. */
export function valueStrength(passage: string, question: string): number {
  const text = withoutReferences(passage);
  // "How often" is answered by a frequency ("twice a month", "every 30 days"), not by any figure.
  if (HOW_OFTEN.test(question)) return saysNew(text, FREQUENCY, question) ? 1 : 0;
  // "How many quarts" is answered by a figure in quarts or another unit of volume; a bare figure
  // may stand under a heading that names the unit, so it is a weak answer; a figure in another
  // unit ("10 psi") is no better than a bare one.
  const dimensions = askedDimensions(question);
  if (dimensions) {
    if (saysNew(text, measurePattern(dimensions), question)) return 1;
    return saysNew(text, NUMBER, question) ? ASKED_UNIT_MISSING : 0;
  }
  if (HOW_LONG.test(question)) {
    if (saysNew(text, DURATION, question) || saysNew(text, LENGTH, question)) return 1;
    return saysNew(text.replace(MONEY, ' '), NUMBER, question) ? 0.4 : 0;
  }
  // "Record the pressure at 3000 rpm": a figure after "at" names a condition, not the value sought.
  if (saysNew(text.replace(/\bat\s+\d[\d,.]*/gi, 'at #'), MEASURE, question)) return 1;
  if (saysNew(text, NUMBER, question)) return 0.7;
  return saysNew(text, NUMBER_WORDS, question) ? 0.4 : 0;
}

export function hasValue(passage: string, question: string): boolean {
  const text = withoutReferences(passage);
  return saysNew(text, NUMBER, question) || saysNew(text, NUMBER_WORDS, question);
}

export function hasTime(text: string, question: string): boolean {
  return saysNew(text, CLOCK, question) || saysNew(text, DATE, question) || saysNew(text, DURATION, question);
}

/**
 * A person's or body's name: two or three capitalized words that are not the opening of the
 * passage or a title in headline case ("Summary Hierarchical locking" is not a name).
 */
export function hasName(text: string, question: string): boolean {
  const asked = question.toLowerCase();
  for (const m of text.matchAll(NAME)) {
    const at = m.index ?? 0;
    const found = m[0].toLowerCase();
    if (asked.includes(found)) continue;
    // After a label ("Authors: …") or inside a sentence, not as its first words.
    const before = text.slice(0, at);
    if (at === 0 || /[.!?]\s*$/.test(before)) continue;
    return true;
  }
  return false;
}

export function hasCode(text: string, question: string): boolean {
  return CODE.some((re) => saysNew(text, re, question));
}

/** An identifier of the kind the question's noun names (a key, a file, a class), or any code-like token. */
export function hasIdentifier(text: string, question: string, noun?: string, blockKind?: string): boolean {
  const kind = noun ? IDENTIFIER_KINDS.find((k) => k.nouns.test(noun)) : undefined;
  if (kind) return kind.patterns.some((re) => saysNew(text, re, question));
  return blockKind === 'other' || hasCode(text, question);
}

/** Nouns that ask for something to run. */
const COMMAND_NOUNS = /^(?:command|commands|script|scripts|tool|tools|cli|subcommand)$/;

/** Something to run: a script or program file, a flag, or a line that starts like a command. */
function hasCommand(text: string, question: string): boolean {
  return (
    saysNew(text, /\b[\w-]+\.(?:sh|py|pl|rb|cmd|bat|ps1|exe)\b/g, question) ||
    saysNew(text, FLAG, question) ||
    saysNew(
      text,
      /(?:^|[:\s])[a-z][\w-]*(?: [a-z][\w-]*){1,3} (?:<[\w-]+>|\/[\w/<>.-]+|-{1,2}[a-z])/g,
      question,
    )
  );
}

/** Something a reader can run or follow: a code block, or a command, a script or a flag in the text. */
export function hasSomethingToRun(text: string, question: string, blockKind?: string): boolean {
  return blockKind === 'other' || hasCommand(text, question);
}

/**
 * A named thing: a capitalized word inside a sentence, an identifier, a word with digits, or an
 * item of a list or table (a choice among several), that the question does not name itself.
 */
const COUNTED = /\b(?:which|what)\s+(?:two|three|four|five|six|\d+)\b/i;
const ENUMERATION = /:\s*[^.;:]{2,80}?(?:,|\band\b|\bor\b)\s*[^.;:]{2,}/i;

export function hasEntity(text: string, question: string, blockKind?: string): boolean {
  if (blockKind === 'list-item' || blockKind === 'table-row' || blockKind === 'other') return true;
  if (hasCode(text, question)) return true;
  // "Which two groups?" is answered by naming them in a row: "two parts: runtime and environment".
  if (COUNTED.test(question) && ENUMERATION.test(text)) return true;
  const asked = question.toLowerCase();
  for (const m of text.matchAll(/(?<![.!?:]\s)(?<!^)\b\p{Lu}[\p{L}\d_-]*/gu)) {
    if (m.index === 0) continue;
    if (!asked.includes(m[0].toLowerCase())) return true;
  }
  return false;
}

/** How clearly a passage holds what a question of this kind asks for, 0..1. */
export function shapeStrength(
  text: string,
  kind: AnswerKind,
  question: string,
  blockKind?: string,
  noun?: string,
): number {
  if (kind === 'value') {
    // Some values have a form of their own: a port is written after a colon or the word "port".
    const form = noun ? VALUE_FORMS.find((f) => f.nouns.test(noun)) : undefined;
    if (form) return saysNew(text, form.pattern, question) ? 1 : 0.3 * valueStrength(text, question);
    return valueStrength(text, question);
  }
  if (kind === 'time') return hasTime(text, question) ? 1 : 0.6 * valueStrength(text, question);
  // Commands and identifiers are surest in a code block; "how do I …" is answered best by one.
  const code = blockKind === 'other';
  if (kind === 'identifier')
    return hasAnswerShape(text, kind, question, blockKind, noun) ? (code ? 1 : 0.7) : 0;
  if (kind === 'procedure') return code || hasCode(text, question) ? 1 : 0.5;
  return hasAnswerShape(text, kind, question, blockKind, noun) ? 1 : 0;
}

/** Whether a passage (of the given block kind) holds what a question of this kind asks for. */
export function hasAnswerShape(
  text: string,
  kind: AnswerKind,
  question: string,
  blockKind?: string,
  noun?: string,
): boolean {
  switch (kind) {
    case 'value':
      return hasValue(text, question);
    case 'time':
      return hasTime(text, question) || hasValue(text, question);
    case 'name':
      return hasName(text, question);
    case 'entity':
      return hasEntity(text, question, blockKind);
    case 'identifier':
      if (noun && COMMAND_NOUNS.test(noun)) return blockKind === 'other' || hasCommand(text, question);
      return hasIdentifier(text, question, noun, blockKind);
    default:
      return true;
  }
}
