import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../worlds/web/test-support/server.ts';
import type { ServeContext } from './context.ts';
import { openServeContext } from './serve-options.ts';
import { connectInMemory } from './test-support/in-memory.ts';
import { call, callTargetsIn, locationIn } from './test-support/replies.ts';

const HOME = `<!doctype html><html><head><title>Start</title></head><body><main><h1>Start</h1>
<p>Links that lead elsewhere.</p><ul><li><a href="/to-private">Intranet report</a></li>
<li><a href="/to-metadata">Instance data</a></li><li><a href="/to-name">Wiki</a></li></ul></main></body></html>`;

describe('the address guard in front of navigate', () => {
  let site: TestServer;
  let ctx: ServeContext;
  const lookups: string[] = [];
  beforeAll(async () => {
    site = await startServer((req, res) => {
      const port = new URL(site.url).port;
      const to: Record<string, string> = {
        '/to-private': 'http://10.0.0.1/report',
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-name': `http://intranet.test:${port}/`,
      };
      const location = to[req.url ?? ''];
      if (location) res.writeHead(302, { location }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(HOME);
    });
    // 127.0.0.1 is allowed by address, so the test site can be reached; names resolve through
    // the injected lookup, never through real DNS.
    ctx = openServeContext({
      archive: ':memory:',
      allowHosts: ['127.0.0.1'],
      lookup: async (host) => {
        lookups.push(host);
        if (host === 'intranet.test') return ['127.0.0.1'];
        throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  it('refuses cloud metadata, private addresses, names resolving to loopback and redirects to them', async () => {
    const { client, close } = await connectInMemory(ctx);
    try {
      expect((await call(client, 'navigate', { target: site.url })).isError).toBe(false);
      const cases: [string, RegExp][] = [
        ['http://169.254.169.254/latest/meta-data/', /— 169\.254\.169\.254 is a cloud metadata address;/],
        ['http://10.0.0.1/', /— 10\.0\.0\.1 is a private address;/],
        [
          `http://intranet.test:${new URL(site.url).port}/`,
          /— intranet\.test \(127\.0\.0\.1\) is a loopback address;/,
        ],
        ['/to-private', /^Refused: http:\/\/10\.0\.0\.1\/report — 10\.0\.0\.1 is a private address;/],
        ['/to-metadata', /^Refused: http:\/\/169\.254\.169\.254\/latest\/meta-data\/ — .* cloud metadata/],
        ['/to-name', /— intranet\.test \(127\.0\.0\.1\) is a loopback address;/],
      ];
      const refused: string[] = [];
      for (const [target, message] of cases) {
        const reply = await call(client, 'navigate', { target });
        expect(reply.isError, target).toBe(true);
        expect(reply.text).toMatch(/^Refused: /);
        expect(reply.text).toMatch(message);
        expect(reply.text).toContain('Use a public http(s) address.');
        // Still on the start page; the links not refused yet are offered, never one refused before.
        expect(reply.text).toContain(`You are still on: Start (${site.url})`);
        refused.push(target);
        const offered = callTargetsIn(reply.text).filter((t) => t.startsWith('/'));
        for (const t of offered) expect(refused, reply.text).not.toContain(t);
        const left = ['/to-private', '/to-metadata', '/to-name'].filter((t) => !refused.includes(t));
        expect(offered[0] ?? null, reply.text).toBe(left[0] ?? null);
      }
      expect(lookups).toContain('intranet.test');
      // The refused hops were never requested: only the start page, its robots.txt and the
      // redirecting paths were.
      expect(site.requests.every((r) => r === '/' || r === '/robots.txt' || r.startsWith('/to-'))).toBe(true);
    } finally {
      await close();
    }
  });

  it('refuses loopback without the allow flag, and opens it with --allow-private', async () => {
    for (const [options, refused] of [
      [{}, true],
      [{ allowPrivate: true }, false],
    ] as const) {
      const strict = openServeContext({ archive: ':memory:', ...options });
      const { client, close } = await connectInMemory(strict);
      try {
        const reply = await call(client, 'navigate', { target: site.url });
        expect(reply.isError).toBe(refused);
        if (refused) {
          expect(reply.text).toMatch(
            /^Refused: http:\/\/127\.0\.0\.1:\d+\/ — 127\.0\.0\.1 is a loopback address;/,
          );
          expect(reply.text).toMatch(/^Next: navigate \{"target":"https:\/\/www\.example\.com\/"/m);
        } else {
          expect(locationIn(reply.text)).toBe(site.url);
        }
      } finally {
        await close();
        await strict.close();
      }
    }
  });

  it('refuses a name that answers a public address to the check and loopback to the connection', async () => {
    const port = new URL(site.url).port;
    // Without robots.txt the second answer goes to the page's own connection; with it, to the
    // check of the site's robots.txt, asked for first. Either way the page is refused by its URL.
    for (const ignoreRobots of [true, false]) {
      const answers: string[][] = [['93.184.215.14'], ['127.0.0.1']];
      const asked: string[] = [];
      const rebinding = openServeContext({
        archive: ':memory:',
        allowHosts: ['127.0.0.1'],
        ignoreRobots,
        lookup: async (host) => {
          asked.push(host);
          return answers[Math.min(asked.length - 1, answers.length - 1)] ?? [];
        },
      });
      const { client, close } = await connectInMemory(rebinding);
      const before = site.requests.length;
      try {
        const reply = await call(client, 'navigate', { target: `http://rebind.test:${port}/secret` });
        expect(reply.isError).toBe(true);
        expect(reply.text).toMatch(
          /^Refused: http:\/\/rebind\.test:\d+\/secret — rebind\.test \(127\.0\.0\.1\) is a loopback address;/,
        );
        expect(asked).toEqual(['rebind.test', 'rebind.test']);
        expect(site.requests.length).toBe(before);
      } finally {
        await close();
        await rebinding.close();
      }
    }
  });

  it('does not open local files', async () => {
    const { client, close } = await connectInMemory(ctx);
    try {
      const reply = await call(client, 'navigate', { target: 'file:///etc/passwd' });
      expect(reply.isError).toBe(true);
      expect(reply.text).toMatch(/^This server does not open local files \(file:\)\./);
    } finally {
      await close();
    }
  });
});
