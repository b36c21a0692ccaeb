import { describe, expect, it } from 'vitest';
import type { PageStructure } from '../core/page-structure.ts';
import { parseHtml } from './parse.ts';
import { cleanName, isProfileUrl, readStructure } from './structure.ts';

const read = (html: string, url: string): PageStructure => readStructure(parseHtml(html), url, url);

describe('readStructure: a forum listing', () => {
  const FORUM = 'https://forum.example.org/forum/general';
  const row = (id: number, title: string, replies: number, by: string, last: string): string =>
    `<tr><td><a href='/node/${id}'>${title}</a></td><td>${replies}</td>` +
    `<td>3 years 2 weeks ago by <a href='/user/7'>${by}</a></td>` +
    `<td>1 year 3 weeks ago by <a href='/user/9'>${last}</a></td></tr>`;
  const listing = `<html><body><h1>General</h1>
<table class='forum-topics'>
  <thead><tr>
    <th><a href='?sort=asc&amp;order=Topic'>Topic</a></th>
    <th><a href='?sort=asc&amp;order=Replies'>Replies</a></th>
    <th>Created</th><th>Last reply</th>
  </tr></thead>
  <tbody>
    ${row(101, 'Heat pump sizing', 4, 'ann', 'zed')}
    ${row(102, 'Solar diverter wiring', 7, 'bob', 'yan')}
    ${row(103, 'emonTx calibration', 2, 'cat', 'xia')}
    ${row(104, 'MQTT broker setup', 0, 'dan', 'wes')}
  </tbody>
</table>
<ul class='pager'><li>1</li><li><a href='?page=1'>2</a></li><li><a href='?page=2'>3</a></li><li><a href='?page=1'>next ›</a></li></ul>
</body></html>`;
  const s = read(listing, FORUM);

  it('reads one entry per row, with its topic link as the title', () => {
    expect(s.entries.map((e) => [e.url, e.title])).toEqual([
      ['https://forum.example.org/node/101', 'Heat pump sizing'],
      ['https://forum.example.org/node/102', 'Solar diverter wiring'],
      ['https://forum.example.org/node/103', 'emonTx calibration'],
      ['https://forum.example.org/node/104', 'MQTT broker setup'],
    ]);
    expect(s.entries.every((e) => e.group === 0)).toBe(true);
    expect(s.entries[1]?.text).toContain('Solar diverter wiring 7');
  });

  it('credits each row to its creator and dates it by the Created cell, not the last reply', () => {
    expect(s.entries.map((e) => e.author)).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(s.entries.map((e) => e.when)).toEqual([
      '3 years 2 weeks ago by ann',
      '3 years 2 weeks ago by bob',
      '3 years 2 weeks ago by cat',
      '3 years 2 weeks ago by dan',
    ]);
  });

  it('reads the pager: each other page once', () => {
    expect(s.pages).toEqual([`${FORUM}?page=1`, `${FORUM}?page=2`]);
  });

  it('reads the column header links as sorted copies, not entries or pages', () => {
    expect(s.sorts).toContain(`${FORUM}?sort=asc&order=Topic`);
    expect(s.sorts).toContain(`${FORUM}?sort=asc&order=Replies`);
    const seen = [...s.entries.map((e) => e.url), ...s.pages];
    expect(seen.some((u) => u.includes('sort='))).toBe(false);
  });

  it('credits an entry of a list without a header row to the name after "by"', () => {
    const items = ['Alpha', 'Beta', 'Gamma']
      .map(
        (t, i) => `<li><a href='/story/${i + 1}'>${t} story</a> <span>by Jane Roe · 2 May 2023</span></li>`,
      )
      .join('');
    const news = read(
      `<html><body><ul class='stories'>${items}</ul></body></html>`,
      'https://news.example.org/',
    );
    expect(news.entries).toHaveLength(3);
    expect(news.entries.map((e) => e.author)).toEqual(['Jane Roe', 'Jane Roe', 'Jane Roe']);
    expect(news.entries[0]?.url).toBe('https://news.example.org/story/1');
  });
});

describe('readStructure: what is not a list of entries', () => {
  it('reads nothing from the site navigation nor from bare links', () => {
    const html = `<html><body>
<nav><ul><li><a href='/'>Home</a></li><li><a href='/forum'>Forum</a></li><li><a href='/blog'>Blog</a></li><li><a href='/shop'>Shop</a></li></ul></nav>
<div><a href='/a'>Alpha page</a><br><a href='/b'>Beta page</a><br><a href='/c'>Gamma page</a><br><a href='/d'>Delta page</a></div>
<ul><li><a href='/e'>Epsilon</a></li><li><a href='/f'>Zeta</a></li><li><a href='/g'>Eta</a></li></ul>
</body></html>`;
    const s = read(html, 'https://example.org/');
    expect(s.entries).toEqual([]);
    expect(s.pages).toEqual([]);
    expect(s.posts).toEqual([]);
  });

  it('does read the same list once its links have words beside them', () => {
    const html = `<html><body><ul>
<li><a href='/e'>Epsilon</a> 12 replies</li><li><a href='/f'>Zeta</a> 3 replies</li><li><a href='/g'>Eta</a> 5 replies</li>
</ul></body></html>`;
    expect(read(html, 'https://example.org/').entries.map((e) => e.title)).toEqual([
      'Epsilon',
      'Zeta',
      'Eta',
    ]);
  });

  it('reads two rows as a listing only when each credits its title to a writer on a date', () => {
    const credited = `<html><body><h1>Knitting: patterns</h1><ul>
<li><a href='/t/41'>Fair Isle yoke, first attempt</a> <span>by <a href='/u/moss'>moss</a> · 12 Jan 2023</span></li>
<li><a href='/t/38'>Cable chart errata</a> <span>by <a href='/u/fern'>fern</a> · 3 Jan 2023</span></li>
</ul></body></html>`;
    const s = read(credited, 'https://example.org/board/patterns');
    expect(s.entries.map((e) => [e.title, e.author])).toEqual([
      ['Fair Isle yoke, first attempt', 'moss'],
      ['Cable chart errata', 'fern'],
    ]);
    expect(s.posts).toEqual([]);
    const pair = `<html><body><ul><li><a href='/t/40'>Previous topic</a> 4 replies</li><li><a href='/t/42'>Next topic</a> 9 replies</li></ul></body></html>`;
    expect(read(pair, 'https://example.org/t/41').entries).toEqual([]);
  });
});

describe('readStructure: posts', () => {
  it('reads a thread: one post per byline, with its author and date', () => {
    const html = `<html><body><h1>Heat pump sizing</h1>
<div class='post'><div class='meta'>Posted by <a href='/members/bob'>bob</a> on 12 Mar 2021</div>
  <div class='content'><p>My house needs about 8 kW at minus five.</p></div></div>
<div class='post'><div class='meta'>Posted by <a href='/members/eve'>eve</a> <time datetime='2021-03-12T09:30'>this morning</time></div>
  <div class='content'><p>Check the heat loss first.</p></div></div>
<div class='post'><div class='meta'>Posted by <a href='/members/bob'>bob</a> on 14 Mar 2021</div>
  <div class='content'><p>Thanks, will do.</p></div></div>
</body></html>`;
    const s = read(html, 'https://forum.example.org/t/heat-pump-sizing');
    expect(s.posts.map((p) => [p.author, p.when])).toEqual([
      ['bob', '12 Mar 2021'],
      ['eve', '2021-03-12T09:30'],
      ['bob', '14 Mar 2021'],
    ]);
    expect(s.posts[0]?.title).toBe('Heat pump sizing');
    expect(s.posts[0]?.text).toContain('My house needs about 8 kW at minus five.');
    expect(s.posts[0]?.text).not.toContain('Check the heat loss');
    expect(s.posts[1]?.text).toContain('Check the heat loss first.');
    expect(s.posts[1]?.text).not.toContain('Thanks');
    expect(s.posts[2]?.text).toBe('Thanks, will do.');
    expect(s.entries).toEqual([]);
  });

  it('leaves the next byline\'s "Posted by" out of a post\'s text', () => {
    const html = `<html><body><h1>Heat pump sizing</h1>
<div class='post'><div class='meta'>Posted by <a href='/members/bob'>bob</a> on 12 Mar 2021</div>
  <div class='content'><p>My house needs about 8 kW.</p></div></div>
<div class='post'><div class='meta'>Posted by <a href='/members/eve'>eve</a> on 13 Mar 2021</div>
  <div class='content'><p>Check the heat loss first.</p></div></div>
</body></html>`;
    const s = read(html, 'https://forum.example.org/t/heat-pump-sizing');
    expect(s.posts[0]?.text).toBe('My house needs about 8 kW.');
  });

  it('reads a pipermail message: the name beside the mail address, the quote apart', () => {
    const html = `<html><body><h1>[emon] Meter reads negative</h1>
<b>Ann Smith</b> <a href='mailto:ann@example.org'>ann at example.org</a><br>
<i>Tue Mar  5 10:00:00 CET 2019</i>
<pre>Flip the CT clamp round.

On Mon, Bob Jones wrote:
&gt; My meter reads negative power.
</pre></body></html>`;
    const s = read(html, 'https://lists.example.org/pipermail/emon/2019-March/000123.html');
    expect(s.posts).toHaveLength(1);
    const post = s.posts[0];
    expect(post?.author).toBe('Ann Smith');
    expect(post?.when).toBe('Tue Mar 5 10:00:00 CET 2019');
    expect(post?.title).toBe('[emon] Meter reads negative');
    expect(post?.text).toBe('Flip the CT clamp round.');
    expect(post?.quoted).toContain('> My meter reads negative power.');
    expect(post?.quoted).toContain('Bob Jones wrote:');
  });

  it('reads a MHonArc-style message header: From and Date fields', () => {
    const html = `<html><body><h1>Re: Meter reads negative</h1>
<ul><li><em>To</em>: users@x.org</li><li><em>From</em>: Jane Roe &lt;jane@x.org&gt;</li>
<li><em>Date</em>: Tue, 5 Mar 2019 10:00:00 +0100</li></ul>
<hr><pre>Turn the clamp around.</pre></body></html>`;
    const s = read(html, 'https://x.org/archive/msg00012.html');
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]?.author).toBe('Jane Roe');
    expect(s.posts[0]?.when).toBe('Tue, 5 Mar 2019 10:00:00 +0100');
    expect(s.posts[0]?.text).toContain('Turn the clamp around.');
  });

  it('takes a blockquote as quoted', () => {
    const html = `<html><body>
<div>Posted by <a href='/users/kim'>kim</a> on 2 Jan 2020</div>
<blockquote>Is the meter wired right?</blockquote><p>Yes, I checked it twice.</p></body></html>`;
    const s = read(html, 'https://forum.example.org/t/9');
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]?.author).toBe('kim');
    expect(s.posts[0]?.quoted).toBe('Is the meter wired right?');
    expect(s.posts[0]?.text).toBe('Yes, I checked it twice.');
  });
});

describe('readStructure: a date in a post’s title', () => {
  it('dates the post by its machine-readable time, not by the date its title names', () => {
    const html = `<html><body><div class="post">
<h1>Harvest report 14/08/2021</h1>
<div class="meta"><a href="/profile/lena">Lena Roth</a> <time datetime="2021-09-02T10:15:00+00:00">September 2021</time></div>
<p>The orchard gave twice what it gave last year; the plums came early.</p></div></body></html>`;
    const s = read(html, 'https://club.example.org/discussion/88/harvest-report.html');
    expect(s.posts[0]?.author).toBe('Lena Roth');
    expect(s.posts[0]?.when).toBe('2021-09-02T10:15:00+00:00');
  });

  it('still dates posts by a date heading on a page that gives no machine dates', () => {
    const html = `<html><body><h2>Saturday, 4 September 2021</h2>
<div class="post"><p>Posted by <a href="/profile/lena">Lena Roth</a></p><p>The plums came early this year.</p></div></body></html>`;
    const s = read(html, 'https://club.example.org/2021/09/plums.html');
    expect(s.posts[0]?.when).toMatch(/4 September 2021/);
  });
});

describe('readStructure: page facts', () => {
  it("reads a news article's date and author from its meta data", () => {
    const html = `<html><head>
<meta property='article:published_time' content='2023-05-02T08:00:00+02:00'>
<meta name='author' content='Jane Roe'>
</head><body><article><h1>Grid prices fall</h1><p>Prices fell in April.</p></article></body></html>`;
    const s = read(html, 'https://news.example.org/2023/05/grid-prices');
    expect(s.published).toBe('2023-05-02T08:00:00+02:00');
    expect(s.author).toBe('Jane Roe');
    expect(s.login).toBeUndefined();
  });

  it('has no published date or author when the page gives none', () => {
    const s = read('<html><body><p>Hello.</p></body></html>', 'https://example.org/');
    expect(s.published).toBeUndefined();
    expect(s.author).toBeUndefined();
  });

  it("reads an article's date line beside its heading, with or without the year, but not a line that says more", () => {
    const article = (dateline: string) =>
      read(
        `<html><body><main><h1>Cold-Weather Battery Care</h1>${dateline}<p>A battery loses power in the cold.</p></main></body></html>`,
        'https://example.org/news/battery.html',
      ).dateline;
    expect(article('<p class="date">January 9</p>')).toBe('January 9');
    expect(article('<p>Published on 3rd of March, 2023</p>')).toBe('Published on 3rd of March, 2023');
    expect(
      read(
        '<html><body><p><time>2023-05-02</time></p><h1>Grid prices</h1><p>Text.</p></body></html>',
        'https://example.org/a',
      ).dateline,
    ).toBe('2023-05-02');
    expect(article('<p>Updated January 9 by <a href="/user/3">ann</a></p>')).toBeUndefined();
    expect(article('<p>Open every day but May 1.</p>')).toBeUndefined();
    expect(article('')).toBeUndefined();
  });

  it('tells a login wall by its password field', () => {
    const html = `<html><body><form action='/login' method='post'>
<input type='text' name='user'><input type='password' name='pass'><button>Log in</button></form></body></html>`;
    expect(read(html, 'https://example.org/login').login).toBe(true);
    const search = `<html><body><form><input type='text' name='q'></form></body></html>`;
    expect(read(search, 'https://example.org/').login).toBeUndefined();
  });
});

describe('readStructure: a mail archive month index', () => {
  const month = (name: string, n: number): string =>
    `<tr><td>${name} 2019:</td><td>` +
    ['thread', 'subject', 'author', 'date']
      .map((v) => `<a href='2019-${name}/${v}.html'>[ ${v[0]?.toUpperCase()}${v.slice(1)} ]</a>`)
      .join(' ') +
    `</td><td>${n} messages</td></tr>`;
  const html = `<html><body><h1>The emon Archives</h1>
<table border=3><tr><td>Archive</td><td>View by:</td><td>Downloadable version</td></tr>
${month('March', 10)}${month('February', 7)}${month('January', 12)}
</table></body></html>`;
  const s = read(html, 'https://lists.example.org/pipermail/emon/');

  it('reads the months as entries, none with an author', () => {
    expect(s.entries).toHaveLength(3);
    expect(s.entries[0]?.text).toContain('March 2019');
    expect(s.entries.every((e) => e.url.startsWith('https://lists.example.org/pipermail/emon/2019-'))).toBe(
      true,
    );
    expect(s.entries.some((e) => e.author !== undefined)).toBe(false);
    expect(s.entries.some((e) => e.url.endsWith('/author.html'))).toBe(false);
  });

  it('finds no posts: a month alone is not a post date', () => {
    expect(s.posts).toEqual([]);
  });

  it('reads the month index of a list named "users" (its links are not profile links)', () => {
    const users = read(html, 'https://lists.example.org/pipermail/users/');
    expect(users.entries).toHaveLength(3);
    expect(users.entries.some((e) => e.author !== undefined)).toBe(false);
  });
});

describe('isProfileUrl', () => {
  it('tells a link to a person from an index of authors', () => {
    expect(isProfileUrl('https://forum.example.org/user/3.html')).toBe(true);
    expect(isProfileUrl('https://forum.example.org/members/alice')).toBe(true);
    expect(isProfileUrl('https://example.org/~bob/')).toBe(true);
    expect(isProfileUrl('https://lists.example.org/pipermail/emon/2019-March/author.html')).toBe(false);
    expect(isProfileUrl('https://forum.example.org/node/626')).toBe(false);
    expect(isProfileUrl('https://forum.example.org/user/')).toBe(false);
  });

  it('is false for what is not an absolute URL', () => {
    expect(isProfileUrl('/user/3.html')).toBe(false);
  });
});

describe('cleanName', () => {
  it('drops the marks forums add to a name', () => {
    expect(cleanName('ann (not verified)')).toBe('ann');
    expect(cleanName('guest42 (guest)')).toBe('guest42');
    expect(cleanName('  Jane   Roe , ')).toBe('Jane Roe');
    expect(cleanName('calypso_rae')).toBe('calypso_rae');
  });
});

describe('readStructure: message pages of other archive software', () => {
  it('reads a hypermail message: From and Date lines, the meta author, neighbours not taken for a list', () => {
    const html = `<html><head><title>Re: Release freeze</title>
<meta name="Author" content="Anna Berg (anna_at_example.org)"></head><body>
<h1>Re: Release freeze</h1>
<ul class="links"><li><a href="date.html#msg123">Messages sorted by date</a></li>
<li><a href="0124.html">Next message</a>: Jonas: "Re: Release freeze"</li>
<li><a href="0122.html">Previous message</a>: Tomás: "Release freeze"</li></ul>
<address class="headers"><span id="from"><dfn>From</dfn>: Anna Berg &lt;<a href="mailto:anna_at_example.org">anna_at_example.org</a>&gt;</span><br />
<span id="date"><dfn>Date</dfn>: Tue, 5 Mar 2019 10:00:00 +0100</span><br /></address><br />
The freeze is now in effect.<br />Anna<br /><br />On Mon, Tomás wrote:<br />
<em class="quotelev1">&gt; The release freeze starts Monday.</em><br />
</body></html>`;
    const s = read(html, 'https://lists.example.org/dev/0123.html');
    expect(s.author).toBe('Anna Berg');
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]?.author).toBe('Anna Berg');
    expect(s.posts[0]?.when).toBe('Tue, 5 Mar 2019 10:00:00 +0100');
    expect(s.posts[0]?.text).toContain('The freeze is now in effect.');
    expect(s.posts[0]?.text).not.toContain('starts Monday');
    expect(s.posts[0]?.quoted).toContain('The release freeze starts Monday.');
    expect(s.entries.length).toBeLessThan(5);
  });

  it('reads a MHonArc message: its "Prev by Date:" neighbours are no entries', () => {
    const html = `<html><body>
<ul><li>Prev by Date: <strong><a href="msg00011.html">Build failures</a></strong></li>
<li>Next by Date: <strong><a href="msg00013.html">Translation updates</a></strong></li>
<li>Previous by thread: <strong><a href="msg00010.html">Release freeze</a></strong></li>
<li>Next by thread: <strong><a href="msg00014.html">Re: Release freeze</a></strong></li></ul>
<h1>Re: Release freeze</h1>
<ul><li><em>To</em>: dev@example.org</li><li><em>From</em>: Anna Berg &lt;anna@example.org&gt;</li>
<li><em>Date</em>: Tue, 5 Mar 2019 10:00:00 +0100</li></ul>
<pre>The freeze is now in effect.

On Mon, Tomás wrote:
&gt; The release freeze starts Monday.
</pre></body></html>`;
    const s = read(html, 'https://lists.example.org/dev/msg00012.html');
    expect(s.entries).toEqual([]);
    expect(s.posts.map((p) => [p.author, p.when])).toEqual([['Anna Berg', 'Tue, 5 Mar 2019 10:00:00 +0100']]);
    expect(s.posts[0]?.text).toBe('The freeze is now in effect.');
  });

  it('reads a phpBB topic: "by NAME » DATE" with the profile in the query', () => {
    const html = `<html><body><h2><a href="./viewtopic.php?t=5">Inverter trips</a></h2>
<div class="post"><p class="author">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=2">alice</a></strong> » Mon Mar 04, 2019 10:14 pm</p>
<div class="content">My inverter trips every morning.</div></div>
<div class="post"><p class="author">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=3">bob</a></strong> » Tue Mar 05, 2019 8:01 am</p>
<div class="content">Check the grid voltage.</div></div></body></html>`;
    const s = read(html, 'https://forum.example.org/viewtopic.php?t=5');
    expect(s.posts.map((p) => [p.author, p.when, p.text])).toEqual([
      ['alice', 'Mon Mar 04, 2019 10:14 pm', 'My inverter trips every morning.'],
      ['bob', 'Tue Mar 05, 2019 8:01 am', 'Check the grid voltage.'],
    ]);
  });

  it('leaves a side column of recent posts out of the entries', () => {
    const recent = [1, 2, 3, 4, 5, 6]
      .map((n) => `<li><a href="/news/post-${n}/">Post ${n}</a> <span>May ${n}, 2023</span></li>`)
      .join('');
    const html = `<html><body><article><h1>An article</h1><p>By Jane Roe · May 9, 2023</p><p>Words.</p></article>
<aside><h3>Recent posts</h3><ul>${recent}</ul></aside>
<div class="sidebar"><ul>${recent}</ul></div></body></html>`;
    expect(read(html, 'https://example.org/news/an-article/').entries).toEqual([]);
  });
});

describe('readStructure: senders beside titles', () => {
  it('guesses a mail index entry’s sender from the name in italics, and says it is a guess', () => {
    const html = `<html><body><ul>
<li><a href="000125.html">[dev] Security release</a> <i>Olga Petrova</i></li>
<li><a href="000126.html">[dev] Re: Release freeze for 2.0</a> <i>Anna Berg</i></li>
<li><a href="000127.html">[dev] Re: Security release</a> <i>Lukas Meier</i></li>
<li><a href="000128.html">[dev] Translation updates</a> <i>Tue Mar 5 10:00:00 CET 2019</i></li>
</ul></body></html>`;
    const s = read(html, 'https://lists.example.org/dev/2019-March/thread.html');
    expect(s.entries.map((e) => [e.author, e.authorGuessed])).toEqual([
      ['Olga Petrova', true],
      ['Anna Berg', true],
      ['Lukas Meier', true],
      [undefined, undefined],
    ]);
  });

  it('guesses senders written family name first or with their organisation after a dash', () => {
    const html = `<html><body><ul>
<li><a href="m1.html">[tides] Gauge datum change</a> <em>Okafor, Ngozi A.</em></li>
<li><a href="m2.html">[tides] Re: Gauge datum change</a> <em>Per Lindqvist - Harbour Board</em></li>
<li><a href="m3.html">[tides] Storm surge log</a> <em>Marsh, Tom</em></li>
<li><a href="m4.html">[tides] Re: Storm surge log</a> <em>Sent on 3 May 2020, 10:00 - see below, and more</em></li>
</ul></body></html>`;
    const s = read(html, 'https://lists.example.org/tides/date.html');
    expect(s.entries.map((e) => [e.author, e.authorGuessed])).toEqual([
      ['Okafor, Ngozi A.', true],
      ['Per Lindqvist - Harbour Board', true],
      ['Marsh, Tom', true],
      [undefined, undefined],
    ]);
  });

  it('reads an author column by its header', () => {
    const row = (n: number, who: string) =>
      `<tr><td><a href="/t/${n}">Topic number ${n}</a></td><td>${who}</td><td>${n}</td></tr>`;
    const html = `<html><body><table><tr><th>Subject</th><th>Author</th><th>Replies</th></tr>
${row(1, 'ann')}${row(2, 'Bob Stone')}${row(3, 'carol')}</table></body></html>`;
    const s = read(html, 'https://forum.example.org/board');
    expect(s.entries.map((e) => [e.author, e.authorGuessed])).toEqual([
      ['ann', undefined],
      ['Bob Stone', undefined],
      ['carol', undefined],
    ]);
  });
});

describe('readStructure: sorted copies and their pagers', () => {
  it('tells the sort by date, and keeps a sorted copy’s own pager as its pages', () => {
    const html = `<html><body><table><thead><tr>
<th><a href="?sort=title">Topic</a></th><th>Started by</th><th><a href="?sort=date" title="sort by date">Started</a></th>
<th><a href="?sort=last">Last reply</a></th></tr></thead><tbody>
<tr><td><a href="/t/1">One</a></td><td><a href="/user/ann">ann</a></td><td>18 Mar 2020</td><td>2 days ago</td></tr>
<tr><td><a href="/t/2">Two</a></td><td><a href="/user/bob">bob</a></td><td>11 Apr 2020</td><td>3 days ago</td></tr>
<tr><td><a href="/t/3">Three</a></td><td><a href="/user/cy">cy</a></td><td>4 May 2020</td><td>5 days ago</td></tr>
</tbody></table>
<p class="pages"><a href="?sort=date&amp;page=2">2</a> <a href="?sort=date&amp;page=3">3</a> <a href="?sort=date&amp;page=2">Next ›</a></p>
</body></html>`;
    const s = read(html, 'https://forum.example.org/board?sort=date');
    expect(s.byDate).toBe('https://forum.example.org/board?sort=date');
    expect(s.sorts).not.toContain('https://forum.example.org/board?sort=date&page=2');
    expect(s.pages).toEqual([
      'https://forum.example.org/board?sort=date&page=2',
      'https://forum.example.org/board?sort=date&page=3',
    ]);
    // "Started by" names who; "Started" says when.
    expect(s.entries.map((e) => [e.author, e.when])).toEqual([
      ['ann', '18 Mar 2020'],
      ['bob', '11 Apr 2020'],
      ['cy', '4 May 2020'],
    ]);
  });
});

describe('readStructure: indexes that group their entries', () => {
  const ARCHIVE = 'https://lists.example.net/kiln-users/';
  const day = (heading: string, ...msgs: Array<[number, string, string]>): string =>
    `<li><b>${heading}</b><ul>${msgs
      .map(([n, subject, sender]) => `<li><a href="m${n}.html">${subject}</a> <i>${sender}</i></li>`)
      .join('')}</ul></li>`;

  it('dates each entry of an index by day by its day heading, however few the day has', () => {
    const page = `<html><body><h1>kiln-users, by day</h1><ul>
      ${day('Monday, 4 May 2020', [1, 'Glaze crawling on stoneware', 'Ines Ruiz'])}
      ${day('Thursday, 7 May 2020', [2, 'Re: Glaze crawling on stoneware', 'Piet Laan'], [3, 'Cone 6 firing schedule', 'Ines Ruiz'])}
      ${day('Friday, 15 May 2020', [4, 'Kiln shelf wash recipe', 'Oluwa Bakare'])}
    </ul></body></html>`;
    const s = read(page, `${ARCHIVE}by-day.html`);
    expect(s.entries.map((e) => [e.title, e.heading, e.when, e.author])).toEqual([
      ['Glaze crawling on stoneware', 'Monday, 4 May 2020', 'Monday, 4 May 2020', 'Ines Ruiz'],
      ['Re: Glaze crawling on stoneware', 'Thursday, 7 May 2020', 'Thursday, 7 May 2020', 'Piet Laan'],
      ['Cone 6 firing schedule', 'Thursday, 7 May 2020', 'Thursday, 7 May 2020', 'Ines Ruiz'],
      ['Kiln shelf wash recipe', 'Friday, 15 May 2020', 'Friday, 15 May 2020', 'Oluwa Bakare'],
    ]);
  });

  it('credits the entries of an index by sender to the sender heading them', () => {
    const page = `<html><body><ul>
      <li><strong>Ines Ruiz</strong><ul><li><a href="m1.html">Glaze crawling on stoneware</a> (4 May 2020)</li>
        <li><a href="m3.html">Cone 6 firing schedule</a> (7 May 2020)</li></ul></li>
      <li><strong>Piet Laan</strong><ul><li><a href="m2.html">Re: Glaze crawling on stoneware</a> (7 May 2020)</li></ul></li>
      <li><strong>Oluwa Bakare</strong><ul><li><a href="m4.html">Kiln shelf wash recipe</a> (15 May 2020)</li></ul></li>
    </ul></body></html>`;
    const s = read(page, `${ARCHIVE}by-sender.html`);
    expect(s.entries.map((e) => [e.title, e.author, e.authorGuessed])).toEqual([
      ['Glaze crawling on stoneware', 'Ines Ruiz', undefined],
      ['Cone 6 firing schedule', 'Ines Ruiz', undefined],
      ['Re: Glaze crawling on stoneware', 'Piet Laan', undefined],
      ['Kiln shelf wash recipe', 'Oluwa Bakare', undefined],
    ]);
  });

  it('titles the entries of an index by subject by their subject, each by its sender', () => {
    const page = `<html><body><ul>
      <li><dfn>Glaze crawling on stoneware</dfn><ul><li><a href="m1.html">Ines Ruiz</a> (4 May 2020)</li>
        <li><a href="m2.html">Piet Laan</a> (7 May 2020)</li></ul></li>
      <li><dfn>Cone 6 firing schedule</dfn><ul><li><a href="m3.html">Ines Ruiz</a> (7 May 2020)</li></ul></li>
      <li><dfn>Kiln shelf wash recipe</dfn><ul><li><a href="m4.html">Oluwa Bakare</a> (15 May 2020)</li></ul></li>
    </ul></body></html>`;
    const s = read(page, `${ARCHIVE}by-subject.html`);
    expect(s.entries.map((e) => [e.url.slice(ARCHIVE.length), e.title, e.author])).toEqual([
      ['m1.html', 'Glaze crawling on stoneware', 'Ines Ruiz'],
      ['m2.html', 'Glaze crawling on stoneware', 'Piet Laan'],
      ['m3.html', 'Cone 6 firing schedule', 'Ines Ruiz'],
      ['m4.html', 'Kiln shelf wash recipe', 'Oluwa Bakare'],
    ]);
  });

  it('reads "by thread" and "by date" links as the same index in other orders', () => {
    const page = `<html><body><p>Other orders: [ <a href="by-thread.html">by thread</a> ] [ <a href="by-date.html">by date</a> ]</p>
      <ul>${day('Monday, 4 May 2020', [1, 'Glaze crawling', 'Ines Ruiz'], [2, 'Kiln wash', 'Piet Laan'], [3, 'Cones', 'Oluwa Bakare'])}</ul></body></html>`;
    const s = read(page, `${ARCHIVE}by-sender.html`);
    expect(s.sorts).toEqual([`${ARCHIVE}by-thread.html`, `${ARCHIVE}by-date.html`]);
    expect(s.byDate).toBe(`${ARCHIVE}by-date.html`);
  });
});

/** "2021-03-09" as a board shows it: "March 2021". */
const monthOf = (iso: string): string =>
  `${new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${iso.slice(0, 4)}`;

describe('readStructure: rows of a board in a table', () => {
  const BOARD = 'https://club.example.com/boards/workshop';
  const row = (id: number, title: string, starter: string, started: string, pages = ''): string =>
    `<tr><td><a class="t" href="/threads/${id}/x.html">${title}</a>${pages}</td>
      <td><a href="/members/${starter}">${starter}</a> <a href="/threads/${id}/x.html"><time datetime="${started}T10:00:00Z">${monthOf(started)}</time></a></td>
      <td>12</td>
      <td><a href="/members/zed">zed</a> <a href="/posts/${id}9#p"><time datetime="2024-01-02T10:00:00Z">January 2024</time></a></td></tr>`;
  const head = `<thead><tr><td role="columnheader">Thread</td><td role="columnheader">Started by</td><td role="columnheader">Replies</td><td role="columnheader">Latest reply</td></tr></thead>`;

  it("names each row by its thread, dates it by the starter's <time>, never by the latest reply's link", () => {
    const page = `<html><body><table>${head}<tbody>
      ${row(7, 'Bandsaw blade tension', 'ines', '2021-03-09', ' <span><a href="/threads/7/x.html">1</a><a href="/threads/7/x/p2.html">2</a></span>')}
      ${row(8, 'Dust extraction', 'piet', '2021-04-14')}
    </tbody></table>
    <nav><a href="/boards/workshop/p2.html">2</a> <a href="/boards/workshop/p3.html">3</a> <a href="/boards/workshop/p2.html">Next</a></nav></body></html>`;
    const s = read(page, BOARD);
    expect(s.entries.map((e) => [e.title, e.author, e.when])).toEqual([
      ['Bandsaw blade tension', 'ines', '2021-03-09T10:00:00Z'],
      ['Dust extraction', 'piet', '2021-04-14T10:00:00Z'],
    ]);
    // The thread's own pages beside its title are not the board's pages.
    expect(s.pages).toEqual([
      'https://club.example.com/boards/workshop/p2.html',
      'https://club.example.com/boards/workshop/p3.html',
    ]);
  });

  it('reads a board of a single thread under its column names as a list', () => {
    const page = `<html><body><table>${head}<tbody>${row(9, 'Welcome, read first', 'ines', '2020-01-05')}</tbody></table></body></html>`;
    expect(read(page, BOARD).entries.map((e) => e.title)).toEqual(['Welcome, read first']);
  });

  it('takes no entries from a thread whose replies link to themselves by their dates', () => {
    const reply = (n: number, who: string, when: string) =>
      `<li class="c"><a href="/members/${who}">${who}</a> <a href="/posts/${n}#p${n}"><time datetime="${when}">${monthOf(when)}</time></a><p>I sharpened mine with a diamond plate and it cut cleanly after that.</p></li>`;
    const page = `<html><body><h1>Bandsaw blade tension</h1><ul>${reply(1, 'ines', '2021-03-09')}${reply(2, 'piet', '2021-03-10')}${reply(3, 'zed', '2021-03-12')}</ul></body></html>`;
    const s = read(page, 'https://club.example.com/threads/7/x.html');
    expect(s.entries).toEqual([]);
    expect(s.posts.map((p) => p.author)).toEqual(['ines', 'piet', 'zed']);
  });
});

describe('readStructure: a thread view that nests replies', () => {
  // A list archive's messages by thread: each reply in a list inside the message it answers.
  const msg = (id: number, subject: string, from: string, day: number, inner = ''): string =>
    `<li><a href="m${id}.html">${subject}</a> <i>${from}</i> <span>(Mon Mar ${day} 2021 - 10:0${id % 10})</span>${inner ? `<ul>${inner}</ul>` : ''}</li>`;
  const page = `<html><body><h1>Rowing club list, by thread</h1><ul>
    ${msg(1, 'Winter training times', 'Ada Lund', 1, msg(2, 'Re: Winter training times', 'Ben Ode', 2, msg(3, 'Ergs in the boathouse (was: Winter training times)', 'Cy Moss', 3)))}
    ${msg(4, 'Regatta entries', 'Di Pratt', 4)}
    ${msg(5, 'Lost oar', 'Ed Quinn', 5, msg(6, 'Re: Lost oar', 'Fay Rhee', 6))}
  </ul></body></html>`;
  const s = read(page, 'https://lists.example.net/rowing/thread.html');
  const entry = (id: number) => s.entries.find((e) => e.url.endsWith(`/m${id}.html`));

  it('reads every message, nested or not, once', () => {
    expect(s.entries.map((e) => e.url.replace(/.*\//, '')).sort()).toEqual([
      'm1.html',
      'm2.html',
      'm3.html',
      'm4.html',
      'm5.html',
      'm6.html',
    ]);
  });

  it('says which message each reply stands under, and none for the thread starters', () => {
    expect(entry(2)?.replyTo).toBe('https://lists.example.net/rowing/m1.html');
    expect(entry(3)?.replyTo).toBe('https://lists.example.net/rowing/m2.html');
    expect(entry(6)?.replyTo).toBe('https://lists.example.net/rowing/m5.html');
    expect(entry(1)?.replyTo).toBeUndefined();
    expect(entry(4)?.replyTo).toBeUndefined();
  });
});
