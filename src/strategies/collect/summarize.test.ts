import { describe, expect, it } from 'vitest';
import type { CollectedItem, CollectedPost } from '../../core/collected.ts';
import { summarize } from './summarize.ts';

const item = (url: string, extra: Partial<CollectedItem> = {}): CollectedItem => ({
  url,
  kind: 'thread',
  title: url.split('/').at(-1) ?? url,
  text: '',
  relevance: 1,
  why: 'test',
  path: [],
  ...extra,
});
const replies = (n: number): CollectedPost[] => Array.from({ length: n }, (_, i) => ({ text: `reply ${i}` }));

const U = 'https://forum.example.org/node/';
const items: CollectedItem[] = [
  item(`${U}1`, {
    title: 'Heat pump sizing',
    published: '2013-05-02T10:00',
    author: 'ann',
    posts: replies(3),
  }),
  item(`${U}2`, { title: 'Mk2 router', published: '2013-03-14', author: 'bob', posts: replies(7) }),
  item(`${U}3`, { title: 'PV diverter', published: '2013-05-20', author: 'ann' }),
  item(`${U}4`, { title: 'Immersion timer', published: '2012-11-30', author: 'cat', posts: replies(1) }),
  item(`${U}5`, { title: 'Undated note', author: 'ann' }),
  item(`${U}6`, { title: 'Anonymous question', published: '2013-05-07' }),
];
const all = new Set(items.map((i) => i.url));

describe('summarize', () => {
  const s = summarize(items);

  it('counts items per month, oldest first, undated last', () => {
    expect(s.byMonth).toEqual([
      { month: '2012-11', items: 1, urls: [`${U}4`] },
      { month: '2013-03', items: 1, urls: [`${U}2`] },
      { month: '2013-05', items: 3, urls: [`${U}1`, `${U}3`, `${U}6`] },
      { month: 'undated', items: 1, urls: [`${U}5`] },
    ]);
  });

  it('counts items per author, most first, then by name', () => {
    expect(s.byAuthor).toEqual([
      { author: 'ann', items: 3, urls: [`${U}1`, `${U}3`, `${U}5`] },
      { author: 'bob', items: 1, urls: [`${U}2`] },
      { author: 'cat', items: 1, urls: [`${U}4`] },
      { author: 'unknown', items: 1, urls: [`${U}6`] },
    ]);
  });

  it('lists the most discussed by their posts, the opening one counted', () => {
    expect(s.mostDiscussed).toEqual([
      { title: 'Mk2 router', url: `${U}2`, posts: 8 },
      { title: 'Heat pump sizing', url: `${U}1`, posts: 4 },
      { title: 'Immersion timer', url: `${U}4`, posts: 2 },
    ]);
  });

  it('keeps at most five of the most discussed', () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      item(`${U}${i}`, { title: `T${i}`, posts: replies(i + 1) }),
    );
    expect(summarize(many).mostDiscussed.map((d) => d.posts)).toEqual([8, 7, 6, 5, 4]);
  });

  it('says it in sentences, each tied to the items it counts', () => {
    expect(s.lines.map((l) => l.text)).toEqual([
      '6 items from 2012-11 to 2013-05.',
      'The busiest month was 2013-05, with 3.',
      'Most items came from ann (3), bob (1), cat (1).',
      'Most discussed: "Mk2 router" (8 posts), "Heat pump sizing" (4 posts), "Immersion timer" (2 posts).',
    ]);
    expect(s.lines[0]?.urls).toEqual(items.map((i) => i.url));
    expect(s.lines[1]?.urls).toEqual([`${U}1`, `${U}3`, `${U}6`]);
    expect(s.lines[2]?.urls).toEqual([`${U}1`, `${U}3`, `${U}5`, `${U}2`, `${U}4`]);
    expect(s.lines[3]?.urls).toEqual([`${U}2`, `${U}1`, `${U}4`]);
    for (const line of s.lines) {
      expect(line.urls.length).toBeGreaterThan(0);
      for (const url of line.urls) expect(all.has(url)).toBe(true);
    }
  });

  it('says when no item is dated, and names no busiest month for a single one', () => {
    const undated = summarize([item(`${U}1`), item(`${U}2`)]);
    expect(undated.lines.map((l) => l.text)).toEqual(['2 items, none dated.']);
    const oneMonth = summarize([
      item(`${U}1`, { published: '2020-01-02' }),
      item(`${U}2`, { published: '2020-01-09' }),
    ]);
    expect(oneMonth.lines.map((l) => l.text)).toEqual(['2 items from 2020-01 to 2020-01.']);
  });

  it('says that no item matched when there are none', () => {
    expect(summarize([])).toEqual({
      byMonth: [],
      byAuthor: [],
      mostDiscussed: [],
      lines: [{ text: 'No item matched the request.', urls: [] }],
    });
  });
});
