import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../worlds/web/test-support/server.ts';
import type { ServeContext } from './context.ts';
import { openServeContext } from './serve-options.ts';
import { connectInMemory } from './test-support/in-memory.ts';
import { call, callTargetsIn, linksIn, type ToolReply } from './test-support/replies.ts';

/** A page whose links best matching the hint lead where the server refuses to go. */
function home(port: string): string {
  return `<!doctype html><html><head><title>Engine</title></head><body><main><h1>Engine</h1>
<p>Where to read about oil pressure.</p><ul>
<li><a href="/gone.html">Oil pressure at idle (old page)</a></li>
<li><a href="http://10.0.0.1/oil-pressure">Oil pressure at idle, intranet report</a></li>
<li><a href="http://10.0.0.1/oil-pressure-table">Oil pressure at idle, intranet table</a></li>
<li><a href="http://intranet.test:${port}/oil">Oil pressure at idle, wiki</a></li>
<li><a href="/oil.html">Oil pressure</a></li>
<li><a href="/brakes.html">Brakes</a></li>
</ul></main></body></html>`;
}

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${title} text.</p><a href="/">Engine</a></main></body></html>`;

/** Every target a reply suggests: its `For` lines and the calls it shows. */
const suggested = (reply: ToolReply): string[] => [
  ...new Set([...linksIn(reply.text).map((l) => l.target), ...callTargetsIn(reply.text)]),
];

describe('a refusal of the navigate tool', () => {
  let site: TestServer;
  let ctx: ServeContext;
  beforeAll(async () => {
    site = await startServer((req, res) => {
      const port = new URL(site.url).port;
      const routes: Record<string, string> = {
        '/': home(port),
        '/oil.html': page('Oil pressure'),
        '/brakes.html': page('Brakes'),
      };
      const body = routes[req.url ?? ''];
      if (body) res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
    });
    // 127.0.0.1 is let through by address; intranet.test resolves to loopback and is refused.
    ctx = openServeContext({
      archive: ':memory:',
      allowHosts: ['127.0.0.1'],
      lookup: async (host) => {
        if (host === 'intranet.test') return ['127.0.0.1'];
        throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  /** Each target suggested opens without an error, and the bot is taken back to the start each time. */
  async function expectEachOpens(client: Client, targets: readonly string[]): Promise<void> {
    for (const target of targets) {
      const reply = await call(client, 'navigate', { target });
      expect(reply.isError, `${target}: ${reply.text}`).toBe(false);
      expect((await call(client, 'navigate', { target: site.url })).isError).toBe(false);
    }
  }

  const refusedHosts = /10\.0\.0\.1|intranet\.test/;

  it('suggests only pages the server would open: never the refused address, nor its refused siblings', async () => {
    const { client, close } = await connectInMemory(ctx);
    try {
      expect(
        (await call(client, 'navigate', { target: site.url, hint: 'oil pressure at idle' })).isError,
      ).toBe(false);
      const cases: [string, RegExp][] = [
        ['/gone.html', /^Not found \(HTTP 404\)/],
        ['http://10.0.0.1/oil-pressure', /^Refused: .*10\.0\.0\.1 is a private address/],
        [`http://intranet.test:${new URL(site.url).port}/oil`, /^Refused: .*loopback/],
        [site.url, /ALREADY on this page/],
        ['forward', /^There is no page to go forward to\./],
        ['mailto:someone@example.org', /is not a web page address/],
      ];
      for (const [target, problem] of cases) {
        const reply = await call(client, 'navigate', { target });
        expect(reply.isError, target).toBe(true);
        expect(reply.text).toMatch(problem);
        const targets = suggested(reply);
        expect(targets.length, reply.text).toBeGreaterThan(0);
        expect(targets).not.toContain(target);
        expect(targets.join(' ')).not.toContain('gone.html');
        expect(targets.join(' ')).not.toMatch(refusedHosts);
        await expectEachOpens(client, targets);
      }
    } finally {
      await close();
    }
  });
});
