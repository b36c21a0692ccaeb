import type { Lexicon } from '../core/lexicon.ts';
import { createWordNet, wordnetDictPath } from './wordnet.ts';

export { baseForms, type PartOfSpeech } from './morphy.ts';
export { createWordNet, type WordNetOptions, wordnetDictPath } from './wordnet.ts';

/** The lexicon a run uses when none is given: WordNet when its database is installed, else none. */
export function defaultLexicon(): Lexicon | null {
  return wordnetDictPath() ? createWordNet() : null;
}
