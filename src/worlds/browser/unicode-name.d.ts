/** The part of the `unicode-name` package (plain JavaScript, no types of its own) used here. */
declare module 'unicode-name' {
  /** The name, alias or label of a character ("☆" → "WHITE STAR"), or undefined. */
  export function unicodeName(char: string): string | undefined;
}
