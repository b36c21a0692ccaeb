import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ITEMS, MAIL_REQUESTS, startMailArchive } from './mail-archive.ts';
import { NEWS_ITEMS, NEWS_REQUESTS, startNewsSection } from './news-section.ts';
import type { FixtureItem, FixtureRequest, FixtureSite } from './site.ts';
import { startTrapForum, TRAP_ITEMS, TRAP_REQUESTS } from './trap-forum.ts';

async function get(
  site: FixtureSite,
  path: string,
): Promise<{ status: number; html: string; location: string }> {
  const response = await fetch(new URL(path, site.url), { redirect: 'manual' });
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location') ?? '',
  };
}

/** The hrefs of the links whose text matches `label`. */
function hrefs(html: string, label: RegExp): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((m) => label.test((m[2] ?? '').replace(/<[^>]+>/g, '')))
    .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

const topicLinks = (html: string): string[] =>
  [...html.matchAll(/href="\/(t\/\d+)"/g)].map((m) => m[1] ?? '');

/** Every expected path of every request has an entry in the catalog, and the main request's are `items`. */
function checkBooks(site: FixtureSite, requests: FixtureRequest[], items: Record<string, FixtureItem>): void {
  expect(site.items).toBe(items);
  expect(requests[0]?.expected).toEqual(Object.keys(items));
  for (const { expected } of requests) {
    expect(expected.length).toBeGreaterThan(0);
    for (const path of expected) expect(site.catalog[path], path).toBeDefined();
  }
  for (const [path, item] of Object.entries(items)) expect(site.catalog[path]).toEqual(item);
}

describe('the trap forum', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startTrapForum();
  });
  afterAll(() => site.close());

  it('documents six inverter threads, three of them from 2021, and four topics alice started', () => {
    checkBooks(site, TRAP_REQUESTS, TRAP_ITEMS);
    expect(TRAP_REQUESTS.map((r) => r.expected.length)).toEqual([6, 3, 4]);
    expect(Object.values(TRAP_ITEMS).every((i) => /inverter/i.test(i.title))).toBe(true);
    expect(new Set(Object.values(TRAP_ITEMS).map((i) => i.date.slice(0, 4)))).toEqual(
      new Set(['2020', '2021', '2022']),
    );
  });

  it('lists three boards on its hub, links /admin/purge, and forbids /admin/ in robots.txt', async () => {
    const hub = await get(site, '/');
    expect(hrefs(hub.html, /./).filter((h) => h.startsWith('/board/'))).toEqual([
      '/board/solar-panels',
      '/board/batteries',
      '/board/off-topic',
    ]);
    expect(hrefs(hub.html, /purge/)).toEqual(['/admin/purge']);
    const byName = await get(site, '/?sort=name');
    expect(hrefs(byName.html, /./).filter((h) => h.startsWith('/board/'))[0]).toBe('/board/batteries');
    expect((await get(site, '/robots.txt')).html).toContain('Disallow: /admin/');
  });

  it('spreads the inverter threads over the four pages of Solar panels, with a loop and a dead page', async () => {
    const pages = await Promise.all(
      [
        '/board/solar-panels',
        '/board/solar-panels?page=2',
        '/board/solar-panels?page=3',
        '/board/solar-panels?page=4',
      ].map((p) => get(site, p)),
    );
    expect(pages.map((p) => topicLinks(p.html).length)).toEqual([10, 10, 10, 4]);
    const inverters = TRAP_REQUESTS[0]?.expected ?? [];
    expect(pages.map((p) => topicLinks(p.html).filter((t) => inverters.includes(t)).length)).toEqual([
      1, 2, 2, 1,
    ]);
    expect(pages.flatMap((p) => topicLinks(p.html)).filter((t) => inverters.includes(t))).toEqual(inverters);
    expect(hrefs(pages[3]?.html ?? '', /Next/)).toEqual(['/board/solar-panels?page=1']);
    expect(hrefs(pages[2]?.html ?? '', /^9$/)).toEqual(['/board/solar-panels?page=9']);
    expect((await get(site, '/board/solar-panels?page=9')).status).toBe(404);
    const again = await get(site, '/board/solar-panels?page=1');
    expect(topicLinks(again.html)).toEqual(topicLinks(pages[0]?.html ?? ''));
  });

  it('offers re-sorted copies of a listing, each with its own pager', async () => {
    const newest = await get(site, '/board/solar-panels');
    const byTitle = await get(site, '/board/solar-panels?sort=title');
    const byDate = await get(site, '/board/solar-panels?sort=date');
    expect(hrefs(newest.html, /sort by title/)).toEqual(['/board/solar-panels?sort=title']);
    expect(hrefs(byTitle.html, /^2$/)).toEqual(['/board/solar-panels?sort=title&page=2']);
    const all = async (sort: string) =>
      (
        await Promise.all([1, 2, 3, 4].map((n) => get(site, `/board/solar-panels?sort=${sort}&page=${n}`)))
      ).flatMap((p) => topicLinks(p.html));
    const [titles, dates] = [await all('title'), await all('date')];
    expect(new Set(titles)).toEqual(new Set(dates));
    expect(titles).not.toEqual(dates);
    expect(topicLinks(byDate.html)[0]).toBe('t/101');
    expect(topicLinks(newest.html)[0]).toBe('t/134');
  });

  it('lists a deleted topic on Batteries, walls Off topic behind a login, and redirects /members', async () => {
    const batteries = await get(site, '/board/batteries');
    expect(topicLinks(batteries.html)).toContain('t/250');
    expect((await get(site, '/t/250')).status).toBe(404);
    const offTopic = await get(site, '/board/off-topic');
    expect(offTopic.status).toBe(200);
    expect(offTopic.html).toContain('Please log in to see this board');
    expect(offTopic.html).toMatch(/<form[^>]*>[\s\S]*name="username"[\s\S]*type="password"[\s\S]*<\/form>/);
    expect(topicLinks(offTopic.html)).toEqual([]);
    const members = await get(site, '/members');
    expect([members.status, members.location]).toEqual([302, '/login?next=/members']);
  });

  it('serves each topic with its posts, dated and signed, and links its neighbours in a cycle', async () => {
    for (const [path, item] of Object.entries(site.catalog)) {
      const topic = await get(site, `/${path}`);
      expect(topic.status, path).toBe(200);
      expect(topic.html).toContain(`<h1>${item.title.replaceAll('&', '&amp;')}</h1>`);
      const first = /<article class="msg first"[\s\S]*?<\/article>/.exec(topic.html)?.[0] ?? '';
      expect(first).toContain(`href="/user/${item.author}"`);
      expect(first).toContain(`<time datetime="${item.date}T`);
      const posts = topic.html.match(/<article /g)?.length ?? 0;
      expect(posts).toBeGreaterThanOrEqual(2);
      expect(posts).toBeLessThanOrEqual(4);
    }
    const last = await get(site, '/t/134');
    expect(hrefs(last.html, /next topic/)).toEqual(['/t/101']);
    expect(hrefs(last.html, /previous topic/)).toEqual(['/t/133']);
    expect(site.requests).not.toContain('/admin/purge');
  });
});

describe('the mail archive', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startMailArchive();
  });
  afterAll(() => site.close());

  it('documents the five March release-freeze messages (one under a subject of its own) and the senders requests', () => {
    checkBooks(site, MAIL_REQUESTS, MAIL_ITEMS);
    expect(Object.keys(MAIL_ITEMS)).toEqual([
      '2019-March/000126.html',
      '2019-March/000128.html',
      '2019-March/000130.html',
      '2019-March/000132.html',
      '2019-March/000135.html',
    ]);
    expect(site.catalog['2019-March/000135.html']?.title).not.toMatch(/freeze/i);
    expect(
      Object.values(site.catalog).filter((i) => i.title.endsWith('Release freeze for 2.0')),
    ).toHaveLength(5);
  });

  it('lists four months, each in four orders that hold the same messages', async () => {
    const index = await get(site, '/');
    expect(index.html.match(/\[ Thread \]/g)).toHaveLength(4);
    expect(hrefs(index.html, /Thread/)[0]).toBe('2019-March/thread.html');
    const orders = await Promise.all(
      ['thread', 'subject', 'author', 'date'].map((o) => get(site, `/2019-March/${o}.html`)),
    );
    const lists = orders.map((o) => [...o.html.matchAll(/href="(\d{6}\.html)"/g)].map((m) => m[1]));
    expect(lists[0]).toHaveLength(11);
    for (const list of lists) expect([...list].sort()).toEqual([...(lists[3] ?? [])].sort());
    expect(new Set(lists.map((l) => l.join()))).toHaveProperty('size', 4);
    expect(orders[0]?.html).toMatch(/000126\.html[\s\S]*<ul>\s*<li><a href="000128\.html"/);
    expect(orders[0]?.html).toMatch(/000132\.html[\s\S]*<ul>\s*<li><a href="000135\.html"/);
  });

  it('dates and signs every message as pipermail does, quoting the message it answers', async () => {
    for (const [path, item] of Object.entries(site.catalog)) {
      const message = await get(site, `/${path}`);
      expect(message.status, path).toBe(200);
      expect(message.html).toContain(`<h1>[dev] ${item.title}</h1>`);
      expect(message.html).toContain(`<b>${item.author}</b>`);
      const [year, month, day] = item.date.split('-').map(Number) as [number, number, number];
      const shown = new Date(Date.UTC(year, month - 1, day)).toUTCString().slice(0, 3);
      expect(message.html).toMatch(
        new RegExp(`<i>${shown} \\w{3} [ \\d]\\d \\d\\d:\\d\\d:00 CET ${year}</i>`),
      );
    }
    const reply = await get(site, '/2019-March/000126.html');
    expect(reply.html).toContain('<i>Mon Mar  4 10:00:00 CET 2019</i>');
    expect(reply.html).toContain('On Mon Feb 25 09:00:00 CET 2019, Tomás Ruiz wrote:\n&gt; Hello everyone,');
    expect(hrefs(reply.html, /^\[ date \]$/)).toEqual(['date.html#126', 'date.html#126']);
    expect(reply.html).toMatch(/Previous message: <a href="000125\.html">/);
    expect(reply.html).toMatch(/Next message: <a href="000127\.html">/);
    expect((await get(site, '/2019-March/000099.html')).status).toBe(404);
  });
});

describe('the news section', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startNewsSection();
  });
  afterAll(() => site.close());

  it('documents six heat pump articles, two of them from April 2023', () => {
    checkBooks(site, NEWS_REQUESTS, NEWS_ITEMS);
    expect(NEWS_REQUESTS.map((r) => r.expected.length)).toEqual([6, 2, 5]);
    expect(NEWS_ITEMS['news/2023/04/01/ground-source-heat-pumps-under-a-small-garden/']).toEqual({
      title: 'Ground-source heat pumps under a small garden',
      date: '2023-04-01',
      author: 'Marcus Lee',
    });
  });

  it('pages its cards eight at a time through "Older posts"', async () => {
    const seen: string[] = [];
    let path: string | undefined = '/news/';
    while (path) {
      const listing = await get(site, path);
      expect(listing.status).toBe(200);
      const cards = [...listing.html.matchAll(/<article class="post-card">\s*<h2><a href="\/([^"]+)">/g)];
      expect(cards.length).toBeLessThanOrEqual(8);
      seen.push(...cards.map((m) => m[1] ?? ''));
      path = hrefs(listing.html, /Older posts/)[0];
    }
    expect(seen).toEqual(Object.keys(site.catalog));
    expect(site.requests).toEqual(['/news/', '/news/page/2/', '/news/page/3/']);
    expect((await get(site, '/news/page/1/')).location).toBe('/news/');
    expect((await get(site, '/news/page/4/')).status).toBe(404);
  });

  it('serves each article with its publication time, author meta and byline', async () => {
    for (const [path, item] of Object.entries(site.catalog)) {
      const article = await get(site, `/${path}`);
      expect(article.status, path).toBe(200);
      expect(article.html).toContain(`<meta property="article:published_time" content="${item.date}T`);
      expect(article.html).toContain(`<meta name="author" content="${item.author}">`);
      expect(article.html).toContain(`<p class="byline">By ${item.author}</p>`);
    }
    const noise = await get(site, '/news/2023/03/03/heat-pumps-and-noise-what-the-neighbours-hear/');
    expect(noise.html).toContain('<p class="dateline">March 3rd, 2023</p>');
    const late = await get(site, '/news/2023/04/01/ground-source-heat-pumps-under-a-small-garden/');
    expect(late.html).toContain('content="2023-04-01T00:30:00+02:00"');
    const tagged = await get(site, '/news/tag/heat-pumps/');
    expect(tagged.html.match(/class="post-card"/g)).toHaveLength(5);
    expect((await get(site, '/news')).location).toBe('/news/');
  });
});
