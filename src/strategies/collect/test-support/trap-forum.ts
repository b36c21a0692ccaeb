import {
  escapeHtml,
  type FixtureItem,
  type FixtureRequest,
  type FixtureSite,
  monthShort,
  pad2,
  page,
  type Reply,
  redirect,
  serveSite,
  text,
} from './site.ts';

/**
 * "Sunny Acres Forum": a small forum built to trap naive walkers.
 *
 *   /                          hub: a table of 3 boards (and /?sort=name, the same hub by name)
 *   /board/solar-panels        34 topics, 10 a page: ?page=2 … ?page=4; page 4's "Next ›" goes back to
 *                              ?page=1 (a loop); page 3's pager links ?page=9, which answers 404
 *   /board/batteries           13 rows, 2 pages; the row "Battery fire: what went wrong" links /t/250 (404)
 *   /board/off-topic           login wall: 200 with a login form, no topics (its topics /t/301… too)
 *   …?sort=title, ?sort=date   re-sorted copies of a listing (A–Z, oldest first), each with its pager
 *   /t/ID                      a topic: <h1> title, 2–4 <article> posts (author link, <time>), the first
 *                              the opening post; "previous topic" / "next topic" cycle within the board
 *   /user/NAME                 a member's profile
 *   /login, /members           the login page; /members answers 302 to /login?next=/members
 *   /robots.txt                disallows /admin/; the hub links /admin/purge (never to be fetched)
 *
 * Listings are newest first. Topic ids grow with the date they were opened.
 */

type BoardSlug = 'solar-panels' | 'batteries' | 'off-topic';

interface Board {
  slug: BoardSlug;
  name: string;
  description: string;
}

interface Post {
  author: string;
  /** 'YYYY-MM-DDTHH:MM', the forum's local time. */
  at: string;
  text: string;
}

interface Topic {
  id: number;
  board: BoardSlug;
  title: string;
  author: string;
  posts: Post[];
  /** Listed on its board but deleted since: the link answers 404. */
  gone?: true;
}

const BOARDS: Board[] = [
  { slug: 'solar-panels', name: 'Solar panels', description: 'Panels, mounts, inverters and wiring.' },
  { slug: 'batteries', name: 'Batteries', description: 'Storage banks, BMS, chargers and cabling.' },
  { slug: 'off-topic', name: 'Off topic', description: 'Anything else. Members only.' },
];

const USERS = ['alice', 'bob', 'carol', 'dmitri', 'erin', 'farid', 'grace', 'hiro'] as const;

/** Solar panels, newest first: [title, starter]. Six are about inverters: rows 3, 12, 17, 21, 26, 31. */
const SOLAR: [string, string][] = [
  ['Panel cleaning schedule in dusty areas', 'erin'],
  ['Roof mounting rails: aluminium or steel?', 'bob'],
  ['Shading from a chimney on two panels', 'carol'],
  ['Inverter keeps tripping at noon', 'bob'],
  ['Best tilt angle at 52° north', 'dmitri'],
  ['Panel wiring: series or parallel strings?', 'alice'],
  ['Bird guards under the panels', 'farid'],
  ['MC4 connectors corroding after two winters', 'grace'],
  ['Snow load on ground-mounted panels', 'hiro'],
  ['Cheap monocrystalline panels worth it?', 'erin'],
  ['Cable size for a 6 m run to the roof', 'carol'],
  ['Micro cracks visible with a thermal camera', 'dmitri'],
  ['Hybrid inverter or separate charge controller?', 'farid'],
  ['Earthing the panel frames', 'bob'],
  ['Panels on a flat garage roof', 'grace'],
  ['DC isolator switch placement', 'hiro'],
  ['Output dropped 20% after a hail storm', 'erin'],
  ['Inverter fan noise at night', 'alice'],
  ['Bifacial panels over white gravel', 'carol'],
  ['Permit needed for a 4 kW array?', 'dmitri'],
  ['Panel wiring colours explained', 'grace'],
  ['Grid-tie inverter sizing for 5 kWp', 'bob'],
  ['Cleaning robots for large arrays', 'farid'],
  ['Pigeons nesting under the array', 'hiro'],
  ['East-west split array yields', 'erin'],
  ['Roof tiles cracked during install', 'carol'],
  ['Second-hand inverter from an auction', 'dmitri'],
  ['Monitoring app shows zero at dawn', 'grace'],
  ['Panel warranty claim experience', 'farid'],
  ['Ground screws versus concrete footings', 'hiro'],
  ['Optimisers on every panel?', 'bob'],
  ['Inverter error code E21 after a storm', 'erin'],
  ['Fuses for three parallel strings', 'carol'],
  ['First year of production numbers', 'grace'],
];

/** Batteries, newest first: [title, starter]. Row 5 was deleted: its link answers 404. */
const BATTERIES: [string, string][] = [
  ['LiFePO4 cells from a bulk seller', 'hiro'],
  ['Battery heater for an unheated shed', 'alice'],
  ['BMS balancing current too low?', 'bob'],
  ['Wiring two battery banks in parallel', 'carol'],
  ['Lead-acid to lithium swap', 'dmitri'],
  ['Battery fire: what went wrong', 'erin'],
  ['Capacity test with a constant load', 'alice'],
  ['Bus bar thickness for 200 A', 'farid'],
  ['Battery cabinet ventilation', 'grace'],
  ['Storing batteries over winter', 'bob'],
  ['State-of-charge drift after a month', 'carol'],
  ['Busbar torque values', 'hiro'],
  ['Second-life EV modules', 'erin'],
];
const GONE_ROW = 5;
const GONE_ID = 250;
const OFF_TOPIC_COUNT = 7;

const REPLIES = [
  'Had the same thing last year. Check every connection first, then the settings.',
  'Thanks, that helped. I will report back after the weekend.',
  'Photos would help. Which model is it exactly?',
  'Our installer said the same. It went away after a firmware update.',
  'I would ask the manufacturer before changing anything yourself.',
];

const stamp = (d: Date): string =>
  `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;

/** '12 Mar 2021' for '2021-03-12T…'. */
function shown(at: string): string {
  const [year, month, day] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${day} ${monthShort(month - 1)} ${year}`;
}

/** A topic opened `monthsBack` months before `from` (row `row` of its listing), with 1–3 replies. */
function makeTopic(
  board: BoardSlug,
  id: number,
  row: number,
  title: string,
  author: string,
  from: [number, number],
  monthsBack: number,
): Topic {
  const opened = new Date(
    Date.UTC(from[0], from[1] - monthsBack, 3 + ((row * 7) % 24), 8 + (row % 10), (row * 13) % 60),
  );
  const posts: Post[] = [
    {
      author,
      at: stamp(opened),
      text: `Looking for advice on this one: ${title}. Details below, happy to add photos if needed.`,
    },
  ];
  const replies = 1 + (id % 3);
  for (let k = 1; k <= replies; k++) {
    let who = USERS[(id + k * 3) % USERS.length] as string;
    if (who === author) who = USERS[(id + k * 3 + 1) % USERS.length] as string;
    const at = new Date(opened.getTime() + k * 86_400_000 + k * 7_200_000);
    posts.push({ author: who, at: stamp(at), text: REPLIES[(id + k) % REPLIES.length] as string });
  }
  return { id, board, title, author, posts };
}

/** Every topic of a board, newest first (the default listing order). */
const TOPICS: Record<BoardSlug, Topic[]> = {
  'solar-panels': SOLAR.map(([title, author], row) =>
    makeTopic('solar-panels', 100 + SOLAR.length - row, row, title, author, [2022, 11], row),
  ),
  batteries: BATTERIES.map(([title, author], row) => {
    const topic = makeTopic(
      'batteries',
      row === GONE_ROW ? GONE_ID : 200 + BATTERIES.length - row,
      row,
      title,
      author,
      [2022, 10],
      row * 2,
    );
    return row === GONE_ROW ? { ...topic, gone: true as const } : topic;
  }),
  'off-topic': Array.from({ length: OFF_TOPIC_COUNT }, (_, row) =>
    makeTopic(
      'off-topic',
      300 + OFF_TOPIC_COUNT - row,
      row,
      `Members-only topic ${row}`,
      'hiro',
      [2022, 9],
      row,
    ),
  ),
};

const ALL_TOPICS = Object.values(TOPICS).flat();
const byId = new Map(ALL_TOPICS.filter((t) => !t.gone).map((t) => [t.id, t]));

const itemOf = (t: Topic): FixtureItem => ({
  title: t.title,
  date: (t.posts[0] as Post).at.slice(0, 10),
  author: t.author,
});

/** Every topic page a visitor can read (not the deleted one, not the members-only board). */
const CATALOG: Record<string, FixtureItem> = Object.fromEntries(
  ALL_TOPICS.filter((t) => !t.gone && t.board !== 'off-topic').map((t) => [`t/${t.id}`, itemOf(t)]),
);

const paths = (topics: Topic[]): string[] => topics.map((t) => `t/${t.id}`);
const inverterTopics = TOPICS['solar-panels'].filter((t) => /inverter/i.test(t.title));

export const TRAP_ITEMS: Record<string, FixtureItem> = Object.fromEntries(
  inverterTopics.map((t) => [`t/${t.id}`, itemOf(t)]),
);

export const TRAP_REQUESTS: FixtureRequest[] = [
  { request: 'Collect the threads about inverters', expected: paths(inverterTopics) },
  {
    request: 'inverter threads from 2021',
    expected: paths(inverterTopics.filter((t) => t.posts[0]?.at.startsWith('2021'))),
  },
  {
    request: 'topics started by alice',
    expected: paths(
      [...TOPICS['solar-panels'], ...TOPICS.batteries].filter((t) => t.author === 'alice' && !t.gone),
    ),
  },
];

const PER_PAGE = 10;
const LOOP_BOARD: BoardSlug = 'solar-panels';
const DEAD_PAGE = 9;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - Sunny Acres Forum</title></head><body>
<div id="top"><a href="/">Sunny Acres Forum</a> | <a href="/members">Members</a> | <a href="/login">Log in</a></div>
${body}
<div id="foot"><small>Sunny Acres Forum · <a href="/">Index</a></small></div>
</body></html>`;
}

const userLink = (name: string): string => `<a href="/user/${name}" class="who">${name}</a>`;

function hub(sortByName: boolean): Reply {
  const boards = sortByName ? [...BOARDS].sort((a, b) => a.name.localeCompare(b.name, 'en')) : BOARDS;
  const rows = boards
    .map((b) => {
      const topics = TOPICS[b.slug];
      const posts = topics.reduce((n, t) => n + t.posts.length, 0);
      const last = topics[0]?.posts[0]?.at ?? '';
      return `<tr><td><a href="/board/${b.slug}"><strong>${b.name}</strong></a><div class="desc">${b.description}</div></td>
<td class="num">${topics.length}</td><td class="num">${posts}</td><td>${shown(last)}</td></tr>`;
    })
    .join('\n');
  return page(
    200,
    layout(
      'Index',
      `<h1>Sunny Acres Forum</h1>
<p>Boards: <a href="/?sort=name">sort by name</a> · <a href="/">default order</a></p>
<table class="boards"><thead><tr><th>Board</th><th>Topics</th><th>Posts</th><th>Last post</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p class="admin">Moderators: <a href="/admin/purge">purge old topics</a></p>`,
    ),
  );
}

const LOGIN_FORM = (next: string): string =>
  `<form method="post" action="/login?next=${encodeURIComponent(next)}" class="login">
<label>Username <input type="text" name="username" autocomplete="username"></label>
<label>Password <input type="password" name="password" autocomplete="current-password"></label>
<button type="submit">Log in</button>
</form>`;

type Sort = 'newest' | 'title' | 'date';

function sorted(topics: Topic[], sort: Sort): Topic[] {
  if (sort === 'title') return [...topics].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  if (sort === 'date') return [...topics].reverse();
  return topics;
}

function listingHref(slug: BoardSlug, sort: Sort, pageNo: number | undefined): string {
  const query = [sort === 'newest' ? '' : `sort=${sort}`, pageNo === undefined ? '' : `page=${pageNo}`]
    .filter(Boolean)
    .join('&');
  return `/board/${slug}${query ? `?${query}` : ''}`;
}

function pager(slug: BoardSlug, sort: Sort, current: number, pages: number): string {
  if (pages < 2) return '';
  const links: string[] = [];
  if (current > 1) {
    links.push(`<a href="${listingHref(slug, sort, current === 2 ? undefined : current - 1)}">‹ Prev</a>`);
  }
  for (let n = 1; n <= pages; n++) {
    links.push(
      n === current
        ? `<b>${n}</b>`
        : `<a href="${listingHref(slug, sort, n === 1 ? undefined : n)}">${n}</a>`,
    );
  }
  if (slug === LOOP_BOARD && current === 3)
    links.push(`… <a href="${listingHref(slug, sort, DEAD_PAGE)}">${DEAD_PAGE}</a>`);
  if (current < pages) links.push(`<a href="${listingHref(slug, sort, current + 1)}" rel="next">Next ›</a>`);
  else if (slug === LOOP_BOARD) links.push(`<a href="${listingHref(slug, sort, 1)}">Next ›</a>`);
  return `<div class="pages">Page: ${links.join(' ')}</div>`;
}

function listing(board: Board, sort: Sort, pageNo: number): Reply {
  if (board.slug === 'off-topic') {
    return page(
      200,
      layout(
        board.name,
        `<h1>${board.name}</h1>
<div class="notice"><p>Please log in to see this board.</p>
${LOGIN_FORM(`/board/${board.slug}`)}
<p>No account yet? Ask a moderator.</p></div>`,
      ),
    );
  }
  const topics = sorted(TOPICS[board.slug], sort);
  const pages = Math.ceil(topics.length / PER_PAGE);
  if (pageNo < 1 || pageNo > pages) return notFound();
  const rows = topics
    .slice((pageNo - 1) * PER_PAGE, pageNo * PER_PAGE)
    .map(
      (t) => `<tr><td class="subject"><a href="/t/${t.id}">${escapeHtml(t.title)}</a></td>
<td>${userLink(t.author)}</td><td>${shown(t.posts[0]?.at ?? '')}</td><td class="num">${t.posts.length - 1}</td></tr>`,
    )
    .join('\n');
  const order = (label: string, s: Sort) =>
    s === sort ? `<b>${label}</b>` : `<a href="${listingHref(board.slug, s, undefined)}">${label}</a>`;
  return page(
    200,
    layout(
      `${board.name}${pageNo > 1 ? ` - page ${pageNo}` : ''}`,
      `<p class="crumbs"><a href="/">Forum index</a> » ${board.name}</p>
<h1>${board.name}</h1>
<p class="order">Order: ${order('newest first', 'newest')} · ${order('sort by title', 'title')} · ${order('sort by date', 'date')}</p>
<table class="topics"><thead><tr><th>Topic</th><th>Started by</th><th>Started</th><th>Replies</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${pager(board.slug, sort, pageNo, pages)}
<p><a href="/members">Who is online</a></p>`,
    ),
  );
}

function topicPage(topic: Topic): Reply {
  const board = BOARDS.find((b) => b.slug === topic.board) as Board;
  if (board.slug === 'off-topic') {
    return page(
      200,
      layout(
        'Log in',
        `<h1>Log in</h1><p>Please log in to see this topic.</p>${LOGIN_FORM(`/t/${topic.id}`)}`,
      ),
    );
  }
  const cycle = TOPICS[topic.board].filter((t) => !t.gone).sort((a, b) => a.id - b.id);
  const at = cycle.findIndex((t) => t.id === topic.id);
  const prev = cycle[(at - 1 + cycle.length) % cycle.length] as Topic;
  const next = cycle[(at + 1) % cycle.length] as Topic;
  const posts = topic.posts
    .map(
      (p, i) => `<article class="msg${i === 0 ? ' first' : ''}" id="p${i + 1}">
<header>${userLink(p.author)} <span class="when">wrote on <time datetime="${p.at}">${shown(p.at)}</time></span></header>
<div class="text"><p>${escapeHtml(p.text)}</p></div>
</article>`,
    )
    .join('\n');
  return page(
    200,
    layout(
      topic.title,
      `<p class="crumbs"><a href="/">Forum index</a> » <a href="/board/${board.slug}">${board.name}</a></p>
<h1>${escapeHtml(topic.title)}</h1>
<div class="thread">
${posts}
</div>
<p class="around"><a href="/t/${prev.id}" rel="prev">‹ previous topic</a> · <a href="/t/${next.id}" rel="next">next topic ›</a></p>
<p><a href="/board/${board.slug}">Back to ${board.name}</a> · <a href="/">Forum index</a></p>`,
    ),
  );
}

function userPage(name: string): Reply {
  const posts = ALL_TOPICS.filter((t) => !t.gone && t.board !== 'off-topic')
    .flatMap((t) => t.posts)
    .filter((p) => p.author === name).length;
  const since = 2015 + (USERS.indexOf(name as (typeof USERS)[number]) % 5);
  return page(
    200,
    layout(
      name,
      `<h1>${name}</h1><dl><dt>Member since</dt><dd>${since}</dd><dt>Posts</dt><dd>${posts}</dd></dl>`,
    ),
  );
}

function notFound(): Reply {
  return page(404, layout('Not found', '<h1>Not found</h1><p>This page does not exist (any more).</p>'));
}

function route(url: URL): Reply {
  const path = url.pathname;
  if (path === '/') return hub(url.searchParams.get('sort') === 'name');
  if (path === '/robots.txt') return text('User-agent: *\nDisallow: /admin/\n');
  if (path === '/members') return redirect(302, '/login?next=/members');
  if (path === '/login') {
    const next = url.searchParams.get('next') ?? '/';
    return page(200, layout('Log in', `<h1>Log in</h1><p>Please log in to continue.</p>${LOGIN_FORM(next)}`));
  }
  if (path.startsWith('/admin/')) {
    return page(200, layout('Admin', '<h1>Purge</h1><p>Old topics purged.</p>'));
  }
  const board = /^\/board\/([a-z-]+)$/.exec(path);
  if (board) {
    const found = BOARDS.find((b) => b.slug === board[1]);
    const sortParam = url.searchParams.get('sort');
    const sort: Sort = sortParam === 'title' || sortParam === 'date' ? sortParam : 'newest';
    const pageParam = url.searchParams.get('page') ?? '1';
    const pageNo = /^\d+$/.test(pageParam) ? Number(pageParam) : 0;
    return found ? listing(found, sort, pageNo) : notFound();
  }
  const topic = /^\/t\/(\d+)$/.exec(path);
  if (topic) {
    const found = byId.get(Number(topic[1]));
    return found ? topicPage(found) : notFound();
  }
  const user = /^\/user\/([a-z]+)$/.exec(path);
  if (user?.[1] && (USERS as readonly string[]).includes(user[1])) return userPage(user[1]);
  return notFound();
}

/** Starts the trap forum on 127.0.0.1; `items` are the six inverter topics (TRAP_ITEMS). */
export function startTrapForum(): Promise<FixtureSite> {
  return serveSite(route, TRAP_ITEMS, CATALOG);
}
