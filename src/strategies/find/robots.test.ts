import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrain } from '../../brains/scripted/index.ts';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import type { View } from '../../core/view.ts';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

let server: StaticServer;
let host: string;

/** A site whose robots.txt keeps crawlers out of /private/, where the most tempting link leads. */
beforeAll(async () => {
  server = await servePages(
    {
      'robots.txt': 'User-agent: *\nDisallow: /private/\n',
      'sitemap.xml': '<urlset></urlset>',
      'index.html': page(
        'Zephyr Owners',
        `<p>Welcome, Zephyr owners.</p><ul>
<li><a href="/private/coolant-capacity.html">Zephyr Coolant Capacity</a></li>
<li><a href="/manual/index.html">Zephyr Service Manual</a></li></ul>`,
      ),
      'private/coolant-capacity.html': page(
        'Zephyr Coolant Capacity',
        '<p>The coolant capacity of the Zephyr is 7.4 qt (7.0 L) with the heater.</p>',
      ),
      'manual/index.html': page(
        'Zephyr Service Manual',
        '<ul><li><a href="/manual/cooling.html">Cooling System Capacity</a></li><li><a href="/private/drafts.html">Drafts</a></li></ul>',
      ),
      'manual/cooling.html': page(
        'Cooling System Capacity',
        '<p>The coolant capacity of the Zephyr is 7.4 qt (7.0 L) with the heater.</p>',
      ),
      'private/drafts.html': page('Drafts', '<p>Unfinished.</p>'),
    },
    'robots',
  );
  host = new URL(server.url).host;
});
afterAll(() => server.close());

const QUESTION = 'What is the coolant capacity of the Zephyr?';
const RULE = /robots\.txt of [\d.:]+ disallows \/private\/[\w-]+\.html \(rule `Disallow: \/private\/`\)/;

const privateRequests = (from: number): string[] =>
  server.requests.slice(from).filter((r) => r.startsWith('/private/'));

/** Opens the option labelled `label`. */
const open = (label: string) => (view: View) => ({
  type: 'open' as const,
  option: view.options.find((o) => o.label === label)?.id ?? -1,
});

describe('find and robots.txt', () => {
  it('refuses to open a disallowed link, and says which rule forbids it in the trail', async () => {
    const before = server.requests.length;
    const brain = createScriptedBrain([open('Zephyr Coolant Capacity')]);
    const trail = await navigate({
      start: server.url,
      question: QUESTION,
      brain,
      lexicon: null,
      budget: { peeks: 0 },
    });
    const step = trail.steps[0];
    expect(step).toMatchObject({ label: 'Zephyr Coolant Capacity', result: 'error' });
    expect(step?.detail).toMatch(RULE);
    expect(step?.detail).toContain(host);
    expect(privateRequests(before)).toEqual([]);
    // robots.txt was read once for the run, for its rules and its sitemaps alike.
    expect(server.requests.slice(before).filter((r) => r === '/robots.txt')).toEqual(['/robots.txt']);
  });

  it('opens it with ignoreRobots', async () => {
    const before = server.requests.length;
    const brain = createScriptedBrain([open('Zephyr Coolant Capacity'), { type: 'read' }], /7\.4 qt/);
    const trail = await navigate({
      start: server.url,
      question: QUESTION,
      brain,
      lexicon: null,
      budget: { peeks: 0 },
      ignoreRobots: true,
    });
    expect(trail.steps[0]).toMatchObject({ label: 'Zephyr Coolant Capacity', result: 'opened' });
    expect(trail.found).toBe(true);
    expect(privateRequests(before)).toEqual(['/private/coolant-capacity.html']);
  });

  it('never fetches a disallowed page on its own either: peeks are refused, the answer found elsewhere', async () => {
    const before = server.requests.length;
    const trail = await navigate({ start: server.url, question: QUESTION, lexicon: null });
    expect(privateRequests(before)).toEqual([]);
    const refused = [
      ...trail.steps.flatMap((s) => (s.peeks ?? []).filter((p) => !p.ok).map((p) => p.detail)),
      ...trail.steps.filter((s) => s.result === 'error').map((s) => s.detail),
    ];
    expect(refused.some((d) => RULE.test(d ?? ''))).toBe(true);
    expect(trail.found).toBe(true);
    expect(trail.findings[0]?.citation.url).toBe(`${server.url}manual/cooling.html`);
  });

  it('refuses a disallowed start with the typed error', async () => {
    const run = navigate({
      start: `${server.url}private/coolant-capacity.html`,
      question: QUESTION,
      lexicon: null,
    });
    const error = await Promise.resolve(run).catch((e: unknown) => e);
    expect(RobotsDisallowedError.isInstance(error)).toBe(true);
    expect((error as RobotsDisallowedError).rule).toBe('Disallow: /private/');
  });
});
