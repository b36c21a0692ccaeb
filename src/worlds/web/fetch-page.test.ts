import { afterEach, describe, expect, it } from 'vitest';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { TooLargeError } from '../../core/errors/too-large-error.ts';
import { TooManyRedirectsError } from '../../core/errors/too-many-redirects-error.ts';
import { fetchPage } from './fetch-page.ts';
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

/** "Café – naïve" in windows-1252: é=E9, en dash=96, ï=EF. */
const CP1252 = Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65]);

describe('fetchPage', () => {
  it('fetches a page with its status and content type', async () => {
    const s = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>hé</p>'),
    );
    const page = await fetchPage(`${s.url}a.html`);
    expect(page).toMatchObject({
      url: `${s.url}a.html`,
      redirects: [],
      status: 200,
      contentType: 'text/html',
      kind: 'html',
      body: '<p>hé</p>',
      charset: 'utf-8',
    });
  });

  it('follows redirects by hand and records the chain', async () => {
    const s = await serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: '/older' }).end();
      else if (req.url === '/older')
        res.writeHead(302, { location: `http://127.0.0.1:${req.socket.localPort}/new?x=1` }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>new</p>');
    });
    const page = await fetchPage(`${s.url}old`);
    expect(page.url).toBe(`${s.url}new?x=1`);
    expect(page.redirects).toEqual([`${s.url}old`, `${s.url}older`]);
    expect(s.requests).toEqual(['/old', '/older', '/new?x=1']);
  });

  it('stops redirect loops and chains longer than allowed', async () => {
    const s = await serve((req, res) => {
      const n = Number(req.url?.slice(1) || 0);
      res.writeHead(302, { location: req.url === '/loop' ? '/loop' : `/${n + 1}` }).end();
    });
    await expect(fetchPage(`${s.url}loop`)).rejects.toSatisfy(TooManyRedirectsError.isInstance);
    const error = await fetchPage(`${s.url}0`, { maxRedirects: 3 }).catch((e: unknown) => e);
    expect(TooManyRedirectsError.isInstance(error)).toBe(true);
    expect((error as TooManyRedirectsError).redirects).toHaveLength(4);
  });

  it('decodes by the Content-Type charset', async () => {
    const s = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' }).end(CP1252),
    );
    const page = await fetchPage(s.url);
    expect(page.body).toBe('Café – naïve');
    expect(page.charset).toBe('windows-1252');
  });

  it('sniffs <meta charset> and http-equiv when the header has no charset', async () => {
    const head = new TextEncoder().encode('<html><head><meta charset="iso-8859-1"><title>');
    const equiv = new TextEncoder().encode(
      '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">',
    );
    const sjis = Uint8Array.from([0x93, 0xfa, 0x96, 0x7b]); // 日本
    const s = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.url === '/sjis' ? Buffer.concat([equiv, sjis]) : Buffer.concat([head, CP1252]));
    });
    expect((await fetchPage(s.url)).body).toContain('Café – naïve');
    const sj = await fetchPage(`${s.url}sjis`);
    expect(sj.body).toContain('日本');
    expect(sj.charset).toBe('shift_jis');
  });

  it('defaults to UTF-8 and honours a byte order mark', async () => {
    const s = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(req.url === '/bom' ? Buffer.from('\uFEFF<p>ü</p>', 'utf8') : Buffer.from('<p>ü</p>', 'utf8'));
    });
    expect((await fetchPage(`${s.url}bom`)).body).toBe('<p>ü</p>');
  });

  it('rejects non-HTML content types before reading the body', async () => {
    const s = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4'),
    );
    const error = await fetchPage(s.url).catch((e: unknown) => e);
    expect(NotHtmlError.isInstance(error)).toBe(true);
    expect((error as NotHtmlError).contentType).toBe('application/pdf');
    expect((error as Error).name).toBe('NotHtmlError');
  });

  it('reads text/plain as a text page', async () => {
    const s = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Line one\n\nLine two'),
    );
    const page = await fetchPage(s.url);
    expect(page.kind).toBe('text');
    expect(page.contentType).toBe('text/plain');
  });

  it('turns 4xx and 5xx into HttpStatusError', async () => {
    const s = await serve((req, res) => res.writeHead(req.url === '/gone' ? 404 : 503).end('nope'));
    const error = await fetchPage(`${s.url}gone`).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect((error as HttpStatusError).status).toBe(404);
    expect((error as Error).message).toContain('404');
    await expect(fetchPage(s.url)).rejects.toSatisfy(
      (e: unknown) => HttpStatusError.isInstance(e) && e.status === 503,
    );
  });

  it('caps the size by Content-Length and while streaming', async () => {
    const chunk = 'x'.repeat(1024);
    const s = await serve((req, res) => {
      if (req.url === '/declared') {
        res
          .writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024) })
          .end(chunk.repeat(10));
        return;
      }
      // Chunked, no length: an endless stream that only the cap can stop.
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    const declared = await fetchPage(`${s.url}declared`, { maxBytes: 4096 }).catch((e: unknown) => e);
    expect(TooLargeError.isInstance(declared)).toBe(true);
    const streamed = await fetchPage(`${s.url}endless`, { maxBytes: 64 * 1024 }).catch((e: unknown) => e);
    expect(TooLargeError.isInstance(streamed)).toBe(true);
    expect((streamed as TooLargeError).maxBytes).toBe(64 * 1024);
  });

  it('times out on a server that never answers', async () => {
    const s = await serve(() => {});
    const started = Date.now();
    const error = await fetchPage(s.url, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(FetchError.isInstance(error)).toBe(true);
    expect((error as FetchError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out on a body that stalls', async () => {
    const s = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>start');
    });
    const error = await fetchPage(s.url, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(FetchError.isInstance(error) && error.reason === 'timeout').toBe(true);
  });

  it('reports an unreachable host as a network FetchError with the URL', async () => {
    const s = await serve(() => {});
    const url = s.url;
    await s.close();
    server = undefined;
    const error = await fetchPage(url).catch((e: unknown) => e);
    expect(FetchError.isInstance(error)).toBe(true);
    expect((error as FetchError).reason).toBe('network');
    expect((error as FetchError).url).toBe(url);
    expect((error as FetchError).unreachable).toBe('connection refused');
    expect((error as Error).message).toMatch(/^cannot reach 127\.0\.0\.1:\d+ \(connection refused\)/);
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('sends a request once more when the connection is closed before any answer', async () => {
    let calls = 0;
    const s = await serve((req, res) => {
      calls++;
      // The first connection is dropped unanswered, as a server drops an idle kept-alive one.
      if (calls === 1) req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>second time</p>');
    });
    const page = await fetchPage(`${s.url}m.html`);
    expect(page.body).toBe('<p>second time</p>');
    expect(s.requests).toEqual(['/m.html', '/m.html']);
  });

  it('gives up after that one retry when every connection is dropped', async () => {
    const s = await serve((req) => req.socket.destroy());
    const error = await fetchPage(`${s.url}m.html`).catch((e: unknown) => e);
    expect(FetchError.isInstance(error)).toBe(true);
    expect((error as FetchError).reason).toBe('network');
    expect(s.requests).toEqual(['/m.html', '/m.html']);
  });

  it("rethrows the caller's abort reason as is", async () => {
    const s = await serve(() => {});
    const controller = new AbortController();
    const pending = fetchPage(s.url, { signal: controller.signal });
    const reason = new Error('user cancelled');
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
  });
});
