import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectedItem } from '../../core/collected.ts';
import type { Trail } from '../../core/trail.ts';
import { navigate } from '../../navigate.ts';
import { MAIL_REQUESTS, startMailArchive } from './test-support/mail-archive.ts';
import { NEWS_REQUESTS, startNewsSection } from './test-support/news-section.ts';
import { type FixtureRequest, type FixtureSite, page, type Reply, serveSite } from './test-support/site.ts';
import { startTrapForum, TRAP_REQUESTS } from './test-support/trap-forum.ts';

/** A collecting run over real HTTP on 127.0.0.1, with no pacing (the fixture is ours). */
async function collectFrom(
  site: FixtureSite,
  start: string,
  request: string,
  more: object = {},
): Promise<Trail> {
  return await navigate({
    start: site.url + start,
    question: request,
    strategy: 'collect',
    lexicon: null,
    rate: 0,
    ...more,
  });
}

const pathsOf = (site: FixtureSite, items: readonly CollectedItem[]): string[] =>
  items.map((i) => i.url.slice(site.url.length).replace(/\/$/, '')).sort();
const expectedOf = (r: FixtureRequest): string[] => r.expected.map((p) => p.replace(/\/$/, '')).sort();
const details = (trail: Trail): string => trail.steps.map((s) => `${s.detail ?? ''} ${s.reason}`).join('\n');

function request(list: readonly FixtureRequest[], start: string): FixtureRequest {
  const found = list.find((r) => r.request.startsWith(start));
  if (!found) throw new Error(`no fixture request starting "${start}"`);
  return found;
}

describe('collect on a forum built to trap walkers', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startTrapForum();
  });
  afterAll(() => site.close());

  it('gathers every matching topic across the pages, and names each skip in the trail', async () => {
    const asked = request(TRAP_REQUESTS, 'Collect the threads about inverters');
    const trail = await collectFrom(site, '', asked.request);
    const items = trail.collected?.items ?? [];
    expect(pathsOf(site, items)).toEqual(expectedOf(asked));
    for (const item of items) {
      const truth = site.catalog[item.url.slice(site.url.length)];
      expect(truth, item.url).toBeDefined();
      expect(item.published?.slice(0, 10)).toBe(truth?.date);
      expect(item.author).toBe(truth?.author);
      expect(item.path.length).toBeGreaterThan(0);
    }
    const said = details(trail);
    expect(said).toMatch(/404/); // the pager's page that is not there
    expect(said).toMatch(/login wall/); // the board behind a login
    expect(said).toMatch(/all seen before/); // the pager that loops back to page 1
    expect(said).toMatch(/re-sorted copies not walked/);
    expect(trail.stop.code).toBe('exhausted');
    // robots.txt disallows /admin/, and nothing that looks like a control is followed.
    expect(site.requests.some((p) => p.startsWith('/admin'))).toBe(false);
    // Each page once: the loop and the sorted copies are not fetched again and again.
    const pages = site.requests.filter((p) => p !== '/robots.txt');
    expect(new Set(pages).size).toBe(pages.length);
    // Every move to a page is a lead followed by its address, never a made-up option of a place.
    expect(trail.steps.some((s) => s.action.type === 'open')).toBe(false);
    const followed = trail.steps.flatMap((s) => (s.action.type === 'follow' ? [s.action.url] : []));
    expect(followed.length).toBeGreaterThan(5);
    for (const url of followed) expect(url.startsWith(site.url), url).toBe(true);
    expect(followed.some((url) => url.includes('/admin'))).toBe(false);
    // Each item kept is a step of its own, on the page it was read from, with why it was kept.
    const kept = trail.steps.filter((s) => s.action.type === 'keep');
    expect(kept.map((s) => s.at).sort()).toEqual(items.map((i) => i.url).sort());
    for (const step of kept) expect(step.reason).toBe(items.find((i) => i.url === step.at)?.why);
    // Entries weighed by their listings alone are judged in steps that say how many.
    const judged = trail.steps.flatMap((s) => (s.action.type === 'judge' ? [s.action.entries] : []));
    expect(judged.length).toBeGreaterThan(0);
    for (const n of judged) expect(n).toBeGreaterThan(0);
  });

  it('keeps to a time range read from the request, dated from the topics themselves', async () => {
    const asked = request(TRAP_REQUESTS, 'inverter threads from 2021');
    const trail = await collectFrom(site, '', asked.request);
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(expectedOf(asked));
    expect(trail.collected?.understood.join(' ')).toContain('2021-01-01');
    // With a time asked, each board is walked sorted by date, page by page, not in its default order.
    expect(details(trail)).toMatch(/its pages are walked sorted by date instead/);
    expect(details(trail)).toMatch(/sorted by date, walked to the edge of the time asked/);
  });

  it('walks the same way in the browser world (pages as the system Chromium shows them)', async () => {
    const asked = request(TRAP_REQUESTS, 'inverter threads from 2021');
    const trail = await collectFrom(site, '', asked.request, { browser: true });
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(expectedOf(asked));
  });

  it('keeps to the author asked, across boards', async () => {
    const asked = request(TRAP_REQUESTS, 'topics started by alice');
    const trail = await collectFrom(site, '', asked.request);
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(expectedOf(asked));
  });

  it('ends within its page cap, saying so', async () => {
    const trail = await collectFrom(site, '', 'Collect the threads about inverters', {
      budget: { pages: 6 },
    });
    expect(trail.stats.pages).toBeLessThanOrEqual(6);
    expect(trail.stop.code).toBe('budget-pages');
  });

  it('keeps part of a small page budget for reading items, the likeliest first', async () => {
    const trail = await collectFrom(site, '', 'Collect the threads about inverters', {
      budget: { pages: 12 },
    });
    expect(trail.stats.pages).toBeLessThanOrEqual(12);
    expect(trail.stop.code).toBe('budget-pages');
    expect(trail.stop.reason).toMatch(/lists left unwalked/);
    const items = trail.collected?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    const expected = new Set(expectedOf(request(TRAP_REQUESTS, 'Collect the threads about inverters')));
    for (const path of pathsOf(site, items)) expect(expected.has(path)).toBe(true);
  });

  it('ends within its time budget, keeping what it gathered and saying what was left', async () => {
    // Paced at 5 requests a second, the walk needs about 3 s; the budget is 1 s.
    const trail = await collectFrom(site, '', 'Collect the threads about inverters', {
      rate: 5,
      budget: { seconds: 1 },
    });
    expect(trail.stop.code).toBe('budget-time');
    expect(trail.stop.reason).toMatch(/lists left unwalked|items left unread/);
    expect(trail.collected).toBeDefined();
  });

  it('ends within its depth cap', async () => {
    const trail = await collectFrom(site, '', 'Collect the threads about inverters', {
      collect: { maxDepth: 1 },
    });
    // Boards are one link from the hub, topics two: no topic is read.
    expect(trail.collected?.items).toEqual([]);
  });
});

describe('collect on a mailing-list archive', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startMailArchive();
  });
  afterAll(() => site.close());

  it('gathers each message of a thread in the month asked, with sender, date and its own words', async () => {
    const asked = request(MAIL_REQUESTS, 'every message about the release freeze');
    const trail = await collectFrom(site, '', asked.request);
    const items = trail.collected?.items ?? [];
    expect(pathsOf(site, items)).toEqual(expectedOf(asked));
    for (const item of items) {
      const truth = site.catalog[item.url.slice(site.url.length)];
      expect(item.published?.slice(0, 10)).toBe(truth?.date);
      expect(item.author).toBe(truth?.author);
      // Quoted lines belong to the message they quote.
      expect(item.text).not.toMatch(/^>|\s>\s/);
    }
    // Months outside the range are not opened; the four orders of a month are one list.
    expect(site.requests.some((p) => p.startsWith('/2018-December/'))).toBe(false);
    expect(details(trail)).toMatch(/3 left aside \(outside the time asked\)/);
    // The reply that renamed its subject is kept as part of its thread, read from the thread view.
    const renamed = items.find((i) => i.url.endsWith('/000135.html'));
    expect(renamed?.why).toMatch(/a reply under "\[dev\] Re: Release freeze for 2\.0"/);
    expect(details(trail)).toMatch(/its thread view is read for replies/);
  });

  it('gathers a sender’s messages from every month, relying on the senders the indexes show once they are borne out', async () => {
    const asked = request(MAIL_REQUESTS, 'messages sent by');
    const before = site.requests.length;
    const trail = await collectFrom(site, '', asked.request);
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(expectedOf(asked));
    expect(details(trail)).toMatch(/entries left unread: their listed sender is another/);
    const messages = site.requests.slice(before).filter((p) => /\/\d{6}\.html$/.test(p));
    expect(messages.length).toBeLessThan(asked.expected.length + 3);
  });
});

describe('collect on a news section', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startNewsSection();
  });
  afterAll(() => site.close());

  it('finds the news from the home page, and reads only the articles that may match', async () => {
    const asked = NEWS_REQUESTS[0] as FixtureRequest;
    const trail = await collectFrom(site, '', asked.request);
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(expectedOf(asked));
    expect(details(trail)).toMatch(/links to the site's collections queued/);
    // Articles of one URL shape are known to be items once one is read: the others are judged by their cards.
    const articles = site.requests.filter((p) => /^\/news\/\d{4}\//.test(p));
    expect(articles.length).toBeLessThan(asked.expected.length + 3);
  });

  for (const asked of NEWS_REQUESTS) {
    it(`collects: ${asked.request}`, async () => {
      const trail = await collectFrom(site, 'news/', asked.request);
      const items = trail.collected?.items ?? [];
      expect(pathsOf(site, items)).toEqual(expectedOf(asked));
      for (const item of items) {
        const truth = site.catalog[item.url.slice(site.url.length)];
        // The date as the site prints it, not moved to UTC.
        expect(item.published?.slice(0, 10)).toBe(truth?.date);
        expect(item.author).toBe(truth?.author);
        expect(item.kind).toBe('article');
      }
      // Each item once, though listings and tag pages link it again.
      expect(new Set(items.map((i) => i.url)).size).toBe(items.length);
    });
  }
});

describe('collect keeps each item once', () => {
  const article = (title: string, canonical?: string): Reply =>
    page(
      200,
      `<html><head><title>${title}</title>${canonical ? `<link rel="canonical" href="${canonical}">` : ''}
<meta name="author" content="Jane Roe"><meta property="article:published_time" content="2023-05-02T08:00:00+02:00"></head>
<body><article><h1>${title}</h1><p>By Jane Roe · May 2, 2023</p>
<p>Heat pumps move heat from outside air into the house, even in winter, and use far less power than a heater.</p></article></body></html>`,
    );
  const card = (href: string, title: string): string =>
    `<li><a href="${href}">${title}</a> <span>By Jane Roe · May 2, 2023</span></li>`;
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite(
      (url) => {
        switch (url.pathname) {
          case '/news/':
            return page(
              200,
              `<html><body><ul>${card('/news/heat-pumps-in-winter/', 'Heat pumps in winter')}${card('/news/heat-pumps-in-winter/print/', 'Heat pumps in winter (print)')}${card('/mirror/heat-pumps-in-winter.html', 'Heat pumps in winter, mirrored')}${card('/news/solar-roofs/', 'Solar roofs')}</ul></body></html>`,
            );
          case '/news/heat-pumps-in-winter/':
            return article('Heat pumps in winter');
          // The print view names the article as its canonical page.
          case '/news/heat-pumps-in-winter/print/':
            return article('Heat pumps in winter', '/news/heat-pumps-in-winter/');
          // A copy under another address, with the same words and no canonical link.
          case '/mirror/heat-pumps-in-winter.html':
            return article('Heat pumps in winter');
          case '/news/solar-roofs/':
            return article('Solar roofs');
          default:
            return page(404, 'not here');
        }
      },
      {},
      {},
    );
  });
  afterAll(() => site.close());

  it('by its canonical address and by near-identical text', async () => {
    const trail = await collectFrom(site, 'news/', 'news about heat pumps');
    const items = trail.collected?.items ?? [];
    expect(items.map((i) => i.url.slice(site.url.length))).toEqual(['news/heat-pumps-in-winter/']);
  });
});

describe('collect dates a mail by its own Date header', () => {
  // A list archive whose pages carry the day in the archive's zone in their meta data, and the
  // sender's own Date header with its zone in the message: late in the evening west of the archive,
  // the archive's day is already the next one.
  const MAILS: Array<[number, string, string, string, string]> = [
    [1, 'Kayak storage at the boathouse', 'Mon, 1 Mar 2021 22:40:00 -0500', '2021-03-02', 'Ines Vidal'],
    [2, 'Re: Kayak storage at the boathouse', 'Tue, 2 Mar 2021 09:05:00 +0000', '2021-03-02', 'Tom Hale'],
    [3, 'Re: Kayak storage at the boathouse', 'Wed, 3 Mar 2021 23:55:00 -0800', '2021-03-04', 'Ines Vidal'],
    [4, 'Spring regatta volunteers', 'Thu, 4 Mar 2021 10:00:00 +0000', '2021-03-04', 'Ola Berg'],
  ];
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite(
      (url) => {
        if (url.pathname === '/list/')
          return page(
            200,
            `<html><body><h1>paddlers list, by date</h1><ul>${MAILS.map(
              ([n, subject, , day, from]) =>
                `<li><a href="m${n}.html">${subject}</a> <em>${from}</em> <em>(${day})</em></li>`,
            ).join('')}</ul></body></html>`,
          );
        const n = Number(/^\/list\/m(\d)\.html$/.exec(url.pathname)?.[1]);
        const mail = MAILS.find((m) => m[0] === n);
        if (!mail) return page(404, 'not here');
        const [, subject, date, day, from] = mail;
        return page(
          200,
          `<html><head><title>${subject}</title><meta name="Date" content="${day}"><meta name="Author" content="${from}"></head>
<body><h1>${subject}</h1><address><span><b>From</b>: ${from}</span><br><span><b>Date</b>: ${date}</span></address>
<p>Where do we keep the club kayaks over the summer, and who holds the key to the shed?</p></body></html>`,
        );
      },
      {},
      {},
    );
  });
  afterAll(() => site.close());

  it('takes the day the sender wrote, not the archive’s next day', async () => {
    const trail = await collectFrom(site, 'list/', 'the messages about kayak storage');
    const days = Object.fromEntries(
      (trail.collected?.items ?? []).map((i) => [i.url.slice(site.url.length), i.published?.slice(0, 10)]),
    );
    expect(days).toEqual({
      'list/m1.html': '2021-03-01',
      'list/m2.html': '2021-03-02',
      'list/m3.html': '2021-03-03',
    });
  });
});

describe('collect takes alike rows of a list for alike things', () => {
  // A board whose thread addresses end in a slug of the title: one title of one word makes an
  // address of another shape than its neighbours.
  const THREADS: Array<[number, string, string]> = [
    [11, 'heat-pump-noise', 'Heat pump noise at night'],
    [12, 'defrost-cycles-explained', 'Defrost cycles explained'],
    [13, 'buffer', 'Buffer'],
    [14, 'heat-pump-sizing', 'Heat pump sizing for an old house'],
    [15, 'radiators', 'Radiators'],
  ];
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite(
      (url) => {
        if (url.pathname === '/board/')
          return page(
            200,
            `<html><body><h1>Heating board</h1><ul>${THREADS.map(
              ([id, slug, title]) =>
                `<li><a href="/discussion/${id}/${slug}.html">${title}</a> <span>started by <a href="/profile/ann">ann</a>, 3 replies</span></li>`,
            ).join('')}</ul></body></html>`,
          );
        const found = THREADS.find(([id, slug]) => url.pathname === `/discussion/${id}/${slug}.html`);
        if (!found) return page(404, 'not here');
        return page(
          200,
          `<html><head><title>${found[2]}</title></head><body><h1>${found[2]}</h1>
<div class="post"><p>Posted by <a href="/profile/ann">ann</a> on 4 March 2022</p><p>What have others seen with this on their systems?</p></div></body></html>`,
        );
      },
      {},
      {},
    );
  });
  afterAll(() => site.close());

  it('judges a row of another address shape by its title, without opening it to learn its kind', async () => {
    const trail = await collectFrom(site, 'board/', 'threads about heat pumps');
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual([
      'discussion/11/heat-pump-noise.html',
      'discussion/14/heat-pump-sizing.html',
    ]);
    expect(site.requests).not.toContain('/discussion/13/buffer.html');
    expect(site.requests).not.toContain('/discussion/15/radiators.html');
  });
});

describe('collect names a listing entry that is not there', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startTrapForum();
  });
  afterAll(() => site.close());

  it('skips the 404 with its reason in the trail and keeps the rest', async () => {
    const trail = await collectFrom(site, '', 'Collect the threads about battery');
    expect(details(trail)).toMatch(/skipped http:\/\/127\.0\.0\.1:\d+\/t\/250: HTTP 404/);
    expect((trail.collected?.items ?? []).length).toBeGreaterThan(0);
    expect(trail.stop.code).toBe('exhausted');
  });
});

describe('collect keeps to the section asked when the site has it', () => {
  // A club forum whose home page shows its boards and, beside them, the latest topics of every
  // board: those latest topics are outside a section asked unless their board is in it.
  const BOARDS: Record<string, { name: string; topics: string[] }> = {
    'swap-bikes': {
      name: 'Swap Shop: Bikes',
      topics: ['Selling a steel tourer', 'Wanted: kids balance bike', 'Tandem looking for a home'],
    },
    'swap-tools': {
      name: 'Swap Shop: Tools',
      // A board of two topics is a board still.
      topics: ['Chain whip for sale', 'Spare torque wrench'],
    },
    rides: {
      name: 'Rides and Routes',
      topics: ['Sunday loop to the lake', 'Gravel route near the quarry', 'Night ride in June'],
    },
  };
  const slug = (title: string): string => title.toLowerCase().replace(/[^a-z]+/g, '-');
  const topicRow = (board: string, title: string, day: number): string =>
    `<li class="topic"><a href="/t/${board}/${slug(title)}">${title}</a> <span>by wren · 2024-03-${String(day).padStart(2, '0')}</span></li>`;
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite(
      (url) => {
        const parts = url.pathname.split('/').filter(Boolean);
        if (url.pathname === '/') {
          const boards = Object.entries(BOARDS)
            .map(
              ([key, b]) =>
                `<tr><td><a href="/board/${key}">${b.name}</a></td><td>${b.topics.length} topics</td></tr>`,
            )
            .join('');
          const latest = [
            topicRow('rides', 'Sunday loop to the lake', 9),
            topicRow('swap-bikes', 'Selling a steel tourer', 8),
            topicRow('rides', 'Gravel route near the quarry', 7),
          ];
          return page(
            200,
            `<html><head><title>Valley Cycling Club</title></head><body><h1>Valley Cycling Club</h1>
<table><tr><th>Board</th><th>Topics</th></tr>${boards}</table>
<h2>Latest topics</h2><ul>${latest.join('')}</ul></body></html>`,
          );
        }
        const board = BOARDS[parts[1] ?? ''];
        if (parts[0] === 'board' && board && parts.length === 2) {
          const rows = board.topics.map((t, i) => topicRow(parts[1] ?? '', t, i + 1)).join('');
          return page(
            200,
            `<html><head><title>${board.name}</title></head><body><nav><a href="/">Home</a> › ${board.name}</nav><h1>${board.name}</h1><ul>${rows}</ul></body></html>`,
          );
        }
        const title = board?.topics.find((t) => slug(t) === parts[2]);
        if (parts[0] === 't' && board && title) {
          return page(
            200,
            `<html><head><title>${title}</title></head><body><nav><a href="/">Home</a> › <a href="/board/${parts[1]}">${board.name}</a></nav>
<h1>${title}</h1><article><p>by wren · 2024-03-01</p><p>Ask by message; collection from the clubhouse on Saturdays.</p></article></body></html>`,
          );
        }
        return page(404, 'not here');
      },
      {},
      {},
    );
  });
  afterAll(() => site.close());

  it('leaves the topics listed outside the boards of that name, even those opened to learn their kind', async () => {
    const trail = await collectFrom(
      site,
      '',
      'Collect every topic in the Swap Shop boards, whatever it is about.',
    );
    expect(trail.collected?.understood.join(' ')).toContain('section');
    expect(pathsOf(site, trail.collected?.items ?? [])).toEqual(
      [
        't/swap-bikes/selling-a-steel-tourer',
        't/swap-bikes/wanted-kids-balance-bike',
        't/swap-bikes/tandem-looking-for-a-home',
        't/swap-tools/chain-whip-for-sale',
        't/swap-tools/spare-torque-wrench',
      ].sort(),
    );
  });
});
