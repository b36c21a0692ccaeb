import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, startServer, type TestServer } from '../worlds/web/test-support/server.ts';
import { openServeContext } from './serve-options.ts';
import { connectInMemory } from './test-support/in-memory.ts';
import { call, locationIn } from './test-support/replies.ts';

const page = (title: string, links = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>About ${title}.</p>${links}</main></body></html>`;

describe('robots.txt in server mode', () => {
  let site: TestServer;
  beforeAll(async () => {
    const routes = pages({
      '/': page(
        'Start',
        '<ul><li><a href="/private/report.html">Report</a></li><li><a href="/go">Moved</a></li><li><a href="/private/archive.html">Archive</a></li><li><a href="/about.html">About</a></li></ul>',
      ),
      '/private/report.html': page('Report'),
      '/private/archive.html': page('Archive'),
      '/about.html': page('About'),
    });
    site = await startServer((req, res) => {
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
      } else if (req.url === '/go') {
        res.writeHead(301, { location: '/private/report.html' }).end();
      } else {
        routes(req, res);
      }
    });
  });
  afterAll(() => site.close());

  it('refuses a disallowed page, and a redirect to one, naming the rule; the start stays open', async () => {
    const ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
    const { client, close } = await connectInMemory(ctx);
    try {
      expect(locationIn((await call(client, 'navigate', { target: site.url })).text)).toBe(site.url);
      for (const target of ['/private/report.html', '/go']) {
        const reply = await call(client, 'navigate', { target });
        expect(reply.isError, target).toBe(true);
        expect(reply.text, target).toMatch(
          /^Disallowed by robots\.txt: http:\/\/127\.0\.0\.1:\d+\/private\/report\.html — the robots\.txt of 127\.0\.0\.1:\d+ forbids it \(rule `Disallow: \/private\/`\)\. Try another page\./,
        );
        expect(reply.text).toContain(`You are still on: Start (${site.url})`);
        // The places suggested instead are ones robots.txt allows.
        expect(reply.text).toContain('/about.html');
        expect(reply.text).not.toContain('/private/archive.html');
      }
      expect(site.requests.filter((r) => r.startsWith('/private/'))).toEqual([]);
      expect(site.requests.filter((r) => r === '/robots.txt')).toEqual(['/robots.txt']);
    } finally {
      await close();
      await ctx.close();
    }
  });

  it('opens it with ignoreRobots', async () => {
    const ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'], ignoreRobots: true });
    const { client, close } = await connectInMemory(ctx);
    try {
      const reply = await call(client, 'navigate', { target: `${site.url}private/report.html` });
      expect(reply.isError).toBe(false);
      expect(locationIn(reply.text)).toBe(`${site.url}private/report.html`);
    } finally {
      await close();
      await ctx.close();
    }
  });
});
