import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { pages, startServer, type TestServer } from '../worlds/web/test-support/server.ts';
import { REPLY_TOKENS } from './budget.ts';
import { serveHttp } from './http.ts';
import { openServeContext } from './serve-options.ts';
import { longArticle } from './test-support/long-page.ts';
import { call, followGold, locationIn } from './test-support/replies.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PARAGRAPHS = 60;

/** Spawns the server on stdio: through the CLI once it registers `serve`, else the test entry. */
async function stdioClient(): Promise<{ client: Client; close(): Promise<void> }> {
  const viaCli = readFileSync(`${ROOT}src/cli/main.ts`, 'utf8').includes('registerServe(');
  const entry = viaCli ? ['src/cli/main.ts', 'serve'] : ['src/mcp/test-support/stdio-entry.ts'];
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...entry, '--allow-host', '127.0.0.1', '--archive', ':memory:'],
    cwd: ROOT,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
  await client.connect(transport);
  return { client, close: () => client.close() };
}

async function httpClient(): Promise<{ client: Client; close(): Promise<void> }> {
  const ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
  const server = await serveHttp(ctx, { port: 0 });
  const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  return {
    client,
    async close() {
      await client.close();
      await server.close();
      await ctx.close();
    },
  };
}

describe.each([
  ['stdio', stdioClient],
  ['Streamable HTTP', httpClient],
])('MCP over %s', (_name, connect) => {
  let site: StaticServer;
  let long: TestServer;
  let q01: ExampleQuestion;
  let client: Client;
  let close: () => Promise<void>;

  beforeAll(async () => {
    site = await serveFolder(EXAMPLE_SITE_DIR);
    long = await startServer(pages({ '/long.html': longArticle(PARAGRAPHS) }));
    q01 = (await loadExampleQuestions())[0] as ExampleQuestion;
    ({ client, close } = await connect());
  });
  afterAll(async () => {
    await close();
    await site.close();
    await long.close();
  });

  it('lists four tools, each described with one example call', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['navigate', 'read', 'search_archive', 'collect']);
    for (const tool of tools) {
      expect(tool.description?.match(/Example: /g)).toHaveLength(1);
      expect(tool.description?.length).toBeLessThan(400);
    }
    expect(tools[0]?.inputSchema.required).toEqual(['target']);
  });

  it('navigates from the home page down to an answer page, following the listed links', async () => {
    let target = site.url;
    let progress = 0;
    const opened = new Set<string>();
    let reply = await call(client, 'navigate', { target, hint: q01.question });
    for (let calls = 1; locationIn(reply.text) !== `${site.url}${q01.goldPage}`; calls++) {
      expect(calls).toBeLessThan(5);
      opened.add(target);
      const next = followGold(reply.text, q01.goldPath, progress, opened);
      if (!next) throw new Error(`no link follows the gold path in:\n${reply.text}`);
      ({ target, progress } = next);
      reply = await call(client, 'navigate', { target, hint: q01.question });
      expect(reply.isError).toBe(false);
      expect(reply.tokens).toBeLessThanOrEqual(REPLY_TOKENS);
    }
    expect(reply.text).toContain(q01.answer);
  });

  it('goes back and forward through its history', async () => {
    const back = await call(client, 'navigate', { target: 'back' });
    expect(locationIn(back.text)).toBe(`${site.url}honda/2004/accord-l4-2.4l/index.html`);
    const forward = await call(client, 'navigate', { target: 'forward' });
    expect(locationIn(forward.text)).toBe(`${site.url}${q01.goldPage}`);
    const none = await call(client, 'navigate', { target: 'forward' });
    expect(none.isError).toBe(true);
    expect(none.text).toMatch(/^There is no page to go forward to\./);
  });

  it('reads the current page', async () => {
    const reply = await call(client, 'read');
    expect(reply.text).toMatch(/^Reading: Engine Oil Pressure: Specifications \(.*\) — page 1 of 1$/m);
    expect(reply.text).toContain('| Oil pressure at idle (hot) | 10 psi (69 kPa) minimum |');
    expect(reply.text).toMatch(/^End of this page\. Next: navigate \{"target":"\/honda\//m);
  });

  it('reads a long page part by part, every part inside the budget', async () => {
    const opened = await call(client, 'navigate', { target: `${long.url}long.html` });
    expect(opened.isError).toBe(false);
    const first = await call(client, 'read', { page: 1 });
    const total = Number(/ — page 1 of (\d+)$/m.exec(first.text)?.[1]);
    expect(total).toBeGreaterThan(1);
    let text = '';
    for (let n = 1; n <= total; n++) {
      const part = n === 1 ? first : await call(client, 'read', { page: n });
      expect(part.tokens).toBeLessThanOrEqual(REPLY_TOKENS);
      expect(part.text).toContain(`— page ${n} of ${total}`);
      expect(part.text).toContain(n < total ? `Next: read {"page":${n + 1}}` : 'End of this page.');
      text += part.text;
    }
    const numbers = [...text.matchAll(/Paragraph (\d+):/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: PARAGRAPHS }, (_, i) => i + 1));
    const beyond = await call(client, 'read', { page: total + 1 });
    expect(beyond.isError).toBe(true);
    expect(beyond.text).toContain(`This page has ${total} parts`);
  });

  it('finds a fetched page in the archive', async () => {
    const reply = await call(client, 'search_archive', { query: 'oil pressure at idle' });
    expect(reply.isError).toBe(false);
    expect(reply.text).toContain(`For Engine Oil Pressure: Specifications: ${site.url}${q01.goldPage}`);
  });

  it('does not send the bot to error responses found in the archive', async () => {
    const missing = await call(client, 'navigate', { target: '/no-such-manual-page.html' });
    expect(missing.isError).toBe(true);
    const reply = await call(client, 'search_archive', { query: 'HTTP 404' });
    expect(reply.text).not.toContain('no-such-manual-page.html');
  });

  it('answers an unknown tool with the tools it has and a call to make', async () => {
    const reply = await call(client, 'browse', { url: site.url });
    expect(reply.isError).toBe(true);
    expect(reply.text).toMatch(
      /^There is no tool "browse"\. This server has 4 tools: navigate, read, search_archive, collect\./,
    );
    expect(reply.text).toMatch(/^Next: navigate \{"target":"\/\S+/m);
  });
});
