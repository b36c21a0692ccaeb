import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import { type FetchText, parseSitemap, readSiteAids, robotsSitemaps } from './sitemap.ts';
import { startServer, type TestServer } from './test-support/server.ts';
import { createWebWorld } from './world.ts';

const signal = new AbortController().signal;

/** Stands in for HTTP: serves fixed texts by URL (null for anything else) and records each request. */
function site(files: Record<string, string>): { fetchText: FetchText; asked: string[] } {
  const texts = new Map(Object.entries(files));
  const asked: string[] = [];
  return {
    asked,
    fetchText: async (url) => {
      asked.push(url);
      return texts.get(url) ?? null;
    },
  };
}

const urlset = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((l) => `  <url><loc>${l}</loc><lastmod>2024-01-01</lastmod></url>`)
    .join('\n')}\n</urlset>`;

const sitemapIndex = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((l) => `  <sitemap><loc>${l}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>`;

const noAliases = new Map<string, string>();

describe('robotsSitemaps', () => {
  it('reads Sitemap lines in any case and spacing, resolved against the site and without repeats', () => {
    const robots = [
      '\uFEFFSitemap: https://s.test/main.xml',
      'User-agent: *',
      'Disallow: /private/ # not a sitemap: /x.xml',
      '  sitemap:/relative.xml  # a comment',
      'SITEMAP :  https://s.test/main.xml',
      'Sitemap: mailto:someone@s.test',
      'Sitemap:',
    ].join('\r\n');
    expect(robotsSitemaps(robots, 'https://s.test/')).toEqual([
      'https://s.test/main.xml',
      'https://s.test/relative.xml',
    ]);
  });

  it('finds nothing in a robots.txt without Sitemap lines', () => {
    expect(robotsSitemaps('User-agent: *\nDisallow: /\n', 'https://s.test/')).toEqual([]);
  });
});

describe('parseSitemap', () => {
  it('reads the page URLs of a urlset, decoding entities and CDATA', () => {
    const xml = `<?xml version="1.0"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>
      https://s.test/a?x=1&amp;y=2
    </loc>
    <image:image><image:loc>https://s.test/photo.jpg</image:loc></image:image>
  </url>
  <URL><LOC><![CDATA[https://s.test/b]]></LOC></URL>
  <url><lastmod>2024-01-01</lastmod></url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual({
      pages: ['https://s.test/a?x=1&y=2', 'https://s.test/b'],
      sitemaps: [],
    });
  });

  it('reads the child sitemaps of a sitemap index', () => {
    expect(parseSitemap(sitemapIndex('https://s.test/one.xml', 'https://s.test/two.xml'))).toEqual({
      pages: [],
      sitemaps: ['https://s.test/one.xml', 'https://s.test/two.xml'],
    });
  });

  it('finds nothing in text that is not a sitemap', () => {
    expect(parseSitemap('<html><body><a href="/x">x</a></body></html>')).toEqual({ pages: [], sitemaps: [] });
    expect(parseSitemap('')).toEqual({ pages: [], sitemaps: [] });
  });
});

describe('readSiteAids', () => {
  it('reads the sitemaps named by robots.txt, in order, and not /sitemap.xml', async () => {
    const { fetchText, asked } = site({
      'https://s.test/robots.txt': 'User-agent: *\nSitemap: https://s.test/pages.xml\nSitemap: /more.xml\n',
      'https://s.test/pages.xml': urlset('https://s.test/a', 'https://s.test/b'),
      'https://s.test/more.xml': urlset('https://s.test/c', 'https://s.test/a'),
      'https://s.test/sitemap.xml': urlset('https://s.test/never'),
    });
    const aids = await readSiteAids('https://s.test/docs/start.html', fetchText, noAliases);
    // A page listed twice is kept once, where it came first.
    expect(aids.sitemap).toEqual(['https://s.test/a', 'https://s.test/b', 'https://s.test/c']);
    expect(asked).toEqual([
      'https://s.test/robots.txt',
      'https://s.test/pages.xml',
      'https://s.test/more.xml',
    ]);
    expect(aids.fetched).toBe(3);
    expect(aids.tried).toEqual([
      { url: 'https://s.test/robots.txt', ok: true },
      { url: 'https://s.test/pages.xml', ok: true },
      { url: 'https://s.test/more.xml', ok: true },
    ]);
  });

  it('falls back to /sitemap.xml when robots.txt is missing', async () => {
    const { fetchText, asked } = site({ 'https://s.test/sitemap.xml': urlset('https://s.test/a') });
    const aids = await readSiteAids('https://s.test/deep/page', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/a']);
    expect(asked).toEqual(['https://s.test/robots.txt', 'https://s.test/sitemap.xml']);
    expect(aids.fetched).toBe(2);
    expect(aids.tried).toEqual([
      { url: 'https://s.test/robots.txt', ok: false },
      { url: 'https://s.test/sitemap.xml', ok: true },
    ]);
  });

  it('falls back to /sitemap.xml when robots.txt has no Sitemap line', async () => {
    const { fetchText, asked } = site({
      'https://s.test/robots.txt': 'User-agent: *\nDisallow: /private/\n',
      'https://s.test/sitemap.xml': urlset('https://s.test/a'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/a']);
    expect(asked).toEqual(['https://s.test/robots.txt', 'https://s.test/sitemap.xml']);
  });

  it('falls back to /sitemap.xml when robots.txt names only sitemaps on other sites, never asking for those', async () => {
    const { fetchText, asked } = site({
      'https://s.test/robots.txt':
        'Sitemap: https://cdn.other.test/sitemap.xml\nSitemap: https://s.test:8443/x.xml\n',
      'https://s.test/sitemap.xml': urlset('https://s.test/a'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/a']);
    expect(asked).toEqual(['https://s.test/robots.txt', 'https://s.test/sitemap.xml']);
  });

  it('follows a sitemap index to its children, skipping children on other sites', async () => {
    const { fetchText, asked } = site({
      'https://s.test/sitemap.xml': sitemapIndex(
        'https://s.test/sitemaps/docs.xml',
        'https://other.test/sitemap.xml',
        'https://s.test/sitemaps/blog.xml',
      ),
      'https://s.test/sitemaps/docs.xml': urlset('https://s.test/docs/a', 'https://s.test/docs/b'),
      'https://s.test/sitemaps/blog.xml': urlset('https://s.test/blog/1'),
      'https://other.test/sitemap.xml': urlset('https://other.test/x'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/docs/a', 'https://s.test/docs/b', 'https://s.test/blog/1']);
    expect(asked).toEqual([
      'https://s.test/robots.txt',
      'https://s.test/sitemap.xml',
      'https://s.test/sitemaps/docs.xml',
      'https://s.test/sitemaps/blog.xml',
    ]);
    expect(aids.fetched).toBe(4);
  });

  it('reads each sitemap once even when an index names itself or a child twice', async () => {
    const { fetchText, asked } = site({
      'https://s.test/robots.txt': 'Sitemap: https://s.test/index.xml\n',
      'https://s.test/index.xml': sitemapIndex(
        'https://s.test/index.xml',
        'https://s.test/child.xml',
        'https://s.test/child.xml',
      ),
      'https://s.test/child.xml': sitemapIndex('https://s.test/index.xml', 'https://s.test/leaf.xml'),
      'https://s.test/leaf.xml': urlset('https://s.test/page'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/page']);
    expect(asked).toEqual([
      'https://s.test/robots.txt',
      'https://s.test/index.xml',
      'https://s.test/child.xml',
      'https://s.test/leaf.xml',
    ]);
  });

  it('leaves out pages on other sites, keeping the same host with www., https or http', async () => {
    const { fetchText } = site({
      'https://s.test/sitemap.xml': urlset(
        'https://s.test/a',
        'https://other.test/b',
        'https://sub.s.test/c',
        'https://s.test:8443/d',
        'http://www.s.test/e',
        'ftp://s.test/f',
        '/relative',
      ),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    // A relative <loc> (not allowed by the protocol) is read against the site's root.
    expect(aids.sitemap).toEqual(['https://s.test/a', 'http://www.s.test/e', 'https://s.test/relative']);
  });

  it('moves sitemaps and pages on an origin the site is a copy of to the copy', async () => {
    const copy = 'http://127.0.0.1:8080';
    const aliases = new Map([['example.org', copy]]);
    const { fetchText, asked } = site({
      [`${copy}/robots.txt`]: 'Sitemap: https://example.org/sitemap_index.xml\n',
      [`${copy}/sitemap_index.xml`]: sitemapIndex('https://www.example.org/pages.xml'),
      [`${copy}/pages.xml`]: urlset(
        'https://example.org/docs/a?x=1',
        'http://www.example.org/docs/b#top',
        `${copy}/docs/c`,
        'https://example.com/docs/d',
      ),
    });
    const aids = await readSiteAids(`${copy}/docs/`, fetchText, aliases);
    expect(asked).toEqual([`${copy}/robots.txt`, `${copy}/sitemap_index.xml`, `${copy}/pages.xml`]);
    expect(aids.sitemap).toEqual([`${copy}/docs/a?x=1`, `${copy}/docs/b#top`, `${copy}/docs/c`]);
  });

  it('returns an empty list without throwing when the site has no sitemap', async () => {
    const { fetchText } = site({});
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids).toEqual({
      sitemap: [],
      fetched: 2,
      tried: [
        { url: 'https://s.test/robots.txt', ok: false },
        { url: 'https://s.test/sitemap.xml', ok: false },
      ],
    });
  });

  it('does not fall back to /sitemap.xml when the sitemaps robots.txt names are missing', async () => {
    const { fetchText, asked } = site({
      'https://s.test/robots.txt': 'Sitemap: https://s.test/gone.xml\n',
      'https://s.test/sitemap.xml': urlset('https://s.test/a'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual([]);
    expect(asked).toEqual(['https://s.test/robots.txt', 'https://s.test/gone.xml']);
    expect(aids.tried).toEqual([
      { url: 'https://s.test/robots.txt', ok: true },
      { url: 'https://s.test/gone.xml', ok: false },
    ]);
  });

  it('finds no pages in a sitemap that is empty or not XML', async () => {
    const { fetchText } = site({
      'https://s.test/robots.txt': 'Sitemap: /empty.xml\nSitemap: /page.xml\n',
      'https://s.test/empty.xml': '',
      'https://s.test/page.xml': '<!doctype html><html><body>Not found</body></html>',
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual([]);
    expect(aids.fetched).toBe(3);
    // An empty answer is still an answer: the file was there.
    expect(aids.tried?.map((t) => t.ok)).toEqual([true, true, true]);
  });

  it('asks nothing for a start that is not on the web', async () => {
    for (const start of ['file:///home/me/site/index.html', 'not a url', 'ftp://s.test/']) {
      const { fetchText, asked } = site({});
      expect(await readSiteAids(start, fetchText, noAliases)).toEqual({ sitemap: [], fetched: 0 });
      expect(asked).toEqual([]);
    }
  });

  it('reads at most 6 sitemap files, an index and its children included', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `https://s.test/map-${i}.xml`);
    const files: Record<string, string> = {
      'https://s.test/robots.txt': names.map((n) => `Sitemap: ${n}`).join('\n'),
    };
    names.forEach((n, i) => {
      files[n] = urlset(`https://s.test/page-${i}`);
    });
    const { fetchText, asked } = site(files);
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual([0, 1, 2, 3, 4, 5].map((i) => `https://s.test/page-${i}`));
    expect(asked).toEqual(['https://s.test/robots.txt', ...names.slice(0, 6)]);
    expect(aids.fetched).toBe(7);
    expect(aids.tried).toHaveLength(7);

    // An index counts as one of the six: it leaves room for five of its children.
    const index = site({
      'https://s.test/sitemap.xml': sitemapIndex(...names),
      ...Object.fromEntries(names.map((n, i) => [n, urlset(`https://s.test/page-${i}`)])),
    });
    const viaIndex = await readSiteAids('https://s.test/', index.fetchText, noAliases);
    expect(viaIndex.sitemap).toHaveLength(5);
    expect(index.asked).toEqual([
      'https://s.test/robots.txt',
      'https://s.test/sitemap.xml',
      ...names.slice(0, 5),
    ]);
  });

  it('keeps at most 20,000 page URLs and reads no further sitemap once full', async () => {
    const many = Array.from({ length: 20_005 }, (_, i) => `https://s.test/p/${i}`);
    const { fetchText, asked } = site({
      'https://s.test/robots.txt': 'Sitemap: /big.xml\nSitemap: /after.xml\n',
      'https://s.test/big.xml': urlset(...many),
      'https://s.test/after.xml': urlset('https://s.test/later'),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toHaveLength(20_000);
    expect(aids.sitemap[0]).toBe('https://s.test/p/0');
    expect(aids.sitemap.at(-1)).toBe('https://s.test/p/19999');
    expect(aids.sitemap).not.toContain('https://s.test/later');
    expect(asked).toEqual(['https://s.test/robots.txt', 'https://s.test/big.xml']);
  });
});

describe('sitemap repeats', () => {
  it('never let a page listed many times take the place of others under the cap', async () => {
    const { fetchText } = site({
      'https://s.test/sitemap.xml': urlset(
        ...Array.from({ length: 20_000 }, () => 'https://s.test/a'),
        'https://s.test/b',
      ),
    });
    const aids = await readSiteAids('https://s.test/', fetchText, noAliases);
    expect(aids.sitemap).toEqual(['https://s.test/a', 'https://s.test/b']);
  });
});

describe('web world siteAids over HTTP', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Serves fixed files by path with their content types; anything else is a 404 page. */
  async function serve(
    routes: (base: string) => Record<string, [type: string, body: string]>,
  ): Promise<TestServer> {
    let files: Record<string, [string, string]> = {};
    const started = await startServer((req, res: ServerResponse) => {
      const file = files[(req.url ?? '/').split('?')[0] ?? '/'];
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    });
    files = routes(started.url);
    return started;
  }

  const page = (title: string, head = '') =>
    `<!doctype html><html><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1><p>Some text about ${title}.</p></main></body></html>`;

  it('reads robots.txt, follows the sitemap index and returns the same-site pages', async () => {
    server = await serve((base) => ({
      '/manual/': ['text/html; charset=utf-8', page('Manual')],
      '/robots.txt': [
        'text/plain; charset=utf-8',
        `User-agent: *\nDisallow: /private/\nSitemap: ${base}maps/index.xml\n`,
      ],
      '/maps/index.xml': [
        'application/xml',
        // The second child is on another port of the same host: another site, never fetched.
        sitemapIndex(`${base}maps/pages.xml`, 'http://127.0.0.1:1/sitemap.xml'),
      ],
      '/maps/pages.xml': [
        'text/xml; charset=utf-8',
        urlset(
          `${base}manual/engine.html`,
          `${base}manual/brakes.html?a=1&amp;b=2`,
          'http://127.0.0.1:1/elsewhere.html',
          `${base}manual/engine.html`,
        ),
      ],
      '/sitemap.xml': ['application/xml', urlset(`${base}never.html`)],
    }));
    const base = server.url;
    const world = createWebWorld();
    const place = await world.open(`${base}manual/`, signal);
    expect(place.title).toBe('Manual');
    expect(world.siteAids).toBeDefined();
    const aids = await world.siteAids?.(place, signal);
    expect(aids?.sitemap).toEqual([`${base}manual/engine.html`, `${base}manual/brakes.html?a=1&b=2`]);
    expect(aids?.fetched).toBe(3);
    expect(aids?.tried).toEqual([
      { url: `${base}robots.txt`, ok: true },
      { url: `${base}maps/index.xml`, ok: true },
      { url: `${base}maps/pages.xml`, ok: true },
    ]);
    expect(server.requests).toEqual(['/manual/', '/robots.txt', '/maps/index.xml', '/maps/pages.xml']);
    await world.close?.();
  });

  it('obeying robots.txt: reads it once, for its rules and its sitemaps, and drops the pages it disallows', async () => {
    server = await serve((base) => ({
      '/manual/': ['text/html', page('Manual')],
      '/robots.txt': ['text/plain', `User-agent: *\nDisallow: /private/\nSitemap: ${base}maps/pages.xml\n`],
      '/maps/pages.xml': [
        'application/xml',
        urlset(`${base}manual/engine.html`, `${base}private/notes.html`, `${base}manual/brakes.html`),
      ],
      '/private/notes.html': ['text/html', page('Notes')],
    }));
    const base = server.url;
    const world = createWebWorld({ obeyRobots: true });
    const place = await world.open(`${base}manual/`, signal);
    const aids = await world.siteAids?.(place, signal);
    expect(aids?.sitemap).toEqual([`${base}manual/engine.html`, `${base}manual/brakes.html`]);
    expect(aids?.tried).toEqual([
      { url: `${base}robots.txt`, ok: true },
      { url: `${base}maps/pages.xml`, ok: true },
    ]);
    await expect(world.open(`${base}private/notes.html`, signal)).rejects.toThrow(
      /robots\.txt of [\d.:]+ disallows \/private\/notes\.html \(rule `Disallow: \/private\/`\)/,
    );
    // The rules are read before the first page; nothing under /private/ is ever asked for.
    expect(server.requests).toEqual(['/robots.txt', '/manual/', '/maps/pages.xml']);
    await world.close?.();
  });

  it('obeying robots.txt: a redirect into a disallowed path is refused before the hop', async () => {
    server = await startServer((req, res: ServerResponse) => {
      if (req.url === '/robots.txt')
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: ariadne\nDisallow: /private\n');
      else if (req.url === '/go') res.writeHead(302, { location: '/private/x' }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(page('Page'));
    });
    const world = createWebWorld({ obeyRobots: true });
    const error = await world.open(`${server.url}go`, signal).catch((e: unknown) => e);
    expect(RobotsDisallowedError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ url: `${server.url}private/x`, rule: 'Disallow: /private' });
    expect(server.requests).toEqual(['/robots.txt', '/go']);
    // Without obeying, the same world setup follows it.
    const free = createWebWorld();
    expect((await free.open(`${server.url}go`, signal)).location).toBe(`${server.url}private/x`);
  });

  it('falls back to /sitemap.xml on a 404 robots.txt and moves pages of the original site to its copy', async () => {
    server = await serve(() => ({
      // A copy of example.org: its canonical URL names the original home, same path.
      '/docs/': ['text/html', page('Docs', '<link rel="canonical" href="https://example.org/docs/">')],
      '/sitemap.xml': [
        'application/xml',
        urlset(
          'https://example.org/docs/a.html',
          'https://www.example.org/docs/b.html',
          'https://example.com/c.html',
        ),
      ],
    }));
    const base = server.url;
    const world = createWebWorld();
    const place = await world.open(`${base}docs/`, signal);
    const aids = await world.siteAids?.(place, signal);
    expect(aids?.sitemap).toEqual([`${base}docs/a.html`, `${base}docs/b.html`]);
    expect(aids?.fetched).toBe(2);
    expect(aids?.tried).toEqual([
      { url: `${base}robots.txt`, ok: false },
      { url: `${base}sitemap.xml`, ok: true },
    ]);
    expect(server.requests).toEqual(['/docs/', '/robots.txt', '/sitemap.xml']);
  });

  it('treats files of a type it cannot read as missing, and a site without sitemaps as empty', async () => {
    server = await serve((base) => ({
      '/': ['text/html', page('Home')],
      // An HTML answer for robots.txt (a single-page app's catch-all) is no robots.txt.
      '/robots.txt': ['text/html', `Sitemap: ${base}maps/hidden.xml`],
      '/sitemap.xml': ['application/gzip', 'not readable'],
      '/maps/hidden.xml': ['application/xml', urlset(`${base}hidden.html`)],
    }));
    const base = server.url;
    const world = createWebWorld();
    const place = await world.open(base, signal);
    const aids = await world.siteAids?.(place, signal);
    expect(aids).toEqual({
      sitemap: [],
      fetched: 2,
      tried: [
        { url: `${base}robots.txt`, ok: false },
        { url: `${base}sitemap.xml`, ok: false },
      ],
    });
    expect(server.requests).not.toContain('/maps/hidden.xml');
  });

  it('stops with the reason when the run is aborted', async () => {
    server = await serve(() => ({ '/': ['text/html', page('Home')] }));
    const world = createWebWorld();
    const place = await world.open(server.url, signal);
    const controller = new AbortController();
    const reason = new Error('run stopped');
    controller.abort(reason);
    await expect(world.siteAids?.(place, controller.signal)).rejects.toBe(reason);
    expect(server.requests).toEqual(['/']);
  });
});
