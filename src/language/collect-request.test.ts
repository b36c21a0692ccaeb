import { describe, expect, it } from 'vitest';
import { type CollectRequest, type Concept, parseCollectRequest } from './collect-request.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const read = (request: string): CollectRequest => parseCollectRequest(request, { now: NOW });
const saids = (r: CollectRequest): string[][] => r.topic.map((a) => a.concepts.map((c) => c.said));
const concept = (r: CollectRequest, said: string): Concept | undefined =>
  r.topic.flatMap((a) => a.concepts).find((c) => c.said === said);

describe('parseCollectRequest: topic', () => {
  it('reads a topic alone, leaving out the words that say what to do', () => {
    const r = read('Collect the forum threads about heat pumps.');
    expect(r.text).toBe('Collect the forum threads about heat pumps.');
    expect(saids(r)).toEqual([['heat', 'pumps']]);
    expect(concept(r, 'pumps')?.forms).toEqual(['pump']);
    expect(r.range).toBeUndefined();
    expect(r.author).toBeUndefined();
    expect(r.section).toBeUndefined();
    expect(r.count).toBeUndefined();
  });

  it('keeps a hyphenated word as one concept written spaced and run together', () => {
    const r = read('Find all the threads about the ESP8266 Wi-Fi module.');
    expect(saids(r)).toEqual([['ESP8266', 'Wi-Fi', 'module']]);
    const wifi = concept(r, 'Wi-Fi');
    expect(wifi?.forms).toContain('wi fi');
    expect(wifi?.forms).toContain('wifi');
    expect(concept(r, 'Wi')).toBeUndefined();
    expect(concept(r, 'Fi')).toBeUndefined();
  });

  it('reads a year and a compound with a number word, its digit written too', () => {
    const r = read('I need the threads about three-phase monitoring that were started in 2014.');
    expect(r.range).toEqual({ from: '2014-01-01', to: '2014-12-31', said: 'in 2014' });
    expect(saids(r)).toEqual([['three-phase', 'monitoring']]);
    // Spaced forms are stemmed ("phase" → "phas") as title words are; run-together ones are as written.
    const forms = concept(r, 'three-phase')?.forms ?? [];
    expect(forms).toContain('3 phas');
    expect(forms).toContain('thre phas');
    expect(forms).toContain('threephase');
    expect(forms).toContain('3phase');
  });

  it('reads the author after "started by the user", with no topic left', () => {
    const r = read('Collect all the threads started by the user calypso_rae.');
    expect(r.author).toBe('calypso_rae');
    expect(r.topic).toEqual([]);
    expect(r.understood).toContain('topic: any (no topic words)');
  });

  it('reads a section named before the request, and "X or Y" as two alternatives', () => {
    const r = read(
      'In the For Sale / Wanted section, collect every listing that is marked for sale or sold.',
    );
    expect(r.section).toBe('For Sale / Wanted');
    expect(saids(r)).toEqual([['sale'], ['sold']]);
  });

  it('reads a month and a forum named with "forum" after it, with no topic', () => {
    const r = read('List every question posted in the Questions and support forum in November 2012.');
    expect(r.range).toEqual({ from: '2012-11-01', to: '2012-11-30', said: 'in November 2012' });
    expect(r.section).toBe('Questions and support');
    expect(r.topic).toEqual([]);
  });

  it('reads a section named in capitals after "in", apart from the month after it', () => {
    const r = read('Gather every thread started in General Discussion in March 2016.');
    expect(r.section).toBe('General Discussion');
    expect(r.range).toEqual({ from: '2016-03-01', to: '2016-03-31', said: 'in March 2016' });
    expect(r.topic).toEqual([]);
  });

  it('splits a topic at " - " and "and other ways of" into alternatives', () => {
    const r = read(
      'Collect the 2013 threads about solar PV diverters - Mk2 PV routers and other ways of sending surplus PV power to an immersion heater.',
    );
    expect(r.range).toEqual({ from: '2013-01-01', to: '2013-12-31', said: '2013' });
    expect(r.topic).toHaveLength(3);
    expect(saids(r)[0]).toEqual(['solar', 'PV', 'diverters']);
    expect(saids(r)[1]).toEqual(['Mk2', 'PV', 'routers']);
    expect(saids(r)[2]).toEqual(['sending', 'surplus', 'PV', 'power', 'immersion', 'heater']);
    expect(concept(r, 'routers')?.forms).toEqual(['router']);
  });

  it('leaves out examples in brackets', () => {
    const r = read('Find the threads about negative readings or negative values (power, kWh, feeds).');
    expect(saids(r)).toEqual([
      ['negative', 'readings'],
      ['negative', 'values'],
    ]);
    expect(concept(r, 'kWh')).toBeUndefined();
    expect(concept(r, 'power')).toBeUndefined();
    expect(concept(r, 'feeds')).toBeUndefined();
  });

  it('reads "from 2015" alone as that whole year', () => {
    const r = read('Find the support threads from 2015 that were marked as solved.');
    expect(r.range).toEqual({ from: '2015-01-01', to: '2015-12-31', said: 'from 2015' });
    expect(saids(r)).toEqual([['support', 'solved']]);
  });
});

describe('parseCollectRequest: relative times, counts, authors', () => {
  it('reads "last year" against now', () => {
    const r = read('posts about solar last year');
    expect(r.range).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(saids(r)).toEqual([['solar']]);
  });

  it('reads "since 2019" as running to today', () => {
    expect(read('threads since 2019').range).toMatchObject({ from: '2019-01-01', to: '2026-11-24' });
  });

  it('reads "the last 30 days" back from today', () => {
    expect(read('messages from the last 30 days').range).toMatchObject({
      from: '2026-10-25',
      to: '2026-11-24',
    });
  });

  it('takes "the current date" when no now is given', () => {
    const year = new Date().getUTCFullYear();
    expect(parseCollectRequest('posts about solar last year').range).toMatchObject({
      from: `${year - 1}-01-01`,
      to: `${year - 1}-12-31`,
    });
  });

  it('reads how many items are wanted', () => {
    const r = read('the 5 latest threads about MQTT');
    expect(r.count).toBe(5);
    expect(saids(r)).toEqual([['MQTT']]);
    expect(read('the first three threads about MQTT').count).toBe(3);
  });

  it('reads "what NAME wrote" and "sent by NAME"', () => {
    const wrote = read('what Anna Berg wrote to the list in March 2019');
    expect(wrote.author).toBe('Anna Berg');
    expect(wrote.range).toMatchObject({ from: '2019-03-01', to: '2019-03-31' });
    expect(wrote.topic).toEqual([]);
    expect(read('messages sent by Priya Natarajan').author).toBe('Priya Natarajan');
  });

  it('stops an author name at the lower-case words after it', () => {
    const about = read('threads started by calypso_rae about diverters');
    expect(about.author).toBe('calypso_rae');
    expect(about.topic.flatMap((a) => a.concepts.map((c) => c.said))).toEqual(['diverters']);
    const section = read('threads by glyn in General Discussion');
    expect(section.author).toBe('glyn');
    expect(section.section).toBe('General Discussion');
    expect(read('messages sent by Priya Natarajan about solar in 2019').author).toBe('Priya Natarajan');
  });
});

describe('parseCollectRequest: understood', () => {
  it('says in one line per part how each was read', () => {
    const r = read('what Anna Berg wrote to the list in March 2019');
    expect(r.understood).toHaveLength(3);
    expect(r.understood[0]).toContain('2019-03-01');
    expect(r.understood[0]).toContain('2019-03-31');
    expect(r.understood[0]).toContain('March 2019');
    expect(r.understood[1]).toContain('Anna Berg');
    expect(r.understood[2]).toBe('topic: any (no topic words)');
  });

  it('names the section, the count and the topic alternatives', () => {
    const forum = read('List every question posted in the Questions and support forum in November 2012.');
    expect(forum.understood).toHaveLength(3);
    expect(forum.understood[0]).toContain('2012-11-01');
    expect(forum.understood[0]).toContain('2012-11-30');
    expect(forum.understood[1]).toMatch(/^section: .*Questions and support$/);

    const latest = read('the 5 latest threads about MQTT');
    expect(latest.understood).toEqual(['count: "the 5 latest" → at most 5, newest first', 'topic: "MQTT"']);

    const sale = read(
      'In the For Sale / Wanted section, collect every listing that is marked for sale or sold.',
    );
    expect(sale.understood).toEqual([
      'section: "In the For Sale / Wanted section" → For Sale / Wanted',
      'topic: "sale" or "sold"',
    ]);
  });
});
