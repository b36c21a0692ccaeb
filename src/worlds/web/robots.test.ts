import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import { fetchPage } from './fetch-page.ts';
import { createRobots, type RobotsOptions } from './robots.ts';
import { type Handler, startServer, type TestServer } from './test-support/server.ts';
import { createWebWorld } from './world.ts';

const signal = new AbortController().signal;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A site whose /robots.txt is answered by `robots`; every other path is a page. */
async function site(robots: Handler): Promise<TestServer> {
  server = await startServer((req, res) => {
    if (req.url === '/robots.txt') robots(req, res);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
  });
  return server;
}

const text =
  (body: string, type = 'text/plain'): Handler =>
  (_, res) =>
    res.writeHead(200, { 'content-type': type }).end(body);
const status =
  (code: number): Handler =>
  (_, res) =>
    res.writeHead(code, { 'content-type': 'text/plain' }).end('no');

function robotsFor(options: Partial<RobotsOptions> = {}) {
  return createRobots({
    fetch: (url, s) =>
      fetchPage(url, {
        signal: s,
        readable: (mime) => (mime === 'text/html' ? 'html' : 'text'),
      }),
    ...options,
  });
}

/** What `check` says of a URL: `allowed`, or the refusal's message. */
async function verdict(robots: ReturnType<typeof robotsFor>, url: string): Promise<string> {
  try {
    await robots.check(new URL(url), signal);
    return 'allowed';
  } catch (error) {
    if (RobotsDisallowedError.isInstance(error)) return error.message;
    throw error;
  }
}

describe('createRobots', () => {
  it('refuses what a rule disallows, naming the site, the path and the rule', async () => {
    const s = await site(text('User-agent: *\nDisallow: /private/\nAllow: /private/open\n'));
    const robots = robotsFor();
    const host = new URL(s.url).host;
    expect(await verdict(robots, `${s.url}private/report.html?x=1`)).toBe(
      `Refused ${s.url}private/report.html?x=1: robots.txt of ${host} disallows /private/report.html?x=1 (rule \`Disallow: /private/\`)`,
    );
    expect(await verdict(robots, `${s.url}private/open`)).toBe('allowed');
    expect(await verdict(robots, `${s.url}public.html`)).toBe('allowed');
    const error = await robots.check(new URL(`${s.url}private/`), signal).catch((e: unknown) => e);
    expect(error).toMatchObject({ site: host, rule: 'Disallow: /private/', unreachable: undefined });
    // Read once for the site, however many URLs are checked.
    expect(s.requests).toEqual(['/robots.txt']);
  });

  it('allows everything when robots.txt is missing (4xx), an HTML page, or too many redirects away', async () => {
    for (const handler of [
      status(404),
      status(403),
      status(429),
      text('User-agent: *\nDisallow: /', 'text/html'),
      ((req, res) => res.writeHead(302, { location: `${req.url}x` }).end()) as Handler,
    ]) {
      const s = await site(handler);
      expect(await verdict(robotsFor(), `${s.url}anything`)).toBe('allowed');
      await s.close();
      server = undefined;
    }
  });

  it('follows a redirect to the file', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(301, { location: '/real-robots.txt' }).end();
      else if (req.url === '/real-robots.txt') text('User-agent: *\nDisallow: /x\n')(req, res);
      else res.writeHead(200).end();
    });
    expect(await verdict(robotsFor(), `${server.url}x`)).toMatch(/rule `Disallow: \/x`/);
  });

  it('refuses the whole site while robots.txt answers 5xx or not at all, and asks again a minute later', async () => {
    let answer: Handler = status(503);
    const s = await site((req, res) => answer(req, res));
    let clock = 0;
    const robots = robotsFor({ now: () => clock });
    const host = new URL(s.url).host;
    expect(await verdict(robots, `${s.url}page`)).toBe(
      `Refused ${s.url}page: robots.txt of ${host} could not be read (HTTP 503), which disallows the whole site until it can be`,
    );
    answer = text('User-agent: *\nDisallow: /x\n');
    clock += 30_000;
    expect(await verdict(robots, `${s.url}page`)).toMatch(/could not be read/);
    clock += 31_000;
    expect(await verdict(robots, `${s.url}page`)).toBe('allowed');
    expect(await verdict(robots, `${s.url}x`)).toMatch(/Disallow: \/x/);
    // A file read is kept for the day.
    clock += 23 * 60 * 60 * 1000;
    expect(await verdict(robots, `${s.url}page`)).toBe('allowed');
    expect(s.requests).toEqual(['/robots.txt', '/robots.txt']);

    // A host that takes the connection and drops it: no answer at all.
    const mute = createServer((socket) => socket.destroy());
    await new Promise<void>((ok) => mute.listen(0, '127.0.0.1', ok));
    const { port } = mute.address() as { port: number };
    try {
      expect(await verdict(robotsFor(), `http://127.0.0.1:${port}/page`)).toMatch(
        /could not be read \(no answer\), which disallows the whole site/,
      );
    } finally {
      await new Promise((ok) => mute.close(ok));
    }
  });

  it('fails a page of a host that cannot be reached as its own fetch would, not as a refusal', async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const { port } = closed.address() as { port: number };
    await new Promise((ok) => closed.close(ok));
    const page = `http://127.0.0.1:${port}/page`;
    const error = await robotsFor()
      .check(new URL(page), signal)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(FetchError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ url: page, unreachable: 'connection refused' });
    expect((error as Error).message).toBe(
      `cannot reach 127.0.0.1:${port} (connection refused); check the address, and that the site is up`,
    );
  });

  it('fetches once for requests that wait together, and one that gives up does not cancel it for the others', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((ok) => {
      release = ok;
    });
    const s = await site((req, res) => {
      void gate.then(() => text('User-agent: *\nDisallow: /x\n')(req, res));
    });
    const robots = robotsFor();
    const quitter = new AbortController();
    const first = robots.check(new URL(`${s.url}x`), quitter.signal);
    const second = robots.check(new URL(`${s.url}x`), signal);
    const third = robots.check(new URL(`${s.url}y`), signal);
    const reason = new Error('gave up');
    quitter.abort(reason);
    await expect(first).rejects.toBe(reason);
    release();
    await expect(second).rejects.toThrow(/Disallow: \/x/);
    await expect(third).resolves.toBeUndefined();
    expect(s.requests).toEqual(['/robots.txt']);
  });

  it('keeps one file per origin, and never checks other schemes', async () => {
    const a = await site(text('User-agent: *\nDisallow: /x\n'));
    const b = await startServer(status(404));
    try {
      const robots = robotsFor();
      expect(await verdict(robots, `${a.url}x`)).toMatch(/Disallow/);
      expect(await verdict(robots, `${b.url}x`)).toBe('allowed');
      expect(await verdict(robots, 'file:///x')).toBe('allowed');
      expect(b.requests).toEqual(['/robots.txt']);
    } finally {
      await b.close();
    }
  });
});

describe('Crawl-delay', () => {
  it("paces a paced world's requests to a site by the delay its robots.txt asks, once read", async () => {
    const times: number[] = [];
    server = await startServer((req, res) => {
      if (req.url !== '/robots.txt') times.push(performance.now());
      if (req.url === '/robots.txt')
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nCrawl-delay: 0.25\n');
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>p</title><p>page</p>');
    });
    const paced = createWebWorld({ obeyRobots: true, hostRequestsPerSecond: 100 });
    for (const path of ['a', 'b', 'c']) await paced.open(`${server.url}${path}`, signal);
    await paced.close?.();
    expect(times).toHaveLength(3);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(240);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(240);
    // A world with no pace of its own (one question's run) is not slowed by it.
    times.length = 0;
    const unpaced = createWebWorld({ obeyRobots: true });
    for (const path of ['d', 'e']) await unpaced.open(`${server.url}${path}`, signal);
    await unpaced.close?.();
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeLessThan(200);
  });
});
