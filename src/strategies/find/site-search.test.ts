import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../core/place.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<header><form action="/search" role="search"><input name="q" type="search" aria-label="Search the manual"><button>Search</button></form></header>
<main><h1>${title}</h1>${body}</main></body></html>`;

/** A manual whose answer page is linked from nowhere a question would lead: only its search finds it. */
const PAGES: Record<string, string> = {
  '/': page(
    'Owners',
    '<p>Pick a section.</p><ul><li><a href="/gallery.html">Gallery</a></li><li><a href="/news.html">News</a></li></ul>',
  ),
  '/gallery.html': page('Gallery', '<p>Pictures of cars.</p>'),
  '/news.html': page('News', '<p>Nothing new this week.</p>'),
  '/x/7.html': page(
    'Zephyr coolant capacity',
    '<table><tr><th>Item</th><th>Capacity</th></tr><tr><td>Coolant capacity</td><td>7.4 qt (7.0 L)</td></tr></table>',
  ),
};

let server: Server;
let base: string;
const searches: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      searches.push(q);
      const hit = /coolant/i.test(q)
        ? '<ol><li><a href="/x/7.html">Zephyr coolant capacity</a><p>Coolant capacity of the Zephyr: see the table.</p></li></ol>'
        : '<p>No results.</p>';
      res.writeHead(200, { 'content-type': 'text/html' }).end(page(`Results for ${q}`, hit));
      return;
    }
    const html = PAGES[url.pathname];
    if (!html) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the site's own search", () => {
  it("is filled with the question's words, and the run goes on from its results to the answer", async () => {
    const trail = await navigate({ start: base, question: 'What is the coolant capacity of the Zephyr?' });
    expect(trail.steps[0]).toMatchObject({
      action: { type: 'fill', text: 'coolant capacity zephyr' },
      label: 'Search the manual',
      result: 'opened',
    });
    expect(searches).toContain('coolant capacity zephyr');
    expect(trail.found).toBe(true);
    expect(trail.findings[0]?.citation.url).toBe(`${base}x/7.html`);
    expect(trail.answer).toContain('7.4 qt');
  });

  it('is a world action: fill sends the words, open refuses a search box, fill refuses a link', async () => {
    const world = createWebWorld();
    const signal = new AbortController().signal;
    const home: Place = await world.open(base, signal);
    const box = home.options.find((o) => o.kind === 'input');
    expect(box).toMatchObject({ label: 'Search the manual', form: { action: `${base}search`, field: 'q' } });
    const results = await world.act(home, { type: 'fill', option: box?.id ?? 0, text: 'coolant' }, signal);
    expect(results.location).toBe(`${base}search?q=coolant`);
    expect(results.options.some((o) => o.target === `${base}x/7.html`)).toBe(true);
    await expect(world.act(home, { type: 'open', option: box?.id ?? 0 }, signal)).rejects.toThrow(
      /open a input/,
    );
    const link = home.options.find((o) => o.kind === 'link');
    await expect(world.act(home, { type: 'fill', option: link?.id ?? 0, text: 'x' }, signal)).rejects.toThrow(
      /fill a link/,
    );
  });
});
