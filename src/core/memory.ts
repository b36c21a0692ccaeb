import type { Peek } from './place.ts';
import type { Query } from './query.ts';
import type { SiteSenses, TermStats } from './scent.ts';
import type { Step } from './trail.ts';
import type { FolderLoads } from './url.ts';

/** One place on the way from the start to where the navigator stands. */
export interface PathEntry {
  /** The label of the option that led here (the start's title for the first entry). */
  label: string;
  location: string;
  title: string;
  /** Options still untried and relevant when this place was last shown (kept by the strategy). */
  leads?: number;
}

/** What a brain may remember of the run so far. */
export interface Memory {
  question: string;
  /** From the start to the current place, outermost first. */
  stack: readonly PathEntry[];
  /** Visit keys (normalized URL plus open folder) of every place opened. */
  visited: ReadonlySet<string>;
  /** Visit keys of places that turned out to hold nothing (read without answer, backed out of). */
  deadEnds: ReadonlySet<string>;
  steps: readonly Step[];
  /**
   * Terms of every label seen so far (options, menu entries), each with the number of distinct
   * labels that use it: the words the site uses for its topics. A question word outside it
   * ("goes", "back") names no topic; one in a great many labels ("system") names none in particular.
   */
  vocabulary?: ReadonlyMap<string, number>;
  /** The question as matched, with the words a lexicon relates to it (built once per run). */
  query?: Query;
  /** The site's vocabulary as term statistics over the labels seen: what a term tells on this site. */
  stats?: TermStats;
  /** What was seen under the links peeked in this run, by the visit key of their target. */
  peeks?: ReadonlyMap<string, Peek>;
  /**
   * How near each place read so far comes to the question, by visit key: a link on a page that is
   * itself on the question (a chapter named for the asked thing) is worth more than the same link elsewhere.
   */
  placeScent?: ReadonlyMap<string, number>;
  /** Term statistics over the text of the pages read: how telling a word is in what the site says. */
  pageStats?: TermStats;
  /** What the site's words mean for this question (a lexicon's relatives of the labels' words). */
  senses?: SiteSenses;
  /** How the links of the site fared by folder (see `healthOf`): a copy may lack whole sections. */
  folderHealth?: FolderLoads;
}
