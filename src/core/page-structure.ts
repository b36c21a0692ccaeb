/**
 * What a page's structure says beside its text, for collecting items: the entries of its lists
 * (a listing's rows, a hub's boards), its pager, the links that show the same list sorted another
 * way, and the posts it holds (a thread's messages, an article). Plain data, read off the markup
 * by its shape, never by one site's class names.
 */

/** One entry of a run of similar entries: a listing's row, a card, a line of an index. */
export interface Entry {
  /** Where its main link leads (absolute). */
  url: string;
  /** The main link's words. */
  title: string;
  /** All the entry's words, the title included. */
  text: string;
  /**
   * The words of the part that tells when it was made (its "created" cell in a table with a
   * column per fact; the whole entry otherwise).
   */
  when?: string;
  /** The name it is credited to: a profile link, the name after "by", an author column. */
  author?: string;
  /**
   * The name was guessed from a name-like phrase beside the title (a mail index's sender in
   * italics): a run checks such guesses against the items before relying on them.
   */
  authorGuessed?: boolean;
  /**
   * The heading of the group it is listed under, when the listing groups its entries: a day in
   * an index by date, a subject in one by subject, a sender in one by author.
   */
  heading?: string;
  /**
   * The entry it is nested under, in a listing that nests replies under what they answer (the
   * thread view of a mail archive): the same thread, whatever its subject became.
   */
  replyTo?: string;
  /** Which run of entries of the page it belongs to (0 = the first run in the page). */
  group: number;
}

/** One message of a page: an opening post, a reply, a mail, an article's body. */
export interface Post {
  author?: string;
  /** The words its date was read from, as written (a `<time>`'s datetime when it has one). */
  when?: string;
  /** Its heading, when it has one of its own. */
  title?: string;
  /** Its own words, quoted text left out. */
  text: string;
  /** Words it quotes from earlier messages ("> ..." lines, blockquotes, "On ... wrote:"). */
  quoted?: string;
}

export interface PageStructure {
  /** Runs of similar entries with more than a bare link each, in page order. */
  entries: Entry[];
  /** Links to the other pages of this list (numbered pages, next, last), in page order. */
  pages: string[];
  /** Links to this same list sorted another way (by topic, date, author). */
  sorts: string[];
  /** Of those, the one that sorts by when the entries were made ("Created", "sort by date"). */
  byDate?: string;
  /**
   * The same list by thread (a mail archive's thread view): the one copy that shows which message
   * answers which.
   */
  byThread?: string;
  posts: Post[];
  /** What the page's meta data says (`article:published_time`, `author`, …). */
  published?: string;
  author?: string;
  /**
   * The line beside the page's main heading that says only when it was written ("March 3, 2023",
   * "Published January 9"), as written: how an article without a byline is dated.
   */
  dateline?: string;
  /** The page asks for a password: a login wall. */
  login?: boolean;
}
