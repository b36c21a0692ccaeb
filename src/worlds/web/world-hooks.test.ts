import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { createAddressGuard } from './address-guard.ts';
import type { LoadedPage } from './loaded-page.ts';
import { startServer, type TestServer } from './test-support/server.ts';
import { createWebWorld } from './world.ts';

const signal = new AbortController().signal;
const html = (title: string, body = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;

let server: TestServer;
/** performance.now() of each request, by path. */
const times: Array<[string, number]> = [];
let dir: string;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url ?? '/';
    times.push([path, performance.now()]);
    const port = req.socket.localPort;
    if (path === '/old') res.writeHead(301, { location: '/new' }).end();
    else if (path === '/to-other-loopback')
      res.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end();
    else if (path === '/to-metadata')
      res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
    else if (path === '/to-named')
      res.writeHead(302, { location: `http://localtest.me:${port}/secret` }).end();
    else if (path === '/missing') res.writeHead(404, { 'content-type': 'text/html' }).end(html('Not here'));
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"e"' }).end(html(path));
  });
  dir = mkdtempSync(join(tmpdir(), 'ariadne-world-hooks-'));
  writeFileSync(join(dir, 'index.html'), html('Local index', 'Read me.'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web world hooks', () => {
  it('reports each page fetched once, with the URL asked for; error pages too, cache hits not', async () => {
    const seen: Array<[string, string, number]> = [];
    const world = createWebWorld({
      onPage: (page, requested) => seen.push([requested, page.url, page.status]),
    });
    const place = await world.open(`${server.url}old`, signal);
    expect(place.location).toBe(`${server.url}new`);
    await world.open(`${server.url}old`, signal);
    await world.open(`${server.url}new`, signal);
    await expect(world.open(`${server.url}missing`, signal)).rejects.toSatisfy(HttpStatusError.isInstance);
    expect(seen).toEqual([
      [`${server.url}old`, `${server.url}new`, 200],
      [`${server.url}missing`, `${server.url}missing`, 404],
    ]);
  });

  it('gives the page its headers and the time it was fetched', async () => {
    const pages: LoadedPage[] = [];
    const world = createWebWorld({ onPage: (page) => pages.push(page) });
    await world.open(`${server.url}headers`, signal);
    expect(pages[0]?.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', etag: '"e"' });
    expect(Number.isNaN(Date.parse(pages[0]?.fetchedAt ?? ''))).toBe(false);
  });

  it('reports local files, with file headers, and checks their URL first', async () => {
    const pages: Array<[LoadedPage, string]> = [];
    const checked: string[] = [];
    const world = createWebWorld({
      onPage: (page, requested) => pages.push([page, requested]),
      checkUrl: async (url) => {
        checked.push(url.href);
      },
    });
    const place = await world.open(dir, signal);
    expect(place.title).toBe('Local index');
    const folder = pathToFileURL(dir).href;
    expect(checked).toEqual([folder]);
    expect(pages).toHaveLength(1);
    const [page, requested] = pages[0] ?? [];
    expect(requested).toBe(folder);
    expect(page?.url).toBe(pathToFileURL(join(dir, 'index.html')).href);
    expect(page?.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8' });
    expect(page?.headers['last-modified']).toMatch(/GMT$/);
    expect(Number(page?.headers['content-length'])).toBeGreaterThan(0);
  });

  it('spaces requests to one host by the politeness rate', async () => {
    const world = createWebWorld({ hostRequestsPerSecond: 10 });
    times.length = 0;
    await world.open(`${server.url}p1`, signal);
    await world.open(`${server.url}old`, signal); // two requests: /old, then /new
    const gaps = times.slice(1).map(([, t], i) => t - (times[i]?.[1] ?? 0));
    expect(times.map(([path]) => path)).toEqual(['/p1', '/old', '/new']);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(90);
  });

  describe('with the address guard', () => {
    const guard = createAddressGuard({
      allowHosts: ['127.0.0.1'],
      lookup: async (host) => (host === 'localtest.me' ? ['127.0.0.1'] : []),
    });

    it('fetches an allowed host, following redirects that stay on it', async () => {
      const world = createWebWorld({ checkUrl: guard });
      const place = await world.open(`${server.url}old`, signal);
      expect(place.location).toBe(`${server.url}new`);
    });

    it('refuses a redirect to a refused address before requesting it', async () => {
      const world = createWebWorld({ checkUrl: guard });
      for (const [path, address] of [
        ['to-other-loopback', '127.0.0.2'],
        ['to-metadata', '169.254.169.254'],
        ['to-named', '127.0.0.1'],
      ] as const) {
        times.length = 0;
        const error = await world.open(`${server.url}${path}`, signal).catch((e: unknown) => e);
        expect(BlockedAddressError.isInstance(error), path).toBe(true);
        expect((error as BlockedAddressError).address).toBe(address);
        expect(times.map(([p]) => p)).toEqual([`/${path}`]);
      }
    });

    it('refuses local files', async () => {
      const world = createWebWorld({ checkUrl: guard });
      const error = await world.open(dir, signal).catch((e: unknown) => e);
      expect(BlockedAddressError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/^Refused file:.* file: is not http or https$/);
    });
  });
});
