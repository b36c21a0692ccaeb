import {
  escapeHtml,
  type FixtureItem,
  type FixtureRequest,
  type FixtureSite,
  monthName,
  pad2,
  page,
  type Reply,
  redirect,
  serveSite,
} from './site.ts';

/**
 * The news section of "Greenfield Energy Co-op", laid out like a blog:
 *
 *   /                                  home: links to /news/ and /about/
 *   /news/                             article cards, newest first, 8 a page: <article><h2><a>Title</a></h2>
 *                                      <p class="meta">By Jane Roe · <time datetime="2023-05-02">May 2, 2023</time>
 *                                      </p><p>teaser</p></article>; "Older posts" → /news/page/2/ → /news/page/3/
 *                                      ("Newer posts" back); /news/page/1/ answers 301 to /news/, /news/page/4/ 404
 *   /news/2023/05/02/slug/             an article: <meta property="article:published_time">, <meta name="author">,
 *                                      <h1>, a byline "By Jane Roe", in every other article (odd rows) a
 *                                      visible "March 3rd, 2023" dateline, paragraphs, tag links
 *   /news/tag/heat-pumps/ (and others) the articles with a tag (one heat pump article lacks the tag)
 *   /partners/heat-pump-offer/         a sponsored page linked from every sidebar: not a news article
 *   /about/                            about the co-op
 *
 * Paths without their trailing slash answer 301 to the path with it. Traps among the heat pump
 * articles: one published at 00:30 (+02:00) on April 1 (March 31 in UTC; its date is April 1), one
 * updated two months after it was published (its date is the publication), one whose photo is credited
 * to another author (its author is the byline's).
 */

interface Article {
  /** [year, month (0-based), day, hour, minute], local time. */
  when: [number, number, number, number, number];
  title: string;
  author: string;
  tags: string[];
  teaser: string;
  paragraphs: string[];
  /** A visible "Updated June 2nd, 2023" line and article:modified_time. */
  updated?: [number, number, number];
  /** A photo credited to someone other than the author. */
  photoBy?: string;
}

const JANE = 'Jane Roe';
const MARCUS = 'Marcus Lee';
const SOFIA = 'Sofia Alvarez';
const TOM = 'Tom Okafor';

/** Newest first. */
const ARTICLES: Article[] = [
  {
    when: [2023, 5, 28, 8, 0],
    title: 'Community solar garden opens in Eastfield',
    author: SOFIA,
    tags: ['community'],
    teaser: 'Forty households now share the output of a field of panels behind the school.',
    paragraphs: [
      'Forty households now share the output of a field of panels behind the school.',
      'Members pay a fixed monthly fee and receive a credit on their bills for their share.',
    ],
  },
  {
    when: [2023, 5, 21, 8, 0],
    title: 'Heat pump grants: what changes in July',
    author: JANE,
    tags: ['heat-pumps', 'energy-bills'],
    teaser: 'The grant rises, the paperwork shrinks, and installers must now be certified.',
    paragraphs: [
      'From July the heat pump grant rises and the application form is shorter.',
      'Installers will have to hold the new certification, so ask for it before you sign.',
    ],
  },
  {
    when: [2023, 5, 14, 8, 0],
    title: 'Five questions about smart meters',
    author: TOM,
    tags: ['energy-bills'],
    teaser: 'What they measure, who sees the data, and whether you can refuse one.',
    paragraphs: ['What they measure, who sees the data, and whether you can refuse one.'],
  },
  {
    when: [2023, 5, 6, 8, 0],
    title: 'Insulating old brick walls without trapping damp',
    author: MARCUS,
    tags: ['insulation'],
    teaser: 'Breathable materials matter more than thickness on solid walls.',
    paragraphs: [
      'Breathable materials matter more than thickness on solid walls.',
      'Lime plaster and wood fibre boards let moisture out where foam would trap it.',
    ],
  },
  {
    when: [2023, 4, 30, 8, 0],
    title: 'Town hall switches to LED street lights',
    author: SOFIA,
    tags: ['community'],
    teaser: 'The council expects to halve the lighting bill within two years.',
    paragraphs: ['The council expects to halve the lighting bill within two years.'],
  },
  {
    when: [2023, 4, 24, 8, 0],
    title: 'Our winter with an air-source heat pump',
    author: MARCUS,
    tags: ['heat-pumps'],
    teaser: 'A 1930s semi, a cold January and a bill we did not expect.',
    paragraphs: [
      'We replaced an old gas boiler with an air-source heat pump last autumn.',
      'The house stayed at 20 degrees through the cold spell in January, and the bill was lower than feared.',
    ],
    photoBy: TOM,
  },
  {
    when: [2023, 4, 16, 8, 0],
    title: 'Repair café returns to the library',
    author: TOM,
    tags: ['community'],
    teaser: 'Bring your broken toasters, lamps and bikes on the first Saturday of the month.',
    paragraphs: ['Bring your broken toasters, lamps and bikes on the first Saturday of the month.'],
  },
  {
    when: [2023, 4, 9, 8, 0],
    title: 'Draught-proofing sash windows',
    author: JANE,
    tags: ['insulation'],
    teaser: 'Brush strips and a free afternoon keep the heat in.',
    paragraphs: ['Brush strips and a free afternoon keep the heat in.'],
  },
  {
    when: [2023, 4, 2, 8, 0],
    title: 'Installer checklist for heatpump retrofits',
    author: JANE,
    tags: ['heat-pumps'],
    teaser: 'Twelve questions to ask before a heatpump goes on your wall.',
    paragraphs: [
      'Ask for a room-by-room heat loss survey before any quote for a heatpump.',
      'Check the flow temperature the installer designs for, and who services the unit.',
    ],
  },
  {
    when: [2023, 3, 25, 8, 0],
    title: 'Electric buses: first month in numbers',
    author: SOFIA,
    tags: ['transport'],
    teaser: 'Fewer breakdowns, quieter streets, and charging that fits the timetable.',
    paragraphs: ['Fewer breakdowns, quieter streets, and charging that fits the timetable.'],
  },
  {
    when: [2023, 3, 18, 8, 0],
    title: 'Why your radiators matter for a heat pump',
    author: TOM,
    tags: ['heat-pumps'],
    teaser: 'Bigger radiators let a heat pump run cooler and cheaper.',
    paragraphs: [
      'A heat pump is most efficient at low flow temperatures, which small radiators cannot use.',
      'Often only two or three rooms need a larger radiator.',
    ],
    updated: [2023, 5, 2],
  },
  {
    when: [2023, 3, 11, 8, 0],
    title: "Rainwater butts: a buyer's guide",
    author: MARCUS,
    tags: ['community'],
    teaser: 'Size, taps and where to put them.',
    paragraphs: ['Size, taps and where to put them.'],
  },
  {
    when: [2023, 3, 4, 8, 0],
    title: 'Cargo bikes for school runs',
    author: SOFIA,
    tags: ['transport'],
    teaser: 'Three families tell us how a cargo bike replaced the second car.',
    paragraphs: ['Three families tell us how a cargo bike replaced the second car.'],
  },
  {
    when: [2023, 3, 1, 0, 30],
    title: 'Ground-source heat pumps under a small garden',
    author: MARCUS,
    tags: ['renewables'],
    teaser: 'Vertical boreholes make ground-source heat possible on a town plot.',
    paragraphs: [
      'Ground-source heat pumps usually need a large lawn for their pipes.',
      'Vertical boreholes, drilled in a day, fit in a garden the size of a parking space.',
    ],
  },
  {
    when: [2023, 2, 28, 8, 0],
    title: 'Cutting standby power at home',
    author: JANE,
    tags: ['energy-bills'],
    teaser: 'A plug-in meter and a weekend found 60 watts of waste in our house.',
    paragraphs: ['A plug-in meter and a weekend found 60 watts of waste in our house.'],
  },
  {
    when: [2023, 2, 21, 8, 0],
    title: 'New cycle lane on Mill Road',
    author: TOM,
    tags: ['transport'],
    teaser: 'Separated from traffic, lit at night, open from next week.',
    paragraphs: ['Separated from traffic, lit at night, open from next week.'],
  },
  {
    when: [2023, 2, 14, 8, 0],
    title: 'Tariffs explained: fixed, variable and agile',
    author: JANE,
    tags: ['energy-bills'],
    teaser: 'Which tariff suits a household that is home all day?',
    paragraphs: ['Which tariff suits a household that is home all day?'],
  },
  {
    when: [2023, 2, 3, 8, 0],
    title: 'Heat Pumps and noise: what the neighbours hear',
    author: SOFIA,
    tags: ['heat-pumps', 'community'],
    teaser: 'We measured six outdoor units at the property line.',
    paragraphs: [
      'We measured six outdoor units at the property line, day and night.',
      'All but one stayed below the level of a quiet conversation.',
    ],
  },
  {
    when: [2023, 1, 22, 8, 0],
    title: 'Loft insulation depth: how much is enough',
    author: MARCUS,
    tags: ['insulation'],
    teaser: 'Twenty-seven centimetres is the figure to aim for.',
    paragraphs: ['Twenty-seven centimetres is the figure to aim for.'],
  },
  {
    when: [2023, 1, 8, 8, 0],
    title: 'Community energy AGM report',
    author: TOM,
    tags: ['community'],
    teaser: 'Record attendance, two new directors and a bigger solar fund.',
    paragraphs: ['Record attendance, two new directors and a bigger solar fund.'],
  },
  {
    when: [2023, 0, 25, 8, 0],
    title: 'Thermostat settings that save money',
    author: JANE,
    tags: ['energy-bills'],
    teaser: 'One degree lower, timed for when you are home.',
    paragraphs: ['One degree lower, timed for when you are home.'],
  },
  {
    when: [2022, 11, 14, 8, 0],
    title: 'Winter opening hours',
    author: SOFIA,
    tags: ['community'],
    teaser: 'The office closes from December 23 to January 3.',
    paragraphs: ['The office closes from December 23 to January 3.'],
  },
];

const PER_PAGE = 8;
const PAGES = Math.ceil(ARTICLES.length / PER_PAGE);
const TAGS = [...new Set(ARTICLES.flatMap((a) => a.tags))];

const slugify = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isoDate = ([y, m, d]: readonly number[]): string =>
  `${y}-${pad2((m as number) + 1)}-${pad2(d as number)}`;
const pathOf = (a: Article): string => `news/${isoDate(a.when).replaceAll('-', '/')}/${slugify(a.title)}/`;

/** Central European offset on a 2022–2023 day: summer time from 26 Mar to 29 Oct 2023. */
const offset = ([y, m, d]: readonly number[]): string => {
  const day = isoDate([y as number, m as number, d as number]);
  return day >= '2023-03-26' && day < '2023-10-29' ? '+02:00' : '+01:00';
};
const stampOf = (when: readonly number[]): string =>
  `${isoDate(when)}T${pad2(when[3] ?? 8)}:${pad2(when[4] ?? 0)}:00${offset(when)}`;

/** 'May 2, 2023' on the cards. */
const cardDate = ([y, m, d]: readonly number[]): string => `${monthName(m as number)} ${d}, ${y}`;

/** 'March 3rd, 2023' in the articles. */
function ordinalDate([y, m, d]: readonly number[]): string {
  const n = d as number;
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${monthName(m as number)} ${n}${suffix}, ${y}`;
}

const itemOf = (a: Article): FixtureItem => ({ title: a.title, date: isoDate(a.when), author: a.author });

const CATALOG: Record<string, FixtureItem> = Object.fromEntries(ARTICLES.map((a) => [pathOf(a), itemOf(a)]));

const heatPumps = ARTICLES.filter((a) => /heat ?pump/i.test(a.title));

export const NEWS_ITEMS: Record<string, FixtureItem> = Object.fromEntries(
  heatPumps.map((a) => [pathOf(a), itemOf(a)]),
);

export const NEWS_REQUESTS: FixtureRequest[] = [
  { request: 'news articles about heat pumps', expected: heatPumps.map(pathOf) },
  {
    request: 'heat pump articles published in April 2023',
    expected: heatPumps.filter((a) => isoDate(a.when).startsWith('2023-04')).map(pathOf),
  },
  {
    request: 'articles written by Marcus Lee',
    expected: ARTICLES.filter((a) => a.author === MARCUS).map(pathOf),
  },
];

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | Greenfield Energy Co-op</title>${head}</head><body>
<header class="site"><a href="/" class="brand">Greenfield Energy Co-op</a>
<nav><a href="/news/">News</a> <a href="/about/">About us</a></nav></header>
<div class="wrap"><main>
${body}
</main>
<aside class="sidebar"><h3>Sponsored</h3><p><a href="/partners/heat-pump-offer/">Save 10% on a heat pump this month</a></p>
<h3>Topics</h3><ul>${TAGS.map((t) => `<li><a href="/news/tag/${t}/">${t.replace('-', ' ')}</a></li>`).join('')}</ul></aside></div>
<footer><p>© 2023 Greenfield Energy Co-op</p></footer>
</body></html>`;
}

const card = (a: Article): string => `<article class="post-card">
<h2><a href="/${pathOf(a)}">${escapeHtml(a.title)}</a></h2>
<p class="meta">By ${a.author} · <time datetime="${isoDate(a.when)}">${cardDate(a.when)}</time></p>
<p>${escapeHtml(a.teaser)}</p>
</article>`;

function listingPage(n: number): Reply {
  const cards = ARTICLES.slice((n - 1) * PER_PAGE, n * PER_PAGE)
    .map(card)
    .join('\n');
  const newer = n === 2 ? '/news/' : `/news/page/${n - 1}/`;
  const nav = [
    n > 1 ? `<a href="${newer}" class="newer">Newer posts</a>` : '',
    n < PAGES ? `<a href="/news/page/${n + 1}/" class="older">Older posts</a>` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return page(
    200,
    layout(
      n === 1 ? 'News' : `News – Page ${n}`,
      `<h1>News</h1>
${cards}
<nav class="posts-nav">${nav}</nav>`,
    ),
  );
}

function tagPage(tag: string): Reply {
  const cards = ARTICLES.filter((a) => a.tags.includes(tag))
    .map(card)
    .join('\n');
  return page(200, layout(`Tag: ${tag}`, `<h1>Posts tagged “${tag}”</h1>\n${cards}`));
}

function articlePage(a: Article, i: number): Reply {
  const head = [
    `<meta property="article:published_time" content="${stampOf(a.when)}">`,
    a.updated ? `<meta property="article:modified_time" content="${stampOf([...a.updated, 9, 0])}">` : '',
    `<meta name="author" content="${a.author}">`,
    `<meta property="og:title" content="${escapeHtml(a.title)}">`,
  ].join('');
  const dateline = i % 2 === 1 ? `<p class="dateline">${ordinalDate(a.when)}</p>` : '';
  const updated = a.updated ? `<p class="updated">Updated ${ordinalDate(a.updated)}</p>` : '';
  const photo = a.photoBy
    ? `<figure><img src="/img/${slugify(a.title)}.jpg" alt=""><figcaption>Photo: ${a.photoBy}</figcaption></figure>`
    : '';
  const tags = a.tags.map((t) => `<a href="/news/tag/${t}/" rel="tag">${t}</a>`).join(', ');
  return page(
    200,
    layout(
      a.title,
      `<article class="entry">
<h1>${escapeHtml(a.title)}</h1>
<p class="byline">By ${a.author}</p>
${dateline}${updated}${photo}
${a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p class="tags">Filed under: ${tags}</p>
</article>
<p><a href="/news/">← All news</a></p>`,
      head,
    ),
  );
}

function notFound(): Reply {
  return page(404, layout('Page not found', '<h1>Page not found</h1><p>Sorry, nothing here.</p>'));
}

const articleAt = new Map(ARTICLES.map((a, i) => [`/${pathOf(a)}`, i]));

function route(url: URL): Reply {
  const path = url.pathname;
  if (path !== '/' && !path.endsWith('/') && !/\.[a-z]+$/.test(path)) {
    const target = `${path}/`;
    return route(new URL(target, url)).status === 200 ? redirect(301, target) : notFound();
  }
  if (path === '/') {
    return page(
      200,
      layout('Home', '<h1>Greenfield Energy Co-op</h1><p>Read the latest <a href="/news/">news</a>.</p>'),
    );
  }
  if (path === '/about/') return page(200, layout('About us', '<h1>About us</h1><p>A co-op since 2009.</p>'));
  if (path === '/partners/heat-pump-offer/') {
    return page(
      200,
      layout(
        'Partner offer',
        '<h1>Save 10% on a heat pump</h1><p>Our partner installer offers co-op members 10% off this month.</p>',
      ),
    );
  }
  if (path === '/news/') return listingPage(1);
  const listing = /^\/news\/page\/(\d+)\/$/.exec(path);
  if (listing) {
    const n = Number(listing[1]);
    if (n === 1) return redirect(301, '/news/');
    return n >= 2 && n <= PAGES ? listingPage(n) : notFound();
  }
  const tag = /^\/news\/tag\/([a-z-]+)\/$/.exec(path);
  if (tag?.[1] && TAGS.includes(tag[1])) return tagPage(tag[1]);
  const at = articleAt.get(path);
  const article = at === undefined ? undefined : ARTICLES[at];
  return article && at !== undefined ? articlePage(article, at) : notFound();
}

/** Starts the news section on 127.0.0.1; `items` are the heat pump articles (NEWS_ITEMS). */
export function startNewsSection(): Promise<FixtureSite> {
  return serveSite(route, NEWS_ITEMS, CATALOG);
}
