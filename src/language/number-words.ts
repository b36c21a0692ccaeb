/**
 * Cardinal numbers written as words, zero to ten: the counts instructions and requests say in
 * words ("press it three times", "the last five posts"). One list for every reader of them.
 */
export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** "one|two|…|ten": the words for one to ten as a regular-expression alternation. */
export const ONE_TO_TEN = NUMBER_WORDS.slice(1).join('|');

/** The value of a number word from zero to ten (any case), or undefined. */
export function numberWordValue(word: string): number | undefined {
  const n = NUMBER_WORDS.indexOf(word.toLowerCase());
  return n >= 0 ? n : undefined;
}
