import { describe, expect, it } from 'vitest';
import { parseCollectRequest } from './collect-request.ts';

/**
 * How requests of many wordings are read: the time, the author, the section and the topic each
 * must come from the request's own words, and no part may be invented. Written for this table,
 * about clubs, lists and forums of every kind; `now` is fixed for the relative times.
 */
const NOW = new Date('2026-11-24T12:00:00Z');

interface Row {
  request: string;
  /** The time read, or null for none. */
  time?: [string, string] | null;
  /** The author read, or null for none. */
  author?: string | null;
  /** The section read, or null for none. */
  section?: string | null;
  /** Words the topic must hold (as said), or [] for no topic at all. */
  topic?: string[];
  /** Words the topic must not hold. */
  notTopic?: string[];
  /** The topic is placed in the items' words, not only their titles (false when unsaid). */
  inText?: boolean;
}

const ROWS: Row[] = [
  // Topics alone, worded many ways.
  {
    request: 'Collect every thread about sourdough starters.',
    topic: ['sourdough', 'starters'],
    time: null,
    author: null,
    section: null,
  },
  {
    request: 'I want all posts on tubeless tyre sealant',
    topic: ['tubeless', 'tyre', 'sealant'],
    time: null,
    author: null,
  },
  { request: 'Which discussions cover lens fungus?', topic: ['lens', 'fungus'], time: null },
  {
    request: 'Gather the messages that talk about the build system migration',
    topic: ['build', 'migration'],
  },
  { request: 'anything on telescope collimation', topic: ['telescope', 'collimation'], author: null },
  // "the X board" may name a section; when the site has none of that name the walk gives its
  // words back to the topic (see collect.test.ts).
  { request: 'Show me every topic mentioning the ESP32-C3 board', section: 'ESP32-C3', topic: [] },
  { request: 'Threads about beekeeping or honey extraction', topic: ['beekeeping', 'honey', 'extraction'] },
  {
    request: 'Find the discussions on chain wear (stretch gauges, when to replace)',
    topic: ['chain', 'wear'],
    notTopic: ['gauges'],
  },
  {
    request: 'Collect the posts about film scanners rather than flatbed scanners.',
    topic: ['film', 'scanners'],
    notTopic: ['flatbed'],
  },
  {
    request: 'Gather the messages about kiln firing: cone charts, glaze defects, shelf wash.',
    topic: ['kiln', 'firing'],
    notTopic: ['glaze', 'shelf'],
  },
  {
    request: 'Which threads bring up rain barrels? I want every one that mentions overflow pipes too.',
    topic: ['rain', 'barrels'],
    notTopic: ['overflow'],
  },
  {
    request: 'every message about the Python 3.12 upgrade',
    topic: ['Python', '3.12', 'upgrade'],
    time: null,
  },
  // Times: years, months, ranges, seasons, parts of a year, relative.
  {
    request: 'the 2019 threads about compost heaps',
    time: ['2019-01-01', '2019-12-31'],
    topic: ['compost', 'heaps'],
    notTopic: ['2019'],
  },
  {
    request: 'posts about frost cloth from 2021',
    time: ['2021-01-01', '2021-12-31'],
    topic: ['frost', 'cloth'],
  },
  {
    request: 'What was said about tripods in March 2018?',
    time: ['2018-03-01', '2018-03-31'],
    topic: ['tripods'],
  },
  {
    request: 'messages on release notes sent during June 2015',
    time: ['2015-06-01', '2015-06-30'],
    topic: ['release', 'notes'],
  },
  {
    request: 'Threads about saddle sores opened between May and August 2017',
    time: ['2017-05-01', '2017-08-31'],
    topic: ['saddle', 'sores'],
  },
  {
    request: 'discussions of pruning from November to February 2020',
    time: ['2019-11-01', '2020-02-29'],
    topic: ['pruning'],
  },
  {
    request: 'the summer of 2016 threads about wasp nests',
    time: ['2016-06-01', '2016-08-31'],
    topic: ['wasp', 'nests'],
  },
  {
    request: 'everything about seed swaps in spring 2022',
    time: ['2022-03-01', '2022-05-31'],
    topic: ['seed', 'swaps'],
  },
  {
    request: 'posts about ice on the lane during the winter of 2021',
    time: ['2020-12-01', '2021-02-28'],
    topic: ['ice', 'lane'],
  },
  {
    request: 'Collect the autumn 2014 threads on leaf mould',
    time: ['2014-09-01', '2014-11-30'],
    topic: ['leaf', 'mould'],
  },
  {
    request: 'messages about the mirror move in early 2013',
    time: ['2013-01-01', '2013-04-30'],
    topic: ['mirror', 'move'],
  },
  {
    request: 'threads on star parties from late 2011',
    time: ['2011-09-01', '2011-12-31'],
    topic: ['star', 'parties'],
  },
  {
    request: 'what people wrote about spokes in mid-2019',
    time: ['2019-05-01', '2019-08-31'],
    topic: ['spokes'],
  },
  {
    request: 'posts on dark frames from the first half of 2020',
    time: ['2020-01-01', '2020-06-30'],
    topic: ['dark', 'frames'],
  },
  {
    request: 'the Q3 2018 messages about flaky tests',
    time: ['2018-07-01', '2018-09-30'],
    topic: ['flaky', 'tests'],
  },
  {
    request: 'threads about rota changes in the last quarter of 2015',
    time: ['2015-10-01', '2015-12-31'],
    topic: ['rota', 'changes'],
  },
  { request: 'topics on glazing started since 2023', time: ['2023-01-01', '2026-11-24'], topic: ['glazing'] },
  {
    request: 'messages about the old forum before 2009',
    time: ['0001-01-01', '2008-12-31'],
    topic: ['old'],
  },
  {
    request: 'threads about hedgehogs from last year',
    time: ['2025-01-01', '2025-12-31'],
    topic: ['hedgehogs'],
  },
  {
    request: 'posts about the new logo in the past 30 days',
    time: ['2026-10-25', '2026-11-24'],
    topic: ['logo'],
  },
  { request: 'every message posted in October 2010', time: ['2010-10-01', '2010-10-31'], topic: [] },
  {
    request: 'all threads from 2012 to 2014 on water meters',
    time: ['2012-01-01', '2014-12-31'],
    topic: ['water', 'meters'],
  },
  // A year that belongs to a name is no time.
  { request: 'threads about the Windows 2000 drivers', time: null, topic: ['Windows', '2000', 'drivers'] },
  // "on" right after the noun of the things asked for says what they are about, not where.
  {
    request: 'messages on the Tour Divide 2016 route',
    time: null,
    section: null,
    topic: ['Tour', 'Divide', 'route'],
  },
  { request: 'the thread on Linux meetup groups', section: null, topic: ['Linux', 'meetup', 'groups'] },
  { request: 'posts on the Oslo office move', section: null, topic: ['Oslo', 'office', 'move'] },
  // A capitalised word inside a longer phrase is no section's name.
  {
    request: 'the messages about readings measured in Kelvin degrees',
    section: null,
    topic: ['Kelvin', 'degrees'],
  },
  { request: 'threads about code written in Rust macros', section: null, topic: ['Rust', 'macros'] },
  { request: 'posts in Announcements last year', section: 'Announcements', topic: [] },
  // Elsewhere a place: "posted on the … board", "in …".
  { request: 'threads posted on the Allotments board about slugs', section: 'Allotments', topic: ['slugs'] },
  // Authors, in any case and wording.
  { request: 'Collect all threads started by the user marigold_77.', author: 'marigold_77', topic: [] },
  { request: 'everything posted by Ana Lucia Ferreira', author: 'Ana Lucia Ferreira', topic: [] },
  { request: 'anything rhys wrote', author: 'rhys', topic: [] },
  {
    request: 'Anything Priya Natarajan posted about cold frames',
    author: 'Priya Natarajan',
    topic: ['cold', 'frames'],
  },
  {
    request: 'What did Tomas Berg write in 2019?',
    author: 'Tomas Berg',
    time: ['2019-01-01', '2019-12-31'],
    topic: [],
  },
  { request: 'which reviews did Kofi Mensah post?', author: 'Kofi Mensah' },
  {
    request: 'all messages from the poster eldon.w about focus stacking',
    author: 'eldon.w',
    topic: ['focus', 'stacking'],
  },
  {
    request: 'threads opened by Sgt. Moreau in 2020',
    author: 'Sgt. Moreau',
    time: ['2020-01-01', '2020-12-31'],
  },
  { request: 'every message sent by dr_hollis', author: 'dr_hollis', topic: [] },
  { request: 'Show me what Wen Li said on the list', author: 'Wen Li', topic: [] },
  {
    request: 'all messages posted in March 2021',
    author: null,
    time: ['2021-03-01', '2021-03-31'],
    topic: [],
  },
  { request: 'every thread posted about pond liners', author: null, topic: ['pond', 'liners'] },
  // Sections, named as the site may have them (confirmed against the site by the walk).
  {
    request: 'In the Buy and Sell section, collect the listings for lenses.',
    section: 'Buy and Sell',
    topic: ['lenses'],
  },
  {
    request: 'every question in the Beginners forum about soil tests',
    section: 'Beginners',
    topic: ['soil', 'tests'],
  },
  {
    request: 'threads in Ride Reports from 2018',
    section: 'Ride Reports',
    time: ['2018-01-01', '2018-12-31'],
  },
  { request: 'posts on the Events board about star parties', section: 'Events', topic: ['star', 'parties'] },
  { request: 'the Meetups category threads about venues', section: 'Meetups', topic: ['venues'] },
  {
    request: 'messages about the release freeze on the developers mailing list',
    section: 'developers',
    topic: ['release', 'freeze'],
  },
  // Counts.
  { request: 'the 5 latest threads about bottom brackets', topic: ['bottom', 'brackets'] },
  { request: 'the last ten messages about the wiki', topic: ['wiki'] },
  // Several parts at once.
  {
    request: 'threads started by juniper_k in the Swap Shop during 2017 about seed potatoes',
    author: 'juniper_k',
    section: 'Swap Shop',
    time: ['2017-01-01', '2017-12-31'],
    topic: ['seed', 'potatoes'],
  },
  {
    request: 'Which pieces did Capt. Oduya post in the Newsletter section in 2015?',
    author: 'Capt. Oduya',
    section: 'Newsletter',
    time: ['2015-01-01', '2015-12-31'],
  },
  {
    request: 'From 2016 only: the messages about tide gauges or wave buoys.',
    time: ['2016-01-01', '2016-12-31'],
    topic: ['tide', 'gauges', 'wave', 'buoys'],
  },
  {
    request: 'I need the winter 2019 posts by Hal Oyelaran on snow tyres',
    author: 'Hal Oyelaran',
    time: ['2018-12-01', '2019-02-28'],
    topic: ['snow', 'tyres'],
  },
  {
    request: 'Gather every message in the discussion about adding a citation file to the repository.',
    topic: ['citation', 'file', 'repository'],
  },
  {
    request: 'Is there a thread asking whether the club needs a defibrillator? Collect its posts.',
    topic: ['defibrillator'],
    notTopic: ['Collect'],
  },
  // The verb linking the things to their subject, and relative clauses, are no topic and no author.
  { request: 'Which topics bring up solar inverters?', topic: ['solar', 'inverters'], notTopic: ['bring'] },
  { request: 'Every post that touches on kayak storage', topic: ['kayak', 'storage'], notTopic: ['touches'] },
  {
    request: 'Collect each thread filed under the Classifieds boards, whatever its subject.',
    section: 'Classifieds',
    topic: [],
  },
  {
    request: 'All threads whose opening post asks about tent poles',
    author: null,
    topic: ['tent', 'poles'],
  },
  { request: 'messages whose author is Marta Kowalski', author: 'Marta Kowalski', topic: [] },
  // Kinds of items, ways of talking and examples are no topic.
  {
    request: 'Collect every issue of the Tidewater Gardener newsletter',
    topic: ['Tidewater', 'Gardener'],
    notTopic: ['issue'],
  },
  {
    request: 'threads where people argued or swapped tips about sourdough hydration',
    topic: ['sourdough', 'hydration'],
    notTopic: ['argued', 'swapped', 'people'],
  },
  {
    request: 'posts about alpine lakes, including the ones in Slovenia',
    topic: ['alpine', 'lakes'],
    notTopic: ['Slovenia'],
  },
  {
    request: "I'd like the threads about rain barrels",
    topic: ['rain', 'barrels'],
    notTopic: ["I'd", 'like'],
  },
  // Where the topic is to be found: the items' words, not only their titles.
  {
    request: 'messages that mention tide gauges anywhere in the body',
    topic: ['tide', 'gauges'],
    notTopic: ['anywhere', 'body'],
    inText: true,
  },
  {
    request: 'threads mentioning the Cotswolds in the opening post, from 2019',
    topic: ['Cotswolds'],
    notTopic: ['opening', 'post'],
    time: ['2019-01-01', '2019-12-31'],
    inText: true,
  },
  {
    request: 'posts where the text contains a link to a pastebin',
    topic: ['pastebin'],
    notTopic: ['text'],
    inText: true,
  },
  { request: 'posts heron made in 2019', author: 'heron', time: ['2019-01-01', '2019-12-31'], topic: [] },
  // What holds the things asked for, named by its topic, is no part of the topic.
  {
    request: 'all the mails from the quarrel over hedge heights',
    topic: ['hedge', 'heights'],
    notTopic: ['quarrel'],
  },
  {
    request: 'Collect the posts in the row about the new car park',
    topic: ['car', 'park'],
    notTopic: ['row'],
  },
  {
    request: 'messages of that argument regarding tram fares',
    topic: ['tram', 'fares'],
    notTopic: ['argument'],
  },
  // Two names joined by "and" are two things to collect about; common nouns joined by "and" are one topic.
  { request: 'posts about Lisbon and the Algarve', topic: ['Lisbon', 'Algarve'] },
  { request: 'threads on sourdough and rye starters', topic: ['sourdough', 'rye', 'starters'] },
  // Without a preposition after it, the word is the topic ("the row" of seats, "argument" of a function).
  { request: 'threads about the front row seats', topic: ['front', 'row', 'seats'] },
];

const alternatives = (request: string): string[] =>
  parseCollectRequest(request, { now: NOW }).topic.map((a) => a.concepts.map((c) => c.said).join(' '));

const said = (request: string): string[] =>
  parseCollectRequest(request, { now: NOW }).topic.flatMap((a) => a.concepts.map((c) => c.said));

describe('parseCollectRequest: a table of requests in many wordings', () => {
  it('has at least 60 rows', () => expect(ROWS.length).toBeGreaterThanOrEqual(60));

  it('reads two names joined by "and" as two alternatives, and common nouns as one topic', () => {
    expect(alternatives('posts about Lisbon and the Algarve')).toEqual(['Lisbon', 'Algarve']);
    expect(alternatives('messages about the Kestrel Valley Railway and Morfa Sands in 2019')).toEqual([
      'Kestrel Valley Railway',
      'Morfa Sands',
    ]);
    expect(alternatives('threads on sourdough and rye starters')).toEqual(['sourdough rye starters']);
  });

  it.each(ROWS)('$request', (row) => {
    const r = parseCollectRequest(row.request, { now: NOW });
    if (row.time !== undefined) expect(r.range ? [r.range.from, r.range.to] : null).toEqual(row.time);
    if (row.author !== undefined) expect(r.author ?? null).toBe(row.author);
    if (row.section !== undefined) expect(r.section ?? null).toBe(row.section);
    const topic = said(row.request);
    if (row.topic?.length === 0) expect(topic).toEqual([]);
    for (const w of row.topic ?? []) expect(topic).toContain(w);
    for (const w of row.notTopic ?? []) expect(topic).not.toContain(w);
    expect(r.inText ?? false).toBe(row.inText ?? false);
    // Every part read says which words it came from.
    expect(r.understood.length).toBeGreaterThan(0);
  });
});
