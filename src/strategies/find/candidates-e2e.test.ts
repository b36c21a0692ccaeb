import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

/**
 * Two pages say the same words: a release's own notes, and the archive that repeats every
 * release's notes. Judged alike, the answer cites the page about them, not the archive.
 */
const NOTE = 'Zephyr 2.0 adds 1708 new features, improvements and bug fixes on top of Zephyr 1.4.';
const OTHER = Array.from(
  { length: 30 },
  (_, i) => `<p>Zephyr 1.${i} fixed a handful of small bugs in the pump controller and the display.</p>`,
).join('');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const FILES: Record<string, string> = {
  'index.html': page(
    'Zephyr',
    '<ul><li><a href="/releases/all.html">Releases archive</a></li><li><a href="/releases/2.0.html">Zephyr 2.0 release</a></li></ul>',
  ),
  'releases/all.html': page('Releases archive', `<h2>Zephyr 2.0</h2><p>${NOTE}</p>${OTHER}`),
  'releases/2.0.html': page('Zephyr 2.0 release', `<p>${NOTE}</p><p>Thanks to every contributor.</p>`),
};

let server: StaticServer;

beforeAll(async () => {
  server = await servePages(FILES, 'candidates');
});
afterAll(() => server.close());

describe('answers read on two pages alike', () => {
  it('cite the page about them rather than an archive repeating them', async () => {
    const trail = await navigate({
      start: server.url,
      question: 'How many new features, improvements and bug fixes did the 2.0 release add?',
      lexicon: null,
      world: createWebWorld(),
    });
    // Both pages were read, and both readings kept.
    expect(trail.steps.filter((s) => s.action.type === 'read').map((s) => s.at)).toEqual([
      `${server.url}releases/2.0.html`,
      `${server.url}releases/all.html`,
    ]);
    expect(trail.findings[0]?.answer).toContain('1708');
    expect(trail.findings[0]?.citation.url).toBe(`${server.url}releases/2.0.html`);
  });
});
