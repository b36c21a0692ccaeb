import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeuristicBrain } from '../../brains/heuristic/index.ts';
import { createScriptedBrain } from '../../brains/scripted/index.ts';
import type { Brain } from '../../core/brain.ts';
import { DEFAULT_BUDGET } from '../../core/budget.ts';
import type { Step } from '../../core/trail.ts';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<header><nav><a href="/index.html">Home</a> <a href="/about.html">About</a></nav></header>
<main><h1>${title}</h1>${body}</main>
<footer><a href="/privacy.html">Privacy</a></footer></body></html>`;

/** A tiny manual: a tempting dead end on the home page, the answer behind two in-page folders. */
const SITE: Record<string, string> = {
  'index.html': page(
    'Zephyr Owners',
    `<p>Welcome, Zephyr owners. Pick a section.</p><ul>
<li><a href="/faq/coolant-capacity.html">Zephyr Coolant Capacity FAQ</a></li>
<li><a href="/zephyr/index.html">Zephyr Service Manual</a></li>
<li><a href="/gallery.html">Photo Gallery</a></li></ul>`,
  ),
  'faq/coolant-capacity.html': page(
    'Zephyr Coolant Capacity FAQ',
    '<p>We get many questions about the coolant capacity of the Zephyr. Please look it up in the service manual, which lists it for each engine.</p>',
  ),
  'zephyr/index.html': page(
    'Zephyr Service Manual',
    `<p>Service manual for the Zephyr. Open a folder to see its contents.</p>
<ul class="tree">
 <li class="li-folder"><span>Engine</span><ul>
   <li class="li-folder"><span>Engine Lubrication</span><ul><li><a href="/zephyr/oil.html">Oil Specifications</a></li></ul></li>
   <li><a href="/zephyr/timing.html">Timing Belt</a></li></ul></li>
 <li class="li-folder"><span>Cooling System</span><ul>
   <li class="li-folder"><span>Coolant</span><ul>
     <li><a href="/zephyr/coolant-capacity.html">Capacity Specifications</a></li>
     <li><a href="/zephyr/coolant-draining.html">Draining and Filling</a></li></ul></li>
   <li><a href="/zephyr/thermostat.html">Thermostat</a></li></ul></li>
 <li class="li-folder"><span>Brakes</span><ul><li><a href="/zephyr/pads.html">Brake Pads</a></li></ul></li>
</ul>`,
  ),
  'zephyr/coolant-capacity.html': page(
    'Capacity Specifications',
    `<p>Cooling system capacities for the Zephyr.</p>
<table><tr><th>Item</th><th>Capacity</th></tr>
<tr><td>Coolant capacity, with heater</td><td>7.4 qt (7.0 L)</td></tr>
<tr><td>Reservoir</td><td>0.6 qt (0.57 L)</td></tr></table>`,
  ),
  'zephyr/coolant-draining.html': page('Draining and Filling', '<ol><li>Open the drain cock.</li></ol>'),
  'zephyr/oil.html': page('Oil Specifications', '<p>Oil capacity 4.4 qt.</p>'),
  'zephyr/timing.html': page('Timing Belt', '<p>Replace every 60,000 miles.</p>'),
  'zephyr/thermostat.html': page('Thermostat', '<p>Opens at 180 °F.</p>'),
  'zephyr/pads.html': page('Brake Pads', '<p>Minimum thickness 2 mm.</p>'),
  'gallery.html': page('Photo Gallery', '<p>Pictures.</p>'),
  'about.html': page('About', '<p>About us.</p>'),
  'privacy.html': page('Privacy', '<p>Privacy policy.</p>'),
};

let server: StaticServer;

beforeAll(async () => {
  server = await servePages(SITE, 'find');
});
afterAll(() => server.close());

const QUESTION = 'What is the coolant capacity of the Zephyr?';

/** A scripted brain whose every answer (the home page's welcome) is only plausible, never sure. */
function unsureBrain(moves: Parameters<typeof createScriptedBrain>[0]): Brain {
  const scripted = createScriptedBrain(moves, /Welcome/);
  return {
    ...scripted,
    read: async (...args) => ({ ...(await scripted.read(...args)), tentative: true, confidence: 0.7 }),
  };
}

describe('find with the heuristic brain', () => {
  it('leaves a dead end for the best lead seen, opens folders in place, and reads the cited answer', async () => {
    const streamed: Step[] = [];
    const run = navigate({ start: server.url, question: QUESTION });
    for await (const step of run) streamed.push(step);
    const trail = await run;

    expect(trail.found).toBe(true);
    expect(trail.answer).toContain('7.4 qt');
    expect(trail.stop.code).toBe('answered');
    const citation = trail.findings[0]?.citation;
    expect(citation?.url).toBe(`${server.url}zephyr/coolant-capacity.html`);
    expect(citation?.path).toEqual([
      'Zephyr Owners',
      'Zephyr Service Manual',
      'Cooling System',
      'Coolant',
      'Capacity Specifications',
    ]);
    expect(citation?.quote).toContain('7.4 qt');

    const results = trail.steps.map((s) => s.result);
    // The FAQ page is tried first, read, found empty, and left for the best lead seen elsewhere:
    expect(trail.steps[0]?.label).toBe('Zephyr Coolant Capacity FAQ');
    expect(results[1]).toBe('no-answer');
    // the capacity page itself, an entry of the service manual's menu, seen when the manual was
    // looked under from the home page: reached through the manual's folders, in one move.
    expect(trail.steps[2]).toMatchObject({ label: 'Capacity Specifications', result: 'opened' });
    expect(trail.steps[2]?.detail).toContain('a lead seen on Zephyr Service Manual');
    expect(results.at(-1)).toBe('answer');
    expect(streamed).toEqual(trail.steps);
    for (const step of trail.steps) expect(step.reason.length).toBeGreaterThan(0);

    // The menu's folders open on the page already fetched: the manual page was requested once,
    // and the citation's path runs through them.
    expect(server.requests.filter((p) => p === '/zephyr/index.html')).toHaveLength(1);
    // Every page fetched is on the record: the start, and each page looked under (peeked) or
    // asked for to find the site's sitemap.
    const looked = trail.steps.flatMap((s) => s.peeks ?? []);
    expect(looked.some((p) => p.label === 'robots.txt' && !p.ok)).toBe(true);
    expect(trail.stats.pages).toBe(1 + looked.length);
    expect(trail.stats.pages).toBeLessThanOrEqual(DEFAULT_BUDGET.pages);
  });

  it('stops inside its step budget and says why', async () => {
    const trail = await navigate({ start: server.url, question: QUESTION, budget: { steps: 2 } });
    expect(trail.found).toBe(false);
    expect(trail.steps).toHaveLength(2);
    expect(trail.stop).toEqual({ code: 'budget-steps', reason: 'step budget of 2 spent without an answer' });
  });

  it('stops inside its page budget', async () => {
    const trail = await navigate({ start: server.url, question: QUESTION, budget: { pages: 2 } });
    expect(trail.found).toBe(false);
    expect(trail.stats.pages).toBeLessThanOrEqual(2);
    expect(trail.stop.code).toBe('budget-pages');
  });

  it('says when everything was tried', async () => {
    const trail = await navigate({
      start: server.url,
      question: 'Which crankshaft journal grinding procedure applies?',
    });
    expect(trail.found).toBe(false);
    expect(['brain-stopped', 'exhausted']).toContain(trail.stop.code);
    expect(trail.stop.reason.length).toBeGreaterThan(0);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const trail = await navigate({ start: server.url, question: QUESTION, signal: controller.signal }).then(
      (t) => t,
      (e: unknown) => e,
    );
    // Cancelled before the start opened: the start's fetch rejects; cancelled later: the trail says so.
    if (trail instanceof Error) expect(trail.name).toMatch(/Abort|Fetch/);
    else expect((trail as { stop: { code: string } }).stop.code).toBe('aborted');
  });

  it('rejects a start that cannot be reached', async () => {
    await expect(navigate({ start: `${server.url}missing/`, question: QUESTION })).rejects.toThrow();
  });
});

describe('find and the guard', () => {
  it('turns a refused move into a warning the brain sees next, with alternatives', async () => {
    const seen: string[] = [];
    const brain = createScriptedBrain([
      { type: 'open', option: 999 },
      (view) => {
        seen.push(view.warnings.join(' '));
        return { type: 'stop', reason: 'enough' };
      },
    ]);
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.steps[0]?.result).toBe('rejected');
    expect(trail.steps[0]?.detail).toContain('Option 999 is not on screen');
    expect(seen[0]).toContain('Try instead: open(');
    expect(trail.stop.code).toBe('brain-stopped');
  });

  it('ends a run whose brain keeps choosing refused moves, keeping what it read', async () => {
    const brain = unsureBrain([
      { type: 'read' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
    ]);
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.stop.code).toBe('error');
    expect(trail.stop.reason).toContain('3 refused moves in a row');
    expect(trail.steps.slice(1, 4).map((s) => s.result)).toEqual(['rejected', 'rejected', 'rejected']);
    // The plausible answer read before the brain went astray is not lost.
    expect(trail.findings[0]).toMatchObject({ unconfirmed: true, citation: { url: server.url } });
  });

  it('records a read that fails at the end of a run as a step, not in silence', async () => {
    const scripted = createScriptedBrain([{ type: 'stop', reason: 'enough' }]);
    const brain: Brain = {
      ...scripted,
      read: async () => {
        throw new Error('the model is unavailable');
      },
    };
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.found).toBe(false);
    const failed = trail.steps.filter((s) => s.action.type === 'read' && s.result === 'error');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.detail).toContain('the model is unavailable');
  });

  it('hands a plausible answer over unconfirmed, never claiming it, when nothing surer is read', async () => {
    const brain = unsureBrain([{ type: 'read' }, { type: 'stop', reason: 'enough' }]);
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.found).toBe(false);
    expect(trail.answer).toBeUndefined();
    expect(trail.findings).toHaveLength(1);
    expect(trail.findings[0]).toMatchObject({ unconfirmed: true, citation: { url: server.url } });
    expect(trail.findings[0]?.citation.quote).toContain('Welcome');
    expect(trail.stop.reason).toContain('given unconfirmed');
    expect(trail.steps[0]?.detail).toContain('kept while looking for a surer answer');
  });

  it('weighs the plausible answers again at the end, with what the run knows then, never claiming more', async () => {
    // Each page's first reading is judged on little evidence; read again, the second page is nearer.
    const reads = new Map<string, number>();
    const first: Record<string, number> = { 'Zephyr Owners': 0.9, 'Photo Gallery': 0.5 };
    const again: Record<string, number> = { 'Zephyr Owners': 0.3, 'Photo Gallery': 0.8 };
    const scripted = createScriptedBrain([
      { type: 'read' },
      (view) => ({ type: 'open', option: view.options.find((o) => o.label === 'Photo Gallery')?.id ?? 0 }),
      { type: 'read' },
      { type: 'stop', reason: 'enough' },
    ]);
    const brain: Brain = {
      ...scripted,
      read: async (place) => {
        const n = (reads.get(place.title) ?? 0) + 1;
        reads.set(place.title, n);
        const confidence = (n === 1 ? first : again)[place.title];
        if (confidence === undefined) return { found: false, answer: '', quote: '', reason: 'nothing here' };
        const text = place.passages[0]?.text ?? place.title;
        // The second reading is sure of itself: weighing again must not make the run claim it.
        return {
          found: true,
          answer: text,
          quote: text,
          reason: 'read',
          confidence,
          ...(n === 1 ? { tentative: true } : {}),
        };
      },
    };
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.findings[0]).toMatchObject({
      unconfirmed: true,
      citation: { url: `${server.url}gallery.html` },
    });
    expect(trail.found).toBe(false);
    expect(reads.get('Zephyr Owners')).toBe(2);
  });

  it('does not ask a brain again whose readings do not say how sure they are', async () => {
    let reads = 0;
    const scripted = createScriptedBrain([{ type: 'read' }, { type: 'stop', reason: 'enough' }], /Welcome/);
    const brain: Brain = {
      ...scripted,
      read: async (...args) => {
        reads++;
        return { ...(await scripted.read(...args)), tentative: true };
      },
    };
    const trail = await navigate({ start: server.url, question: QUESTION, brain, world: createWebWorld() });
    expect(trail.findings[0]).toMatchObject({ unconfirmed: true, citation: { url: server.url } });
    // The read of the run, and the closing looks at pages not yet read: none of the home page again.
    const homeReads = trail.steps.filter((s) => s.action.type === 'read' && s.at === server.url).length;
    expect(reads).toBe(trail.steps.filter((s) => s.action.type === 'read').length);
    expect(homeReads).toBe(1);
  });

  it('uses the same heuristic brain object across questions without leaking state', async () => {
    const brain = createHeuristicBrain();
    const a = await navigate({ start: server.url, question: QUESTION, brain });
    const b = await navigate({ start: server.url, question: QUESTION, brain });
    expect(a.steps.map((s) => s.action)).toEqual(b.steps.map((s) => s.action));
  });
});
