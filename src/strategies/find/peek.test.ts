import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeuristicBrain } from '../../brains/heuristic/index.ts';
import { createScriptedBrain, type ScriptedMove } from '../../brains/scripted/index.ts';
import type { Brain } from '../../core/brain.ts';
import type { Budget } from '../../core/budget.ts';
import type { Memory } from '../../core/memory.ts';
import { renderView } from '../../core/render-view.ts';
import type { PeekNote, Trail } from '../../core/trail.ts';
import { sameSite, visitKey } from '../../core/url.ts';
import type { View } from '../../core/view.ts';
import { type StaticServer, serveFolder } from '../../demo/static-server.ts';
import { checkAction } from '../../guard/guard.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';
import { mapBounded } from './peek.ts';

const QUESTION = 'What is the coolant capacity of the Zephyr?';
/** A link to another site that must never be fetched (no network is needed: it is never asked for). */
const OFF_WEB = 'https://example.org/zephyr/coolant-capacity.html';
/** Served by the same server, but under another origin (localhost, not 127.0.0.1): another site. */
const MIRROR_PATH = '/mirror/coolant-capacity.html';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<header><nav><a href="/index.html">Home</a> <a href="/about.html">About</a></nav></header>
<main><h1>${title}</h1>${body}</main>
<footer><a href="/privacy.html">Privacy</a></footer></body></html>`;

/**
 * A small owners' site: a tempting FAQ that only points elsewhere, a tempting link that is
 * missing (404), the answer one level under the cooling section, and two tempting links to other
 * sites (one on localhost, served by the same server, so a fetch of it would show in its requests).
 */
function site(offLocal: string): Record<string, string> {
  return {
    'index.html': page(
      'Zephyr Owners',
      `<p>Welcome, Zephyr owners.</p><ul>
<li><a href="/faq.html">Zephyr Coolant Questions</a></li>
<li><a href="/cooling.html">Cooling System</a></li>
<li><a href="/engine.html">Engine</a></li>
<li><a href="/coolant-chart.html">Zephyr Coolant Capacity Chart</a></li>
<li><a href="${offLocal}">Zephyr Coolant Capacity (mirror)</a></li>
<li><a href="${OFF_WEB}">Zephyr Coolant Capacity (partner)</a></li>
</ul>`,
    ),
    'faq.html': page(
      'Zephyr Coolant Questions',
      `<p>Many owners ask about the coolant of the Zephyr. The answer is in the cooling system pages.</p>
<ul><li><a href="${OFF_WEB}">Coolant capacity of the Zephyr, on a partner site</a></li>
<li><a href="${offLocal}">Coolant capacity of the Zephyr, mirrored</a></li></ul>`,
    ),
    'cooling.html': page(
      'Cooling System',
      `<p>The cooling system of the Zephyr.</p><ul>
<li><a href="/cooling/capacity.html">Coolant Capacity Table</a></li>
<li><a href="/cooling/thermostat.html">Thermostat</a></li></ul>`,
    ),
    'cooling/capacity.html': page(
      'Coolant Capacity Table',
      '<p>Coolant capacity of the Zephyr, with heater: 7.4 qt (7.0 L).</p>',
    ),
    'cooling/thermostat.html': page('Thermostat', '<p>Opens at 180 °F.</p>'),
    'engine.html': page('Engine', '<p>Engine oil capacity 4.4 qt.</p>'),
    'mirror/coolant-capacity.html': page('Mirror', '<p>Coolant capacity of the Zephyr: 9 qt.</p>'),
    'about.html': page('About', '<p>About us.</p>'),
    'privacy.html': page('Privacy', '<p>Privacy policy.</p>'),
  };
}

function writeSite(dir: string, files: Record<string, string>): void {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

let server: StaticServer;
let dir: string;
let offLocal: string;
let titles: Map<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-peek-'));
  // The server reads the folder on each request: the pages, which name its port, are written after it starts.
  server = await serveFolder(dir);
  offLocal = `http://localhost:${new URL(server.url).port}${MIRROR_PATH}`;
  const files = site(offLocal);
  writeSite(dir, files);
  titles = new Map(
    Object.entries(files).map(([path, html]) => [
      visitKey(new URL(path, server.url).href),
      /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '',
    ]),
  );
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `find` on the fixture site; the requests the server received during the run come back too. */
async function runOnSite(
  options: { brain?: Brain; budget?: Partial<Budget> } = {},
): Promise<{ trail: Trail; requests: string[] }> {
  const before = server.requests.length;
  const trail = await navigate({
    start: server.url,
    question: QUESTION,
    lexicon: null,
    ...(options.brain ? { brain: options.brain } : {}),
    ...(options.budget ? { budget: options.budget } : {}),
    // A world with a one-page cache: only the run's own memory of pages read can spare a fetch.
    world: createWebWorld({ cacheSize: 1 }),
  });
  return { trail, requests: server.requests.slice(before) };
}

const peeksOf = (trail: Trail): PeekNote[] => trail.steps.flatMap((s) => s.peeks ?? []);
/** Where an opened step landed: its detail starts with the URL. */
const landedAt = (detail: string | undefined): string => (detail ?? '').split(' ')[0] ?? '';

/** Every page the trail says was fetched: the start, each look under a link (sitemap files too), each page opened or failing to. */
function recordedFetches(trail: Trail): Set<string> {
  const urls = new Set<string>([visitKey(trail.start)]);
  for (const note of peeksOf(trail)) urls.add(visitKey(note.url));
  for (const step of trail.steps) {
    if (step.result === 'opened') urls.add(visitKey(landedAt(step.detail)));
    // A page that failed to open was fetched too: its error names it (HTTP 404 … for <url>).
    if (step.result === 'error' && step.action.type === 'open') {
      const failed = /\bfor (\S+)$/.exec(step.detail ?? '')?.[1];
      urls.add(failed ? visitKey(failed) : `step ${step.n}: ${step.detail}`);
    }
  }
  return urls;
}

/** Picks an option of the view by label (a lead seen elsewhere when `lead` is set). */
function pick(label: string, lead = false, seen?: View[]): ScriptedMove {
  return (view) => {
    seen?.push(view);
    const option = view.options.find((o) => o.label === label && (o.from !== undefined) === lead);
    return { type: 'open', option: option?.id ?? -1 };
  };
}

/** A brain that shows every view it was given, and decides as the heuristic brain does. */
function watchedHeuristic(views: View[]): Brain {
  const inner = createHeuristicBrain();
  return {
    ...inner,
    decide: (view, memory, signal) => {
      views.push(view);
      return inner.decide(view, memory, signal);
    },
  };
}

describe('mapBounded', () => {
  it('never runs more than `concurrency` works at once and keeps the input order', async () => {
    // Works of unequal length (each waits at least once), so that they finish out of order.
    const items = [5, 1, 4, 0, 3, 2, 6];
    for (const concurrency of [1, 2, 3, 5, 20]) {
      let running = 0;
      let most = 0;
      const started: number[] = [];
      const finished: number[] = [];
      const out = await mapBounded(items, concurrency, async (n) => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        for (let i = 0; i <= n * 3; i++) await new Promise<void>((ok) => setImmediate(ok));
        running--;
        finished.push(n);
        return `#${n}`;
      });
      expect(out).toEqual(items.map((n) => `#${n}`));
      expect(most).toBe(Math.min(concurrency, items.length));
      expect(started).toEqual(items);
      expect(finished).toHaveLength(items.length);
      if (concurrency > 1) expect(finished).not.toEqual(items);
    }
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    const out = await mapBounded([], 3, async () => {
      calls++;
      return 1;
    });
    expect(out).toEqual([]);
    expect(calls).toBe(0);
  });

  it('passes a failing work on, after starting no more than `concurrency` of them', async () => {
    const started: number[] = [];
    const run = mapBounded([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await new Promise<void>((ok) => setImmediate(ok));
      if (n === 2) throw new Error('two failed');
      return n;
    });
    await expect(run).rejects.toThrow('two failed');
    expect(started.slice(0, 2)).toEqual([1, 2]);
  });
});

describe('peeks on a real run', () => {
  it('records each look under a link in the trail, a missing page as failed', async () => {
    const { trail } = await runOnSite();
    expect(trail.found).toBe(true);
    expect(trail.answer).toContain('7.4 qt');
    const notes = peeksOf(trail);
    expect(notes.length).toBeGreaterThan(3);
    for (const note of notes) {
      expect(note.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(note.label.length).toBeGreaterThan(0);
      expect(typeof note.ok).toBe('boolean');
      expect(note.detail.length).toBeGreaterThan(0);
    }
    // The site has neither robots.txt nor sitemap.xml: both asked for, both on the record as missing.
    expect(notes.filter((n) => n.label === 'robots.txt')).toEqual([
      { url: `${server.url}robots.txt`, label: 'robots.txt', ok: false, detail: 'not there' },
    ]);
    expect(notes.filter((n) => n.label === 'sitemap')).toEqual([
      { url: `${server.url}sitemap.xml`, label: 'sitemap', ok: false, detail: 'not there' },
    ]);
    // The tempting link to a missing page is looked under, fails, and says why.
    const chart = notes.filter((n) => n.url === `${server.url}coolant-chart.html`);
    expect(chart).toHaveLength(1);
    expect(chart[0]).toMatchObject({ label: 'Zephyr Coolant Capacity Chart', ok: false });
    expect(chart[0]?.detail).toContain('404');
    // A page looked under names the title found there.
    const read = notes.filter((n) => n.ok && !['robots.txt', 'sitemap'].includes(n.label));
    expect(read.length).toBeGreaterThan(0);
    for (const note of read) expect(note.detail).toBe(titles.get(visitKey(note.url)));
    // Nothing is looked under twice.
    expect(new Set(notes.map((n) => visitKey(n.url))).size).toBe(notes.length);
    // The missing page, known dead, is not tried again.
    expect(trail.steps.some((s) => s.result === 'opened' && s.detail?.includes('coolant-chart'))).toBe(false);
  });

  it('counts every fetch, peeks included, in the page budget: the trail, the stats and the server agree', async () => {
    const { trail, requests } = await runOnSite();
    const recorded = recordedFetches(trail);
    expect(trail.stats.pages).toBe(recorded.size);
    expect(trail.stats.pages).toBe(requests.length);
    // Each of them a different page: what was read once is never fetched again.
    expect(new Set(requests).size).toBe(requests.length);
    // The peeks are the bulk of it: more pages were fetched than the start and the pages opened.
    const opened = trail.steps.filter((s) => s.result === 'opened').length;
    expect(trail.stats.pages).toBeGreaterThan(1 + opened);
  });

  it('stops within a small page budget, whatever the budget', async () => {
    for (let pages = 1; pages <= 12; pages++) {
      const { trail, requests } = await runOnSite({ budget: { pages } });
      expect(trail.stats.pages, `budget of ${pages} pages`).toBeLessThanOrEqual(pages);
      expect(requests.length, `budget of ${pages} pages`).toBeLessThanOrEqual(pages);
      expect(trail.stats.pages, `budget of ${pages} pages`).toBe(requests.length);
      expect(recordedFetches(trail).size, `budget of ${pages} pages`).toBe(trail.stats.pages);
      if (!trail.found) expect(trail.stop.code, `budget of ${pages} pages`).toBe('budget-pages');
    }
    // Too small a budget to reach the answer, which the default budget finds.
    const small = await runOnSite({ budget: { pages: 4 } });
    expect(small.trail.found).toBe(false);
    expect(small.trail.stop).toEqual({
      code: 'budget-pages',
      reason: 'page budget of 4 spent without an answer',
    });
  });

  it('looks under no link with a peek budget of 0', async () => {
    const brain = createScriptedBrain([pick('Cooling System'), { type: 'stop', reason: 'enough' }]);
    const { trail, requests } = await runOnSite({ brain, budget: { peeks: 0 } });
    const notes = peeksOf(trail);
    expect(notes.map((n) => n.label).sort()).toEqual(['robots.txt', 'sitemap']);
    expect(requests).toEqual(['/', '/robots.txt', '/sitemap.xml', '/cooling.html']);
    expect(trail.stats.pages).toBe(4);
  });

  it('fetches a page looked under and then opened only once', async () => {
    const brain = createScriptedBrain(
      [
        pick('Zephyr Coolant Questions'),
        { type: 'back' },
        pick('Cooling System'),
        pick('Coolant Capacity Table'),
        { type: 'read' },
      ],
      /7\.4 qt/,
    );
    const { trail, requests } = await runOnSite({ brain });
    expect(trail.steps.map((s) => s.result)).toEqual(['opened', 'back', 'opened', 'opened', 'answer']);
    expect(trail.answer).toContain('7.4 qt');
    // Every page opened had been looked under at that step or before: none was fetched to open it.
    const opened = trail.steps.filter((s) => s.result === 'opened');
    expect(opened).toHaveLength(3);
    for (const step of opened) {
      const url = visitKey(landedAt(step.detail));
      const before = trail.steps.filter((s) => s.n <= step.n).flatMap((s) => s.peeks ?? []);
      expect(
        before.some((n) => n.ok && visitKey(n.url) === url),
        `${url} looked under first`,
      ).toBe(true);
    }
    for (const path of ['/faq.html', '/cooling.html', '/cooling/capacity.html']) {
      expect(requests.filter((p) => p === path)).toEqual([path]);
    }
    expect(new Set(requests).size).toBe(requests.length);
    expect(trail.stats.pages).toBe(requests.length);
    expect(trail.stats.pages).toBe(recordedFetches(trail).size);
  });
});

describe('leads seen elsewhere', () => {
  it('leaves a dead end for a lead seen on a page only looked under, by the way it was seen', async () => {
    const views: View[] = [];
    const brain = createScriptedBrain(
      [
        pick('Zephyr Coolant Questions'),
        { type: 'read' },
        pick('Coolant Capacity Table', true, views),
        { type: 'read' },
      ],
      /7\.4 qt/,
    );
    const { trail, requests } = await runOnSite({ brain });
    expect(trail.steps.map((s) => s.result)).toEqual(['opened', 'no-answer', 'opened', 'answer']);
    // Offered on the FAQ page, read and found empty, as a lead from the cooling page.
    const lead = views[0]?.options.find((o) => o.label === 'Coolant Capacity Table');
    expect(views[0]?.location).toBe(`${server.url}faq.html`);
    expect(views[0]?.readBefore).toBe(true);
    expect(lead?.from).toBe('Cooling System');
    expect(trail.steps[2]).toMatchObject({ label: 'Coolant Capacity Table', result: 'opened' });
    expect(trail.steps[2]?.at).toBe(`${server.url}faq.html`);
    expect(trail.steps[2]?.detail).toBe(`${server.url}cooling/capacity.html (a lead seen on Cooling System)`);
    // The cooling page was never opened, only looked under; the answer is reached by the way it
    // was seen: the start, the cooling page's link there, the lead's link on it.
    expect(trail.steps.some((s) => s.result === 'opened' && s.detail?.includes('cooling.html'))).toBe(false);
    expect(peeksOf(trail).some((n) => n.url === `${server.url}cooling.html` && n.ok)).toBe(true);
    expect(trail.findings[0]?.citation).toMatchObject({
      url: `${server.url}cooling/capacity.html`,
      path: ['Zephyr Owners', 'Cooling System', 'Coolant Capacity Table'],
    });
    expect(trail.steps[3]?.path).toEqual(['Zephyr Owners', 'Cooling System', 'Coolant Capacity Table']);
    expect(requests.filter((p) => p === '/cooling.html')).toHaveLength(1);
  });

  it('does the same with the heuristic brain', async () => {
    const { trail } = await runOnSite({ brain: createHeuristicBrain() });
    expect(trail.found).toBe(true);
    const jump = trail.steps.find((s) => s.detail?.includes('(a lead seen on'));
    expect(jump).toBeDefined();
    // Taken from a place already read and found empty.
    const before = trail.steps.filter((s) => s.n < (jump?.n ?? 0));
    expect(before.some((s) => s.result === 'no-answer' && s.at === jump?.at)).toBe(true);
    expect(trail.findings[0]?.citation.url).toBe(`${server.url}cooling/capacity.html`);
  });
});

describe('scope', () => {
  it('never looks under, opens or offers a link to another site', async () => {
    const views: View[] = [];
    const { trail, requests } = await runOnSite({ brain: watchedHeuristic(views) });
    expect(trail.found).toBe(true);
    expect(views.length).toBeGreaterThan(1);
    for (const view of views) {
      for (const option of view.options) {
        if (option.kind === 'link') expect(sameSite(option.url, server.url), option.url).toBe(true);
      }
      expect(view.text).not.toContain('(external');
      expect(view.text).not.toContain('Zephyr Coolant Capacity (mirror)');
      expect(view.text).not.toContain('Zephyr Coolant Capacity (partner)');
    }
    for (const note of peeksOf(trail)) expect(sameSite(note.url, server.url), note.url).toBe(true);
    for (const step of trail.steps) {
      expect(sameSite(step.at, server.url), step.at).toBe(true);
      if (step.result === 'opened') expect(sameSite(landedAt(step.detail), server.url)).toBe(true);
    }
    // The mirror is served only under localhost: had the run fetched it, the server would say so.
    expect(requests).not.toContain(MIRROR_PATH);
  });

  it('renders a view without the links to other sites when given the scope', async () => {
    const world = createWebWorld();
    const home = await world.open(server.url, new AbortController().signal);
    const offSite = home.options.filter((o) => o.kind === 'link' && !sameSite(o.target, server.url));
    expect(offSite.map((o) => o.target).sort()).toEqual([OFF_WEB, offLocal].sort());

    const lead = {
      url: `${OFF_WEB}?lead`,
      label: 'Zephyr coolant capacity, elsewhere',
      from: 'Zephyr Coolant Questions',
      score: 5,
      group: 'external' as const,
    };
    const open = renderView(home, null, { question: QUESTION, leads: [lead] });
    // Without the scope they are offered, among the best options (they name the question).
    const offered = open.options.filter((o) => !sameSite(o.url, server.url));
    expect(offered).toHaveLength(3);
    expect(offered.every((o) => o.score > 0)).toBe(true);

    const scoped = renderView(home, null, { question: QUESTION, leads: [lead], scopeRoot: server.url });
    expect(scoped.options.length).toBeGreaterThan(0);
    for (const o of scoped.options) expect(sameSite(o.url, server.url), o.url).toBe(true);
    expect(scoped.text).not.toContain('example.org');
    expect(scoped.text).not.toContain('(mirror)');
    expect(scoped.text).not.toContain('elsewhere');
    // Only off-site options were dropped.
    expect(scoped.options.length + scoped.omitted).toBe(open.options.length + open.omitted - 3);
    await world.close?.();
  });

  it('refuses to open a link to another site, offering only moves it would allow instead', async () => {
    const world = createWebWorld();
    const home = await world.open(server.url, new AbortController().signal);
    const view = renderView(home, null, { question: QUESTION });
    const memory: Memory = {
      question: QUESTION,
      stack: [{ label: home.title, location: home.location, title: home.title }],
      visited: new Set([visitKey(home.location)]),
      deadEnds: new Set(),
      steps: [],
    };
    const policy = { allowExternal: false, scopeRoot: server.url, maxDepth: 20 };
    for (const target of [OFF_WEB, offLocal]) {
      const option = view.options.find((o) => o.url === target);
      expect(option, target).toBeDefined();
      const verdict = checkAction(
        { type: 'open', option: option?.id ?? -1 },
        view,
        home,
        memory,
        new Set(),
        policy,
      );
      expect(verdict.ok).toBe(false);
      const message = verdict.ok ? '' : verdict.message;
      expect(message).toContain('leaves the site');
      const offered = [...message.matchAll(/open\((\d+)\)/g)].map((m) => Number(m[1]));
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(option?.id);
      // Each alternative is a move the guard lets through.
      for (const id of offered) {
        expect(checkAction({ type: 'open', option: id }, view, home, memory, new Set(), policy)).toEqual({
          ok: true,
        });
      }
    }
    // With other sites allowed, the same move goes through: the refusal is the scope's.
    const anywhere = view.options.find((o) => o.url === OFF_WEB)?.id ?? -1;
    expect(
      checkAction({ type: 'open', option: anywhere }, view, home, memory, new Set(), {
        ...policy,
        allowExternal: true,
      }),
    ).toEqual({ ok: true });
    await world.close?.();
  });

  it('refuses an off-site option named by its number, never fetching it nor offering it back', async () => {
    const world = createWebWorld();
    const home = await world.open(server.url, new AbortController().signal);
    await world.close?.();
    const off = home.options.filter((o) => o.kind === 'link' && !sameSite(o.target, server.url));
    expect(off).toHaveLength(2);
    const warnings: string[] = [];
    const brain = createScriptedBrain([
      ...off.map((o): ScriptedMove => ({ type: 'open', option: o.id })),
      (view) => {
        warnings.push(...view.warnings);
        return { type: 'stop', reason: 'enough' };
      },
    ]);
    const { trail, requests } = await runOnSite({ brain });
    expect(trail.steps.slice(0, 2).map((s) => s.result)).toEqual(['rejected', 'rejected']);
    for (const [i, o] of off.entries()) {
      const detail = trail.steps[i]?.detail ?? '';
      expect(detail).toContain(`Option ${o.id} is not on screen`);
      expect(detail).toContain('Try instead: open(');
      for (const other of off) expect(detail).not.toContain(`open(${other.id})`);
    }
    expect(warnings.join(' ')).toContain(`Option ${off[1]?.id} is not on screen`);
    expect(requests).not.toContain(MIRROR_PATH);
    expect(trail.stop.code).toBe('brain-stopped');
  });

  it('never offers the refused option back when the path is too deep', async () => {
    const brain = createScriptedBrain([pick('Cooling System'), { type: 'stop', reason: 'enough' }]);
    const { trail } = await runOnSite({ brain, budget: { depth: 1 } });
    const refused = trail.steps[0];
    expect(refused?.result).toBe('rejected');
    expect(refused?.label).toBe('Cooling System');
    const id = refused?.action.type === 'open' ? refused.action.option : -1;
    expect(id).toBeGreaterThan(0);
    expect(refused?.detail).toContain('places deep');
    expect(refused?.detail).toContain('read()');
    expect(refused?.detail).not.toContain(`open(${id})`);
  });
});

describe('the page budget, the record and the guard at their edges', () => {
  /** A site whose robots.txt names six sitemaps, none of which exists. */
  async function withManySitemaps<T>(body: (url: string) => Promise<T>): Promise<T> {
    const root = mkdtempSync(join(tmpdir(), 'ariadne-peek-sitemaps-'));
    const other = await serveFolder(root);
    try {
      writeSite(root, {
        ...site(`http://localhost:${new URL(other.url).port}${MIRROR_PATH}`),
        'robots.txt': [
          'User-agent: *',
          ...[1, 2, 3, 4, 5, 6].map((i) => `Sitemap: ${other.url}sitemaps/part-${i}.xml`),
        ].join('\n'),
      });
      return await body(other.url);
    } finally {
      await other.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  // Robots.txt plus up to six sitemap files could be fetched: the allowance keeps them inside the budget.
  it('keeps the sitemaps read within the page budget', async () => {
    await withManySitemaps(async (url) => {
      const trail = await navigate({ start: url, question: QUESTION, lexicon: null, budget: { pages: 5 } });
      expect(trail.stats.pages).toBeLessThanOrEqual(5);
    });
  });

  // When the first move runs into the page budget, the files read before it are still on the record.
  it('puts every sitemap file read on the record', async () => {
    await withManySitemaps(async (url) => {
      const trail = await navigate({ start: url, question: QUESTION, lexicon: null, budget: { pages: 8 } });
      expect(trail.stats.pages).toBe(recordedFetches(trail).size);
    });
  });

  // At the depth limit every open is refused alike, and at the start there is no back().
  it('offers no move at the depth limit that the guard would refuse as well', async () => {
    const brain = createScriptedBrain([pick('Cooling System'), { type: 'stop', reason: 'enough' }]);
    const { trail } = await runOnSite({ brain, budget: { depth: 1 } });
    expect(trail.steps[0]?.result).toBe('rejected');
    expect(trail.steps[0]?.detail).not.toMatch(/open\(\d+\)|back\(\)/);
  });
});
