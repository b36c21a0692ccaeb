/**
 * What kind of answer a question wants, read from its form alone (English question words), never
 * from a domain: a value for "how many", a time for "until what time", a name for "who", an
 * identifier for "which property", steps or a command for "how do I", any statement for yes/no.
 */
export type AnswerKind =
  | 'value'
  | 'time'
  | 'name'
  | 'identifier'
  /** "Which X …": one named thing among several. */
  | 'entity'
  | 'procedure'
  | 'reason'
  | 'place'
  | 'statement';

export interface QuestionType {
  kind: AnswerKind;
  /** The noun a "which/what X" question asks for, when there is one. */
  noun?: string;
}

const VALUE_NOUNS =
  /^(?:port|ports|number|numbers|version|percentage|percent|size|amount|age|fee|fees|fine|fines|cost|price|limit|count|total|rate|speed|ratio|capacity|distance|length|width|height|weight|temperature|pressure|torque|voltage|duration|maximum|minimum|max|min|penalty|sum|quantity|year|ticket|most|least|rating|ratings|score|level|threshold|interval|timeout)$/;
const TIME_NOUNS = /^(?:time|date|day|days|deadline|hour|hours|month|year|period|week|weeks)$/;
const IDENTIFIER_NOUNS =
  /^(?:property|properties|key|keys|setting|settings|option|options|parameter|parameters|variable|variables|flag|flags|command|commands|script|scripts|class|classes|package|packages|library|libraries|file|files|function|functions|method|methods|field|fields|module|modules|endpoint|endpoints|api|url|path|paths|argument|arguments|directive|header|tag|attribute|config|configuration|element|macro|table|column|authorizer|plugin)$/;
/** Things whose "number" is a code: a ticket number is HDDS-3755, not an amount. */
const CODE_OWNERS =
  /^(?:ticket|issue|bug|jira|case|reference|part|serial|model|tracking|order|build|patch|change|request)$/;
/** Words between "which/what" and the noun that do not name it. */
const SKIP = new Set([
  'the',
  'a',
  'an',
  'is',
  'are',
  'was',
  'were',
  'kind',
  'type',
  'sort',
  'of',
  'exact',
  'default',
]);

/**
 * Closed classes of English words, which never belong to a "which/what X" noun phrase: auxiliaries
 * and modals, pronouns, determiners, prepositions, conjunctions and question words.
 */
const AUXILIARIES =
  /^(?:is|are|was|were|be|been|being|does|do|did|should|can|could|will|would|must|may|might|shall|has|have|had|not)$/;
const SUBJECTS = /^(?:i|you|we|he|she|it|they)$/;
const OBJECTS = /^(?:me|us|him|them|it|you)$/;
const DETERMINERS =
  /^(?:the|a|an|this|that|these|those|each|every|all|any|some|no|my|your|our|their|his|her|its)$/;
const PREPOSITIONS =
  /^(?:for|of|to|in|on|at|from|with|by|about|into|onto|over|under|between|through|after|before|during|without|within|via|as|per|than|like|across|against|behind|beyond|near|off|out|up|down)$/;
const CONNECTIVES =
  /^(?:and|or|but|if|when|where|how|what|which|who|whom|whose|whether|so|because|while|once|unless|until)$/;
const closedClass = (w: string): boolean =>
  AUXILIARIES.test(w) ||
  SUBJECTS.test(w) ||
  OBJECTS.test(w) ||
  DETERMINERS.test(w) ||
  PREPOSITIONS.test(w) ||
  CONNECTIVES.test(w);

/**
 * Whether `word`, followed by `next` and `after`, is a verb taking an object: "lowers it?",
 * "lets me", "controls the size", "limits how many". A subject pronoun followed by an auxiliary
 * starts a clause instead ("the pressure it should have").
 */
function takesObject(next: string | undefined, after: string | undefined): boolean {
  if (!next) return false;
  if (SUBJECTS.test(next) && (!OBJECTS.test(next) || (after !== undefined && AUXILIARIES.test(after))))
    return false;
  return OBJECTS.test(next) || DETERMINERS.test(next) || CONNECTIVES.test(next);
}

/**
 * The noun phrase of a "which/what …" question, head last: its words up to the first word of a
 * closed class or the punctuation, and before a word that takes an object (the verb of the
 * question). Grammar, not a list of verbs: any verb is recognised by what follows it. Empty when
 * the question word itself is the subject ("what happens if …"); undefined when no phrase is read.
 */
function nounPhrase(question: string): string[] | undefined {
  const m =
    /\b(?:which|what)\s+(?:(?:is|are|was|were)\s+)?(?:(?:the|a|an)\s+)?((?:[^?.!;:]|\.(?=\S))*)/i.exec(
      question,
    );
  if (!m) return undefined;
  const tokens = (m[1] ?? '').toLowerCase().split(/\s+/);
  const phrase: string[] = [];
  for (let i = 0; i < tokens.length && phrase.length < MAX_PHRASE; i++) {
    const raw = tokens[i] ?? '';
    const word = bare(raw);
    // "What do they use …": the question word is the object; no noun names the thing asked.
    if (i === 0 && AUXILIARIES.test(word)) return [];
    // "What kind of …", "which type of …": the noun comes after.
    if (SKIP.has(word) && tokens[i + 1] === 'of') {
      i++;
      continue;
    }
    if (!/^[\w'./-]+$/.test(word) || closedClass(word)) break;
    const rest = tokens.slice(i + 1);
    if (
      phrase.length > 0 &&
      (takesObject(rest[0], rest[1]) || passive(word, rest[0]) || soleVerb(word, rest))
    )
      break;
    // "What happens if …", "what counts as …", "what gets raised": the question word is the
    // subject and a verb follows it.
    if (i === 0 && (subjectVerb(word, rest[0]) || soleVerb(word, rest))) return [];
    if (!SKIP.has(word)) phrase.push(word);
    if (raw !== word) break;
  }
  return phrase.length > 0 ? phrase : undefined;
}

/** A token without the comma or bracket that closes it. */
const bare = (token: string): string => token.replace(/[,)]+$/, '');

/** A verb of the third person ("gets", "counts", "happens"), by its ending; "class", "status" are not. */
const THIRD_PERSON = /[^su's]s$|[^s]ss?es$/;
/** A past participle by its ending: "raised", "written", "kept" aside. */
const PARTICIPLE = /(?:ed|en)$/;

/** "Gets raised", "becomes corrupted": a verb of the third person before a participle. */
const passive = (word: string, next: string | undefined): boolean =>
  THIRD_PERSON.test(word) && next !== undefined && PARTICIPLE.test(next);

/**
 * A word in the third person before a preposition, with no auxiliary after it, is the question's
 * only verb: "what deductible applies on the policy?"; with one it is a plural noun: "which ports
 * on the node must be open?".
 */
const soleVerb = (word: string, rest: readonly string[]): boolean =>
  THIRD_PERSON.test(word) &&
  rest[0] !== undefined &&
  PREPOSITIONS.test(rest[0]) &&
  !rest.some((w) => AUXILIARIES.test(bare(w)));

/**
 * Right after "what", a word followed by a clause ("if", "when") or an object pronoun, or a word in
 * the third person followed by an article or a participle, is the verb of "what" as subject.
 */
function subjectVerb(word: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  if (CLAUSE_OPENERS.test(next) || OBJECT_ONLY.test(next)) return true;
  return THIRD_PERSON.test(word) && (DETERMINERS.test(next) || PARTICIPLE.test(next));
}

/** Words that open a clause of condition or time: a word before them, right after "what", is a verb. */
const CLAUSE_OPENERS = /^(?:if|when|while|unless|because|until|once|whenever)$/;
/** Pronouns that are only ever objects. */
const OBJECT_ONLY = /^(?:me|us|him|them)$/;

/** A "which/what" noun phrase has at most this many words. */
const MAX_PHRASE = 5;

/** The words after "which/what" (determiners and "kind of" left out), at most four. */
function firstWords(question: string): string[] | undefined {
  const m = /\b(?:which|what)\s+((?:[\w'-]+\s*){1,6})/i.exec(question);
  if (!m) return undefined;
  const words = (m[1] ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !SKIP.has(w))
    .slice(0, 4);
  return words.length > 0 ? words : undefined;
}

/**
 * Whether a question asks for something it does not name ("what", "which", "who", "when",
 * "where", "why", "how"): its answer must say more than the question. A yes/no question may be
 * answered by a passage that restates it.
 */
export function asksForSomething(question: string): boolean {
  return /\b(?:what|which|who|whom|whose|when|where|why|how)\b/i.test(question);
}

export function questionType(question: string): QuestionType {
  const q = question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b(what|who|where|when|how)'s\b/g, '$1 is')
    .trim()
    // A leading clause sets the scene, the question after it asks: "When installing the head,
    // what is the first torque step?" asks for a value, not a time.
    .replace(
      /^(?:when|where|if|while|after|before|once|in|on|for)\b[^,?]*,\s*(?=(?:what|which|who|whom|whose|where|when|why|how|is|are|can|do|does|should|must)\b)/,
      '',
    );
  // Where the phrase's end is not recognised ("which configuration key sets …"), its first words.
  const phrase = /\b(?:which|what)\b/.test(q) ? (nounPhrase(q) ?? firstWords(q)) : undefined;
  const noun = phrase?.[phrase.length - 1];
  // "What is the first torque step": a modifier can ask for the value the head noun does not.
  const modifiers = phrase?.slice(0, -1) ?? [];
  const withNoun = noun ? { noun } : {};
  // The question's first asking phrase decides: "Which bucket layout …, no matter how many files"
  // asks for a layout, not a count.
  const rules: Array<{ at: RegExp; type: () => QuestionType | null }> = [
    {
      at: /\bhow (?:late|early|soon)\b|\buntil what\b|\bby when\b|\bwhat time\b|^when\b|\bwhen (?:do|does|did|is|are|must|should|can|will)\b/,
      type: () => ({ kind: 'time' }),
    },
    {
      at: /\bhow (?:much|many|long|old|often|far|big|large|high|low|close|fast|tight|heavy|wide|deep|expensive|frequently)\b|\bup to what\b|\bwhat (?:age|percentage|size)\b/,
      type: () => ({ kind: 'value' }),
    },
    {
      at: /^(?:who|whom|whose)\b|\bwho (?:designed|wrote|created|made|is|was|are|were|owns|maintains|invented|proposed|authored|developed)\b/,
      type: () => ({ kind: 'name' }),
    },
    {
      at: /^why\b|\bwhy (?:do|does|did|is|are|was|were|must|should|can|would)\b/,
      type: () => ({ kind: 'reason' }),
    },
    {
      at: /\b(?:which|what)\b/,
      type: () => {
        if (!noun) return null;
        // A kind noun among the phrase's first words, when the head itself names none.
        const kindNoun = (re: RegExp) => phrase?.slice(0, 3).findLast((w) => re.test(w));
        if (TIME_NOUNS.test(noun)) return { kind: 'time', noun };
        // "The ticket number", "the part number": a code that names the thing, not an amount.
        if (/^(?:number|id)$/.test(noun) && modifiers.some((w) => CODE_OWNERS.test(w)))
          return { kind: 'identifier', noun };
        if (VALUE_NOUNS.test(noun)) return { kind: 'value', noun };
        if (IDENTIFIER_NOUNS.test(noun)) return { kind: 'identifier', noun };
        if (modifiers.some((w) => VALUE_NOUNS.test(w))) return { kind: 'value', noun };
        const identifier = kindNoun(IDENTIFIER_NOUNS);
        if (identifier) return { kind: 'identifier', noun: identifier };
        // "Which layout / component / scheme …" picks one named thing; "what kind of …" need not.
        if (/\bwhich\b/.test(q) && !/\bwhich (?:kind|type|sort|way|ways)\b/.test(q))
          return { kind: 'entity', noun };
        return null;
      },
    },
    {
      at: /^where\b|\bwhere (?:do|does|is|are|can|should|in)\b/,
      type: () => ({ kind: 'place', ...withNoun }),
    },
    {
      at: /^how (?:do|can|should|would|does|to)\b|\bhow (?:do|can|should) (?:i|you|we)\b|\bwhat commands?\b|\bwhat steps\b/,
      type: () => ({ kind: 'procedure', ...withNoun }),
    },
  ];
  const found = rules
    .map((r) => ({ r, at: r.at.exec(q)?.index ?? -1 }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  for (const { r } of found) {
    const type = r.type();
    if (type) return type;
  }
  return { kind: 'statement', ...withNoun };
}
