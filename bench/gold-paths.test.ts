import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../src/core/place.ts';
import { visitKey } from '../src/core/url.ts';
import { servePages } from '../src/demo/serve-pages.ts';
import type { StaticServer } from '../src/demo/static-server.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
import { easiestShortestWay, goldPathFigures } from './gold-paths.ts';

const page = (title: string, links: Array<[string, string]>): string =>
  `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><ul>${links
    .map(([href, label]) => `<li><a href="${href}">${label}</a></li>`)
    .join('')}</ul></main></body></html>`;

describe('the easiest shortest way to a gold page', () => {
  let server: StaticServer;
  const world = createWebWorld();
  const signal = new AbortController().signal;
  const open = (url: string): Promise<Place | null> => world.open(url, signal).catch(() => null);

  beforeAll(async () => {
    server = await servePages({
      'index.html': page('Home', [
        ['/a.html', 'Apples'],
        ['/b.html', 'Bananas'],
        ['/c.html', 'Cherries'],
      ]),
      'a.html': page('Apples', [['/gold.html', 'Gold by apples']]),
      'b.html': page('Bananas', [['/gold.html', 'Gold by bananas']]),
      'c.html': page('Cherries', [['/d.html', 'Dates']]),
      'd.html': page('Dates', [['/gold.html', 'Gold by dates']]),
      'gold.html': page('Gold', []),
    });
  });
  afterAll(async () => {
    await server.close();
    await world.close?.();
  });

  it('takes, of the shortest ways, the one whose worst step ranks best', async () => {
    // Apples comes first on the page and is found first, but ranks fifth for the question;
    // Bananas ranks first and so does its link on to gold: the worst step decides. The longer
    // way by Cherries and Dates is not a shortest way.
    const rankOf = (place: Place, target: string): number => {
      const key = visitKey(target);
      if (place.title === 'Home') return key.endsWith('/b.html') ? 1 : 5;
      return place.title === 'Bananas' ? 1 : 2;
    };
    const way = await easiestShortestWay(open, server.url, new Set(['gold.html']), rankOf);
    expect(way?.places.map((p) => p.title)).toEqual(['Home', 'Bananas']);
    expect(way?.target).toMatch(/\/gold\.html$/);
  });

  it('says when no gold page can be reached', async () => {
    const way = await easiestShortestWay(open, server.url, new Set(['missing.html']), () => 1);
    expect(way).toBeNull();
  });
});

describe('gold path figures', () => {
  it('count the levels whose way on ranks first, in the first 3 and the first 10', () => {
    const level = (rank: number) => ({ title: 't', rank, options: 20, label: 'l', top: [] });
    const f = goldPathFigures([
      { id: 'a', levels: [level(1), level(2)] },
      { id: 'b', levels: [level(5), level(12)] },
      { id: 'c', levels: [] },
    ]);
    expect(f).toMatchObject({ questions: 3, reached: 2, levels: 4, first: 0.25, top3: 0.5, top10: 0.75 });
    expect(f.allTop3).toBe(0.5);
  });
});
