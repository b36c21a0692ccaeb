import { describe, expect, it } from 'vitest';
import type { Option, Place } from '../../core/place.ts';
import { buildQuery } from '../../core/query.ts';
import { visitKey } from '../../core/url.ts';
import { Frontier } from './frontier.ts';

const QUESTION = 'Do I have to register my bike?';
const query = buildQuery(QUESTION);

function link(id: number, label: string, path: string, base: string, extra: Partial<Option> = {}): Option {
  return { id, label, target: new URL(path, base).href, kind: 'link', group: 'content', ...extra };
}

/** Scores of every lead seen on `place`, when the place itself promises `placeScent`. */
function leadScores(place: Place, placeScent: number): Map<string, number> {
  const frontier = new Frontier();
  const key = visitKey(place.location);
  frontier.addPlace(place, key, query);
  const best = frontier.best(query, undefined, new Map(), () => false, 50, new Map([[key, placeScent]]));
  return new Map(best.map(({ lead, score }) => [lead.label, score]));
}

describe('what the leads seen on a place inherit of its promise', () => {
  const base = 'http://127.0.0.1:9/code/chapters/16/';
  const subchapters = ['Subchapter I. General Provisions.', 'Subchapter II. Commercial Operators.'];

  it('the few entries of a page that is nothing but them share it, even marked up as navigation', () => {
    const chapter: Place = {
      location: base,
      title: 'Chapter 16. Regulation of Bicycles.',
      path: [],
      text: 'Chapter 16. Regulation of Bicycles.',
      passages: [],
      options: subchapters.map((label, i) =>
        link(i + 1, label, `subchapters/${i + 1}/`, base, { group: 'section' }),
      ),
    };
    const scores = leadScores(chapter, 1);
    // "General Provisions" says nothing of bikes: only the chapter it is listed on does.
    expect(scores.get('Subchapter I. General Provisions.')).toBeGreaterThan(0);
    expect(scores.get('Subchapter II. Commercial Operators.')).toBeGreaterThan(0);
  });

  it('the links inside a page of prose share none of it', () => {
    const prose = Array.from({ length: 20 }, () => 'Bicycles are vehicles, and the rules for them are many.');
    const essay: Place = {
      location: base,
      title: 'About bicycles',
      path: [],
      text: prose.join(' '),
      passages: [],
      options: subchapters.map((label, i) =>
        link(i + 1, label, `subchapters/${i + 1}/`, base, { inline: true }),
      ),
    };
    const scores = leadScores(essay, 1);
    expect(scores.get('Subchapter I. General Provisions.') ?? 0).toBe(0);
  });
});
