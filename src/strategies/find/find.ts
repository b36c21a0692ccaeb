import type { Usage } from '../../core/action.ts';
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
import { createStrategyRun, message } from '../run.ts';
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
  const { budget, brain, world, question } = ctx;
  const run = createStrategyRun(ctx, 'find');
  const { signal, visited, deadEnds, peeks } = run;
  const findings: Finding[] = [];
  const failedMoves = new Set<string>();
  const frontier = new Frontier();
  /** Every place read in the run (opened or peeked), by visit key of the URL asked and of where it landed. */
  const loaded = new Map<string, Place>();
  /** How each place opened was reached: the stack when it was on top. */
  const routes = new Map<string, Frame[]>();
  /** How each page looked under (not opened) was reached: the way to where it was seen, then its link. */
  const peekRoutes = new Map<string, Frame[]>();
  let stack: Frame[] = [];
  let warnings: string[] = [];
  let rejectedInARow = 0;
  /** What each place read says at a glance (title, headings, passages nearest the question). */
  const summaries = new Map<string, Peek>();
  /** Plausible answers read so far, kept while the run looks for a conclusive one. */
  const candidates: Candidate[] = [];
  const readPlaces = new Set<string>();
  /**
   * In-page folders opened, by where they sit in the site's menu (their labels from the top),
   * whatever the page: a page may leave itself out of the menu, so what they contain varies.
   */
  const openedFolders = new Set<string>();
  const folderSignature = (place: Place, o: Option): string =>
    `${o.group}: ${[...(place.folder ?? []), o.label].join(' > ')}`;

  const memory = (): Memory => run.memory(stack.map((s) => s.entry));
  const closest = (): Closest[] => closestPlaces([...new Set(loaded.values())], run.query, run.stats());
  const finish = (stop: StopReason): Trail =>
    run.finish(stop, findings, findings.length === 0 ? closest() : undefined);
  /**
   * The end of a run without a conclusive answer: the nearest places not yet read are read, and
   * the best plausible answer of the run, if any, is the answer.
   */
  const conclude = async (stop: StopReason): Promise<Trail> => {
    flushPeeks(stop);
    if (signal.aborted) return finish(stop);
    scorePlaces();
    const unread = [...new Set(loaded.values())]
      .filter((p) => !readPlaces.has(placeVisitKey(p)) && p.text.trim() !== '')
      .sort((a, b) => saysScent(b) - saysScent(a))
      .slice(0, Math.max(0, Math.min(FINAL_READS, budget.steps - run.steps.length)));
    for (const place of unread) {
      if (!(await readAgain(place, 'one of the nearest places read, looked at again before giving up')))
        break;
    }
    const best = bestCandidate();
    if (!best) return finish(stop);
    // A brain's sure reading is an answer; a plausible one is handed over unconfirmed, to be checked.
    if (!best.reading.tentative) return answer(best, `the best answer read in the run (${stop.reason})`);
    return run.finish(
      {
        ...stop,
        reason: `${stop.reason}; no sure answer, the most plausible passage read is given unconfirmed`,
      },
      [{ ...findingOf(best), unconfirmed: true }],
      closest(),
    );
  };
  /** Pages looked under that no step recorded yet (the run stopped first): the trail still shows them. */
  const flushPeeks = (stop: StopReason): void => {
    if (pendingPeeks.length === 0) return;
    const here = stack[stack.length - 1]?.place;
    run.record({
      at: here?.location ?? ctx.start,
      path: here ? (here.path.length > 0 ? here.path : [here.title]) : [],
      action: { type: 'stop', reason: stop.reason },
      reason: stop.reason,
      result: 'stop',
      ms: 0,
      peeks: pendingPeeks,
    });
    pendingPeeks = [];
  };
  /**
   * Reads a place already loaded (no fetch), outside the brain's own moves; false when reading
   * failed, and the failure is a step of the record like any other.
   */
  const readAgain = async (place: Place, why: string): Promise<boolean> => {
    const t0 = performance.now();
    let reading: Reading;
    try {
      reading = await brain.read(place, run.memory(stack.map((s) => s.entry)), signal);
    } catch (error) {
      if (!signal.aborted)
        run.record({
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
    run.heard(reading);
    readPlaces.add(placeVisitKey(place));
    if (reading.found) candidates.push({ place, reading, path: place.path });
    run.record({
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
  const bestCandidate = (): Candidate | undefined => pickCandidate(candidates, saysScent);
  const findingOf = (c: Candidate): Finding => ({
    answer: c.reading.answer,
    citation: {
      url: c.place.location,
      title: c.place.title,
      path: c.path.length > 0 ? c.path : [c.place.title],
      quote: c.reading.quote,
    },
  });
  const answer = (c: (typeof candidates)[number], reason: string): Trail => {
    findings.push(findingOf(c));
    return finish({ code: 'answered', reason });
  };
  const stopForSignal = (): StopReason =>
    run.signalStop() ?? { code: 'budget-time', reason: `time budget of ${budget.seconds} s spent` };
  const scopeRoot = (): string => stack[0]?.place.location ?? ctx.start;
  const inScope = (url: string): boolean => ctx.allowExternal || sameSite(url, scopeRoot(), scopeRoot());

  const remember = (place: Place, asked?: string): void => {
    if (asked) loaded.set(visitKey(asked), place);
    if (!place.folder?.length) loaded.set(placeVisitKey(place), place);
    run.learn(place);
    frontier.addPlace(place, placeVisitKey(place), run.query);
    summaries.set(placeVisitKey(place), summarizePeek(place.location, place, run.query));
  };
  /**
   * Refreshes how near each place read comes to the question (`run.placeScent`), with the site's
   * vocabulary as now known: by what it says — its title, headings and passages — not by its
   * links' labels, which its entries carry themselves (a sibling's label is no promise).
   */
  const scorePlaces = (): void => {
    const stats = run.stats();
    for (const [key, summary] of summaries) {
      const said = peekFields(summary).filter((f) => f.text !== summary.labels);
      run.placeScent.set(key, scentOf(run.query, said, { stats, senses: run.senses }).score);
    }
  };
  const saysScent = (p: Place): number => run.placeScent.get(placeVisitKey(p)) ?? 0;
  /** Reads a page the run has not read yet (one page of the budget), or returns the one it has. */
  const load = async (url: string, from: Place): Promise<Place> => admit(url, await fetchPlace(url, from));
  /** Fetches a page (one page of the budget) without taking it in yet; a failure is returned, not thrown. */
  const fetchPlace = async (url: string, from: Place): Promise<Place | Error> => {
    const had = loaded.get(visitKey(url));
    if (had) return had;
    if (run.pages >= budget.pages) {
      throw new StopRun({
        code: 'budget-pages',
        reason: `page budget of ${budget.pages} spent without an answer`,
      });
    }
    run.pages++;
    try {
      return await world.open(url, signal, from);
    } catch (error) {
      if (signal.aborted) throw error;
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  /**
   * Takes a fetched page into the run (its links, words and meanings), in the order the pages were
   * asked for, so that a run does not depend on which response came first.
   */
  const admit = async (url: string, fetched: Place | Error): Promise<Place> => {
    if (fetched instanceof Error) {
      run.noteLoad(url, false);
      throw fetched;
    }
    if (loaded.get(visitKey(url)) === fetched) return fetched;
    run.noteLoad(url, true);
    remember(fetched, url);
    await run.learnSenses(fetched);
    return fetched;
  };

  // The start must open: a start that cannot be reached is bad input, not a failed search.
  const startPlace = await world.open(ctx.start, signal);
  run.pages++;
  stack = [
    {
      entry: { label: startPlace.title || ctx.start, location: startPlace.location, title: startPlace.title },
      place: startPlace,
    },
  ];
  visited.add(placeVisitKey(startPlace));
  remember(startPlace, ctx.start);
  await run.learnSenses(startPlace);
  routes.set(placeVisitKey(startPlace), stack);
  let pendingPeeks: PeekNote[] = await useSiteAids(startPlace);
  await useSiteSearch(startPlace);

  /**
   * The site's own search box, filled with the question's words as a person types them: the
   * results page is where the run goes on from (back leads to the start).
   */
  async function useSiteSearch(start: Place): Promise<void> {
    const box = start.options.find((o) => o.kind === 'input' && o.form !== undefined);
    const text = searchWords(ctx.question);
    if (!box || !text || budget.pages - run.pages < 4 || budget.steps < 2 * FINAL_READS) return;
    const action = { type: 'fill', option: box.id, text } as const;
    const t0 = performance.now();
    const base = {
      at: start.location,
      path: start.path.length > 0 ? start.path : [start.title],
      action,
      label: box.label,
      reason: "the site's own search, with the question's words",
    };
    run.pages++;
    let results: Place;
    try {
      const fetched = await world.act(start, action, signal);
      results = await admit(fetched.location, fetched);
    } catch (error) {
      if (signal.aborted) throw error;
      run.record({
        ...base,
        result: 'error',
        detail: message(error),
        ms: Math.round(performance.now() - t0),
      });
      return;
    }
    visited.add(placeVisitKey(results));
    stack = [
      ...stack,
      { entry: { label: box.label, location: results.location, title: results.title }, place: results },
    ];
    routes.set(placeVisitKey(results), stack);
    run.record({
      ...base,
      result: 'opened',
      detail: `${results.location} (${results.options.filter((o) => o.group === 'content').length} links in its results)`,
      ms: Math.round(performance.now() - t0),
    });
  }
  const reserve = budget.steps > 2 * FINAL_READS ? FINAL_READS : 0;

  /** The sitemaps' pages join the frontier as leads named by their URLs. */
  async function useSiteAids(start: Place): Promise<PeekNote[]> {
    // Robots.txt and a few sitemap files at most, always leaving pages to navigate with.
    const allowance = Math.min(SITE_AID_FETCHES, budget.pages - run.pages - 2);
    if (!world.siteAids || allowance < 2) return [];
    try {
      const aids = await world.siteAids(start, signal, allowance);
      run.pages += aids.fetched;
      for (const url of aids.sitemap) {
        if (!inScope(url)) continue;
        frontier.add({
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
      if (signal.aborted) throw error;
      return [];
    }
  }

  /** Looks under the most promising unread links here and among the leads, a few at once. */
  async function peekAround(place: Place, leads: ViewOption[]): Promise<PeekNote[]> {
    const room = budget.pages - run.pages;
    if (budget.peeks <= 0 || room <= 1) return [];
    const mem = memory();
    const fresh = (o: ViewOption): boolean =>
      o.kind === 'link' && !o.visited && !o.deadEnd && !loaded.has(visitKey(o.url)) && inScope(o.url);
    const ranked = rankOptions(place, mem, run.query);
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
          ? budget.peeks * 2
          : budget.peeks;
    // Nothing here names the question: glance at the main content, then the site's sections.
    if (chosen.length === 0) {
      const plain = local.filter((o) => !isBoilerplate(place, o));
      chosen = [...plain.filter((o) => o.group === 'content'), ...plain.filter((o) => o.group === 'section')];
    }
    const seen = new Set<string>();
    chosen = chosen.filter((o) => !seen.has(visitKey(o.url)) && seen.add(visitKey(o.url)) !== undefined);
    chosen = chosen.slice(0, Math.min(peekCount, room - 1));
    if (chosen.length === 0) return [];
    const from = (o: ViewOption): Place => (o.from !== undefined ? (routeHead(o.url) ?? place) : place);
    // Fetched a few at once; taken in one by one, in the order chosen.
    const fetched = await mapBounded(chosen, PEEK_CONCURRENCY, (o) => fetchPlace(o.url, from(o)));
    const notes: PeekNote[] = [];
    for (const [i, o] of chosen.entries()) {
      const key = visitKey(o.url);
      try {
        const peeked = await admit(o.url, fetched[i] as Place | Error);
        peeks.set(key, summarizePeek(o.url, peeked, run.query));
        // A page looked under is reached by the way to where it was seen, then its link: a lead
        // seen on it is followed along that way.
        const seenOn = o.from !== undefined ? routeOf(o.url) : wayTo(placeVisitKey(place));
        if (seenOn && !wayTo(placeVisitKey(peeked))) {
          peekRoutes.set(placeVisitKey(peeked), [
            ...seenOn,
            { entry: { label: o.label, location: peeked.location, title: peeked.title }, place: peeked },
          ]);
        }
        notes.push({ url: o.url, label: o.label, ok: true, detail: peeked.title });
      } catch (error) {
        if (signal.aborted || error instanceof StopRun) throw error;
        const why = message(error);
        peeks.set(key, failedPeek(o.url, why));
        deadEnds.add(key);
        notes.push({ url: o.url, label: o.label, ok: false, detail: why });
      }
    }
    return notes;
  }

  /** The way on through a page's in-page folders (no fetch), as far as they are found by their labels. */
  async function openFolders(base: Frame[], labels: readonly string[]): Promise<Frame[]> {
    let way = base;
    for (const label of labels) {
      const here = way[way.length - 1]?.place;
      const folder = here?.options.find((o) => o.kind === 'folder' && o.label === label);
      if (!here || !folder) break;
      const opened = await world.act(here, { type: 'open', option: folder.id }, signal);
      visited.add(placeVisitKey(opened));
      way = [...way, { entry: { label, location: opened.location, title: opened.title }, place: opened }];
    }
    return way;
  }

  /** The way a place was reached: the way it was opened, else the way to where it was looked under. */
  function wayTo(key: string): Frame[] | undefined {
    return routes.get(key) ?? peekRoutes.get(key);
  }

  /** The way to the place a lead was seen on. */
  function routeOf(url: string): Frame[] | undefined {
    const lead = frontier.leads.get(visitKey(url));
    return lead ? wayTo(lead.fromKey) : undefined;
  }

  /** The place a lead was seen on, to open it with that place's site rules. */
  function routeHead(url: string): Place | undefined {
    const route = routeOf(url);
    return route?.[route.length - 1]?.place;
  }

  /** The best leads seen elsewhere, not offered here already. */
  function leadsFor(place: Place): ViewOption[] {
    const own = new Set(place.options.filter((o) => o.kind === 'link').map((o) => visitKey(o.target)));
    const here = placeVisitKey(place);
    return frontier
      .best(
        run.query,
        run.stats(),
        peeks,
        (l) =>
          own.has(l.key) || l.key === here || visited.has(l.key) || deadEnds.has(l.key) || !inScope(l.url),
        LEADS_SHOWN,
        run.placeScent,
        run.senses,
        run.folderHealth,
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
  }

  for (;;) {
    try {
      run.checkStep();
      // The last few steps of the budget are kept for the closing look at the nearest places.
      if (run.steps.length >= budget.steps - reserve) {
        throw new StopRun({
          code: 'budget-steps',
          reason: `step budget of ${budget.steps} spent without an answer`,
        });
      }
    } catch (error) {
      if (error instanceof StopRun) return conclude(error.stop);
      throw error;
    }
    const current = stack[stack.length - 1] as Frame;
    const place = current.place;
    // The site's menu, repeated on every page, holds nothing new in a folder already opened on another.
    for (const o of place.options) {
      if (o.kind === 'folder' && openedFolders.has(folderSignature(place, o)))
        visited.add(optionVisitKey(place, o));
    }
    try {
      pendingPeeks = [...pendingPeeks, ...(await peekAround(place, leadsFor(place)))];
    } catch (error) {
      if (error instanceof StopRun) return conclude(error.stop);
      if (signal.aborted) return finish(stopForSignal());
      throw error;
    }
    scorePlaces();
    const mem = memory();
    const leads = leadsFor(place).map((o) => {
      const peek = peeks.get(visitKey(o.url));
      const lead = frontier.leads.get(visitKey(o.url));
      const context = peek?.ok ? `under it: ${peek.title}${peek.about ? ` — ${peek.about}` : ''}` : undefined;
      return lead ? toViewLead(lead, o.score, context) : null;
    });
    const view = renderView(place, mem, {
      question,
      query: run.query,
      maxTokens: budget.viewTokens,
      maxOptions: budget.viewOptions,
      warnings,
      canBack: stack.length > 1,
      leads: leads.filter((l) => l !== null),
      ...(ctx.allowExternal ? {} : { scopeRoot: scopeRoot() }),
    });
    warnings = [];
    // Remember how many relevant options are left here, so a later back can skip spent places.
    current.entry.leads = view.options.filter(
      (o) => o.from === undefined && !o.visited && !o.deadEnd && o.score > 0,
    ).length;
    const pathHere = stack.map((s) => s.entry.label);
    const t0 = performance.now();
    let decision: Awaited<ReturnType<typeof brain.decide>>;
    try {
      decision = await brain.decide(view, mem, signal);
    } catch (error) {
      if (signal.aborted) return finish(stopForSignal());
      return finish({ code: 'error', reason: `the brain failed: ${message(error)}` });
    }
    run.heard(decision);
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
        ...(pendingPeeks.length > 0 ? { peeks: pendingPeeks } : {}),
        ...extra,
      };
      pendingPeeks = [];
      if (shown) step.label = shown.label;
      return run.record(step);
    };

    const verdict = checkAction(action, view, place, mem, failedMoves, {
      allowExternal: ctx.allowExternal,
      // The start place's own location: a local start typed as a path becomes a file: URL there.
      scopeRoot: scopeRoot(),
      maxDepth: budget.depth,
    });
    if (!verdict.ok) {
      record('rejected', { detail: verdict.message });
      // A refused option shows as a dead end from now on, so no brain keeps choosing it.
      if (shown) {
        const option = place.options.find((o) => o.id === shown.id);
        deadEnds.add(
          shown.from === undefined && option ? optionVisitKey(place, option) : visitKey(shown.url),
        );
      }
      warnings = [verdict.message];
      if (++rejectedInARow >= MAX_REJECTIONS_IN_A_ROW) {
        // The run ends, but what it read is not lost: the best plausible answer is still handed over.
        return conclude({
          code: 'error',
          reason: `the brain chose ${rejectedInARow} refused moves in a row`,
        });
      }
      continue;
    }
    rejectedInARow = 0;

    switch (action.type) {
      case 'stop':
        record('stop');
        return conclude({ code: 'brain-stopped', reason: action.reason || decision.reason });
      case 'back': {
        for (let i = 0; i < (action.levels ?? 1); i++) {
          const left = stack.pop();
          if (left) deadEnds.add(placeVisitKey(left.place));
        }
        const back = stack[stack.length - 1];
        record('back', back ? { detail: `back to ${back.entry.label}`, to: back.entry.location } : {});
        continue;
      }
      case 'read': {
        let reading: Awaited<ReturnType<typeof brain.read>>;
        try {
          reading = await brain.read(place, mem, signal);
        } catch (error) {
          if (signal.aborted) return finish(stopForSignal());
          return finish({ code: 'error', reason: `the brain failed to read: ${message(error)}` });
        }
        run.heard(reading);
        readPlaces.add(placeVisitKey(place));
        if (reading.found && reading.tentative) {
          candidates.push({
            place,
            reading,
            path: place.path.length > 0 ? place.path : stack.map((s) => s.entry.label),
          });
          deadEnds.add(placeVisitKey(place));
          record('read', {
            detail: `${reading.reason}; kept while looking for a surer answer`,
            ...readUsage(decision.usage, reading.usage),
            ...byOf(reading),
          });
          continue;
        }
        if (reading.found) {
          // The place's own breadcrumb says where the answer lives; the route taken is in the steps.
          const here = {
            place,
            reading,
            path: place.path.length > 0 ? place.path : stack.map((s) => s.entry.label),
          };
          record('answer', {
            detail: reading.reason,
            ...readUsage(decision.usage, reading.usage),
            ...byOf(reading),
          });
          // Before settling, a second look at the pages glanced at that came nearer the question
          // than this one: a careful reader checks the specification table before quoting the test.
          // (Only readings that say how sure they are can be weighed against another.)
          scorePlaces();
          const mine = reading.confidence === undefined ? Number.POSITIVE_INFINITY : saysScent(place);
          const nearer = [...new Set(loaded.values())]
            .filter((p) => !readPlaces.has(placeVisitKey(p)) && saysScent(p) >= NEAR_SHARE * mine)
            .sort((a, b) => saysScent(b) - saysScent(a))
            .slice(0, Math.max(0, Math.min(SECOND_LOOKS, budget.steps - run.steps.length)));
          candidates.push(here);
          for (const p of nearer)
            await readAgain(p, 'came nearer the question than the answer read: a second look');
          const best = bestCandidate() ?? here;
          return answer(
            best,
            best === here ? 'the answer was read and quoted' : 'a page looked at again answered better',
          );
        }
        deadEnds.add(placeVisitKey(place));
        record('no-answer', {
          detail: reading.reason,
          ...readUsage(decision.usage, reading.usage),
          ...byOf(reading),
        });
        continue;
      }
      case 'open': {
        if (!shown) continue; // the guard already refused unknown options
        const isLead = shown.from !== undefined;
        const option = isLead ? undefined : place.options.find((o) => o.id === action.option);
        if (!isLead && !option) continue;
        const key = option ? optionVisitKey(place, option) : visitKey(shown.url);
        let next: Place;
        let base: Frame[] = stack;
        try {
          if (option?.kind === 'folder') {
            next = await world.act(place, action, signal);
            openedFolders.add(folderSignature(place, option));
          } else if (isLead) {
            const lead = frontier.leads.get(visitKey(shown.url));
            base = (lead && wayTo(lead.fromKey)) || [stack[0] as Frame];
            // An entry of a menu is reached as a person reaches it: opening its folders in turn.
            if (lead?.folders) base = await openFolders(base, lead.folders);
            next = await load(shown.url, base[base.length - 1]?.place ?? place);
          } else {
            next = await load(shown.url, place);
          }
        } catch (error) {
          if (error instanceof StopRun) return conclude(error.stop);
          if (signal.aborted) return finish(stopForSignal());
          // A lead's number changes from view to view; its URL, dead from now on, is what failed.
          if (!isLead)
            failedMoves.add(moveKey(`${place.location}#${(place.folder ?? []).join('/')}`, action));
          visited.add(key);
          deadEnds.add(key);
          record('error', { detail: message(error) });
          warnings = [`Opening [${shown.id}] ${shown.label} failed: ${message(error)}`];
          continue;
        }
        visited.add(key);
        if (current.entry.leads) current.entry.leads--;
        const landed = placeVisitKey(next);
        if (landed !== key && visited.has(landed)) {
          // A link that lands where the run has already been (a redirect, a breadcrumb) is a loop.
          deadEnds.add(key);
          record('error', { detail: `led back to ${next.location}, already visited` });
          continue;
        }
        visited.add(landed);
        if (option?.kind === 'folder') run.learn(next);
        stack = [
          ...base,
          { entry: { label: shown.label, location: next.location, title: next.title }, place: next },
        ];
        if (!routes.has(landed)) routes.set(landed, stack);
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
        continue;
      }
      case 'collect':
      case 'fill':
        // The guard refuses these for `find`; nothing to do.
        continue;
    }
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
