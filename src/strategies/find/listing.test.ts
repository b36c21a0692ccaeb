import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trail } from '../../core/trail.ts';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

/**
 * A table of contents with no clear favourite is scanned wider than a page with links: a person
 * looks under more of its entries before choosing. Recognised by shape: the same ten links, as a
 * list that is the page, or scattered through sentences.
 */
const QUESTION = 'What is the coolant capacity of the Zephyr?';
const ENTRIES = Array.from({ length: 10 }, (_, i) => `Zephyr coolant notes, part ${i + 1}`);

const page = (title: string, main: string, nav = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${nav}<main><h1>${title}</h1>${main}</main></body></html>`;

function files(): Record<string, string> {
  const out: Record<string, string> = {
    'contents.html': page(
      'Contents',
      '',
      `<nav><ul>${ENTRIES.map((e, i) => `<li><a href="/notes/${i + 1}.html">${e}</a></li>`).join('')}</ul></nav>`,
    ),
    'essay.html': page(
      'An essay',
      ENTRIES.map(
        (e, i) =>
          `<p>Owners often write to us about many things, and this paragraph mentions <a href="/notes/${i + 1}.html">${e}</a> in passing, among much else that is said about the car, its history and its owners.</p>`,
      ).join(''),
    ),
  };
  ENTRIES.forEach((e, i) => {
    out[`notes/${i + 1}.html`] = page(
      e,
      `<p>Notes on the Zephyr's cooling, part ${i + 1}: nothing on capacity.</p>`,
    );
  });
  return out;
}

let server: StaticServer;

beforeAll(async () => {
  server = await servePages(files(), 'listing');
});
afterAll(() => server.close());

async function firstLooks(start: string): Promise<{ trail: Trail; looked: string[] }> {
  const trail = await navigate({
    start: new URL(start, server.url).href,
    question: QUESTION,
    lexicon: null,
    budget: { steps: 1, peeks: 3 },
    world: createWebWorld(),
  });
  const looked = (trail.steps[0]?.peeks ?? [])
    .filter((n) => !['robots.txt', 'sitemap'].includes(n.label))
    .map((n) => n.label);
  return { trail, looked };
}

describe('a listing is scanned wide', () => {
  it('looks under twice as many entries of a table of contents (here marked up as navigation)', async () => {
    const { looked } = await firstLooks('contents.html');
    expect(looked).toHaveLength(6);
    expect(looked.every((l) => ENTRIES.includes(l))).toBe(true);
  });

  it('looks under the usual few of the same links inside sentences', async () => {
    const { looked } = await firstLooks('essay.html');
    expect(looked).toHaveLength(3);
  });
});
