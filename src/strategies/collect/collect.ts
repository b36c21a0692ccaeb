import type { Action } from '../../core/action.ts';
import type { CollectModel } from '../../core/collect-model.ts';
import type { CollectedItem, CollectedPost, ItemKind } from '../../core/collected.ts';
import type { Entry } from '../../core/page-structure.ts';
import type { Place } from '../../core/place.ts';
import { clip, isStopword, squash, stem, words } from '../../core/text.ts';
import type { StepResult, StopReason } from '../../core/trail.ts';
import { normalizeUrl, sameSite } from '../../core/url.ts';
import {
  type CollectRequest,
  type DateRange,
  parseCollectRequest,
  topicWordsOf,
} from '../../language/collect-request.ts';
import { dateFromUrl, numericOrder, parseAge, parseDate } from '../../language/dates.ts';
import { isReplySubject, threadSubject } from '../../language/subject.ts';
import type { StrategyContext } from '../context.ts';
import { createStrategyRun, message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { summarize } from './summarize.ts';
import {
  fitTopic,
  type Matchable,
  matchable,
  sameName,
  says,
  TitleStats,
  type TopicFit,
} from './topic-match.ts';
import { urlPattern } from './url-pattern.ts';
import { widenWithLexicon } from './widen.ts';

/** Limits of a collecting run beside the budget's pages and time. */
export interface CollectLimits {
  /** Most items kept (default 500). */
  maxItems: number;
  /** Most links followed away from a start, a listing's own pages not counted (default 6). */
  maxDepth: number;
  /** Today, for requests like "last year" (default: now). */
  now?: Date;
  /** More places to start from, walked as the first. */
  starts?: readonly string[];
  /** A model that judges items by their words and writes the summary; offline judgement without one. */
  model?: CollectModel;
}

export const DEFAULT_COLLECT_LIMITS: CollectLimits = { maxItems: 500, maxDepth: 6 };

type Role = 'list' | 'item' | 'none';

/** A page to open, and what led to it. */
interface Lead {
  url: string;
  /** Titles of the pages that led here, from the start. */
  path: string[];
  depth: number;
  /** Pages fetched on the way here (their numbers), for telling which fetches led to nothing. */
  chain: number[];
  why: string;
  label?: string;
  from: string;
  /** The page it was seen on, when it was seen on one. */
  via?: Place;
  /** Opened before the others: a section the request names, a page of a listing being walked. */
  first?: boolean;
  /** A page of a listing's pager: a list, whatever its entries. */
  listed?: boolean;
  /** A page of the list sorted by date: walked page by page to the edge of the time asked. */
  dated?: boolean;
}

/** An entry of a listing whose target is an item: judged before it is fetched. */
interface Candidate {
  entry: Entry;
  /** The listing it was found on: its title and its own topic words. */
  list: Matchable;
  listTitle: string;
  lead: Lead;
}

const DAY = 86_400_000;
/** Guessed senders borne out this many times (and never wrong) are relied on. */
const GUESSES_TO_TRUST = 3;
/** The share of the page budget that walking lists may take; the rest is for reading items. */
const LIST_SHARE = 0.7;
/** Fewer items than this found by their titles: texts of alike titles are read too. */
const FEW_BY_TITLE = 5;
/** An item page read, and the way it was reached. */
type Read = { place: Place; lead: Lead };
/** Threads whose openings are read when no title met the topic: the likeliest few, as a reader would try. */
const LIKELIEST_THREADS = 3;

/** One list being walked: where it is, what it holds, and what its walk has done so far. */
interface ListWalk {
  lead: Lead;
  place: Place;
  chain: number[];
  path: string[];
  entries: Entry[];
  fresh: Entry[];
  listTitle: string;
  /** The list's title and path, as matched. */
  list: Matchable;
  /** The site has the section asked and this list is outside it: its items are not taken. */
  outsideSection: boolean;
  /** A section the request names that one of these entries is. */
  sectionHere: boolean;
  items: number;
  lists: number;
  /** Entries left aside, by why. */
  aside: Map<string, number>;
}

/**
 * `collect`: walks hubs, listings and their pages from the start, reads which entries are items and
 * which are further lists by opening one of each shape, judges every item entry by its title, date
 * and author as the listing shows them, then opens only the items that may match and keeps those
 * that do, read from their own pages.
 */
export async function collect(ctx: StrategyContext, limits: Partial<CollectLimits> = {}) {
  return new CollectRun(ctx, { ...DEFAULT_COLLECT_LIMITS, ...limits }).collectAll();
}

/** One run of `collect`: what it has seen, queued, judged and kept, and the steps that do it. */
class CollectRun {
  readonly ctx: StrategyContext;
  readonly limits: CollectLimits;
  readonly run: StrategyRun;
  readonly request: CollectRequest;
  readonly queue: Lead[] = [];
  readonly seen = new Set<string>();
  readonly roles = new Map<string, Role>();
  /** URL shapes whose entries tried could not be opened. */
  readonly unopened = new Set<string>();
  readonly known = new Map<string, Candidate>();
  /** Title fits judged, valid while the site's titles counted number `titleFitsAt`. */
  readonly titleFits = new Map<Candidate, TopicFit>();
  titleFitsAt = -1;
  readonly candidates: Candidate[] = [];
  readonly stats = new TitleStats();
  readonly items = new Map<string, CollectedItem>();
  readonly texts = new Set<string>();
  readonly fruitful = new Set<number>();
  /** Item pages already read (a shape's first page, a start), by key, with the lead they came by. */
  readonly read = new Map<string, Read>();
  /** Subjects of threads kept because their opening's text says the topic (see readLikeliestOpenings). */
  readonly openedThreads = new Set<string>();
  /** Items listed only outside the section asked: not kept, even when read to learn their kind. */
  readonly outsideItems = new Set<string>();
  readonly ageFixes: Array<{ lo: number; hi: number }> = [];
  dayFirst: boolean | undefined;
  fetched = 0;
  /** Why each start that could not be opened failed (a start is a lead with nothing before it). */
  readonly startFailures: unknown[] = [];
  sortedSkipped = 0;
  sectionReached = false;
  /** The section asked has been seen named on the site (only then does it constrain the walk). */
  sectionSeen = false;
  /** The latest date an entry seen shows: where the newest end of a list lies. */
  newest = Number.NEGATIVE_INFINITY;
  /** Senders guessed from listings, checked against the items read. */
  readonly guesses = { right: 0, wrong: 0 };
  /** When the run began its walk (after the request was read and widened). */
  started = 0;

  constructor(ctx: StrategyContext, limits: CollectLimits) {
    this.ctx = ctx;
    this.limits = limits;
    this.run = createStrategyRun(ctx, 'collect');
    this.request = parseCollectRequest(ctx.question, limits.now ? { now: limits.now } : {});
  }

  readonly step = (
    at: string,
    action: Action,
    reason: string,
    result: StepResult,
    more: { label?: string; detail?: string; to?: string } = {},
  ): void => {
    this.run.record({
      at,
      path: [],
      action,
      reason,
      result,
      ms: Math.round(performance.now() - this.started),
      by: 'strategy',
      ...more,
    });
  };

  readonly enqueue = (lead: Lead): void => {
    const key = normalizeUrl(lead.url);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (lead.first) this.queue.splice(firstAfterFirsts(this.queue), 0, lead);
    else this.queue.push(lead);
  };

  /** Opens a lead; a failure is a step with its reason, and null. */
  readonly open = async (lead: Lead): Promise<{ place: Place; id: number } | null> => {
    this.run.checkPage();
    this.run.pages++;
    const id = ++this.fetched;
    try {
      // A link is opened from the page it was seen on: the world keeps that page's site edge (a local folder).
      const place = lead.via
        ? await this.ctx.world.open(lead.url, this.run.signal, lead.via)
        : await this.ctx.world.open(lead.url, this.run.signal);
      this.seen.add(normalizeUrl(place.location));
      return { place, id };
    } catch (error) {
      const stop = this.run.signalStop();
      if (stop) throw new StopRun(stop);
      if (!lead.from) this.startFailures.push(error);
      this.step(lead.from || lead.url, { type: 'follow', url: lead.url }, lead.why, 'error', {
        ...(lead.label ? { label: lead.label } : {}),
        detail: `skipped ${lead.url}: ${message(error)}`,
      });
      return null;
    }
  };

  readonly roleOf = (place: Place, listed = false): Role => {
    const s = place.structure;
    if (!s) return 'none';
    // Entries shaped like the page itself are its neighbours (previous, next, related) when it has posts.
    const own = urlPattern(place.location);
    const entries =
      s.posts.length > 0 ? s.entries.filter((e) => urlPattern(e.url) !== own).length : s.entries.length;
    // A page of a list is a list however few entries it has left; so is a page of entries known to be items.
    if (entries > 0 && (listed || s.entries.some((e) => this.roles.get(urlPattern(e.url)) === 'item')))
      return 'list';
    // A message page's few links (previous, next, sorted by) do not make it a list.
    if (entries >= 5 && entries >= s.posts.length * 0.5) return 'list';
    // A few cards, each with its byline: the "posts" run from one card's byline into the next card.
    if (entries >= 3 && s.posts.length > 0) {
      const titles = s.entries.map((e) => squash(e.title)).filter((t) => t.length >= 8);
      const spanning = s.posts.filter((p) => {
        const text = squash(p.text);
        return titles.some((t) => text.includes(t));
      }).length;
      if (spanning >= s.posts.length / 2) return 'list';
    }
    if (s.posts.length > 0 || s.published) return 'item';
    if (entries > 0) return 'list';
    // No byline, no list: a page dated under its heading is an article (a news item without an author).
    if (s.dateline) return 'item';
    return 'none';
  };

  readonly loginWall = (lead: Lead, place: Place): string | null => {
    if (place.structure?.login) return 'a login wall: the page asks for a password';
    const asked = URL.parse(lead.url)?.pathname ?? '';
    const landed = URL.parse(place.location)?.pathname ?? '';
    if (asked !== landed && /(?:^|\/)(?:log-?in|sign-?in|auth)(?:[/.?]|$)/i.test(landed))
      return `a login wall: redirected to ${landed}`;
    return null;
  };

  /** Takes in a page opened: an item is read, a list walked. */
  readonly take = async (lead: Lead, place: Place, id: number, known?: Role): Promise<void> => {
    const chain = [...lead.chain, id];
    const wall = this.loginWall(lead, place);
    if (wall) {
      this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'rejected', {
        detail: `skipped ${place.location}: ${wall}`,
        to: place.location,
      });
      return;
    }
    const role = known ?? this.roleOf(place, lead.listed);
    if (!this.roles.has(urlPattern(lead.url))) this.roles.set(urlPattern(lead.url), role);
    if (role === 'item') {
      this.read.set(normalizeUrl(place.location), { place, lead: { ...lead, chain } });
      // A start that is an item (one message of an archive) leads to the listing it belongs to,
      // as one of its indexes (by date, by thread): the others are that listing re-sorted.
      const index = lead.depth === 0 ? (place.structure?.byDate ?? place.structure?.sorts[0]) : undefined;
      if (index) {
        this.enqueue({
          url: index,
          path: [place.title],
          depth: 1,
          chain,
          why: 'the listing the start belongs to',
          from: place.location,
          via: place,
          listed: true,
        });
      }
      this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'opened', {
        to: place.location,
        detail: `an item: ${clip(place.title, 80)}${index ? '; its listing is queued' : ''}`,
      });
      return;
    }
    if (role === 'none') {
      // A start with no list of its own (a home page): its links to the site's collections are the way in.
      const ways = lead.depth === 0 ? collectionLinks(place) : [];
      for (const o of ways) {
        this.enqueue({
          url: o.target,
          path: [place.title],
          depth: 1,
          chain,
          why: `a way to the site's collections: ${clip(o.label, 60)}`,
          label: o.label,
          from: place.location,
          via: place,
        });
      }
      this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'opened', {
        to: place.location,
        detail: ways.length
          ? `neither a list nor an item: ${ways.length} links to the site's collections queued`
          : 'neither a list nor an item: nothing to collect here',
      });
      return;
    }
    await this.walkList(lead, place, chain);
  };

  /**
   * Opens an entry to learn what the entries of its URL shape are. When it cannot be opened (an
   * archive that lists messages it no longer holds), others of the shape spread over the list are
   * tried, up to PROBE_TRIES in all; null when none opens.
   */
  readonly probeShape = async (
    e: Entry,
    entries: readonly Entry[],
    entryLead: Lead,
  ): Promise<{ entry: Entry; opened: { place: Place; id: number } } | null> => {
    const shape = urlPattern(e.url);
    const alike = entries.filter(
      (x) =>
        urlPattern(x.url) === shape &&
        !this.seen.has(normalizeUrl(x.url)) &&
        !(this.request.range && judgeList(x, this.request.range, undefined).skip),
    );
    // An archive may list many more entries than it still has: tries spread over the whole run
    // (its last, its middle, the quarters …) before the kind is given up as unopenable.
    const spread = Math.min(PROBE_TRIES - 1, alike.length);
    const tries = [
      e,
      ...Array.from(
        { length: spread },
        (_, k) => alike[alike.length - 1 - Math.floor((k * alike.length) / spread)],
      ),
    ];
    for (const entry of [...new Set(tries)]) {
      if (!entry || this.seen.has(normalizeUrl(entry.url))) continue;
      this.seen.add(normalizeUrl(entry.url));
      const opened = await this.open({
        ...entryLead,
        url: entry.url,
        label: entry.title,
        why: `${entryLead.why}, opened to learn what its entries are`,
      });
      if (opened) return { entry, opened };
    }
    return null;
  };

  /** A section the site does not have was no section: its words join the topic (a name, a place). */
  readonly dropSection = (asked: CollectRequest, at: string): void => {
    const name = asked.section ?? '';
    const words = topicWordsOf(name);
    if (asked.topic.length === 0 && words.length > 0) asked.topic.push({ said: name, concepts: words });
    else
      for (const alt of asked.topic)
        alt.concepts.push(
          ...words
            .filter((w) => !alt.concepts.some((c) => c.said === w.said))
            .map((w) => ({ ...w, optional: true })),
        );
    const joined = words.length > 0 ? `; its words join the topic` : '';
    asked.understood.push(`section: no "${name}" on the site's first list${joined}`);
    this.step(at, { type: 'read' }, 'no section of that name here', 'read', {
      detail: `the site's first list names no section "${name}": the request is read without it${joined}`,
    });
    delete asked.section;
  };

  /** Records which message answers which, and queues the list's thread view; says whether it did. */
  readonly noteThreads = (lead: Lead, place: Place, entries: readonly Entry[], chain: number[]): boolean => {
    const s = place.structure;
    // Which message answers which, as a thread view shows it, holds however the entries were met.
    for (const e of entries) {
      const met = e.replyTo ? this.known.get(normalizeUrl(e.url)) : undefined;
      if (met && !met.entry.replyTo) met.entry = { ...met.entry, replyTo: e.replyTo as string };
    }
    // A topic is decided per thread: the list's thread view is read too, for one page more.
    const threadView =
      !!s?.byThread && this.request.topic.length > 0 && !this.seen.has(normalizeUrl(s.byThread));
    if (s?.byThread && threadView) {
      this.sortedSkipped--;
      this.enqueue({
        url: s.byThread,
        path: lead.path,
        depth: lead.depth,
        chain,
        why: `${clip(place.title, 60)} by thread: which message answers which`,
        from: place.location,
        via: place,
        first: true,
        listed: true,
      });
    }
    return threadView;
  };

  /**
   * Whether a list is walked for the section asked: the first list walked tells whether the site
   * has the section; once it is reached, lists outside it are left (a step says so).
   */
  readonly inSectionAsked = (lead: Lead, place: Place): boolean => {
    // A section is only a section when the site has one of that name: the first list walked
    // names it (its title, a link to it); else its words were not a section, and it is dropped.
    if (this.request.section && !this.sectionSeen) {
      const labels = [place.title, ...place.path, ...place.options.map((o) => o.label)];
      if (labels.some((l) => inSection(l, this.request.section ?? ''))) this.sectionSeen = true;
      else this.dropSection(this.request, place.location);
    }
    // Once the section asked has been reached, lists outside it (a moved topic's board) are left.
    const named = `${place.title} ${place.path.join(' ')}`;
    if (this.request.section && inSection(named, this.request.section)) this.sectionReached = true;
    else if (this.request.section && this.sectionReached) {
      this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'rejected', {
        to: place.location,
        detail: `not in the section asked (${this.request.section}): its entries are left`,
      });
      return false;
    }
    return true;
  };

  readonly leave = (walk: ListWalk, why: string): void => {
    walk.aside.set(why, (walk.aside.get(why) ?? 0) + 1);
  };

  readonly judgeEntry = (walk: ListWalk, e: Entry) =>
    judgeList(e, this.request.range, walk.sectionHere ? this.request.section : undefined);

  /** An item entry becomes a candidate, unless it is listed outside the section asked. */
  readonly takeItem = (walk: ListWalk, e: Entry, entryLead: Lead): boolean => {
    if (walk.outsideSection) {
      this.outsideItems.add(normalizeUrl(e.url));
      this.leave(walk, 'outside the section asked');
      return false;
    }
    const candidate = { entry: e, list: walk.list, listTitle: walk.listTitle, lead: entryLead };
    this.known.set(normalizeUrl(e.url), candidate);
    this.candidates.push(candidate);
    this.stats.add(e.title);
    return true;
  };

  /** Takes in the entry opened to learn what its kind is: an item becomes a candidate, a list is walked. */
  readonly learned = async (
    walk: ListWalk,
    e: Entry,
    opened: { place: Place; id: number },
    entryLead: Lead,
    role: Role,
  ): Promise<void> => {
    // An item read whose listing shows its age tells when the ages count from.
    if (role === 'item' && this.takeItem(walk, e, entryLead)) this.noteAge(opened.place, e);
    const verdict = role === 'list' ? this.judgeEntry(walk, e) : null;
    if (verdict?.skip) {
      this.leave(walk, verdict.aside);
      this.step(walk.place.location, { type: 'follow', url: entryLead.url }, entryLead.why, 'rejected', {
        label: e.title,
        detail: `opened to learn what the entries are: lists; this one is left: ${verdict.why}`,
      });
    } else
      await this.take(
        verdict ? { ...entryLead, why: verdict.why } : entryLead,
        opened.place,
        opened.id,
        role,
      );
  };

  /** One entry of a list: an item taken, a list queued, or the first of an unknown shape opened to see which. */
  readonly sortEntry = async (walk: ListWalk, e: Entry): Promise<void> => {
    const { lead, place, chain, path, listTitle, entries, fresh } = walk;
    const shape = urlPattern(e.url);
    let role = this.roles.get(shape) ?? this.rowsRole(e, entries);
    const entryLead: Lead = {
      url: e.url,
      path,
      depth: lead.depth + 1,
      chain,
      why: `entry of ${clip(listTitle, 60)}`,
      label: e.title,
      from: place.location,
      via: place,
    };
    if (role === undefined) {
      if (lead.depth + 1 > this.limits.maxDepth) return;
      // A month or year outside the time asked is not opened, even to learn what it is.
      const dated = this.request.range ? judgeList(e, this.request.range, undefined) : null;
      if (dated?.skip) {
        this.leave(walk, dated.aside);
        return;
      }
      const probe = await this.probeShape(e, fresh, entryLead);
      this.roles.set(shape, probe ? this.roleOf(probe.opened.place) : 'none');
      if (!probe) this.unopened.add(shape);
      role = this.roles.get(shape);
      // The entry itself could not be opened when another of its kind was: it is gone (a 404).
      if (probe?.entry !== e) this.leave(walk, 'could not be opened');
      if (probe) {
        const { entry, opened } = probe;
        await this.learned(
          walk,
          entry,
          opened,
          { ...entryLead, url: entry.url, label: entry.title },
          role ?? 'none',
        );
      }
      return;
    }
    if (role === 'item') {
      if (this.takeItem(walk, e, entryLead)) walk.items++;
    } else if (role === 'list') {
      const verdict = this.judgeEntry(walk, e);
      if (verdict.skip) {
        this.leave(walk, verdict.aside);
        return;
      }
      if (lead.depth + 1 > this.limits.maxDepth) {
        this.leave(walk, `deeper than the depth limit (${this.limits.maxDepth})`);
        return;
      }
      this.enqueue({ ...entryLead, why: verdict.why, first: verdict.first });
      walk.lists++;
    } else
      this.leave(
        walk,
        this.unopened.has(shape)
          ? 'none of their kind tried could be opened'
          : 'neither lists nor items: the first of their kind opened was neither',
      );
  };

  /** Queues the list's own further pages (or its copy sorted by date); says how many, and the order's note. */
  readonly queueListPages = (walk: ListWalk): { pages: number; note: string } => {
    const { lead, place, chain, listTitle, fresh } = walk;
    const order = this.request.range ? this.dateOrder(lead, place, fresh) : null;
    if (order?.sorted) {
      this.enqueue({
        url: order.sorted,
        path: lead.path,
        depth: lead.depth,
        chain,
        why: `${clip(listTitle, 60)} sorted by date, walked to the edge of the time asked`,
        from: place.location,
        via: place,
        first: true,
        listed: true,
        dated: true,
      });
    }
    let pages = 0;
    for (const url of order ? order.pages : (place.structure?.pages ?? [])) {
      if (this.seen.has(normalizeUrl(url))) continue;
      this.enqueue({
        url,
        path: lead.path,
        depth: lead.depth,
        chain,
        why: `a page of ${clip(listTitle, 60)}`,
        from: place.location,
        via: place,
        first: true,
        listed: true,
        ...(lead.dated ? { dated: true } : {}),
      });
      pages++;
    }
    return { pages, note: order?.note ?? '' };
  };

  /** A list's walk as it begins: what it holds, and where it stands to the section asked. */
  readonly startWalk = (
    lead: Lead,
    place: Place,
    chain: number[],
    entries: Entry[],
    fresh: Entry[],
  ): ListWalk => {
    const named = `${place.title} ${place.path.join(' ')}`;
    return {
      lead,
      place,
      chain,
      path: [...lead.path, place.title],
      entries,
      fresh,
      listTitle: place.title,
      list: matchable(named),
      // Where the site has the section asked, the items of lists outside it are not what was asked;
      // those lists are still walked for the lists they lead to.
      outsideSection:
        this.request.section !== undefined &&
        this.sectionSeen &&
        !inSection(`${named} ${lead.path.join(' ')}`, this.request.section),
      // A section the request names that none of these entries is: the walk goes through all of them.
      sectionHere:
        this.request.section !== undefined &&
        fresh.some((e) => inSection(e.title, this.request.section ?? '')),
      items: 0,
      lists: 0,
      aside: new Map(),
    };
  };

  readonly walkList = async (lead: Lead, place: Place, chain: number[]): Promise<void> => {
    const s = place.structure;
    if (!s) return;
    const entries = s.entries.filter((e) => this.ctx.allowExternal || sameSite(e.url, place.location));
    const fresh = entries.filter(
      (e) => !this.known.has(normalizeUrl(e.url)) && !this.seen.has(normalizeUrl(e.url)),
    );
    this.sortedSkipped += s.sorts.length;
    const threadView = this.noteThreads(lead, place, entries, chain);
    if (fresh.length === 0) {
      this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'opened', {
        to: place.location,
        detail: `a list of ${entries.length} entries, all seen before (a re-sorted copy, or a page come round again): its pages are not walked`,
      });
      return;
    }
    if (!this.inSectionAsked(lead, place)) return;
    const walk = this.startWalk(lead, place, chain, entries, fresh);
    // Entries of one shape are of one kind: the first of an unknown shape is opened to see which.
    for (const e of fresh) {
      if (this.known.has(normalizeUrl(e.url))) continue;
      await this.sortEntry(walk, e);
    }
    const { pages, note } = this.queueListPages(walk);
    const sorted = s.sorts.length - (threadView ? 1 : 0);
    const parts = [
      `a list: ${fresh.length} new entries`,
      walk.items ? `${walk.items} items to judge` : '',
      walk.lists ? `${walk.lists} lists queued` : '',
      ...[...walk.aside].map(([why, n]) => `${n} left aside (${why})`),
      pages ? `${pages} pages of it queued` : '',
      note,
      threadView ? 'its thread view is read for replies' : '',
      sorted > 0 ? `${sorted} re-sorted copies not walked` : '',
    ].filter(Boolean);
    this.step(lead.from || place.location, { type: 'follow', url: lead.url }, lead.why, 'opened', {
      to: place.location,
      detail: parts.join('; '),
      ...(lead.label ? { label: lead.label } : {}),
    });
  };

  stop: StopReason = { code: 'exhausted', reason: 'every list was walked and every likely item read' };

  /**
   * With a time asked, a list that can be sorted by date is walked in that order instead, and only
   * to the edge of the time: its next page while the dates still reach the range, from the end
   * nearer the range. Null when the list is walked as it is.
   */
  readonly dateOrder = (
    lead: Lead,
    place: Place,
    fresh: readonly Entry[],
  ): { pages: string[]; sorted?: string; note: string } | null => {
    const s = place.structure;
    const range = this.request.range;
    if (!s || !range) return null;
    const spans = fresh
      .map((e) => (e.when ? this.entrySpan(e.when) : null))
      .filter((x): x is { lo: number; hi: number } => x !== null);
    for (const x of spans) this.newest = Math.max(this.newest, x.hi);
    if (!lead.dated) {
      if (!s.byDate || this.seen.has(normalizeUrl(s.byDate))) return null;
      return { pages: [], sorted: s.byDate, note: 'its pages are walked sorted by date instead' };
    }
    const first = spans[0];
    const last = spans.at(-1);
    if (!first || !last || spans.length < 2) return null;
    const asc = first.lo <= last.lo;
    const lo = Math.min(...spans.map((x) => x.lo));
    const hi = Math.max(...spans.map((x) => x.hi));
    const from = Date.parse(`${range.from}T00:00:00Z`) - 7 * DAY;
    const to = Date.parse(`${range.to}T23:59:59Z`) + 7 * DAY;
    if (asc ? lo > to : hi < from)
      return { pages: [], note: 'past the time asked: the rest of the list is not walked' };
    // The time asked lies nearer the newest end: the list is walked from there (the sort link turns it round).
    if (
      asc &&
      s.byDate &&
      !this.seen.has(normalizeUrl(s.byDate)) &&
      Number.isFinite(this.newest) &&
      from - lo > this.newest - to
    )
      return {
        pages: [],
        sorted: s.byDate,
        note: 'the time asked is nearer the newest: walked from that end',
      };
    return { pages: place.next ? [place.next] : s.pages, note: '' };
  };

  // Ages in listings ("3 years 25 weeks ago") count from when the site was copied, not from
  // today: one item read whose age is shown fixes that moment.
  readonly learnWhenAgesCount = async (): Promise<void> => {
    if (this.request.range === undefined || this.ageFixes.length > 0) return;
    for (const { place, lead } of this.read.values())
      this.noteAge(place, this.known.get(normalizeUrl(lead.url))?.entry);
    if (this.ageFixes.length > 0) return;
    const aged = this.candidates
      .filter((c) => c.entry.when && !parseDate(c.entry.when) && parseAge(c.entry.when))
      .sort(
        (a, b) =>
          (parseAge(a.entry.when ?? '')?.slackDays ?? 99) - (parseAge(b.entry.when ?? '')?.slackDays ?? 99),
      );
    const probe = aged.find((c) => this.passes(c).ok) ?? aged[0];
    if (!probe) return;
    const opened = await this.open({
      ...probe.lead,
      why: 'opened to learn when the listing ages count from',
    });
    if (!opened) return;
    this.read.set(normalizeUrl(probe.entry.url), {
      place: opened.place,
      lead: { ...probe.lead, chain: [...probe.lead.chain, opened.id] },
    });
    this.noteAge(opened.place, probe.entry);
    this.step(
      probe.lead.from,
      { type: 'follow', url: probe.lead.url },
      'the listing gives ages only',
      'opened',
      {
        to: opened.place.location,
        detail: this.ageFixes.length
          ? `ages count from ${new Date(this.anchor().lo).toISOString().slice(0, 10)}`
          : 'no date read there',
      },
    );
  };

  readonly judgeAndRead = async (): Promise<void> => {
    await this.learnWhenAgesCount();
    const judged = this.candidates.map((c) => ({ c, verdict: this.passes(c) }));
    // The likeliest first: when the budget ends the reading, what was read is the best of it.
    // Entries whose guessed sender is another come last: once the guesses are borne out, they are left.
    const otherSender = (c: Candidate): number =>
      this.request.author &&
      c.entry.authorGuessed &&
      c.entry.author &&
      !sameName(this.request.author, c.entry.author)
        ? 1
        : 0;
    const chosen = judged
      .filter((j) => j.verdict.ok)
      .sort((a, b) => otherSender(a.c) - otherSender(b.c) || b.verdict.relevance - a.verdict.relevance);
    const refused = judged.length - chosen.length;
    this.step(
      this.ctx.start,
      { type: 'judge', entries: judged.length },
      `${judged.length} item entries judged by their listings`,
      'read',
      {
        detail: `${chosen.length} may match and are read; ${refused} do not (${reasonsOf(judged.filter((j) => !j.verdict.ok).map((j) => j.verdict.why))})`,
      },
    );
    const offTitle = judged.filter((j) => !j.verdict.ok).map((j) => j.c);
    const matched = chosen.map((j) => j.c);
    const second =
      this.request.topic.length === 0
        ? []
        : this.request.inText
          ? this.byClues(matched, offTitle, true)
          : this.alsoRead(matched, offTitle);
    if (second.length > 0) {
      this.step(
        this.ctx.start,
        { type: 'judge', entries: second.length },
        this.request.inText
          ? 'the request places the topic in the items’ own words: titles cannot rule items out'
          : 'titles that share rare words with the matching ones may say the topic in their text only',
        'read',
        {
          detail: `${second.length} more items are read to check their opening text`,
        },
      );
    }
    const toRead = [...chosen.map((j) => j.c), ...second];
    let leftByGuess = 0;
    for (const [i, c] of toRead.entries()) {
      if (this.items.size >= this.limits.maxItems) {
        this.stop = { code: 'budget-pages', reason: `item cap of ${this.limits.maxItems} reached` };
        return;
      }
      if (otherSender(c) && this.guesses.right >= GUESSES_TO_TRUST && this.guesses.wrong === 0) {
        leftByGuess++;
        continue;
      }
      let got: Read | null;
      try {
        got = await this.readItem(c, 'it may match');
      } catch (error) {
        if (!(error instanceof StopRun) || !isBudget(error.stop)) throw error;
        this.budgetSpent(error.stop, `${toRead.length - i} likely items left unread`);
        break;
      }
      if (!got) continue;
      if (c.entry.authorGuessed && c.entry.author) {
        const s = got.place.structure;
        const actual = s?.posts[0]?.author ?? s?.author;
        if (actual) this.guesses[sameName(c.entry.author, actual) ? 'right' : 'wrong']++;
      }
      await this.keep(got.place, got.lead, c);
    }
    if (leftByGuess > 0) {
      this.step(
        this.ctx.start,
        { type: 'judge', entries: leftByGuess },
        'senders guessed from the listings',
        'read',
        {
          detail: `${leftByGuess} entries left unread: their listed sender is another, and the ${this.guesses.right} senders checked were all right`,
        },
      );
    }
    if (
      this.items.size === 0 &&
      this.request.topic.length > 0 &&
      !this.request.inText &&
      !isBudget(this.stop)
    )
      await this.readLikeliestOpenings(offTitle);
    // Items met on the way that no listing led to (a start that is an item).
    for (const [key, got] of this.read)
      if (!this.known.has(key) && !this.outsideItems.has(key))
        await this.keep(got.place, got.lead, undefined);
  };

  /** An entry's item, opened once: a page read before is not fetched again. Null when it cannot be opened. */
  readonly readItem = async (c: Candidate, why: string): Promise<Read | null> => {
    const key = normalizeUrl(c.entry.url);
    let got = this.read.get(key);
    if (!got) {
      const opened = await this.open({ ...c.lead, why: `${c.lead.why}: ${why}` });
      if (!opened) return null;
      got = { place: opened.place, lead: { ...c.lead, chain: [...c.lead.chain, opened.id] } };
      this.read.set(key, got);
      this.noteAge(got.place, c.entry);
    }
    return got;
  };

  /** The run stops on a spent budget, saying what it left. */
  readonly budgetSpent = (spent: StopReason, left: string): void => {
    const lists = isBudget(this.stop) ? `; ${this.stop.reason}` : '';
    const what =
      spent.code === 'budget-time'
        ? `time budget of ${this.ctx.budget.seconds} s`
        : `page budget of ${this.ctx.budget.pages}`;
    this.stop = { code: spent.code, reason: `${what} spent: ${left}${lists}` };
  };

  /**
   * When no title met the topic, or none that did led to an item, the site may name the matter
   * otherwise than the request does (a species for "bacteria", a statistic's own terms): the
   * openings of the few threads whose subjects say the most of the topic are read, as a careful
   * reader would open the likeliest before saying there is nothing, and a thread whose opening
   * says the topic is kept whole.
   */
  readonly readLikeliestOpenings = async (rest: readonly Candidate[]): Promise<void> => {
    const threads = new Map<string, { relevance: number; members: Candidate[] }>();
    for (const c of rest) {
      if (!this.passes(c, false).ok) continue;
      const relevance = this.titleFit(c).relevance;
      if (relevance <= 0) continue;
      const subject = threadSubject(c.entry.title);
      const thread = threads.get(subject) ?? { relevance: 0, members: [] };
      thread.relevance = Math.max(thread.relevance, relevance);
      thread.members.push(c);
      threads.set(subject, thread);
    }
    const likeliest = [...threads]
      .sort((a, b) => b[1].relevance - a[1].relevance)
      .slice(0, LIKELIEST_THREADS);
    if (likeliest.length === 0) return;
    this.step(
      this.ctx.start,
      { type: 'judge', entries: likeliest.length },
      'no title met the topic',
      'read',
      {
        detail: `the openings of the ${likeliest.length} threads whose subjects say the most of it are read: ${likeliest.map(([subject]) => `"${clip(subject, 60)}"`).join(', ')}`,
      },
    );
    try {
      for (const [subject, thread] of likeliest) {
        const opening = this.openingOf(thread.members);
        const got = await this.readItem(opening, 'the opening of a likely thread');
        if (!got) continue;
        const before = this.items.size;
        await this.keep(got.place, got.lead, opening);
        if (this.items.size === before) continue;
        this.openedThreads.add(subject);
        const members = thread.members.filter((m) => m !== opening);
        for (const m of [...members, ...this.repliesUnder(thread.members, rest)]) {
          const member = await this.readItem(m, 'of a thread whose opening says the topic');
          if (member) await this.keep(member.place, member.lead, m);
        }
      }
    } catch (error) {
      if (!(error instanceof StopRun) || !isBudget(error.stop)) throw error;
      this.budgetSpent(error.stop, 'likely threads left unread');
    }
  };

  /** The subject of a thread kept by its opening's text that an entry is of, by its subject or as a reply under it. */
  readonly openedThreadOf = (c: Candidate): string | undefined => {
    if (this.openedThreads.size === 0) return undefined;
    for (const at of [c, ...this.above(c)]) {
      const subject = threadSubject(at.entry.title);
      if (this.openedThreads.has(subject)) return subject;
    }
    return undefined;
  };

  /** A thread's first message: one not marked as an answer, the earliest listed first. */
  readonly openingOf = (members: readonly Candidate[]): Candidate => {
    const when = (c: Candidate): number => {
      const date = c.entry.when
        ? parseDate(c.entry.when, this.dayFirst === undefined ? {} : { dayFirst: this.dayFirst })
        : null;
      return date && !date.relative ? Date.parse(date.iso) || Infinity : Infinity;
    };
    return [...members].sort(
      (a, b) =>
        Number(isReplySubject(a.entry.title)) - Number(isReplySubject(b.entry.title)) || when(a) - when(b),
    )[0] as Candidate;
  };

  /** Entries listed under any of a thread's messages, whatever their subjects became. */
  readonly repliesUnder = (members: readonly Candidate[], rest: readonly Candidate[]): Candidate[] => {
    const key = (c: Candidate): string => normalizeUrl(c.entry.url);
    const inThread = new Set(members.map(key));
    return rest.filter(
      (c) => !inThread.has(key(c)) && [...this.above(c)].some((up) => inThread.has(key(up))),
    );
  };

  /**
   * Entries whose titles do not say the topic but share its rarer words — the words of the
   * matching titles that few other titles use ("NodeMCU" beside "ESP8266") — may say it in their
   * text: a few of them are read, the most alike first.
   */
  readonly alsoRead = (matched: readonly Candidate[], rest: readonly Candidate[]): Candidate[] => {
    // Titles that give a handful of items may hide more in texts; where they give many, titles are the answer.
    if (matched.length === 0 || matched.length >= FEW_BY_TITLE) return [];
    return this.byClues(matched, rest, false).slice(0, Math.min(30, 5 * matched.length + 5));
  };

  /**
   * The entries that pass every constraint but the topic, those sharing more of the matching
   * titles' rarer words first; those sharing none only when `unclued` is asked for too.
   */
  readonly byClues = (
    matched: readonly Candidate[],
    rest: readonly Candidate[],
    unclued: boolean,
  ): Candidate[] => {
    const df = new Map<string, number>();
    for (const c of this.candidates)
      for (const w of new Set(rareWordsOf(c.entry.title))) df.set(w, (df.get(w) ?? 0) + 1);
    const limit = Math.max(3, Math.ceil(this.candidates.length * 0.01));
    const clues = new Set<string>();
    // The request's own words are not clues: titles saying them were judged already.
    const asked = this.request.topic.flatMap((a) => a.concepts);
    for (const c of matched)
      for (const w of rareWordsOf(c.entry.title))
        if ((df.get(w) ?? 0) <= limit && !asked.some((k) => says(matchable(w), k))) clues.add(w);
    return rest
      .filter((c) => this.passes(c, false).ok)
      .map((c) => ({ c, shared: new Set(rareWordsOf(c.entry.title).filter((w) => clues.has(w))).size }))
      .filter((x) => x.shared > 0 || unclued)
      .sort((a, b) => b.shared - a.shared)
      .map((x) => x.c);
  };

  /** What an entry's listing says of it: may it match the request? */
  readonly passes = (c: Candidate, topic = true): { ok: boolean; why: string; relevance: number } => {
    const e = c.entry;
    const fit: TopicFit = topic ? this.threadFit(c) : { ok: true, relevance: 0 };
    if (!fit.ok) return { ok: false, why: 'title off topic', relevance: 0 };
    if (this.request.author && e.author && !e.authorGuessed && !sameName(this.request.author, e.author))
      return { ok: false, why: 'another author', relevance: 0 };
    if (this.request.range && e.when) {
      const span = this.entrySpan(e.when);
      if (span) {
        const from = Date.parse(`${this.request.range.from}T00:00:00Z`) - DAY;
        const to = Date.parse(`${this.request.range.to}T23:59:59Z`) + DAY;
        if (span.hi < from || span.lo > to) return { ok: false, why: 'outside the time asked', relevance: 0 };
      }
    }
    const why = fit.via ? `a reply under "${fit.via}"` : fit.key ? `title says "${fit.key}"` : 'any topic';
    return { ok: true, why, relevance: fit.relevance };
  };

  /**
   * How an entry's title meets the topic, judged once while the site's titles stay the same: the
   * replies of a deep thread all ask after the same messages above them.
   */
  readonly titleFit = (c: Candidate): TopicFit => {
    if (this.titleFitsAt !== this.stats.size) {
      this.titleFits.clear();
      this.titleFitsAt = this.stats.size;
    }
    let fit = this.titleFits.get(c);
    if (!fit) {
      fit = fitTopic(
        this.request.topic,
        matchable(c.entry.title),
        this.stats,
        this.request.section ? undefined : c.list,
      );
      this.titleFits.set(c, fit);
    }
    return fit;
  };

  /**
   * How an entry's title meets the topic; a reply nested under an entry that meets it is of the
   * same thread, and meets it too, whatever its subject was changed to.
   */
  readonly threadFit = (c: Candidate): TopicFit => {
    const e = c.entry;
    const fit = this.titleFit(c);
    if (fit.ok || !e.replyTo) return fit;
    for (const up of this.above(c)) {
      const upFit = this.titleFit(up);
      if (upFit.ok) return { ...upFit, via: up.entry.title };
    }
    return fit;
  };

  /** The entries a reply stands under in a thread view, nearest first (a loop read once). */
  *above(c: Candidate): Generator<Candidate> {
    const seen = new Set<string>([normalizeUrl(c.entry.url)]);
    for (let up = c.entry.replyTo; up && !seen.has(normalizeUrl(up)); ) {
      const key = normalizeUrl(up);
      seen.add(key);
      const entry = this.known.get(key);
      if (!entry) return;
      yield entry;
      up = entry.entry.replyTo;
    }
  }

  /**
   * The kind of the entries an entry is listed among, when every one of them whose kind is known
   * is of one kind: alike rows of one list are alike things, whatever their addresses look like
   * (a thread whose slug is one word beside threads whose slugs are several).
   */
  readonly rowsRole = (e: Entry, entries: readonly Entry[]): Role | undefined => {
    const kinds = new Set<Role>();
    for (const other of entries) {
      if (other.group !== e.group || other === e) continue;
      const kind = this.roles.get(urlPattern(other.url));
      if (kind) kinds.add(kind);
    }
    return kinds.size === 1 ? [...kinds][0] : undefined;
  };

  /** When an entry's item was made, as the listing shows it: an interval, or null when it cannot tell. */
  readonly entrySpan = (when: string): { lo: number; hi: number } | null => {
    const date = parseDate(when, this.dayFirst === undefined ? {} : { dayFirst: this.dayFirst });
    if (date && !date.relative) {
      const lo = Date.parse(`${date.iso.slice(0, 10)}T00:00:00Z`);
      const end = date.precision === 'year' ? 366 : date.precision === 'month' ? 31 : 1;
      return { lo, hi: lo + end * DAY };
    }
    const age = parseAge(when);
    if (!age) return null;
    const a = this.anchor();
    if (!Number.isFinite(a.lo)) return null;
    return { lo: a.lo - age.seconds * 1000 - age.slackDays * DAY, hi: a.hi - age.seconds * 1000 + DAY };
  };

  readonly anchor = (): { lo: number; hi: number } => {
    if (this.ageFixes.length === 0) return { lo: Number.NaN, hi: Number.NaN };
    return {
      lo: Math.max(...this.ageFixes.map((f) => f.lo)) - DAY,
      hi: Math.min(...this.ageFixes.map((f) => f.hi)) + DAY,
    };
  };

  /** An item read whose listing entry gave an age: when the ages count from. */
  readonly noteAge = (place: Place, entry: Entry | undefined): void => {
    const age = entry?.when && !parseDate(entry.when) ? parseAge(entry.when) : null;
    const made = this.itemDate(place);
    if (!age || !made) return;
    const at = Date.parse(made.length > 10 ? `${made}:00Z` : `${made}T12:00:00Z`);
    if (Number.isNaN(at)) return;
    const lo = at + age.seconds * 1000;
    const fix = { lo, hi: lo + age.slackDays * DAY };
    // Fixes that disagree with those before are dropped: an age misread beats a wrong anchor.
    const a = this.anchor();
    if (this.ageFixes.length === 0 || (fix.hi >= a.lo - 7 * DAY && fix.lo <= a.hi + 7 * DAY))
      this.ageFixes.push(fix);
  };

  readonly itemDate = (place: Place): string | undefined => {
    const s = place.structure;
    const texts = (s?.posts ?? []).map((p) => p.when ?? '').join(' ');
    if (this.dayFirst === undefined) {
      const order = numericOrder(texts);
      if (order) this.dayFirst = order === 'day-first';
    }
    const first = s?.posts[0]?.when;
    const options = this.dayFirst === undefined ? {} : { dayFirst: this.dayFirst };
    // A page of one post says its date best in its meta data ("Updated …" lines are bylines too).
    const candidates = [
      ...((s?.posts.length ?? 0) <= 1 && !sameMomentElsewhere(first, s?.published, options)
        ? [s?.published, first]
        : [first, s?.published]),
      s?.dateline,
    ].filter((t): t is string => Boolean(t));
    for (const t of candidates) {
      const d = parseDate(t, options);
      if (d && !d.relative) return d.iso;
      const age = parseAge(t);
      if (age && this.ageFixes.length > 0)
        return new Date(this.anchor().lo - age.seconds * 1000).toISOString().slice(0, 10);
    }
    return dateFromUrl(place.location)?.iso;
  };

  /** Reads an item from its own page and keeps it when the page bears the request out. */
  readonly keep = async (place: Place, lead: Lead, c: Candidate | undefined): Promise<void> => {
    const s = place.structure;
    const posts = s?.posts ?? [];
    const opening = posts[0];
    const title = squash(opening?.title ?? c?.entry.title ?? place.title) || place.title;
    const author =
      (posts.length <= 1 ? s?.author : undefined) ?? opening?.author ?? s?.author ?? c?.entry.author;
    const published = this.itemDate(place);
    // A page of one post reads best as the extractor reads it: the page's side columns left out.
    // A mail keeps its own words apart from those it quotes.
    const text =
      posts.length <= 1 && !opening?.quoted
        ? place.text || (opening?.text ?? '')
        : (opening?.text ?? place.text);
    const why: string[] = [];
    const titleFit = fitTopic(
      this.request.topic,
      matchable(title),
      this.stats,
      this.request.section || !c ? undefined : c.list,
    );
    let fit = titleFit;
    let judged: string | undefined;
    // A reply listed under a message that meets the topic is of its thread.
    const thread = !fit.ok && c?.entry.replyTo ? this.threadFit(c) : undefined;
    if (thread?.via) {
      fit = thread;
      judged = `a reply under "${thread.via}"`;
    }
    const opened = c && !fit.ok ? this.openedThreadOf(c) : undefined;
    if (opened) {
      fit = { ok: true, relevance: 0.5 };
      judged = `of the thread "${clip(opened, 60)}", whose opening says the topic`;
    }
    if (!fit.ok) {
      // A title that does not say the topic leaves it to the item's words: the model's judgement, else the words.
      const verdict = this.limits.model
        ? await this.limits.model.judge(this.request.text, { title, text }, this.run.signal)
        : null;
      if (verdict) {
        this.run.heard({ usage: verdict.usage });
        if (!verdict.about) return;
        fit = { ok: true, relevance: 0.5 };
        judged = `${this.limits.model?.name ?? 'the model'}: ${verdict.reason || 'about the topic'}`;
      } else {
        const inText = fitTopic(this.request.topic, matchable(text), this.stats, undefined);
        if (inText.ok) fit = { ...inText, relevance: Math.min(inText.relevance, 0.5) };
      }
    }
    if (!fit.ok) return;
    why.push(
      this.request.topic.length === 0
        ? 'any topic'
        : (judged ?? `${titleFit.ok ? 'title' : 'text'} says "${fit.key ?? ''}"`),
    );
    if (this.request.author) {
      if (!author || !sameName(this.request.author, author)) return;
      why.push(`by ${author}`);
    }
    if (this.request.range) {
      if (!published) return;
      const day = published.slice(0, 10);
      if (day < this.request.range.from || day > this.request.range.to) return;
      why.push(`${day}, in ${this.request.range.from} … ${this.request.range.to}`);
    }
    const canonical = normalizeUrl(place.canonical ?? place.location);
    if (this.items.has(canonical)) return;
    const fingerprint = squash(`${title} ${text}`).toLowerCase().slice(0, 400);
    if (this.texts.has(fingerprint)) return;
    this.texts.add(fingerprint);
    const item: CollectedItem = {
      url: place.location,
      kind: kindOf(place),
      title,
      text: clip(squash(text), 600),
      relevance: fit.relevance,
      why: why.join('; '),
      path: lead.path,
    };
    if (author) item.author = author;
    if (published) item.published = published;
    const replies = posts.slice(1).map((p): CollectedPost => {
      const post: CollectedPost = { text: clip(squash(p.text), 300) };
      if (p.author) post.author = p.author;
      const d = p.when
        ? parseDate(p.when, this.dayFirst === undefined ? {} : { dayFirst: this.dayFirst })
        : null;
      if (d && !d.relative) post.published = d.iso;
      return post;
    });
    if (replies.length > 0) item.posts = replies;
    this.items.set(canonical, item);
    for (const id of lead.chain) this.fruitful.add(id);
    this.step(place.location, { type: 'keep', url: place.location }, item.why, 'answer', { label: title });
  };

  async collectAll() {
    await widenWithLexicon(this.request.topic, this.ctx, this.run.signal);
    this.started = performance.now();
    this.step(
      this.ctx.start,
      { type: 'read' },
      `request read as: ${this.request.understood.join('; ')}`,
      'read',
    );
    try {
      for (const start of [this.ctx.start, ...(this.limits.starts ?? [])]) {
        this.enqueue({ url: start, path: [], depth: 0, chain: [], why: 'the start', from: '' });
      }
      const startCount = this.queue.length;
      // Lists first, all of them: the site's titles are known before any item is judged. Part of the
      // page budget is kept for reading items, however many lists a large site has.
      const listPages = Math.floor(this.ctx.budget.pages * LIST_SHARE);
      const listMs = this.ctx.budget.seconds * 1000 * LIST_SHARE;
      while (this.queue.length > 0) {
        const late = performance.now() - this.started >= listMs;
        if (this.run.pages >= listPages || late) {
          const what = late
            ? `time budget (${this.ctx.budget.seconds} s)`
            : `page budget (${this.ctx.budget.pages})`;
          this.stop = {
            code: late ? 'budget-time' : 'budget-pages',
            reason: `${this.queue.length} lists left unwalked: ${Math.round(LIST_SHARE * 100)}% of the ${what} went to lists, the rest is kept for items`,
          };
          this.step(this.ctx.start, { type: 'stop', reason: this.stop.reason }, 'the page budget', 'stop');
          break;
        }
        const lead = this.queue.shift() as Lead;
        try {
          const opened = await this.open(lead);
          if (opened) await this.take(lead, opened.place, opened.id);
        } catch (error) {
          // The budget spent on lists still leaves what was seen to judge, and items read on the way.
          if (!(error instanceof StopRun) || !isBudget(error.stop)) throw error;
          this.stop = { code: error.stop.code, reason: `${error.stop.reason}, walking lists` };
          break;
        }
        // No start could be opened: bad input, as a start `find` cannot open is, with the first's cause.
        if (this.startFailures.length === startCount) throw this.startFailures[0];
      }
      await this.judgeAndRead();
    } catch (error) {
      if (!(error instanceof StopRun)) throw error;
      this.stop = error.stop;
    }

    let kept = [...this.items.values()];
    if (this.request.count !== undefined) {
      kept = kept
        .sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))
        .slice(0, this.request.count);
    }
    const summary = summarize(kept);
    if (this.limits.model && kept.length > 0 && !this.run.signal.aborted) {
      const briefs = kept.map((item, i) => ({
        n: i + 1,
        title: item.title,
        text: item.text,
        ...(item.author ? { author: item.author } : {}),
        ...(item.published ? { published: item.published } : {}),
      }));
      try {
        const written = await this.limits.model.summarize(this.request.text, briefs, this.run.signal);
        if (written) {
          this.run.heard({ usage: written.usage });
          // Only citations of items given are kept: a number the model made up names nothing.
          const cited = [...new Set([...written.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
          const cites = cited
            .filter((n) => n >= 1 && n <= kept.length)
            .map((n) => ({ n, url: kept[n - 1]?.url ?? '' }));
          summary.written = { text: written.text, by: this.limits.model.name, cites };
          this.step(this.ctx.start, { type: 'read' }, 'the summary written by the model', 'read', {
            detail: `${cites.length} items cited`,
          });
        }
      } catch (error) {
        if (!this.run.signalStop()) throw error;
      }
    }
    const trail = this.run.finish(this.stop, []);
    trail.found = kept.length > 0;
    trail.collected = {
      understood: this.request.understood,
      items: kept,
      summary,
      fruitless: Math.max(0, this.fetched - this.fruitful.size),
    };
    if (this.sortedSkipped > 0 && trail.steps.length > 0) {
      // Said once, at the end, so the trail does not repeat it on every page.
      const last = trail.steps.at(-1);
      if (last)
        last.detail = [
          last.detail,
          `${this.sortedSkipped} links to re-sorted copies of listings were not followed`,
        ]
          .filter(Boolean)
          .join('; ');
    }
    return trail;
  }
}

/** Words sites use for their collections of posts: where a careful reader looks for them on a home page. */
const COLLECTION_WORDS =
  /\b(?:forums?|boards?|archives?|blog|news|articles|posts|topics|threads|discussions?|community|mailing lists?|lists|messages|stories|journal|categories)\b/i;

/** A home page's links to its collections (forum, archive, blog, news), the first few in page order. */
function collectionLinks(place: Place): Place['options'] {
  return place.options
    .filter((o) => o.kind === 'link' && o.group !== 'external' && COLLECTION_WORDS.test(o.label))
    .slice(0, 6);
}

/** A stop that a budget made (pages, time): what was gathered still counts. */
function isBudget(stop: StopReason): boolean {
  return stop.code === 'budget-pages' || stop.code === 'budget-time';
}

/** Where a lead goes among the queued: after the others opened first, before the rest. */
function firstAfterFirsts(queue: readonly Lead[]): number {
  let i = 0;
  while (i < queue.length && queue[i]?.first) i++;
  return i;
}

/** Whether a list an entry leads to belongs to the walk: the section asked, months of the time asked. */
function judgeList(
  e: Entry,
  range: DateRange | undefined,
  section: string | undefined,
): { skip: boolean; why: string; first: boolean; aside: string } {
  const label = `${e.title}`;
  if (range) {
    // A month's row names its month in its title, the words before it, or its address ("March
    // 2019: [Thread]", /2019-March/); a date after the title is a fact about the list (its latest
    // post), not the time it holds.
    const at = e.text.indexOf(e.title);
    const lead = at > 0 ? e.text.slice(0, at) : '';
    const d = parseDate(e.title) ?? parseDate(lead) ?? dateFromUrl(e.url);
    if (d && !d.relative && d.precision !== 'day') {
      const lo = d.iso.slice(0, 10);
      const hi = d.precision === 'year' ? `${lo.slice(0, 4)}-12-31` : `${lo.slice(0, 7)}-31`;
      if (hi < range.from || lo > range.to)
        return {
          skip: true,
          why: `${label}: outside the time asked (${range.said})`,
          first: false,
          aside: 'outside the time asked',
        };
      return { skip: false, why: `${label}: in the time asked (${range.said})`, first: true, aside: '' };
    }
  }
  if (section) {
    if (inSection(label, section))
      return { skip: false, why: `the section asked: ${clip(label, 60)}`, first: true, aside: '' };
    return {
      skip: true,
      why: `not the section asked (${section})`,
      first: false,
      aside: 'outside the section asked',
    };
  }
  return { skip: false, why: `a list: ${clip(label, 60)}`, first: false, aside: '' };
}

/** Whether a list's name is the section asked: more than half of the section's words are in it. */
function inSection(label: string, section: string): boolean {
  const asked = words(section).filter((w) => (w.length > 2 && !isStopword(w)) || /\d/.test(w));
  const have = new Set(words(label));
  return asked.filter((w) => have.has(w)).length / Math.max(asked.length, 1) > 0.5;
}

/** A title's words that can tell it apart: no small words, no numbers alone. */
function rareWordsOf(title: string): string[] {
  return words(title)
    .filter((w) => w.length > 2 && !isStopword(w) && !/^\d+$/.test(w))
    .map((w) => stem(w));
}

function kindOf(place: Place): ItemKind {
  const posts = place.structure?.posts ?? [];
  if (posts.length >= 2) return 'thread';
  if (posts.length === 1)
    return posts[0]?.quoted || /^(?:re|fwd?):/i.test(posts[0]?.title ?? place.title) ? 'post' : 'article';
  return place.structure?.published || place.structure?.dateline ? 'article' : 'page';
}

/** Entries of one kind opened at most to learn what the kind is, before it is given up. */
const PROBE_TRIES = 8;

function reasonsOf(whys: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const w of whys) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([w, n]) => `${w}: ${n}`).join(', ') || 'none';
}

/**
 * Whether a post's own date, to the minute, and the page's meta date, to the day, are one moment
 * written in two time zones (a day apart at most): the post's is then the day its writer saw,
 * as a mail's Date header gives it, where the meta day is the archive's own zone.
 */
function sameMomentElsewhere(
  own: string | undefined,
  meta: string | undefined,
  options: { dayFirst?: boolean },
): boolean {
  const a = own ? parseDate(own, options) : null;
  const b = meta ? parseDate(meta, options) : null;
  if (!a || !b || a.relative || b.relative || a.iso.length <= 10 || b.iso.length > 10) return false;
  return Math.abs(Date.parse(a.iso.slice(0, 10)) - Date.parse(b.iso)) <= DAY;
}
