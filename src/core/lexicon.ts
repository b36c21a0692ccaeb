/**
 * A lexicon knows which words mean the same as, or something close to, a word: the words a site
 * may use where a user says "bike" (bicycle), "drunk" (intoxicated), "fired" (discharge).
 */

/** How a related word relates to the word asked about; weights are set per kind by the lexicon. */
export type RelationKind = 'synonym' | 'derived' | 'broader' | 'narrower' | 'similar' | 'gloss';

export interface RelatedWord {
  /** One word or a phrase ("wheeled vehicle"). */
  text: string;
  kind: RelationKind;
  /** 0..1: how safely the word stands for the one asked about (a synonym of its first sense near 1). */
  weight: number;
}

export interface Lexicon {
  readonly name: string;
  /**
   * Words related to `word` (any inflection), best first; empty for words the lexicon does not
   * know. `context` (the question) helps pick the word's sense.
   */
  related(word: string, signal?: AbortSignal, context?: string): Promise<RelatedWord[]>;
  /**
   * How many senses the word has: "take" and "set" have dozens and say little on their own,
   * "helmet" has two. Zero for words the lexicon does not know.
   */
  senseCount?(word: string, signal?: AbortSignal): Promise<number>;
  /**
   * Other names of the thing a noun or a noun phrase ("first world war") names in its main sense:
   * names whose own main sense is that thing ("great war"), and names of its kinds ("beagle" for
   * "dog"), each again in its main sense. Empty for words that are mainly not nouns, or unknown.
   */
  namesOf?(phrase: string, signal?: AbortSignal): Promise<RelatedWord[]>;
  /**
   * The part of speech a word is mostly used as ("put" a verb, "archive" a noun), by how often its
   * senses of each part were seen in use; null for words the lexicon does not know.
   */
  mainPartOfSpeech?(word: string, signal?: AbortSignal): Promise<'noun' | 'verb' | 'adj' | 'adv' | null>;
  close?(): Promise<void>;
}
