/**
 * Units of measure, by what they measure: the language knowledge that tells "4.1 qt" answers
 * "how many quarts" and "10 psi" does not. A unit is written as a word (singular or plural) or
 * as a symbol; a word may measure more than one thing ("pounds" of weight or of money).
 */
export type Dimension =
  | 'volume'
  | 'mass'
  | 'length'
  | 'area'
  | 'pressure'
  | 'torque'
  | 'time'
  | 'data'
  | 'power'
  | 'electric'
  | 'temperature'
  | 'speed'
  | 'frequency'
  | 'energy'
  | 'money'
  | 'share';

interface UnitFamily {
  dimension: Dimension;
  /** Unit names as asked in a question ("how many quarts"), singular or plural. */
  words: RegExp;
  /** How a figure's unit is written after it: names and symbols. */
  written: string;
}

const METRIC = (base: string): string => `(?:kilo|centi|milli|micro|deci)?${base}`;

const FAMILIES: UnitFamily[] = [
  {
    dimension: 'volume',
    words:
      /^(?:quarts?|liters?|litres?|gallons?|pints?|cups?|milliliters?|millilitres?|ccs?|cubic|ounces?|fluid)$/,
    written: `${METRIC('lit(?:er|re)s?')}|quarts?|qts?|gallons?|gal|pints?|pt|cups?|fl\\.?\\s?oz|ounces?|ml|cl|dl|l|cc|cm3|cm³|cu\\.?\\s?in`,
  },
  {
    dimension: 'mass',
    words: /^(?:pounds?|ounces?|grams?|kilograms?|kilos?|milligrams?|tons?|tonnes?|stones?)$/,
    written: `${METRIC('grams?')}|kilos?|pounds?|lbs?|ounces?|oz|tons?|tonnes?|kg|mg|g|t`,
  },
  {
    dimension: 'length',
    words:
      /^(?:inch|inches|feet|foot|yards?|miles?|meters?|metres?|millimeters?|millimetres?|centimeters?|centimetres?|kilometers?|kilometres?|microns?)$/,
    written: `${METRIC('met(?:er|re)s?')}|inch(?:es)?|feet|foot|ft|yards?|yd|miles?|mi|microns?|mm|cm|km|µm|m|in|″`,
  },
  {
    dimension: 'area',
    words: /^(?:acres?|hectares?|square)$/,
    written:
      'acres?|hectares?|ha|sq\\.?\\s?(?:ft|m|km|mi|in)|square (?:feet|foot|met(?:er|re)s?|miles?|inch(?:es)?)|m²|ft²|km²',
  },
  {
    dimension: 'pressure',
    words: /^(?:psi|bars?|pascals?|kilopascals?|atmospheres?|kpa)$/,
    written: `psi|kpa|mpa|hpa|pa|bars?|${METRIC('pascals?')}|atm|atmospheres?|mm\\s?hg|in\\.?\\s?hg`,
  },
  {
    dimension: 'torque',
    words: /^(?:newton|foot-pounds?|inch-pounds?|ft-lbs?|nm)$/,
    written:
      'n[·.\\s-]?m|newton[\\s-]?met(?:er|re)s?|(?:ft|foot|in|inch)[\\s·.-]?(?:lbs?|lbf|pounds?)|lbs?[\\s·.-]?(?:ft|in)|kgf[\\s·.-]?m',
  },
  {
    dimension: 'time',
    words: /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|nights?)$/,
    written:
      '(?:calendar |business |working )?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|decades?|nights?|h|s|ms)',
  },
  {
    dimension: 'data',
    words: /^(?:bytes?|bits?|kilobytes?|megabytes?|gigabytes?|terabytes?|kb|mb|gb|tb)$/,
    written: '(?:[kmgtp]i?)?b(?:ytes?)?|(?:kilo|mega|giga|tera|peta)?(?:bytes?|bits?)|bits?',
  },
  {
    dimension: 'power',
    words: /^(?:watts?|kilowatts?|horsepower|hp)$/,
    written: `${METRIC('watts?')}|[km]?w|hp|horsepower|bhp`,
  },
  {
    dimension: 'electric',
    words: /^(?:volts?|amps?|amperes?|ohms?|milliamps?|amp-hours?)$/,
    written: `${METRIC('volts?')}|${METRIC('amp(?:ere)?s?')}|ohms?|[kmµ]?[vaΩ]|ah|mah|cca`,
  },
  {
    dimension: 'temperature',
    words: /^(?:degrees?|celsius|fahrenheit|kelvin)$/,
    written: '°\\s?[cfk]?|degrees?(?: (?:celsius|fahrenheit|c|f))?|celsius|fahrenheit|kelvin|k',
  },
  {
    dimension: 'speed',
    words: /^(?:mph|kph|rpm|knots?|revolutions?)$/,
    written:
      'mph|kph|km/h|m/s|rpm|r/min|knots?|kn|revolutions? per minute|miles per hour|kilomet(?:er|re)s per hour',
  },
  {
    dimension: 'frequency',
    words: /^(?:hertz|hz|khz|mhz|ghz)$/,
    written: '[kmg]?hz|(?:kilo|mega|giga)?hertz',
  },
  {
    dimension: 'energy',
    words: /^(?:joules?|calories?|kilocalories?|kwh|btus?)$/,
    written: `${METRIC('joules?')}|[km]?j|k?cal|(?:kilo)?calories?|[km]?wh|btus?`,
  },
  {
    dimension: 'money',
    words: /^(?:dollars?|euros?|pounds?|cents?|yen|francs?|rupees?|pence)$/,
    written: 'dollars?|euros?|pounds?|cents?|pence|yen|francs?|rupees?|usd|eur|gbp',
  },
  {
    dimension: 'share',
    words: /^(?:percent|percentage|per cent)$/,
    written: '%|percent|per cent|percentage points?',
  },
];

/** A figure in digits or words, with its fraction or range: "4.1", "3 1/2", "2–3", "twelve". */
const FIGURE =
  '(?<![\\p{L}\\d][-.,]?)(?:\\d[\\d,]*(?:\\.\\d+)?(?:\\s?\\d/\\d+)?(?:\\s?(?:-|–|to)\\s?\\d[\\d,]*(?:\\.\\d+)?)?|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|half a|a half)\\b)';
/** Money is written before its figure too: "$100", "€ 2.50". */
const CURRENCY_FIRST = '[$€£¥]\\s?\\d[\\d,]*(?:\\.\\d+)?';

/** What a "how many / how much …" question asks to be measured in, or undefined when it names no unit. */
export function askedDimensions(question: string): Dimension[] | undefined {
  // Every passage of a page is judged against one question: read it once.
  if (lastAsked?.question !== question) lastAsked = { question, dimensions: readDimensions(question) };
  return lastAsked.dimensions;
}
let lastAsked: { question: string; dimensions: Dimension[] | undefined } | undefined;

function readDimensions(question: string): Dimension[] | undefined {
  // The unit right after "how many/much", or after one word that qualifies it ("how many US quarts").
  const m = /\bhow (?:many|much)\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/iu.exec(question);
  if (!m) return undefined;
  for (const word of [m[1], m[2]]) {
    const w = (word ?? '').toLowerCase();
    const dims = FAMILIES.filter((f) => f.words.test(w)).map((f) => f.dimension);
    if (dims.length > 0) return [...new Set(dims)];
  }
  return undefined;
}

/** A pattern for a figure given in a unit of one of the dimensions: "4.1 qt", "2.1 hours", "$40". */
export function measurePattern(dimensions: readonly Dimension[]): RegExp {
  const key = [...dimensions].sort().join(' ');
  const known = compiled.get(key);
  if (known) return known;
  const written = FAMILIES.filter((f) => dimensions.includes(f.dimension))
    .map((f) => f.written)
    .join('|');
  const money = dimensions.includes('money') ? `|${CURRENCY_FIRST}` : '';
  const pattern = new RegExp(`${FIGURE}\\s?-?\\s?(?:${written})(?![\\p{L}\\d])${money}`, 'giu');
  compiled.set(key, pattern);
  return pattern;
}
const compiled = new Map<string, RegExp>();

/** How big something is, in whatever dimension measures it. */
const SIZE = 'size|sizes|big|bigger|large|larger|small|smaller|capacity|amount|much';
/**
 * Words by which a question asks about a dimension without naming a unit: "how long", "the
 * timeout", "the size". Beside the unit names, they tell which measures a question can be
 * answered with.
 */
const CUES: Record<Dimension, RegExp> = {
  time: /\b(?:long|longer|duration|timeouts?|intervals?|delays?|periods?|often|frequency|frequently|wait|waits|expire[sd]?|expiry|expiration|ages?|old|late|early|soon|until|retention|lifetime|ttl|latency|deadline|elapsed|time|times|timing|schedule|daily|hourly|weekly|monthly)\b/i,
  data: new RegExp(`\\b(?:${SIZE}|space|memory|disk|storage|quota|bandwidth|heap|buffer|cache)\\b`, 'i'),
  volume: new RegExp(`\\b(?:${SIZE}|hold|holds|fill|volume)\\b`, 'i'),
  mass: new RegExp(`\\b(?:${SIZE}|heavy|weigh|weighs|weight|load)\\b`, 'i'),
  area: new RegExp(`\\b(?:${SIZE}|area|surface)\\b`, 'i'),
  money:
    /\b(?:cost|costs|price|fee|fees|fine|fines|pay|paid|charge|charged|premium|deductible|refund|salary|wage|money|expensive|cheap|much)\b|[$€£¥]/i,
  share:
    /\b(?:percent|percentage|ratio|fraction|proportion|share|full|fill|utili[sz]ation|usage|threshold|rate)\b|%/i,
  length: new RegExp(
    `\\b(?:${SIZE}|long|length|far|distance|tall|height|high|wide|width|deep|depth)\\b`,
    'i',
  ),
  temperature: /\b(?:hot|cold|warm|cool|temperature|heat)\b/i,
  speed: /\b(?:fast|speed|rate|quickly)\b/i,
  pressure: /\b(?:pressure|inflate|inflated|inflation)\b/i,
  torque: /\b(?:torque|tighten|tightened|tightening|torqued)\b/i,
  electric: /\b(?:voltage|current|amperage|resistance|battery|charge|charging)\b/i,
  power: /\b(?:power|output|horsepower|wattage)\b/i,
  frequency: /\b(?:frequency)\b/i,
  energy: /\b(?:energy|calories)\b/i,
};

/** The dimensions a question asks about: the units it names anywhere, and the words that ask for a dimension. */
export function questionDimensions(question: string): Set<Dimension> {
  // Every passage of a page is judged against one question: read it once.
  if (lastCued?.question === question) return lastCued.dimensions;
  const out = new Set<Dimension>();
  for (const word of question.toLowerCase().match(/[\p{L}-]+/gu) ?? []) {
    for (const f of FAMILIES) if (f.words.test(word)) out.add(f.dimension);
  }
  for (const [dimension, cue] of Object.entries(CUES) as Array<[Dimension, RegExp]>)
    if (cue.test(question)) out.add(dimension);
  lastCued = { question, dimensions: out };
  return out;
}
let lastCued: { question: string; dimensions: Set<Dimension> } | undefined;

/** The dimensions of the measures a text gives: "30 seconds" is time, "2 GB" data. */
export function measuredDimensions(text: string): Dimension[] {
  return FAMILIES.map((f) => f.dimension).filter((d) => text.search(measurePattern([d])) >= 0);
}

/**
 * Whether a text's measures can answer the question: a text giving only measures of dimensions
 * the question shows no sign of ("30 seconds" where a fill level is asked) gives none of what is
 * asked. A text without measures, and a question asking about none of the dimensions, fit.
 */
export function measuresFit(text: string, question: string): boolean {
  const asked = questionDimensions(question);
  if (asked.size === 0) return true;
  const measured = measuredDimensions(text);
  return measured.length === 0 || measured.some((d) => asked.has(d));
}
