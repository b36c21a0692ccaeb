import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureSite } from '../strategies/collect/test-support/site.ts';
import { startTrapForum, TRAP_REQUESTS } from '../strategies/collect/test-support/trap-forum.ts';
import { REPLY_TOKENS } from './budget.ts';
import type { ServeContext } from './context.ts';
import { type HttpServer, serveHttp } from './http.ts';
import { openServeContext } from './serve-options.ts';
import { connectInMemory } from './test-support/in-memory.ts';
import { call } from './test-support/replies.ts';

const INVERTERS = 'Collect the threads about inverters';

describe('the collect tool', () => {
  let site: FixtureSite;
  let ctx: ServeContext;
  let server: HttpServer;
  let client: Client;

  beforeAll(async () => {
    site = await startTrapForum();
    ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
    server = await serveHttp(ctx, { port: 0 });
    client = new Client({ name: 'ariadne-test', version: '0.1.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await ctx?.close();
    await site?.close();
  });

  it('is listed, with its input and one example call', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('collect');
    const tool = tools.find((t) => t.name === 'collect');
    expect(tool?.description?.match(/Example: collect \{"start":"https:/g)).toHaveLength(1);
    expect(tool?.inputSchema.required).toEqual(['start', 'request']);
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(['start', 'request', 'max_items']);
  });

  it('collects every matching thread of a forum, and no other', async () => {
    const asked = TRAP_REQUESTS.find((r) => r.request === INVERTERS);
    if (!asked) throw new Error(`no fixture request "${INVERTERS}"`);
    const reply = await call(client, 'collect', { start: site.url, request: asked.request });
    expect(reply.isError, reply.text).toBe(false);
    expect(reply.tokens).toBeLessThanOrEqual(REPLY_TOKENS);
    expect(reply.text).toMatch(/^Understood: .*inverter/);

    const expected = asked.expected.map((path) => `${site.url}${path}`);
    for (const url of expected) expect(reply.text, url).toContain(url);
    const topics = [...reply.text.matchAll(/https?:\/\/\S+?\/t\/\d+/g)].map((m) => m[0]);
    expect(new Set(topics)).toEqual(new Set(expected));
    // No other topic is named in any form.
    const ids = [...reply.text.matchAll(/\/t\/\d+/g)].map((m) => m[0].slice(1));
    expect(new Set(ids)).toEqual(new Set(asked.expected));

    // One line per item: number, title, author and date as the site gives them, address.
    for (const [i, path] of asked.expected.entries()) {
      const truth = site.catalog[path];
      expect(reply.text).toContain(
        `${i + 1}. ${truth?.title} — ${truth?.author}, ${truth?.date} — ${site.url}${path}`,
      );
    }
    expect(reply.text).toMatch(
      new RegExp(`^${expected.length} items; \\d+ pages fetched; stopped: \\S.*$`, 'm'),
    );
    // robots.txt disallows /admin/: the hub links there, the walk never went.
    expect(site.requests.some((r) => r.startsWith('/admin'))).toBe(false);
  });

  it('takes loosely named arguments and caps the items', async () => {
    const reply = await call(client, 'collect', { url: site.url, query: INVERTERS, max_items: '2' });
    expect(reply.isError, reply.text).toBe(false);
    expect(reply.text).toMatch(/^2\. /m);
    expect(reply.text).not.toMatch(/^3\. /m);
    expect(reply.text).toMatch(/^2 items; /m);
  });

  it('answers a call without a request with what is missing', async () => {
    const reply = await call(client, 'collect', { start: site.url, request: '' });
    expect(reply.isError).toBe(true);
    expect(reply.text).toMatch(/^collect needs a "request"/);
    expect(reply.text).toContain(`Next: collect {"start":"${site.url}","request":"<what to collect>"}`);
  });

  it('answers a call without a start, or with one it cannot start from, in one line', async () => {
    const none = await call(client, 'collect', { request: INVERTERS });
    expect(none.isError).toBe(true);
    expect(none.text).toMatch(/^collect needs a "start"/);
    const file = await call(client, 'collect', { start: 'file:///etc/passwd', request: INVERTERS });
    expect(file.isError).toBe(true);
    expect(file.text).toMatch(/^This server does not open local files \(file:\)\./);
    const bad = await call(client, 'collect', { start: 'the forum', request: INVERTERS });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^"the forum" is not a full URL/);
    const disallowed = await call(client, 'collect', { start: `${site.url}admin/purge`, request: INVERTERS });
    expect(disallowed.isError).toBe(true);
    expect(disallowed.text).toMatch(/^Disallowed by robots\.txt: /);
    expect(disallowed.text).toContain(`Next: collect {"start":"${site.url}","request":"${INVERTERS}"}`);
  });

  it('refuses an address the guard refuses, naming why, and requests nothing', async () => {
    const strict = openServeContext({ archive: ':memory:' });
    const { client: other, close } = await connectInMemory(strict);
    const before = site.requests.length;
    try {
      const reply = await call(other, 'collect', { start: site.url, request: INVERTERS });
      expect(reply.isError).toBe(true);
      expect(reply.text).toMatch(
        /^Refused: http:\/\/127\.0\.0\.1:\d+\/ — 127\.0\.0\.1 is a loopback address;/,
      );
      expect(site.requests.length).toBe(before);
    } finally {
      await close();
      await strict.close();
    }
  });
});
