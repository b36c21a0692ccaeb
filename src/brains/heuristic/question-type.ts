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

/** The noun phrase of a "which/what …" question: its words before a verb or preposition, head last. */
function nounPhrase(question: string): string[] | undefined {
  const m =
    /\b(?:which|what)\s+(?:(?:is|are|was|were)\s+)?(?:(?:the|a|an)\s+)?((?:[\w'-]+\s+){1,5}?)(?=(?:it|they|i|you|we|he|she|does|do|did|is|are|was|were|should|can|could|will|would|must|has|have|lets|let|keeps|keep|for|of|to|in|on|at|from|that|with|runs|run|hands|creates|create|defines|define|switches|switch|controls|control|makes|make|use|uses|gets|get|applies|apply)\b|[?.,]|$)/i.exec(
      question,
    );
  if (!m) return undefined;
  return (m[1] ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !SKIP.has(w));
}

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
