import type { Option, Place } from './place.ts';
import { squash, words } from './text.ts';
import { isAncestor, sameSite } from './url.ts';

/**
 * A listing is a page that is mostly a list of the site's own pages: a table of contents, a
 * chapter's list of sections, a site map, an index. It is recognised by its shape — many entries
 * to the same site, whose labels make up most of its text — not by its name. A person scans such
 * a page whole before choosing, and reads its entries as the page's content, wherever its markup
 * puts them.
 */
export interface ListingShape {
  /** Links to the site's pages below or beside this one, as entries of lists (not inside sentences, not chrome). */
  entries: Option[];
  /** Share of the main text's words that are entry labels. */
  linked: number;
  /** Words of main text per entry: a label and a line of summary in a listing, paragraphs in an article. */
  perEntry: number;
  /** The page has next to no text of its own beside its entries. */
  bare: boolean;
}

/** A page with fewer words of main text than this has no content of its own. */
const BARE_TEXT = 30;
/** A page with fewer entries is a page with some links, not a list to scan. */
const MIN_ENTRIES = 8;
/** A bare page's list this short is still a list: its entries are all it says. */
const MIN_SHORT = 2;
/** Labels make up at least this share of a listing's words; prose with links has far less. */
const MIN_LINKED = 0.5;
/** Or each entry comes with a line of summary at most (a page of cards, a list of documents with abstracts). */
const MAX_PER_ENTRY = 25;

/** Places are plain data, read again at every step of a run: each is measured once. */
const shapes = new WeakMap<Place, ListingShape>();

export function listingShape(place: Place): ListingShape {
  let shape = shapes.get(place);
  if (!shape) {
    shape = measure(place);
    shapes.set(place, shape);
  }
  return shape;
}

function measure(place: Place): ListingShape {
  // A table of contents marked up as navigation is still the page's content when its entries
  // are what the main text says, or when the page has next to no text of its own.
  const text = squash(place.text);
  const bare = words(place.text).length < BARE_TEXT;
  const entries = place.options.filter(
    (o) =>
      o.kind === 'link' &&
      (o.group === 'content' || (o.group === 'section' && (bare || text.includes(squash(o.label))))) &&
      !o.boilerplate &&
      !o.inline &&
      sameSite(o.target, place.location) &&
      !isAncestor(o.target, place.location),
  );
  const labelWords = entries.reduce((n, o) => n + words(o.label).length, 0);
  const textWords = Math.max(words(place.text).length, labelWords, 1);
  return {
    entries,
    linked: labelWords / textWords,
    perEntry: textWords / Math.max(entries.length, 1),
    bare,
  };
}

/** Mostly a list of the site's pages: worth scanning whole before choosing. */
export function isListing(shape: ListingShape): boolean {
  return (
    shape.entries.length >= MIN_ENTRIES && (shape.linked >= MIN_LINKED || shape.perEntry <= MAX_PER_ENTRY)
  );
}

/**
 * The entries that share what their page promises: a listing's, or the few entries of a page that
 * is nothing but them (a chapter of four subchapters). A page of prose passes nothing on to its links.
 */
export function promisingEntries(place: Place): ReadonlySet<Option> {
  let set = promising.get(place);
  if (!set) {
    const shape = listingShape(place);
    const listed =
      isListing(shape) || (shape.bare && shape.entries.length >= MIN_SHORT && shape.linked >= MIN_LINKED);
    set = listed ? new Set(shape.entries) : NO_ENTRIES;
    promising.set(place, set);
  }
  return set;
}

const promising = new WeakMap<Place, ReadonlySet<Option>>();
const NO_ENTRIES: ReadonlySet<Option> = new Set();
