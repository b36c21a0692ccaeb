/** What `collect` returns: the items found, each with where it came from, and what they add up to. */

export type ItemKind = 'thread' | 'article' | 'post' | 'page';

export interface CollectedPost {
  author?: string;
  /** ISO 8601 as written on the page (a date, or a date and time). */
  published?: string;
  text: string;
}

export interface CollectedItem {
  url: string;
  kind: ItemKind;
  title: string;
  author?: string;
  published?: string;
  /** The item's own words (a thread's opening post, a mail without its quotes), clipped. */
  text: string;
  /** A thread's posts after the opening one. */
  posts?: CollectedPost[];
  /** 0..1: how much of the request's topic its title (or text) says; 1 when the request names no topic. */
  relevance: number;
  /** Why it was kept, in a few words ("title says 'router'; 2013-05-02 in 2013"). */
  why: string;
  /** The titles of the pages that led to it, from the start. */
  path: string[];
}

/** A sentence of the summary and the items it is about. */
export interface SummaryLine {
  text: string;
  urls: string[];
}

export interface CollectSummary {
  /** Items per month (YYYY-MM), oldest first. */
  byMonth: Array<{ month: string; items: number; urls: string[] }>;
  /** Items per author, most first. */
  byAuthor: Array<{ author: string; items: number; urls: string[] }>;
  /** The items with the most posts. */
  mostDiscussed: Array<{ title: string; url: string; posts: number }>;
  /** The summary in sentences, each tied to its items. */
  lines: SummaryLine[];
  /** A model's written summary, its citations [n] naming the items' URLs, when a model was used. */
  written?: { text: string; by: string; cites: Array<{ n: number; url: string }> };
}

/** How the request was read, and what the walk met on the way. */
export interface CollectReport {
  understood: string[];
  items: CollectedItem[];
  summary: CollectSummary;
  /** Pages fetched that gave neither an item kept nor a way to one. */
  fruitless: number;
}
