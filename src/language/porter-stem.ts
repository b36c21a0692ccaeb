import { stemmer } from 'stemmer';

/**
 * Porter's stemmer, as the search indexes of documentation generators apply it to English
 * ("configuration" → "configur", "queries" → "queri"): their terms meet a question's words only
 * when both are stemmed alike. Lowercase words in, stems out.
 */
export function porterStem(word: string): string {
  return stemmer(word);
}
