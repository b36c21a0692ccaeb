import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigate } from '../../navigate.ts';

const page = (title: string, body: string, scripts = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${scripts}</head><body>
<header><form action="search.html" method="get"><input type="text" name="q" aria-label="Search the handbook"><button>Go</button></form></header>
<main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * A handbook whose search runs in the reader's browser: its search page holds no results, only a
 * script that reads the index. The answer's page is linked from nowhere a question would lead.
 */
const FILES: Record<string, string> = {
  '/index.html': page(
    'Beekeeping handbook',
    '<p>Pick a chapter.</p><ul><li><a href="history.html">History</a></li><li><a href="photos.html">Photos</a></li></ul>',
  ),
  '/history.html': page('History', '<p>People have kept bees for thousands of years.</p>'),
  '/photos.html': page('Photos', '<p>Pictures of hives.</p>'),
  '/search.html': page(
    'Search',
    '<p>Results appear here.</p>',
    '<script src="searchindex.js" defer></script>',
  ),
  '/winter/feeding.html': page(
    'Feeding colonies in the cold months',
    '<p>A colony needs about 20 kg of stored honey to survive the winter; feed fondant when stores run low.</p>',
  ),
  '/searchindex.js': `Search.setIndex(${JSON.stringify({
    docnames: ['index', 'history', 'photos', 'winter/feeding'],
    titles: ['Beekeeping handbook', 'History', 'Photos', 'Feeding colonies in the cold months'],
    terms: {
      bee: [1],
      hive: [2],
      honei: [3],
      coloni: [3],
      winter: [3],
      fondant: [3],
      store: [3],
      surviv: [3],
    },
    titleterms: { beekeep: 0, histori: 1, photo: 2, feed: 3, coloni: 3, cold: 3, month: 3 },
  })});`,
};

let server: Server;
let base: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requested.push(path);
    const body = FILES[path === '/' ? '/index.html' : path];
    if (body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    const type = path.endsWith('.js') ? 'text/javascript' : 'text/html';
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a search that runs in the browser', () => {
  it("is run over the site's index, and the run goes on from its results to the answer", async () => {
    const trail = await navigate({
      start: base,
      question: 'How much honey does a colony need to get through winter?',
    });
    expect(trail.steps[0]).toMatchObject({
      action: { type: 'fill' },
      label: 'Search the handbook',
      result: 'opened',
    });
    expect(trail.steps[0]?.detail).toMatch(/search\.html\?q=.* \(1 links in its results\)/);
    expect(requested).toContain('/searchindex.js');
    expect(trail.found).toBe(true);
    expect(trail.findings[0]?.citation.url).toBe(`${base}winter/feeding.html`);
    expect(trail.answer).toContain('20 kg');
    // The index was a fetch of its own, counted against the page budget.
    expect(trail.stats.pages).toBeGreaterThanOrEqual(4);
  });
});
