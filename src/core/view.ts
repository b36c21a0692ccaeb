import type { OptionGroup, OptionKind } from './place.ts';

/** An option as a brain sees it: ranked, numbered, with what is known of it. */
export interface ViewOption {
  /** The option's id in its place; the number shown as `[id]`. */
  id: number;
  label: string;
  /** Absolute URL (for folders, the page holding the folder). */
  url: string;
  kind: OptionKind;
  group: OptionGroup;
  /** Relevance to the question (0 when there is no question). */
  score: number;
  /** Already opened in this run. */
  visited: boolean;
  /** Already found to hold nothing. */
  deadEnd: boolean;
  context?: string;
  /** A lead seen elsewhere in the run: the title of the place it was seen on. Opening it jumps there. */
  from?: string;
  /** Its target was peeked: `context` says what lies under it. */
  peeked?: boolean;
}

/** A link seen elsewhere in the run and not opened yet, offered beside a place's own options. */
export interface Lead {
  url: string;
  label: string;
  context?: string;
  /** The title of the place it was seen on. */
  from: string;
  /** Its scent, comparable with the scores of a place's options. */
  score: number;
  group: OptionGroup;
}

/** The two renderings of a view: `[3] Label` for Ariadne's brains, `For Label: /path` for outside bots. */
export type ViewForm = 'numbered' | 'links';

/** What a brain sees of a place: small, ranked, numbered, inside a token budget. */
export interface View {
  question: string;
  location: string;
  title: string;
  /** Breadcrumb of the place (site breadcrumb or opened folders). */
  path: string[];
  /** Labels of the in-page folders opened, when inside one. */
  folder?: string[];
  description?: string;
  /** The part of the text most relevant to the question (the page's start when there is none). */
  excerpt: string;
  /** Share of the question's key terms found in the place's text, 0..1. */
  coverage: number;
  /** How many words of main text the place has. */
  words: number;
  /** Ranked best first, at most the budget's option count. */
  options: ViewOption[];
  /** How many options were left out. */
  omitted: number;
  warnings: string[];
  /** True when a `back` move is possible. */
  canBack: boolean;
  /** This place was already read in this run and held no answer. */
  readBefore: boolean;
  form: ViewForm;
  /** The rendered view, exactly as a brain or a bot receives it. */
  text: string;
  /** Size of `text` in tokens (real tokenizer). */
  tokens: number;
}
