import type { Action, Usage } from '../../core/action.ts';
import type { Reading } from '../../core/brain.ts';
import { isListing, listingShape } from '../../core/listing.ts';
import type { Memory, PathEntry } from '../../core/memory.ts';
import type { Option, Peek, Place } from '../../core/place.ts';
import type { Query } from '../../core/query.ts';
import { peekFields } from '../../core/rank-options.ts';
import { optionVisitKey, placeVisitKey, rankOptions, renderView } from '../../core/render-view.ts';
import { scentOf, type TermStats } from '../../core/scent.ts';
import { searchWords } from '../../core/text.ts';
import type { Closest, Finding, PeekNote, Step, StepResult, StopReason, Trail } from '../../core/trail.ts';
import { sameSite, visitKey } from '../../core/url.ts';
import type { ViewOption } from '../../core/view.ts';
import { checkAction, moveKey } from '../../guard/guard.ts';
import type { StrategyContext } from '../context.ts';
import { createStrategyRun, message, type StrategyRun } from '../run.ts';
import { StopRun } from '../stop-run.ts';
import { type Candidate, bestCandidate as pickCandidate } from './candidates.ts';
import { Frontier, toViewLead } from './frontier.ts';
import { failedPeek, mapBounded, summarizePeek } from './peek.ts';

const MAX_REJECTIONS_IN_A_ROW = 3;
/** Leads from elsewhere shown beside a place's own options. */
const LEADS_SHOWN = 5;
/** Peeks run at once (the world paces them per host). */
const PEEK_CONCURRENCY = 3;
/** At most this many requests for the site's robots.txt and sitemaps. */
const SITE_AID_FETCHES = 7;
/** A listing with this many entries not yet seen is worth scanning widely. */
const WIDE_LISTING = 8;
/** A candidate is worth a peek when its scent is at least this share of the best candidate's. */
const PEEK_SHARE = 0.3;
/** A lead this many times the third best is a clear favourite: no need to look under the rest. */
const CLEAR_LEAD = 2;
/** A page looked under that promises this many times the best unseen lead makes more looking pointless. */
const SURE_LEAD = 4;
/** Places named as closest when nothing is found. */
const CLOSEST = 3;
/** Pages glanced at that are read before settling on an answer, when they came nearer the question. */
const SECOND_LOOKS = 3;
/** A page glanced at is worth that second look when it came this near the question, against the answer's page. */
const NEAR_SHARE = 1;
/** Places not yet read that are read once more at the end, the nearest first, before giving up. */
const FINAL_READS = 3;

/** Records the step of the current turn, with its result. */
type RecordStep = (result: StepResult, extra?: Partial<Step>) => Step;
/** The brain's move of opening an option or a lead. */
type OpenAction = Extract<Action, { type: 'open' }>;

interface Frame {
  entry: PathEntry;
  place: Place;
}

/**
 * `find`: one answer, best-first over every lead seen in the run. At each place it peeks under
 * the most promising links, then the brain chooses: open one of the place's options, jump to the
 * best lead seen elsewhere, read, back out, or stop. Every page read (opened or peeked) is kept,
 * so what was seen early is not lost. Every stop says why.
 */
export async function find(ctx: StrategyContext): Promise<Trail> {
  return new FindRun(ctx).findAll();
}

/** One run of `find`: the places read, the ways to them, the leads seen and the answers kept. */
class FindRun {
  readonly ctx: StrategyContext;
  readonly run: StrategyRun;
  readonly findings: Finding[] = [];
  readonly failedMoves = new Set<string>();
  readonly frontier = new Frontier();
  /** Every place read in the run (opened or peeked), by visit key of the URL asked and of where it landed. */
  readonly loaded = new Map<string, Place>();
  /** How each place opened was reached: the stack when it was on top. */
  readonly routes = new Map<string, Frame[]>();
  /** How each page looked under (not opened) was reached: the way to where it was seen, then its link. */
  readonly peekRoutes = new Map<string, Frame[]>();
  stack: Frame[] = [];
  warnings: string[] = [];
  rejectedInARow = 0;
  /** What each place read says at a glance (title, headings, passages nearest the question). */
  readonly summaries = new Map<string, Peek>();
  /** Plausible answers read so far, kept while the run looks for a conclusive one. */
  readonly candidates: Candidate[] = [];
  readonly readPlaces = new Set<string>();
  /**
   * In-page folders opened, by where they sit in the site's menu (their labels from the top),
   * whatever the page: a page may leave itself out of the menu, so what they contain varies.
   */
  readonly openedFolders = new Set<string>();
  constructor(ctx: StrategyContext) {
    this.ctx = ctx;
    this.run = createStrategyRun(ctx, 'find');
  }

  readonly folderSignature = (place: Place, o: Option): string =>
    `${o.group}: ${[...(place.folder ?? []), o.label].join(' > ')}`;

  readonly memory = (): Memory => this.run.memory(this.stack.map((s) => s.entry));
  readonly closest = (): Closest[] =>
    closestPlaces([...new Set(this.loaded.values())], this.run.query, this.run.stats());
  readonly finish = (stop: StopReason): Trail =>
    this.run.finish(stop, this.findings, this.findings.length === 0 ? this.closest() : undefined);
  /**
   * The end of a run without a conclusive answer: the nearest places not yet read are read, and
   * the best plausible answer of the run, if any, is the answer.
   */
  readonly conclude = async (stop: StopReason): Promise<Trail> => {
    this.flushPeeks(stop);
    if (this.run.signal.aborted) return this.finish(stop);
    this.scorePlaces();
    const unread = [...new Set(this.loaded.values())]
      .filter((p) => !this.readPlaces.has(placeVisitKey(p)) && p.text.trim() !== '')
      .sort((a, b) => this.saysScent(b) - this.saysScent(a))
      .slice(0, Math.max(0, Math.min(FINAL_READS, this.ctx.budget.steps - this.run.steps.length)));
    for (const place of unread) {
      if (!(await this.readAgain(place, 'one of the nearest places read, looked at again before giving up')))
        break;
    }
    await this.rejudge();
    const best = this.bestCandidate();
    if (!best) return this.finish(stop);
    // A brain's sure reading is an answer; a plausible one is handed over unconfirmed, to be checked.
    if (!best.reading.tentative) return this.answer(best, `the best answer read in the run (${stop.reason})`);
    return this.run.finish(
      {
        ...stop,
        reason: `${stop.reason}; no sure answer, the most plausible passage read is given unconfirmed`,
      },
      [{ ...this.findingOf(best), unconfirmed: true }],
      this.closest(),
    );
  };
  /**
   * The plausible answers weighed again with the site's words as now known: each was judged when
   * it was read, with fewer pages seen, and confidences judged on different evidence do not compare.
   * Only readings that say how sure they are (a brain that weighs, not one that replies) are asked again.
   */
  readonly rejudge = async (): Promise<void> => {
    const mem = this.run.memory(this.stack.map((s) => s.entry));
    for (const c of this.candidates) {
      if (this.run.signal.aborted) return;
      if (c.reading.confidence === undefined) continue;
      const reading = await this.ctx.brain.read(c.place, mem, this.run.signal);
      this.run.heard(reading);
      // Weighed again, never made surer: what is claimed stays what was judged when it was read.
      if (!reading.found) continue;
      const { tentative: _, ...weighed } = reading;
      c.reading = c.reading.tentative ? { ...weighed, tentative: true } : weighed;
    }
  };
  /** Pages looked under that no step recorded yet (the run stopped first): the trail still shows them. */
  readonly flushPeeks = (stop: StopReason): void => {
    if (this.pendingPeeks.length === 0) return;
    const here = this.stack[this.stack.length - 1]?.place;
    this.run.record({
      at: here?.location ?? this.ctx.start,
      path: here ? (here.path.length > 0 ? here.path : [here.title]) : [],
      action: { type: 'stop', reason: stop.reason },
      reason: stop.reason,
      result: 'stop',
      ms: 0,
      peeks: this.pendingPeeks,
    });
    this.pendingPeeks = [];
  };
  /**
   * Reads a place already loaded (no fetch), outside the brain's own moves; false when reading
   * failed, and the failure is a step of the record like any other.
   */
  readonly readAgain = async (place: Place, why: string): Promise<boolean> => {
    const t0 = performance.now();
    let reading: Reading;
    try {
      reading = await this.ctx.brain.read(
        place,
        this.run.memory(this.stack.map((s) => s.entry)),
        this.run.signal,
      );
    } catch (error) {
      if (!this.run.signal.aborted)
        this.run.record({
          at: place.location,
          path: place.path.length > 0 ? place.path : [place.title],
          action: { type: 'read' },
          reason: why,
          result: 'error',
          detail: `the brain failed to read: ${message(error)}`,
          ms: Math.round(performance.now() - t0),
        });
      return false;
    }
    this.run.heard(reading);
    this.readPlaces.add(placeVisitKey(place));
    if (reading.found) this.candidates.push({ place, reading, path: place.path });
    this.run.record({
      at: place.location,
      path: place.path.length > 0 ? place.path : [place.title],
      action: { type: 'read' },
      reason: why,
      result: reading.found ? 'read' : 'no-answer',
      detail: reading.reason,
      ms: Math.round(performance.now() - t0),
      ...(reading.usage && reading.usage.llmCalls + reading.usage.tokensIn > 0
        ? { usage: reading.usage }
        : {}),
      ...byOf(reading),
    });
    return true;
  };
  /**
   * The best answer read so far (see `bestCandidate`). Both callers have just refreshed how near
   * each page comes to the question; reading again since learns no new words.
   */
  readonly bestCandidate = (): Candidate | undefined => pickCandidate(this.candidates, this.saysScent);
  readonly findingOf = (c: Candidate): Finding => ({
    answer: c.reading.answer,
    citation: {
      url: c.place.location,
      title: c.place.title,
      path: c.path.length > 0 ? c.path : [c.place.title],
      quote: c.reading.quote,
    },
  });
  readonly answer = (c: Candidate, reason: string): Trail => {
    this.findings.push(this.findingOf(c));
    return this.finish({ code: 'answered', reason });
  };
  readonly stopForSignal = (): StopReason =>
    this.run.signalStop() ?? {
      code: 'budget-time',
      reason: `time budget of ${this.ctx.budget.seconds} s spent`,
    };
  readonly scopeRoot = (): string => this.stack[0]?.place.location ?? this.ctx.start;
  readonly inScope = (url: string): boolean =>
    this.ctx.allowExternal || sameSite(url, this.scopeRoot(), this.scopeRoot());

  readonly remember = (place: Place, asked?: string): void => {
    if (asked) this.loaded.set(visitKey(asked), place);
    if (!place.folder?.length) this.loaded.set(placeVisitKey(place), place);
    this.run.learn(place);
    this.frontier.addPlace(place, placeVisitKey(place), this.run.query);
    this.summaries.set(placeVisitKey(place), summarizePeek(place.location, place, this.run.query));
  };
  /**
   * Refreshes how near each place read comes to the question (`run.placeScent`), with the site's
   * vocabulary as now known: by what it says — its title, headings and passages — not by its
   * links' labels, which its entries carry themselves (a sibling's label is no promise).
   */
  readonly scorePlaces = (): void => {
    const stats = this.run.stats();
    for (const [key, summary] of this.summaries) {
      const said = peekFields(summary).filter((f) => f.text !== summary.labels);
      this.run.placeScent.set(key, scentOf(this.run.query, said, { stats, senses: this.run.senses }).score);
    }
  };
  readonly saysScent = (p: Place): number => this.run.placeScent.get(placeVisitKey(p)) ?? 0;
  /** Reads a page the run has not read yet (one page of the budget), or returns the one it has. */
  readonly load = async (url: string, from: Place): Promise<Place> =>
    this.admit(url, await this.fetchPlace(url, from));
  /** Fetches a page (one page of the budget) without taking it in yet; a failure is returned, not thrown. */
  readonly fetchPlace = async (url: string, from: Place): Promise<Place | Error> => {
    const had = this.loaded.get(visitKey(url));
    if (had) return had;
    if (this.run.pages >= this.ctx.budget.pages) {
      throw new StopRun({
        code: 'budget-pages',
        reason: `page budget of ${this.ctx.budget.pages} spent without an answer`,
      });
    }
    this.run.pages++;
    try {
      return await this.ctx.world.open(url, this.run.signal, from);
    } catch (error) {
      if (this.run.signal.aborted) throw error;
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  /**
   * Takes a fetched page into the run (its links, words and meanings), in the order the pages were
   * asked for, so that a run does not depend on which response came first.
   */
  readonly admit = async (url: string, fetched: Place | Error): Promise<Place> => {
    if (fetched instanceof Error) {
      this.run.noteLoad(url, false);
      throw fetched;
    }
    if (this.loaded.get(visitKey(url)) === fetched) return fetched;
    this.run.noteLoad(url, true);
    this.remember(fetched, url);
    await this.run.learnSenses(fetched);
    return fetched;
  };
  /** What was looked under since the last step recorded (told on that step). */
  pendingPeeks: PeekNote[] = [];

  /**
   * The site's own search box, filled with the question's words as a person types them: the
   * results page is where the run goes on from (back leads to the start).
   */
  readonly useSiteSearch = async (start: Place): Promise<void> => {
    const box = start.options.find((o) => o.kind === 'input' && o.form !== undefined);
    const text = searchWords(this.ctx.question);
    if (
      !box ||
      !text ||
      this.ctx.budget.pages - this.run.pages < 4 ||
      this.ctx.budget.steps < 2 * FINAL_READS
    )
      return;
    const action = { type: 'fill', option: box.id, text } as const;
    const t0 = performance.now();
    const base = {
      at: start.location,
      path: start.path.length > 0 ? start.path : [start.title],
      action,
      label: box.label,
      reason: "the site's own search, with the question's words",
    };
    this.run.pages++;
    let results: Place;
    try {
      const fetched = await this.ctx.world.act(start, action, this.run.signal);
      results = await this.admit(fetched.location, fetched);
      // Results computed from the site's index cost the index's fetch besides.
      if (results.searchedIndex) this.run.pages++;
    } catch (error) {
      if (this.run.signal.aborted) throw error;
      this.run.record({
        ...base,
        result: 'error',
        detail: message(error),
        ms: Math.round(performance.now() - t0),
      });
      return;
    }
    this.run.visited.add(placeVisitKey(results));
    this.stack = [
      ...this.stack,
      { entry: { label: box.label, location: results.location, title: results.title }, place: results },
    ];
    this.routes.set(placeVisitKey(results), this.stack);
    this.run.record({
      ...base,
      result: 'opened',
      detail: `${results.location} (${results.options.filter((o) => o.group === 'content').length} links in its results)`,
      ms: Math.round(performance.now() - t0),
    });
  };

  /** The sitemaps' pages join the frontier as leads named by their URLs. */
  readonly useSiteAids = async (start: Place): Promise<PeekNote[]> => {
    // Robots.txt and a few sitemap files at most, always leaving pages to navigate with.
    const allowance = Math.min(SITE_AID_FETCHES, this.ctx.budget.pages - this.run.pages - 2);
    if (!this.ctx.world.siteAids || allowance < 2) return [];
    try {
      const aids = await this.ctx.world.siteAids(start, this.run.signal, allowance);
      this.run.pages += aids.fetched;
      for (const url of aids.sitemap) {
        if (!this.inScope(url)) continue;
        this.frontier.add({
          key: visitKey(url),
          url,
          label: sitemapLabel(url),
          group: 'section',
          boilerplate: false,
          fromKey: 'sitemap',
          fromTitle: 'the sitemap',
          urlText: sitemapWords(url),
        });
      }
      // Each file asked for is a page of the budget, and on the record.
      const notes = (aids.tried ?? []).map(
        (t): PeekNote => ({
          url: t.url,
          label: /robots\.txt$/.test(t.url) ? 'robots.txt' : 'sitemap',
          ok: t.ok,
          detail: t.ok ? 'read' : 'not there',
        }),
      );
      const last = notes.filter((n) => n.ok && n.label === 'sitemap').at(-1);
      if (last) last.detail = `read; the sitemaps list ${aids.sitemap.length} pages`;
      return notes;
    } catch (error) {
      if (this.run.signal.aborted) throw error;
      return [];
    }
  };

  /** Looks under the most promising unread links here and among the leads, a few at once. */
  readonly peekAround = async (place: Place, leads: ViewOption[]): Promise<PeekNote[]> => {
    const room = this.ctx.budget.pages - this.run.pages;
    if (this.ctx.budget.peeks <= 0 || room <= 1) return [];
    const mem = this.memory();
    const fresh = (o: ViewOption): boolean =>
      o.kind === 'link' &&
      !o.visited &&
      !o.deadEnd &&
      !this.loaded.has(visitKey(o.url)) &&
      this.inScope(o.url);
    const ranked = rankOptions(place, mem, this.run.query);
    const local = ranked.filter(fresh);
    const pool = [...local.filter((o) => o.score > 0), ...leads.filter(fresh)].sort(
      (a, b) => b.score - a.score,
    );
    const top = pool[0]?.score ?? 0;
    let chosen = pool.filter((o) => o.score >= PEEK_SHARE * top);
    // A listing (a table of contents) with no clear favourite: look under more of its entries, as
    // a person scans the whole list before choosing; one clear favourite needs only itself checked.
    const second = pool[1]?.score ?? 0;
    const third = pool[2]?.score ?? 0;
    const many = isListing(listingShape(place)) && local.length >= WIDE_LISTING;
    const peekCount =
      top > 0 && top >= SURE_LEAD * second
        ? 1
        : many && third > 0 && top < CLEAR_LEAD * third
          ? this.ctx.budget.peeks * 2
          : this.ctx.budget.peeks;
    // Nothing here names the question: glance at the main content, then the site's sections.
    if (chosen.length === 0) {
      const plain = local.filter((o) => !isBoilerplate(place, o));
      chosen = [...plain.filter((o) => o.group === 'content'), ...plain.filter((o) => o.group === 'section')];
    }
    const seen = new Set<string>();
    chosen = chosen.filter((o) => !seen.has(visitKey(o.url)) && seen.add(visitKey(o.url)) !== undefined);
    chosen = chosen.slice(0, Math.min(peekCount, room - 1));
    if (chosen.length === 0) return [];
    const from = (o: ViewOption): Place => (o.from !== undefined ? (this.routeHead(o.url) ?? place) : place);
    // Fetched a few at once; taken in one by one, in the order chosen.
    const fetched = await mapBounded(chosen, PEEK_CONCURRENCY, (o) => this.fetchPlace(o.url, from(o)));
    const notes: PeekNote[] = [];
    for (const [i, o] of chosen.entries()) {
      const key = visitKey(o.url);
      try {
        const peeked = await this.admit(o.url, fetched[i] as Place | Error);
        this.run.peeks.set(key, summarizePeek(o.url, peeked, this.run.query));
        // A page looked under is reached by the way to where it was seen, then its link: a lead
        // seen on it is followed along that way.
        const seenOn = o.from !== undefined ? this.routeOf(o.url) : this.wayTo(placeVisitKey(place));
        if (seenOn && !this.wayTo(placeVisitKey(peeked))) {
          this.peekRoutes.set(placeVisitKey(peeked), [
            ...seenOn,
            { entry: { label: o.label, location: peeked.location, title: peeked.title }, place: peeked },
          ]);
        }
        notes.push({ url: o.url, label: o.label, ok: true, detail: peeked.title });
      } catch (error) {
        if (this.run.signal.aborted || error instanceof StopRun) throw error;
        const why = message(error);
        this.run.peeks.set(key, failedPeek(o.url, why));
        this.run.deadEnds.add(key);
        notes.push({ url: o.url, label: o.label, ok: false, detail: why });
      }
    }
    return notes;
  };

  /** The way on through a page's in-page folders (no fetch), as far as they are found by their labels. */
  readonly openFolders = async (base: Frame[], labels: readonly string[]): Promise<Frame[]> => {
    let way = base;
    for (const label of labels) {
      const here = way[way.length - 1]?.place;
      const folder = here?.options.find((o) => o.kind === 'folder' && o.label === label);
      if (!here || !folder) break;
      const opened = await this.ctx.world.act(here, { type: 'open', option: folder.id }, this.run.signal);
      this.run.visited.add(placeVisitKey(opened));
      way = [...way, { entry: { label, location: opened.location, title: opened.title }, place: opened }];
    }
    return way;
  };

  /** The way a place was reached: the way it was opened, else the way to where it was looked under. */
  readonly wayTo = (key: string): Frame[] | undefined => {
    return this.routes.get(key) ?? this.peekRoutes.get(key);
  };

  /**
   * The way to stand on before opening a link of the current place: the current path, unless the
   * next page would reach the depth limit and the link was first seen on a place the run reached
   * by a shorter way. On a flat site (a site-wide menu on every page) each page opened from the
   * last is one deeper, so the limit, meant to stop a descent, would stop sideways moves; such a
   * link is one step from where it was first listed.
   */
  readonly shortestWayAbove = (key: string): Frame[] => {
    if (this.stack.length < this.ctx.budget.depth - 1) return this.stack;
    const lead = this.frontier.leads.get(key);
    const way = lead ? this.wayTo(lead.fromKey) : undefined;
    return way && way.length < this.stack.length ? way : this.stack;
  };

  /** The way to the place a lead was seen on. */
  readonly routeOf = (url: string): Frame[] | undefined => {
    const lead = this.frontier.leads.get(visitKey(url));
    return lead ? this.wayTo(lead.fromKey) : undefined;
  };

  /** The place a lead was seen on, to open it with that place's site rules. */
  readonly routeHead = (url: string): Place | undefined => {
    const route = this.routeOf(url);
    return route?.[route.length - 1]?.place;
  };

  /** The best leads seen elsewhere, not offered here already. */
  readonly leadsFor = (place: Place): ViewOption[] => {
    const own = new Set(place.options.filter((o) => o.kind === 'link').map((o) => visitKey(o.target)));
    const here = placeVisitKey(place);
    return this.frontier
      .best(
        this.run.query,
        this.run.stats(),
        this.run.peeks,
        (l) =>
          own.has(l.key) ||
          l.key === here ||
          this.run.visited.has(l.key) ||
          this.run.deadEnds.has(l.key) ||
          !this.inScope(l.url),
        LEADS_SHOWN,
        this.run.placeScent,
        this.run.senses,
        this.run.folderHealth,
      )
      .map(({ lead, score }, i) => ({
        id: -1 - i,
        label: lead.label,
        url: lead.url,
        kind: 'link' as const,
        group: lead.group,
        score,
        visited: false,
        deadEnd: false,
        from: lead.fromTitle,
        ...(lead.context ? { context: lead.context } : {}),
      }));
  };

  async findAll() {
    // The start must open: a start that cannot be reached is bad input, not a failed search.
    const startPlace = await this.ctx.world.open(this.ctx.start, this.run.signal);
    this.run.pages++;
    this.stack = [
      {
        entry: {
          label: startPlace.title || this.ctx.start,
          location: startPlace.location,
          title: startPlace.title,
        },
        place: startPlace,
      },
    ];
    this.run.visited.add(placeVisitKey(startPlace));
    this.remember(startPlace, this.ctx.start);
    await this.run.learnSenses(startPlace);
    this.routes.set(placeVisitKey(startPlace), this.stack);
    this.pendingPeeks = await this.useSiteAids(startPlace);
    await this.useSiteSearch(startPlace);
    const reserve = this.ctx.budget.steps > 2 * FINAL_READS ? FINAL_READS : 0;

    for (;;) {
      const ended = await this.turn(reserve);
      if (ended) return ended;
    }
  }

  /**
   * One turn of the loop: the current place is peeked around and shown, the brain moves, the guard
   * checks the move, and it is made. The trail when the run ends there, else null.
   */
  async turn(reserve: number): Promise<Trail | null> {
    try {
      this.run.checkStep();
      // The last few steps of the budget are kept for the closing look at the nearest places.
      if (this.run.steps.length >= this.ctx.budget.steps - reserve) {
        throw new StopRun({
          code: 'budget-steps',
          reason: `step budget of ${this.ctx.budget.steps} spent without an answer`,
        });
      }
    } catch (error) {
      if (error instanceof StopRun) return this.conclude(error.stop);
      throw error;
    }
    const current = this.stack[this.stack.length - 1] as Frame;
    const place = current.place;
    // The site's menu, repeated on every page, holds nothing new in a folder already opened on another.
    for (const o of place.options) {
      if (o.kind === 'folder' && this.openedFolders.has(this.folderSignature(place, o)))
        this.run.visited.add(optionVisitKey(place, o));
    }
    try {
      this.pendingPeeks = [...this.pendingPeeks, ...(await this.peekAround(place, this.leadsFor(place)))];
    } catch (error) {
      if (error instanceof StopRun) return this.conclude(error.stop);
      if (this.run.signal.aborted) return this.finish(this.stopForSignal());
      throw error;
    }
    this.scorePlaces();
    const mem = this.memory();
    const leads = this.leadsFor(place).map((o) => {
      const peek = this.run.peeks.get(visitKey(o.url));
      const lead = this.frontier.leads.get(visitKey(o.url));
      const context = peek?.ok ? `under it: ${peek.title}${peek.about ? ` — ${peek.about}` : ''}` : undefined;
      return lead ? toViewLead(lead, o.score, context) : null;
    });
    const view = renderView(place, mem, {
      question: this.ctx.question,
      query: this.run.query,
      maxTokens: this.ctx.budget.viewTokens,
      maxOptions: this.ctx.budget.viewOptions,
      warnings: this.warnings,
      canBack: this.stack.length > 1,
      leads: leads.filter((l) => l !== null),
      ...(this.ctx.allowExternal ? {} : { scopeRoot: this.scopeRoot() }),
    });
    this.warnings = [];
    // Remember how many relevant options are left here, so a later back can skip spent places.
    current.entry.leads = view.options.filter(
      (o) => o.from === undefined && !o.visited && !o.deadEnd && o.score > 0,
    ).length;
    const pathHere = this.stack.map((s) => s.entry.label);
    const t0 = performance.now();
    let decision: Awaited<ReturnType<StrategyContext['brain']['decide']>>;
    try {
      decision = await this.ctx.brain.decide(view, mem, this.run.signal);
    } catch (error) {
      if (this.run.signal.aborted) return this.finish(this.stopForSignal());
      return this.finish({ code: 'error', reason: `the brain failed: ${message(error)}` });
    }
    this.run.heard(decision);
    const action = decision.action;
    const shown = action.type === 'open' ? view.options.find((o) => o.id === action.option) : undefined;
    const record = (result: StepResult, extra: Partial<Step> = {}): Step => {
      const step: Omit<Step, 'n'> = {
        at: place.location,
        path: pathHere,
        action,
        reason: decision.reason,
        result,
        ms: Math.round(performance.now() - t0),
        tokens: view.tokens,
        view: view.text,
        ...(decision.usage && decision.usage.llmCalls + decision.usage.tokensIn > 0
          ? { usage: decision.usage }
          : {}),
        ...(decision.by ? { by: decision.by } : {}),
        ...(this.pendingPeeks.length > 0 ? { peeks: this.pendingPeeks } : {}),
        ...extra,
      };
      this.pendingPeeks = [];
      if (shown) step.label = shown.label;
      return this.run.record(step);
    };

    const verdict = checkAction(action, view, place, mem, this.failedMoves, {
      allowExternal: this.ctx.allowExternal,
      // The start place's own location: a local start typed as a path becomes a file: URL there.
      scopeRoot: this.scopeRoot(),
      maxDepth: this.ctx.budget.depth,
    });
    if (!verdict.ok) return this.refused(verdict.message, place, shown, record);
    this.rejectedInARow = 0;

    switch (action.type) {
      case 'stop':
        record('stop');
        return this.conclude({ code: 'brain-stopped', reason: action.reason || decision.reason });
      case 'back':
        this.goBack(action.levels ?? 1, record);
        return null;
      case 'read':
        return this.readHere(place, mem, decision.usage, record);
      case 'open':
        return this.openShown(place, current, action, shown, record);
      case 'judge':
      case 'keep':
      case 'fill':
        // The guard refuses these for `find`; nothing to do.
        return null;
    }
    return null;
  }

  /** A move the guard refused: said to the brain, and the option is a dead end from now on. */
  async refused(
    why: string,
    place: Place,
    shown: ViewOption | undefined,
    record: RecordStep,
  ): Promise<Trail | null> {
    record('rejected', { detail: why });
    // A refused option shows as a dead end from now on, so no brain keeps choosing it.
    if (shown) {
      const option = place.options.find((o) => o.id === shown.id);
      this.run.deadEnds.add(
        shown.from === undefined && option ? optionVisitKey(place, option) : visitKey(shown.url),
      );
    }
    this.warnings = [why];
    if (++this.rejectedInARow >= MAX_REJECTIONS_IN_A_ROW) {
      // The run ends, but what it read is not lost: the best plausible answer is still handed over.
      return this.conclude({
        code: 'error',
        reason: `the brain chose ${this.rejectedInARow} refused moves in a row`,
      });
    }
    return null;
  }

  /** Backs out so many levels; the places left are dead ends. */
  goBack(levels: number, record: RecordStep): void {
    for (let i = 0; i < levels; i++) {
      const left = this.stack.pop();
      if (left) this.run.deadEnds.add(placeVisitKey(left.place));
    }
    const back = this.stack[this.stack.length - 1];
    record('back', back ? { detail: `back to ${back.entry.label}`, to: back.entry.location } : {});
  }

  /** Reads the current place: a sure answer ends the run (after a second look), a plausible one is kept. */
  async readHere(
    place: Place,
    mem: Memory,
    usage: Usage | undefined,
    record: RecordStep,
  ): Promise<Trail | null> {
    let reading: Awaited<ReturnType<StrategyContext['brain']['read']>>;
    try {
      reading = await this.ctx.brain.read(place, mem, this.run.signal);
    } catch (error) {
      if (this.run.signal.aborted) return this.finish(this.stopForSignal());
      return this.finish({ code: 'error', reason: `the brain failed to read: ${message(error)}` });
    }
    this.run.heard(reading);
    this.readPlaces.add(placeVisitKey(place));
    if (reading.found && reading.tentative) {
      this.candidates.push({
        place,
        reading,
        path: place.path.length > 0 ? place.path : this.stack.map((s) => s.entry.label),
      });
      this.run.deadEnds.add(placeVisitKey(place));
      record('read', {
        detail: `${reading.reason}; kept while looking for a surer answer`,
        ...readUsage(usage, reading.usage),
        ...byOf(reading),
      });
      return null;
    }
    if (reading.found) {
      // The place's own breadcrumb says where the answer lives; the route taken is in the steps.
      const here = {
        place,
        reading,
        path: place.path.length > 0 ? place.path : this.stack.map((s) => s.entry.label),
      };
      record('answer', {
        detail: reading.reason,
        ...readUsage(usage, reading.usage),
        ...byOf(reading),
      });
      // Before settling, a second look at the pages glanced at that came nearer the question
      // than this one: a careful reader checks the specification table before quoting the test.
      // (Only readings that say how sure they are can be weighed against another.)
      this.scorePlaces();
      const mine = reading.confidence === undefined ? Number.POSITIVE_INFINITY : this.saysScent(place);
      const nearer = [...new Set(this.loaded.values())]
        .filter((p) => !this.readPlaces.has(placeVisitKey(p)) && this.saysScent(p) >= NEAR_SHARE * mine)
        .sort((a, b) => this.saysScent(b) - this.saysScent(a))
        .slice(0, Math.max(0, Math.min(SECOND_LOOKS, this.ctx.budget.steps - this.run.steps.length)));
      this.candidates.push(here);
      for (const p of nearer)
        await this.readAgain(p, 'came nearer the question than the answer read: a second look');
      const best = this.bestCandidate() ?? here;
      return this.answer(
        best,
        best === here ? 'the answer was read and quoted' : 'a page looked at again answered better',
      );
    }
    this.run.deadEnds.add(placeVisitKey(place));
    record('no-answer', {
      detail: reading.reason,
      ...readUsage(usage, reading.usage),
      ...byOf(reading),
    });
    return null;
  }

  /** Opens the option or lead the brain chose: a folder in the page, a link, or a lead seen elsewhere. */
  async openShown(
    place: Place,
    current: Frame,
    action: OpenAction,
    shown: ViewOption | undefined,
    record: RecordStep,
  ): Promise<Trail | null> {
    if (!shown) return null; // the guard already refused unknown options
    const isLead = shown.from !== undefined;
    const option = isLead ? undefined : place.options.find((o) => o.id === action.option);
    if (!isLead && !option) return null;
    const key = option ? optionVisitKey(place, option) : visitKey(shown.url);
    let next: Place;
    let base: Frame[] = this.stack;
    try {
      if (option?.kind === 'folder') {
        next = await this.ctx.world.act(place, action, this.run.signal);
        this.openedFolders.add(this.folderSignature(place, option));
      } else if (isLead) {
        const lead = this.frontier.leads.get(visitKey(shown.url));
        base = (lead && this.wayTo(lead.fromKey)) || [this.stack[0] as Frame];
        // A lead seen at the depth limit is opened as if from the start, the path kept within it.
        if (base.length >= this.ctx.budget.depth) base = [this.stack[0] as Frame];
        // An entry of a menu is reached as a person reaches it: opening its folders in turn.
        if (lead?.folders) base = await this.openFolders(base, lead.folders);
        next = await this.load(shown.url, base[base.length - 1]?.place ?? place);
      } else {
        base = this.shortestWayAbove(key);
        next = await this.load(shown.url, place);
      }
    } catch (error) {
      if (error instanceof StopRun) return this.conclude(error.stop);
      if (this.run.signal.aborted) return this.finish(this.stopForSignal());
      // A lead's number changes from view to view; its URL, dead from now on, is what failed.
      if (!isLead)
        this.failedMoves.add(moveKey(`${place.location}#${(place.folder ?? []).join('/')}`, action));
      this.run.visited.add(key);
      this.run.deadEnds.add(key);
      record('error', { detail: message(error) });
      this.warnings = [`Opening [${shown.id}] ${shown.label} failed: ${message(error)}`];
      return null;
    }
    this.run.visited.add(key);
    if (current.entry.leads) current.entry.leads--;
    const landed = placeVisitKey(next);
    if (landed !== key && this.run.visited.has(landed)) {
      // A link that lands where the run has already been (a redirect, a breadcrumb) is a loop.
      this.run.deadEnds.add(key);
      record('error', { detail: `led back to ${next.location}, already visited` });
      return null;
    }
    this.run.visited.add(landed);
    if (option?.kind === 'folder') this.run.learn(next);
    this.stack = [
      ...base,
      { entry: { label: shown.label, location: next.location, title: next.title }, place: next },
    ];
    if (!this.routes.has(landed)) this.routes.set(landed, this.stack);
    record(option?.kind === 'folder' ? 'folder' : 'opened', {
      to: next.location,
      ...(isLead && shown.from !== undefined ? { from: shown.from } : {}),
      detail:
        option?.kind === 'folder'
          ? `opened folder ${shown.label}`
          : isLead
            ? `${next.location} (a lead seen on ${shown.from})`
            : next.location,
    });
    return null;
  }
}

function isBoilerplate(place: Place, o: ViewOption): boolean {
  return place.options.find((p) => p.id === o.id)?.boilerplate ?? false;
}

/** A sitemap entry has only its URL: its last segments, made readable, are its label. */
function sitemapLabel(url: string): string {
  const path = URL.parse(url)?.pathname ?? url;
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponentSafe(s).replace(/\.(html?|php|aspx?)$/i, ''))
    .filter((s) => s !== 'index');
  const last = parts[parts.length - 1] ?? path;
  return last.replace(/[-_]+/g, ' ').trim() || path;
}

function sitemapWords(url: string): string {
  const path = URL.parse(url)?.pathname ?? url;
  return decodeURIComponentSafe(path)
    .replace(/\.(html?|php|aspx?)\b/gi, ' ')
    .replace(/\bindex\b/gi, ' ')
    .replace(/[/_\-+=?&\s]+/g, ' ')
    .trim();
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The places read that come nearest the question, by the scent of their title and best passages. */
function closestPlaces(places: Place[], query: Query, stats: TermStats): Closest[] {
  const frontier = new Frontier();
  return places
    .filter((p) => p.text.trim() !== '')
    .map((p) => {
      const peek = summarizePeek(p.location, p, query);
      const score = frontier.score(
        {
          key: visitKey(p.location),
          url: p.location,
          label: p.title,
          group: 'content',
          boilerplate: false,
          fromKey: '',
          fromTitle: '',
          urlText: '',
        },
        query,
        stats,
        peek,
      );
      return { p, score, passage: peek.text };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, CLOSEST)
    .map(({ p, passage }) => ({ url: p.location, title: p.title, path: p.path, passage }));
}

/** A read step costs the decision to read plus the reading itself. */
function readUsage(a: Usage | undefined, b: Usage | undefined): { usage?: Usage } {
  const sum = {
    llmCalls: (a?.llmCalls ?? 0) + (b?.llmCalls ?? 0),
    tokensIn: (a?.tokensIn ?? 0) + (b?.tokensIn ?? 0),
    tokensOut: (a?.tokensOut ?? 0) + (b?.tokensOut ?? 0),
  };
  return sum.llmCalls + sum.tokensIn > 0 ? { usage: sum } : {};
}

function byOf(reading: { by?: string | undefined }): { by?: string } {
  return reading.by ? { by: reading.by } : {};
}
