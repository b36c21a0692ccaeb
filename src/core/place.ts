import type { PageStructure } from './page-structure.ts';

/**
 * A place is where the navigator stands: a page, an in-page folder of a page, or a library node.
 * Places are plain data so that every layer (view, brain, trail) can read them without I/O.
 */

/** What pressing an option does. */
export type OptionKind = 'link' | 'folder' | 'button' | 'input' | 'child';

/** Where an option sits: in the main content, in site sections (navigation), or off-site. */
export type OptionGroup = 'content' | 'section' | 'external';

export interface Option {
  /** Stable within its place; the number a brain names to open it. Starts at 1. */
  id: number;
  label: string;
  /** Absolute URL for links; for folders, the URL of the page that holds the folder. */
  target: string;
  kind: OptionKind;
  group: OptionGroup;
  /**
   * Words that help judge the option without opening it: the nearest heading, and for an
   * in-page folder the labels of what it contains.
   */
  context?: string;
  /** Footer, legal, login or social link: kept, but ranked last. */
  boilerplate?: boolean;
  /** A link inside running text (a cross-reference in a sentence), not an entry of a list of links. */
  inline?: boolean;
  /** For folders: the index path of this folder inside the page's menu tree. */
  folderPath?: readonly number[];
  /** For a web page's search box (kind `input`): the GET form its words are sent with. */
  form?: SearchBox;
}

/** A site's search form: the words go into `field` and are sent to `action` with the `fixed` fields. */
export interface SearchBox {
  action: string;
  field: string;
  fixed: ReadonlyArray<readonly [string, string]>;
}

/** A nested list menu of a page (ul/li tree); items with children are in-page folders. */
export interface MenuItem {
  label: string;
  /** Absolute URL when the item is (also) a link. */
  url?: string;
  children?: MenuItem[];
}

/** A block of a page's main text that can be quoted as an answer. */
export interface Passage {
  kind: 'paragraph' | 'list-item' | 'table-row' | 'heading' | 'other';
  text: string;
  /** Headings above the passage, outermost first. */
  headings: string[];
}

export interface Place {
  /** Final URL (after redirects) or node id; what citations point at. */
  location: string;
  title: string;
  /** Breadcrumb labels, outermost first (the site's own breadcrumb, or the folder path). */
  path: string[];
  /** Main text of the page. */
  text: string;
  /** The main text split into quotable blocks. */
  passages: Passage[];
  options: Option[];
  /**
   * The labels of links inside the text, where they are not options of the place (a library
   * chunk keeps its links' labels, not their targets): a passage naming one describes another page.
   */
  textLinks?: string[];
  description?: string;
  status?: number;
  /** Every URL that redirected to `location`, in order. */
  redirects?: string[];
  contentType?: string;
  /**
   * Where the page's in-browser search reads its index, likeliest first: a world without
   * JavaScript runs that search itself when the page's search box is filled.
   */
  searchIndex?: string[];
  /** For a search's results computed from the site's search index (not a page the site sent): that index. */
  searchedIndex?: string;
  canonical?: string;
  lang?: string;
  feeds?: string[];
  next?: string;
  prev?: string;
  /** Entries, pager and posts, when the world was asked to read them (for collecting). */
  structure?: PageStructure;
  /** The page's nested menu, when it has one; in-page folders are read from it. */
  menu?: MenuItem[];
  /** When this place is an open in-page folder: the labels of the folders opened, outermost first. */
  folder?: string[];
  /**
   * The place's text is the whole text below it, not a summary (a library section whose children
   * are its chunks): reading it reads every child at once, so a reader need not open them.
   */
  holdsText?: boolean;
  /** Where `text` came from piece by piece, when it joins the texts of several nodes (`holdsText`). */
  parts?: PlacePart[];
  /** When this place is a library node: its id, what citations name. */
  node?: string;
  /** The source file the place's text was taken from (library nodes), relative to the docs folder. */
  file?: string;
  /** First and last line (1-based, inclusive) of the text in `file`. */
  lines?: [number, number];
  /** The URL `file` was fetched from (a library built from a website). */
  source?: string;
  /**
   * Other files (or, for a library built from a website, their URLs) that hold the same text as
   * `file`: copies kept once in the library.
   */
  copies?: string[];
}

/** A piece of a place's text that is a node of its own (a chunk of a section read whole). */
export interface PlacePart {
  node: string;
  title: string;
  /** Where the piece starts and ends in the place's text (character offsets, end excluded). */
  start: number;
  end: number;
  lines?: [number, number];
}

/**
 * What a look under a link showed, without going there: the target's title, what it says it is
 * about, the labels of its own links and its passages nearest the question.
 */
export interface Peek {
  /** The URL peeked (the option's target). */
  url: string;
  /** Where it landed, after redirects. */
  location: string;
  /** False when the target could not be read (404, not a page, refused). */
  ok: boolean;
  /** Why it could not be read. */
  error?: string;
  title: string;
  /** Its description and headings. */
  about: string;
  /** The labels of its options. */
  labels: string;
  /** Its passages nearest the question. */
  text: string;
}
