import { afterEach, describe, expect, it } from 'vitest';
import { AriadneError } from '../../core/errors/ariadne-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { fetchPage } from './fetch-page.ts';
import type { LoadedPage } from './loaded-page.ts';
import { type Handler, startServer, type TestServer } from './test-support/server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler): Promise<TestServer> {
  server = await startServer(handler);
  return server;
}

const redirecting: Handler = (req, res) => {
  if (req.url === '/a') res.writeHead(301, { location: '/b' }).end();
  else if (req.url === '/b') res.writeHead(302, { location: '/c' }).end();
  else if (req.url === '/c') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>c</p>');
  else res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Nothing here</h1>');
};

describe('fetchPage hooks', () => {
  it('keeps a selected set of headers and the time of fetching', async () => {
    const s = await serve((_, res) =>
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          etag: '"v1"',
          'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
          'cache-control': 'max-age=60',
          'content-language': 'en',
          'x-robots-tag': 'noarchive',
          'set-cookie': 'session=secret',
          'x-powered-by': 'tests',
          'content-length': '9',
        })
        .end('<p>hi</p>'),
    );
    const before = Date.now();
    const page = await fetchPage(s.url);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      etag: '"v1"',
      'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
      'cache-control': 'max-age=60',
      'content-language': 'en',
      'x-robots-tag': 'noarchive',
      'content-length': '9',
    });
    expect(page.headers.date).toMatch(/GMT$/);
    expect(page.headers).not.toHaveProperty('set-cookie');
    expect(page.headers).not.toHaveProperty('x-powered-by');
    expect(Date.parse(page.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(page.fetchedAt).toBe(new Date(page.fetchedAt).toISOString());
  });

  it('checks the URL before every hop, and a refusal stops the chain before its request', async () => {
    const s = await serve(redirecting);
    const checked: string[] = [];
    const page = await fetchPage(`${s.url}a`, {
      checkUrl: async (url, signal) => {
        expect(signal).toBeInstanceOf(AbortSignal);
        checked.push(url.pathname);
      },
    });
    expect(page.url).toBe(`${s.url}c`);
    expect(checked).toEqual(['/a', '/b', '/c']);

    s.requests.length = 0;
    const refusal = new Error('not /c');
    const error = await fetchPage(`${s.url}a`, {
      checkUrl: async (url) => {
        if (url.pathname === '/c') throw refusal;
      },
    }).catch((e: unknown) => e);
    // A foreign error is wrapped like any failure; the request to /c was never made.
    expect(AriadneError.isInstance(error) && (error as Error).cause).toBe(refusal);
    expect(s.requests).toEqual(['/a', '/b']);
  });

  it('hands over every page received, error pages included, but not redirects', async () => {
    const s = await serve(redirecting);
    const received: LoadedPage[] = [];
    const onReceived = (page: LoadedPage) => received.push(page);
    await fetchPage(`${s.url}a`, { onReceived });
    const error = await fetchPage(`${s.url}missing`, { onReceived }).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error) && error.status).toBe(404);
    expect(received.map((p) => [p.url, p.status, p.body])).toEqual([
      [`${s.url}c`, 200, '<p>c</p>'],
      [`${s.url}missing`, 404, '<h1>Nothing here</h1>'],
    ]);
    expect(received[0]?.redirects).toEqual([`${s.url}a`, `${s.url}b`]);
    expect(received[1]?.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('hands over error pages it cannot read with an empty body', async () => {
    const s = await serve((_, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"e":1}'),
    );
    const received: LoadedPage[] = [];
    await expect(fetchPage(s.url, { onReceived: (p) => received.push(p) })).rejects.toSatisfy(
      HttpStatusError.isInstance,
    );
    expect(received).toMatchObject([{ status: 500, contentType: 'application/json', body: '' }]);
  });

  it('lets what the hook throws through unchanged', async () => {
    const s = await serve(redirecting);
    const boom = new Error('archive full');
    await expect(
      fetchPage(`${s.url}c`, {
        onReceived: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });

  it('does not count waits for the host’s turn against the timeout', async () => {
    const s = await serve(redirecting);
    const turns: string[] = [];
    const page = await fetchPage(`${s.url}a`, {
      timeoutMs: 300,
      waitTurn: async (url) => {
        turns.push(url.pathname);
        await new Promise((resolve) => setTimeout(resolve, 150));
      },
    });
    expect(page.status).toBe(200);
    expect(turns).toEqual(['/a', '/b', '/c']);
  });
});
