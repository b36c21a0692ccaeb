import { describe, expect, it } from 'vitest';
import { isListing, listingShape, promisingEntries } from './listing.ts';
import type { Memory } from './memory.ts';
import type { Option, Place } from './place.ts';
import { rankOptions } from './rank-options.ts';
import { visitKey } from './url.ts';

const HERE = 'http://127.0.0.1:9/code/titles/50/';

function link(id: number, label: string, path: string, extra: Partial<Option> = {}): Option {
  return { id, label, target: new URL(path, HERE).href, kind: 'link', group: 'content', ...extra };
}

function place(text: string, options: Option[]): Place {
  return { location: HERE, title: 'Title 50', path: [], text, passages: [], options };
}

const chapters = Array.from({ length: 12 }, (_, i) => `Chapter ${i + 1}. Rules of part ${i + 1}.`);

describe('a listing, recognised by its shape', () => {
  it('is a page whose text is mostly its entries, even when its markup calls them navigation', () => {
    const options = chapters.map((label, i) =>
      link(i + 1, label, `chapters/${i + 1}/`, { group: 'section' }),
    );
    const shape = listingShape(place(chapters.map((c) => `- ${c}`).join('\n'), options));
    expect(shape.entries).toHaveLength(12);
    expect(isListing(shape)).toBe(true);
  });

  it('is a page with no text of its own but many links below it', () => {
    const options = chapters.map((label, i) =>
      link(i + 1, label, `chapters/${i + 1}/`, { group: 'section' }),
    );
    expect(isListing(listingShape(place('Title 50', options)))).toBe(true);
  });

  it('is a page of cards: each entry with a line of summary', () => {
    const summaries = chapters.map((c) => `${c} What the rules of this part say, in one line.`);
    const options = chapters.map((label, i) => link(i + 1, label, `chapters/${i + 1}/`));
    const shape = listingShape(place(summaries.join('\n'), options));
    expect(shape.linked).toBeLessThan(0.5);
    expect(isListing(shape)).toBe(true);
  });

  it('is not an article, however many links its sentences hold', () => {
    const prose = Array.from(
      { length: 40 },
      () => 'The engine is described in the chapters below with care.',
    ).join(' ');
    const options = chapters.map((label, i) => link(i + 1, label, `chapters/${i + 1}/`, { inline: true }));
    expect(isListing(listingShape(place(prose, options)))).toBe(false);
  });

  it("is not a page of prose beside the site's menu", () => {
    const prose = Array.from({ length: 40 }, () => 'Replace the filter every 10,000 miles.').join(' ');
    const options = chapters.map((label, i) =>
      link(i + 1, label, `/other/${i + 1}.html`, { group: 'section' }),
    );
    const shape = listingShape(place(prose, options));
    expect(shape.entries).toHaveLength(0);
    expect(isListing(shape)).toBe(false);
  });

  it('counts neither the way up (breadcrumbs), chrome, nor other sites', () => {
    const up = [link(1, 'Code', '/code/'), link(2, 'Home', '/')];
    const chrome = [link(3, 'Privacy', '/privacy.html', { boilerplate: true })];
    const away = [link(4, 'Elsewhere', 'https://example.org/x', { group: 'external' })];
    const few = chapters.slice(0, 7).map((label, i) => link(i + 10, label, `chapters/${i + 1}/`));
    const shape = listingShape(
      place(few.map((o) => o.label).join('\n'), [...up, ...chrome, ...away, ...few]),
    );
    expect(shape.entries.map((o) => o.label)).toEqual(few.map((o) => o.label));
    // Seven entries make a short list, not a table of contents to scan.
    expect(isListing(shape)).toBe(false);
  });
});

describe('what the entries of a listing inherit', () => {
  const memory = (placeScent: number): Memory => ({
    question: 'What lantern does a night stall need?',
    stack: [],
    visited: new Set(),
    deadEnds: new Set(),
    steps: [],
    placeScent: new Map([[visitKey(HERE), placeScent]]),
  });
  const sections = chapters.map((label, i) => link(i + 1, label, `chapters/${i + 1}/`));

  it("lets a listing's entries share the promise of the listing itself (the sections of the right chapter)", () => {
    const listing = place(chapters.map((c) => `- ${c}`).join('\n'), sections);
    const ranked = rankOptions(listing, memory(1), 'What lantern does a night stall need?');
    expect(ranked.every((o) => o.score > 0)).toBe(true);
  });

  it("gives the links of an article none of the article's promise", () => {
    const prose = Array.from({ length: 40 }, () => 'A night stall needs a lantern fitted to its size.').join(
      ' ',
    );
    const links = chapters.slice(0, 3).map((label, i) => link(i + 1, label, `chapters/${i + 1}/`));
    const ranked = rankOptions(place(prose, links), memory(1), 'What lantern does a night stall need?');
    expect(ranked.every((o) => o.score === 0)).toBe(true);
  });

  it('lets the few entries of a page that is nothing else (a part of a few divisions) share its promise, whatever their markup', () => {
    const subchapters = ['Division A. Common Terms.', 'Division B. Charter Operators.'].map((label, i) =>
      link(i + 1, label, `divisions/${i + 1}/`, { group: 'section' }),
    );
    const chapter = place('Part 9', [link(9, 'Code', '/code/', { group: 'section' }), ...subchapters]);
    expect(isListing(listingShape(chapter))).toBe(false);
    expect([...promisingEntries(chapter)].map((o) => o.label)).toEqual(subchapters.map((o) => o.label));
    const ranked = rankOptions(chapter, memory(1), 'What lantern does a night stall need?');
    expect(ranked.filter((o) => o.score > 0).map((o) => o.label)).toEqual(subchapters.map((o) => o.label));
  });

  it('passes nothing on through a short page of prose with a few links', () => {
    const prose = Array.from({ length: 10 }, () => 'A child needs a restraint.').join(' ');
    const links = chapters.slice(0, 3).map((label, i) => link(i + 1, label, `chapters/${i + 1}/`));
    expect(promisingEntries(place(prose, links)).size).toBe(0);
  });
});
