import { describe, expect, it } from 'vitest';
import type { Option, Place } from './place.ts';
import { buildQuery } from './query.ts';
import { rankOptions } from './rank-options.ts';
import { isSiteIndexLink, siteIndexTexts } from './site-index.ts';

const SITE = 'https://docs.example.org/manual/';

describe('isSiteIndexLink', () => {
  it('knows a link to an index of terms by a label of a few words ending in "index"', () => {
    expect(isSiteIndexLink('Index', `${SITE}genindex.html`)).toBe(true);
    expect(isSiteIndexLink('General Index', `${SITE}terms-a-z.html`)).toBe(true);
    expect(isSiteIndexLink('Widget Module Index', `${SITE}mod-index.html`)).toBe(true);
  });

  it('takes neither a topic about indexes nor a home page labelled "Index" for one', () => {
    expect(isSiteIndexLink('11. Indexes', `${SITE}indexes.html`)).toBe(false);
    expect(isSiteIndexLink('Hash Index Internals', `${SITE}hash.html`)).toBe(false);
    expect(isSiteIndexLink('Rebuilding a corrupted search index', `${SITE}rebuild.html`)).toBe(false);
    expect(isSiteIndexLink('Index', `${SITE}index.html`)).toBe(false);
    expect(isSiteIndexLink('Index', SITE)).toBe(false);
    expect(isSiteIndexLink('Index', `${SITE}index`)).toBe(false);
  });
});

describe('siteIndexTexts', () => {
  const query = buildQuery('Which knob of frob_limit caps the queue length?');
  const index = { label: 'Index', target: `${SITE}genindex.html`, group: 'content' as const };

  it('promises the names of code the question asks about that no label seen shows', () => {
    expect(siteIndexTexts(index, query, undefined)).toEqual([['label', 'frob_limit']]);
    const seen = { docs: 20, df: new Map([['frob_limit', 1]]) };
    expect(siteIndexTexts(index, query, seen)).toEqual([]);
  });

  it('promises nothing for a question naming no code, nor for another link or the index of another site', () => {
    expect(siteIndexTexts(index, buildQuery('How long is the queue?'), undefined)).toEqual([]);
    expect(
      siteIndexTexts({ ...index, label: 'Queues', target: `${SITE}queues.html` }, query, undefined),
    ).toEqual([]);
    const elsewhere = {
      ...index,
      target: 'https://other.example.net/genindex.html',
      group: 'external' as const,
    };
    expect(siteIndexTexts(elsewhere, query, undefined)).toEqual([]);
  });

  it('puts the index first among links that name nothing of the question', () => {
    const link = (id: number, label: string, file: string): Option => ({
      id,
      label,
      target: `${SITE}${file}`,
      kind: 'link',
      group: 'content',
    });
    const place: Place = {
      location: `${SITE}start.html`,
      title: 'Frobnicator manual',
      path: [],
      text: 'Frobnicator manual',
      passages: [],
      options: [
        link(1, 'Installing', 'install.html'),
        link(2, 'Tuning the scheduler', 'tuning.html'),
        link(3, 'Index', 'genindex.html'),
      ],
    };
    const memory = {
      question: query.question,
      stack: [],
      visited: new Set<string>(),
      deadEnds: new Set<string>(),
      steps: [],
    };
    const ranked = rankOptions(place, memory, query).sort((a, b) => b.score - a.score);
    expect(ranked[0]?.label).toBe('Index');
    const named = rankOptions(place, memory, buildQuery('How do I tune the scheduler?')).sort(
      (a, b) => b.score - a.score,
    );
    expect(named[0]?.label).toBe('Tuning the scheduler');
    expect(named.find((o) => o.label === 'Index')?.score).toBe(0);
  });
});
