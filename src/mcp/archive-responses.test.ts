import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openArchive } from '../archive/index.ts';
import { EXAMPLE_SITE_DIR } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { openServeContext } from './serve-options.ts';

let site: StaticServer;
beforeAll(async () => {
  site = await serveFolder(EXAMPLE_SITE_DIR);
});
afterAll(() => site.close());

describe('the archive of a server', () => {
  it('keeps every response: pages with their text, errors with their status', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ariadne-archive-')), 'archive.sqlite');
    const ctx = openServeContext({ archive: path, allowHosts: ['127.0.0.1'] });
    const signal = new AbortController().signal;
    await ctx.open(`${site.url}honda/index.html`, signal);
    await expect(ctx.open(`${site.url}no-such-page.html`, signal)).rejects.toThrow();
    ctx.close?.();

    const archive = openArchive(path);
    try {
      const page = archive.search('Honda');
      expect(page[0]).toMatchObject({ status: 200, finalUrl: `${site.url}honda/index.html` });
      const error = archive.search('HTTP 404');
      expect(error.map((h) => [h.status, h.finalUrl])).toContainEqual([404, `${site.url}no-such-page.html`]);
      expect(archive.count()).toBe(2);
    } finally {
      archive.close();
    }
  });
});
