import {
  escapeHtml,
  type FixtureItem,
  type FixtureRequest,
  type FixtureSite,
  monthName,
  monthShort,
  pad2,
  page,
  type Reply,
  serveSite,
} from './site.ts';

/**
 * The archive of the "dev" mailing list, laid out the way pipermail lays out its archives (markup
 * written for this fixture):
 *
 *   /                             the months, newest first, each with [ Thread ] [ Subject ] [ Author ] [ Date ]
 *   /2019-March/thread.html       the month's messages by thread (replies nested in <ul>)
 *   /2019-March/subject.html      … by subject ("Re: " ignored), then date
 *   /2019-March/author.html       … by sender name, then date
 *   /2019-March/date.html         … by date
 *   /2019-March/000126.html       a message: <h1>[dev] Subject</h1>, <b>Sender</b> <a href="mailto:…">x at
 *                                 example.org</a><br><i>Mon Mar  4 10:00:00 CET 2019</i>, the <pre> body
 *                                 (new text, then "On …, X wrote:" and "> " quoted lines), previous / next
 *                                 message and "Messages sorted by" links (before and after the body)
 *   /listinfo/dev                 the list's info page
 *
 * Months: 2018-December, 2019-January, 2019-February, 2019-March. Messages are numbered across the
 * archive (000101 … 000135), oldest first. The thread "Release freeze for 2.0" starts on 25 Feb 2019
 * (Tomás Ruiz) and has five replies in March 2019 (Anna Berg, Jonas Weber, Priya Natarajan, Anna Berg,
 * and Jonas Weber's under a subject of his own, "Calendar for the RC builds").
 */

interface Sender {
  name: string;
  address: string;
}

const SENDERS: Record<string, Sender> = {
  anna: { name: 'Anna Berg', address: 'anna.berg' },
  jonas: { name: 'Jonas Weber', address: 'jonas.weber' },
  priya: { name: 'Priya Natarajan', address: 'priya.n' },
  tomas: { name: 'Tomás Ruiz', address: 'truiz' },
  lukas: { name: 'Lukas Meier', address: 'lukas' },
  chen: { name: 'Chen Wei', address: 'chen.wei' },
  olga: { name: 'Olga Petrova', address: 'opetrova' },
  sam: { name: 'Sam Whitfield', address: 'sam.w' },
};

interface Message {
  number: number;
  /** [year, month (0-based), day, hour, minute], Central European (winter) time. */
  when: [number, number, number, number, number];
  from: Sender;
  subject: string;
  /** The number of the message this one answers. */
  replyTo?: number;
  /** The sender's own words. */
  body: string;
}

type Row = [
  number,
  [number, number, number, number, number],
  keyof typeof SENDERS,
  string,
  number | null,
  string,
];

const ROWS: Row[] = [
  [
    101,
    [2018, 11, 3, 9, 12],
    'lukas',
    'Planning the 2.0 roadmap',
    null,
    'Hi all,\n\nI started a wiki page for the 2.0 roadmap. Please add the items you care about\nbefore the end of the year, with an owner for each.\n\nLukas',
  ],
  [
    102,
    [2018, 11, 3, 14, 40],
    'anna',
    'Re: Planning the 2.0 roadmap',
    101,
    'I added the plugin API rework and put my name on it.\n\nAnna',
  ],
  [
    103,
    [2018, 11, 5, 11, 2],
    'chen',
    'CI runners out of disk space',
    null,
    'Two of the CI runners ran out of disk overnight; builds queued for hours.\nI cleared the caches by hand for now.\n\nChen',
  ],
  [
    104,
    [2018, 11, 6, 8, 55],
    'priya',
    'Re: CI runners out of disk space',
    103,
    'Thanks Chen. I will add a nightly cleanup job so this does not happen again.\n\nPriya',
  ],
  [
    105,
    [2018, 11, 11, 16, 20],
    'sam',
    'Proposal: drop Python 2 support',
    null,
    'Python 2 reaches end of life next year. I propose we drop it in 2.0.\nObjections?\n\nSam',
  ],
  [
    106,
    [2018, 11, 12, 10, 5],
    'olga',
    'Re: Proposal: drop Python 2 support',
    105,
    '+1 from me. The compatibility shims cost us a lot of time.\n\nOlga',
  ],
  [
    107,
    [2018, 11, 19, 17, 45],
    'jonas',
    'Holiday merge window',
    null,
    'Most of us are away from the 22nd. Let us only merge fixes until January 2.\n\nJonas',
  ],
  [
    108,
    [2019, 0, 7, 9, 30],
    'tomas',
    'Feature freeze exceptions for 1.9',
    null,
    'The 1.9 feature freeze is in effect. Ask here if you need an exception,\nwith a link to the pull request.\n\nTomás',
  ],
  [
    109,
    [2019, 0, 7, 13, 10],
    'chen',
    'Re: Feature freeze exceptions for 1.9',
    108,
    'I would like an exception for the new logging format; the PR is ready.\n\nChen',
  ],
  [
    110,
    [2019, 0, 9, 10, 0],
    'priya',
    'New contributor guide draft',
    null,
    'I wrote a draft of the new contributor guide. Reviews welcome,\nespecially from people who joined this year.\n\nPriya',
  ],
  [
    111,
    [2019, 0, 10, 15, 25],
    'anna',
    'Re: New contributor guide draft',
    110,
    'Looks good. The section on running the tests locally could use an example.\n\nAnna',
  ],
  [
    112,
    [2019, 0, 15, 11, 11],
    'lukas',
    '1.9.0 released',
    null,
    '1.9.0 is out. Thanks to everyone who tested the release candidates.\n\nLukas',
  ],
  [
    113,
    [2019, 0, 16, 9, 48],
    'sam',
    'Re: 1.9.0 released',
    112,
    'Congratulations! The packages for the distributions are on their way.\n\nSam',
  ],
  [
    114,
    [2019, 0, 22, 14, 2],
    'olga',
    'Flaky test in the scheduler module',
    null,
    'test_retry_backoff fails about one run in twenty. It looks timing related.\n\nOlga',
  ],
  [
    115,
    [2019, 0, 29, 8, 20],
    'jonas',
    'Re: Flaky test in the scheduler module',
    114,
    'It sleeps for a fixed time; I will switch it to a fake clock.\n\nJonas',
  ],
  [
    116,
    [2019, 1, 4, 10, 15],
    'chen',
    'Switching the docs to the new theme',
    null,
    'The new documentation theme is ready on the staging site. Please have a look.\n\nChen',
  ],
  [
    117,
    [2019, 1, 5, 12, 30],
    'olga',
    'Re: Switching the docs to the new theme',
    116,
    'The search box is much better. Code blocks are too narrow on phones.\n\nOlga',
  ],
  [
    118,
    [2019, 1, 8, 9, 5],
    'priya',
    'Mentoring for GSoC 2019',
    null,
    'We applied to Google Summer of Code again. Who can mentor a student this year?\n\nPriya',
  ],
  [
    119,
    [2019, 1, 12, 16, 40],
    'lukas',
    'Re: Mentoring for GSoC 2019',
    118,
    'I can mentor one project on the storage layer.\n\nLukas',
  ],
  [
    120,
    [2019, 1, 18, 11, 50],
    'sam',
    'Deprecating the old config format',
    null,
    'The INI config format has been superseded for two years. Let us warn in 2.0\nand remove it in 3.0.\n\nSam',
  ],
  [
    121,
    [2019, 1, 25, 9, 0],
    'tomas',
    'Release freeze for 2.0',
    null,
    'Hello everyone,\n\nThe release freeze for 2.0 starts on Monday March 4. From then on only\nbug fixes and documentation go into the release branch.\n\nTomás',
  ],
  [
    122,
    [2019, 1, 26, 10, 35],
    'jonas',
    'Re: Deprecating the old config format',
    120,
    'Agreed. A converter script would make the switch painless.\n\nJonas',
  ],
  [
    123,
    [2019, 1, 27, 14, 20],
    'priya',
    'Meeting notes 2019-02-27',
    null,
    'Notes from today: the docs theme ships next week, GSoC mentors are confirmed,\nthe next meeting is on March 13.\n\nPriya',
  ],
  [
    124,
    [2019, 1, 28, 17, 5],
    'chen',
    'Re: Meeting notes 2019-02-27',
    123,
    'Thanks for the notes. One correction: the theme ships on the 6th.\n\nChen',
  ],
  [
    125,
    [2019, 2, 1, 9, 40],
    'olga',
    'Security release 1.9.1 next week',
    null,
    'A fix for a path traversal bug will be released as 1.9.1 next Wednesday.\nDetails after the release.\n\nOlga',
  ],
  [
    126,
    [2019, 2, 4, 10, 0],
    'anna',
    'Re: Release freeze for 2.0',
    121,
    'The freeze is now in effect. The release branch is protected; please target\nmain for anything that is not a bug fix.\n\nAnna',
  ],
  [
    127,
    [2019, 2, 4, 15, 22],
    'lukas',
    'Re: Security release 1.9.1 next week',
    125,
    'The backport to the 1.8 branch is ready too.\n\nLukas',
  ],
  [
    128,
    [2019, 2, 5, 10, 0],
    'jonas',
    'Re: Release freeze for 2.0',
    126,
    'Does the freeze cover the translation files? Two languages are still at 80%.\n\nJonas',
  ],
  [
    129,
    [2019, 2, 7, 11, 30],
    'sam',
    'Build failures on ARM',
    null,
    'The ARM builds fail since Tuesday with an alignment error in the hash module.\n\nSam',
  ],
  [
    130,
    [2019, 2, 8, 9, 15],
    'priya',
    'Re: Release freeze for 2.0',
    128,
    'Translations can land until March 20; after that only fixes.\n\nPriya',
  ],
  [
    131,
    [2019, 2, 12, 14, 45],
    'chen',
    'Re: Build failures on ARM',
    129,
    'Found it: an unaligned read in the fast path. Patch coming today.\n\nChen',
  ],
  [
    132,
    [2019, 2, 14, 16, 10],
    'anna',
    'Re: Release freeze for 2.0',
    130,
    'Noted, I added March 20 to the release calendar. RC1 is planned for the 25th.\n\nAnna',
  ],
  [
    133,
    [2019, 2, 20, 8, 50],
    'olga',
    'Translation updates',
    null,
    'All translations are now above 95%. Thanks to the translators!\n\nOlga',
  ],
  [
    134,
    [2019, 2, 26, 13, 5],
    'lukas',
    'Re: Build failures on ARM',
    131,
    'Confirmed fixed on the ARM runners.\n\nLukas',
  ],
  [
    135,
    [2019, 2, 28, 11, 20],
    'jonas',
    'Calendar for the RC builds',
    132,
    'Could the RC dates go on the website too? I drafted a page.\n\nJonas',
  ],
];

const MESSAGES: Message[] = ROWS.map(([number, when, sender, subject, replyTo, body]) => {
  const message: Message = { number, when, from: SENDERS[sender] as Sender, subject, body };
  if (replyTo !== null) message.replyTo = replyTo;
  return message;
});
const byNumber = new Map(MESSAGES.map((m) => [m.number, m]));

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Tue Mar  5 10:00:00 CET 2019' (day padded with a space, as `date` prints it). */
function mailDate([year, month, day, hour, minute]: Message['when']): string {
  const weekday = DAYS[new Date(Date.UTC(year, month, day)).getUTCDay()] as string;
  return `${weekday} ${monthShort(month)} ${String(day).padStart(2, ' ')} ${pad2(hour)}:${pad2(minute)}:00 CET ${year}`;
}

const monthDir = (m: Message): string => `${m.when[0]}-${monthName(m.when[1])}`;
const file = (m: Message): string => `${String(m.number).padStart(6, '0')}.html`;
const pathOf = (m: Message): string => `${monthDir(m)}/${file(m)}`;
const topicOf = (subject: string): string => subject.replace(/^(Re:\s*)+/i, '');

const MONTHS = [...new Set(MESSAGES.map(monthDir))].reverse();

const itemOf = (m: Message): FixtureItem => ({
  title: m.subject,
  date: `${m.when[0]}-${pad2(m.when[1] + 1)}-${pad2(m.when[2])}`,
  author: m.from.name,
});

const CATALOG: Record<string, FixtureItem> = Object.fromEntries(MESSAGES.map((m) => [pathOf(m), itemOf(m)]));

/** The message that starts a message's thread. */
function rootOf(m: Message): Message {
  let at = m;
  while (at.replyTo !== undefined && byNumber.has(at.replyTo)) at = byNumber.get(at.replyTo) as Message;
  return at;
}

/** The freeze thread's March messages, the reply that renamed its subject among them. */
const freezeInMarch = MESSAGES.filter(
  (m) => topicOf(rootOf(m).subject) === 'Release freeze for 2.0' && monthDir(m) === '2019-March',
);

export const MAIL_ITEMS: Record<string, FixtureItem> = Object.fromEntries(
  freezeInMarch.map((m) => [pathOf(m), itemOf(m)]),
);

export const MAIL_REQUESTS: FixtureRequest[] = [
  { request: 'every message about the release freeze in March 2019', expected: freezeInMarch.map(pathOf) },
  {
    request: 'messages sent by Priya Natarajan',
    expected: MESSAGES.filter((m) => m.from.name === 'Priya Natarajan').map(pathOf),
  },
  {
    request: 'what Anna Berg wrote to the list in March 2019',
    expected: MESSAGES.filter((m) => m.from.name === 'Anna Berg' && monthDir(m) === '2019-March').map(pathOf),
  },
];

const LIST = 'dev';

function shell(title: string, body: string): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<html><head><title>${escapeHtml(title)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#ffffff">
${body}
</body></html>`;
}

function archiveIndex(): Reply {
  const rows = MONTHS.map((dir) => {
    const [year, month] = dir.split('-') as [string, string];
    const count = MESSAGES.filter((m) => monthDir(m) === dir).length;
    return `<tr><td>${month} ${year}:</td>
<td><a href="${dir}/thread.html">[ Thread ]</a>
<a href="${dir}/subject.html">[ Subject ]</a>
<a href="${dir}/author.html">[ Author ]</a>
<a href="${dir}/date.html">[ Date ]</a></td>
<td>${count} messages</td></tr>`;
  }).join('\n');
  return page(
    200,
    shell(
      `The ${LIST} Archives`,
      `<h1>The ${LIST} Archives</h1>
<p>You can get <a href="/listinfo/${LIST}">more information about this list</a>.</p>
<table border="3"><tr><td>Archive</td><td>View by:</td><td>Size</td></tr>
${rows}
</table>`,
    ),
  );
}

type Order = 'thread' | 'subject' | 'author' | 'date';
const ORDERS: Order[] = ['thread', 'subject', 'author', 'date'];

const entry = (m: Message): string =>
  `<li><a href="${file(m)}">[${LIST}] ${escapeHtml(m.subject)}</a>&nbsp;<a name="${m.number}">&nbsp;</a><i>${escapeHtml(m.from.name)}</i></li>`;

function threadList(messages: Message[]): string {
  const here = new Set(messages.map((m) => m.number));
  const children = (parent: number): Message[] => messages.filter((m) => m.replyTo === parent);
  const branch = (m: Message): string => {
    const kids = children(m.number);
    return `${entry(m)}${kids.length ? `\n<ul>\n${kids.map(branch).join('\n')}\n</ul>` : ''}`;
  };
  return messages
    .filter((m) => m.replyTo === undefined || !here.has(m.replyTo))
    .map(branch)
    .join('\n');
}

function monthIndex(dir: string, order: Order): Reply {
  const messages = MESSAGES.filter((m) => monthDir(m) === dir);
  const [year, month] = dir.split('-') as [string, string];
  let list: string;
  if (order === 'thread') list = threadList(messages);
  else {
    const key: Record<Exclude<Order, 'thread'>, (m: Message) => string> = {
      subject: (m) => topicOf(m.subject),
      author: (m) => m.from.name,
      date: () => '',
    };
    list = [...messages]
      .sort((a, b) => key[order](a).localeCompare(key[order](b), 'en') || a.number - b.number)
      .map(entry)
      .join('\n');
  }
  const first = messages[0] as Message;
  const last = messages[messages.length - 1] as Message;
  const others = ORDERS.filter((o) => o !== order)
    .map((o) => `<a href="${o}.html">[ ${o} ]</a>`)
    .join('\n');
  return page(
    200,
    shell(
      `The ${LIST} ${month} ${year} Archive by ${order}`,
      `<h1>${month} ${year} Archives by ${order}</h1>
<ul><li><b>Messages sorted by:</b>
${others}</li>
<li><b><a href="/">Other months</a></b></li></ul>
<p><b>Starting:</b> <i>${mailDate(first.when)}</i><br>
<b>Ending:</b> <i>${mailDate(last.when)}</i><br>
<b>Messages:</b> ${messages.length}</p>
<ul>
${list}
</ul>
<hr>
<p><b>Last message date:</b> <i>${mailDate(last.when)}</i></p>`,
    ),
  );
}

function messagePage(m: Message): Reply {
  const sameMonth = MESSAGES.filter((x) => monthDir(x) === monthDir(m));
  const at = sameMonth.indexOf(m);
  const prev = sameMonth[at - 1];
  const next = sameMonth[at + 1];
  const link = (label: string, x: Message | undefined) =>
    x ? `<li>${label}: <a href="${file(x)}">[${LIST}] ${escapeHtml(x.subject)}</a></li>` : '';
  const nav = `<ul>
${link('Previous message', prev)}
${link('Next message', next)}
<li><b>Messages sorted by:</b>
<a href="date.html#${m.number}">[ date ]</a>
<a href="thread.html#${m.number}">[ thread ]</a>
<a href="subject.html#${m.number}">[ subject ]</a>
<a href="author.html#${m.number}">[ author ]</a></li>
</ul>`;
  let body = m.body;
  const parent = m.replyTo === undefined ? undefined : byNumber.get(m.replyTo);
  if (parent) {
    const quoted = parent.body
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
    body += `\n\nOn ${mailDate(parent.when)}, ${parent.from.name} wrote:\n${quoted}`;
  }
  const address = `${m.from.address} at example.org`;
  const mailto = `mailto:${m.from.address}@example.org?Subject=${encodeURIComponent(`Re: [${LIST}] ${topicOf(m.subject)}`)}`;
  return page(
    200,
    shell(
      `[${LIST}] ${m.subject}`,
      `<h1>[${LIST}] ${escapeHtml(m.subject)}</h1>
<b>${escapeHtml(m.from.name)}</b>
<a href="${escapeHtml(mailto)}" title="[${LIST}] ${escapeHtml(m.subject)}">${address}</a><br>
<i>${mailDate(m.when)}</i>
<p>${nav}
<hr>
<!--beginarticle-->
<pre>${escapeHtml(body)}
</pre>
<!--endarticle-->
<hr>
<p>${nav}
<hr>
<a href="/listinfo/${LIST}">More information about the ${LIST} mailing list</a><br>`,
    ),
  );
}

function notFound(): Reply {
  return page(
    404,
    shell('404 Not Found', '<h1>Not Found</h1><p>The requested URL was not found on this server.</p>'),
  );
}

function route(url: URL): Reply {
  const path = url.pathname;
  if (path === '/') return archiveIndex();
  if (path === `/listinfo/${LIST}`) {
    return page(
      200,
      shell(
        `${LIST} Info Page`,
        `<h1>${LIST} -- Development of the project</h1><p>To see the collection of prior postings to the list, visit the <a href="/">${LIST} Archives</a>.</p>`,
      ),
    );
  }
  const match = /^\/(\d{4}-[A-Za-z]+)\/(thread|subject|author|date|\d{6})\.html$/.exec(path);
  if (!match || !MONTHS.includes(match[1] as string)) return notFound();
  const [, dir, name] = match as unknown as [string, string, string];
  if (/^\d+$/.test(name)) {
    const message = byNumber.get(Number(name));
    return message && monthDir(message) === dir ? messagePage(message) : notFound();
  }
  return monthIndex(dir, name as Order);
}

/** Starts the mail archive on 127.0.0.1; `items` are the four March 2019 release-freeze messages. */
export function startMailArchive(): Promise<FixtureSite> {
  return serveSite(route, MAIL_ITEMS, CATALOG);
}
