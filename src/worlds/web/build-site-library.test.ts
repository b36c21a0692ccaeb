import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveFolder } from '../../demo/static-server.ts';
import { openLibrary } from '../../library/index.ts';
import { readNodes } from '../../library/test-support/read-nodes.ts';
import { navigate } from '../../navigate.ts';
import { buildSiteLibrary } from './build-site-library.ts';

const page = (title: string, body: string, links: string[] = []): string => `<!doctype html>
<html><head><title>${title}</title></head><body>
<nav><ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join('')}</ul></nav>
<main><article><h1>${title}</h1>
${body}
</article></main></body></html>`;

/** A small site: a sitemap, a disallowed folder, an external link, a broken link. */
const SITE: Record<string, string> = {
  'index.html': page(
    'Zephyr Owner Guide',
    '<p>Welcome to the guide to the Zephyr home battery. Read the chapters below to install and care for it.</p>',
    ['/guide/', '/private/secret.html', 'https://example.com/elsewhere', '/missing.html'],
  ),
  'guide/index.html': page(
    'Installing the Zephyr',
    '<p>This chapter explains where the Zephyr battery may be mounted and how it is wired.</p>',
    ['/', 'install.html'],
  ),
  'guide/install.html': page(
    'Mounting the battery',
    '<p>Mount the Zephyr battery on a wall that can carry its weight. The Zephyr battery weighs 54 kg and must hang at least 30 cm above the floor.</p>',
    ['/guide/'],
  ),
  'care.html': page(
    'Caring for the Zephyr',
    '<p>Wipe the Zephyr casing with a dry cloth. The warranty of the Zephyr battery lasts 7 years from the day of purchase.</p>',
  ),
  'private/secret.html': page('Secret page', '<p>Staff only: the Zephyr launch date is secret.</p>'),
};

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ariadne-site-build-'));
  const site = join(root, 'site');
  for (const [path, html] of Object.entries(SITE)) {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), html);
  }
  server = await serveFolder(site);
  writeFileSync(
    join(site, 'robots.txt'),
    `User-agent: *\nDisallow: /private/\nSitemap: ${server.url}sitemap.xml\n`,
  );
  // care.html is linked from nowhere: only the sitemap finds it.
  writeFileSync(
    join(site, 'sitemap.xml'),
    `<?xml version="1.0"?><urlset><url><loc>${server.url}</loc></url><url><loc>${server.url}care.html</loc></url></urlset>`,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const FAST = { hostRequestsPerSecond: Number.POSITIVE_INFINITY };
const pageRequests = (from = 0): string[] =>
  server.requests.slice(from).filter((p) => !/\.(txt|xml)$/.test(p));

describe('buildSiteLibrary', () => {
  it('builds exactly the allowed same-site pages, and the library cites the page URL', async () => {
    const out = join(root, 'lib-full');
    const report = await buildSiteLibrary(server.url, out, { crawl: FAST });
    expect(report.documents.total).toBe(4);
    const library = openLibrary(out);
    try {
      const files = [...readNodes(out).values()].filter((n) => n.level === 'document').map((n) => n.file);
      expect(files.sort()).toEqual(['care.html', 'guide/index.html', 'guide/install.html', 'index.html']);
      expect(library.sourceOf?.('guide/install.html')).toBe(`${server.url}guide/install.html`);
      expect(library.sourceOf?.('guide/index.html')).toBe(`${server.url}guide/`);
    } finally {
      library.close();
    }
    // robots.txt kept the private folder out unasked; the 404 was asked and left out.
    expect(server.requests).not.toContain('/private/secret.html');
    expect(server.requests).toContain('/missing.html');
    expect(report.crawl).toMatchObject({ pages: 4, skipped: 2 });

    const trail = await navigate({ start: out, question: 'How much does the Zephyr battery weigh?' });
    expect(trail.found).toBe(true);
    expect(trail.findings[0]?.citation).toMatchObject({
      url: `${server.url}guide/install.html`,
      file: 'guide/install.html',
    });
    expect(trail.findings[0]?.citation.quote).toContain('54 kg');
  });

  it('keeps to --max-pages', async () => {
    const report = await buildSiteLibrary(server.url, join(root, 'lib-capped'), {
      crawl: { ...FAST, maxPages: 2 },
    });
    expect(report.documents.total).toBe(2);
    expect(report.crawl.pages).toBe(2);
  });

  it('continues a stopped build without fetching a page twice, to the same library', async () => {
    const out = join(root, 'lib-resumed');
    const before = server.requests.length;
    const controller = new AbortController();
    await expect(
      buildSiteLibrary(server.url, out, {
        signal: controller.signal,
        crawl: {
          ...FAST,
          onProgress: (p) => {
            if (p.fetched === 2) controller.abort(new Error('stopped'));
          },
        },
      }),
    ).rejects.toThrow('stopped');
    const firstRun = pageRequests(before);
    expect(firstRun).toHaveLength(2);

    const middle = server.requests.length;
    const report = await buildSiteLibrary(server.url, out, { crawl: FAST });
    const secondRun = pageRequests(middle);
    expect(secondRun.filter((p) => firstRun.includes(p))).toEqual([]);
    expect(report.crawl).toMatchObject({ pages: 4, reused: 2 });

    // The same library as the uninterrupted build (ids, titles, summaries, text).
    expect([...readNodes(out)]).toEqual([...readNodes(join(root, 'lib-full'))]);

    // Run again: nothing is fetched.
    const last = server.requests.length;
    const again = await buildSiteLibrary(server.url, out, { crawl: FAST });
    expect(pageRequests(last)).toEqual([]);
    expect(again.documents).toMatchObject({ total: 4, unchanged: 4 });

    // Robots.txt lifted: the refused page is fetched now, and only it.
    const lifted = server.requests.length;
    const all = await buildSiteLibrary(server.url, out, { crawl: { ...FAST, obeyRobots: false } });
    expect(pageRequests(lifted)).toEqual(['/private/secret.html']);
    expect(all.documents).toMatchObject({ total: 5, added: 1, unchanged: 4 });
  });
});
