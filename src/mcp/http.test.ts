import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_DIR } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import type { ServeContext } from './context.ts';
import { type HttpServer, serveHttp } from './http.ts';
import { openServeContext } from './serve-options.ts';
import { call, locationIn } from './test-support/replies.ts';

/** A raw request, so that headers a fetch client would not send (a foreign Host) can be tried. */
function raw(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function connect(url: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return { client, transport };
}

describe('Streamable HTTP server', () => {
  let site: StaticServer;
  let ctx: ServeContext;
  let server: HttpServer;
  beforeAll(async () => {
    site = await serveFolder(EXAMPLE_SITE_DIR);
    ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
    server = await serveHttp(ctx, { port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await ctx.close();
    await site.close();
  });

  it('binds 127.0.0.1 and serves /mcp', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('gives each session its own history', async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    try {
      expect(server.sessions()).toBeGreaterThanOrEqual(2);
      await call(a.client, 'navigate', { target: site.url });
      await call(a.client, 'navigate', { target: '/honda/index.html' });
      await call(b.client, 'navigate', { target: `${site.url}ford/index.html` });
      const backA = await call(a.client, 'navigate', { target: 'back' });
      expect(locationIn(backA.text)).toBe(site.url);
      const backB = await call(b.client, 'navigate', { target: 'back' });
      expect(backB.isError).toBe(true);
      expect(backB.text).toContain(`You are still on: Ford`);
      // A relative path resolves against the session's own page.
      const relB = await call(b.client, 'navigate', { target: '2010/index.html' });
      expect(locationIn(relB.text)).toBe(`${site.url}ford/2010/index.html`);
    } finally {
      const before = server.sessions();
      await a.transport.terminateSession();
      await a.client.close();
      await b.client.close();
      expect(server.sessions()).toBe(before - 1);
    }
  });

  it('refuses requests without a session, with an unknown one, on other paths or with a foreign Host', async () => {
    const json = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const noSession = await raw(server.url, { method: 'POST', headers: json, body: list });
    expect(noSession.status).toBe(400);
    expect(noSession.body).toContain('send an initialize request first');
    const unknown = await raw(server.url, {
      method: 'POST',
      headers: { ...json, 'mcp-session-id': 'no-such-session' },
      body: list,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Session not found');
    expect((await raw(server.url.replace(/\/mcp$/, '/other'), { method: 'GET' })).status).toBe(404);
    const rebound = await raw(server.url, {
      method: 'POST',
      headers: { ...json, host: 'attacker.example' },
      body: list,
    });
    expect(rebound.status).toBe(403);
    const broken = await raw(server.url, { method: 'POST', headers: json, body: '{not json' });
    expect(broken.status).toBe(400);
  });
});
