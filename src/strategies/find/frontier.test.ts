import { describe, expect, it } from 'vitest';
import type { Option, Place } from '../../core/place.ts';
import { buildQuery } from '../../core/query.ts';
import { visitKey } from '../../core/url.ts';
import { Frontier } from './frontier.ts';

const QUESTION = 'Do I have to license my sailboat?';
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
  const base = 'http://127.0.0.1:9/rules/parts/9/';
  const subchapters = ['Division A. Common Terms.', 'Division B. Charter Operators.'];

  it('the few entries of a page that is nothing but them share it, even marked up as navigation', () => {
    const chapter: Place = {
      location: base,
      title: 'Part 9. Rules for Sailboats.',
      path: [],
      text: 'Part 9. Rules for Sailboats.',
      passages: [],
      options: subchapters.map((label, i) =>
        link(i + 1, label, `divisions/${i + 1}/`, base, { group: 'section' }),
      ),
    };
    const scores = leadScores(chapter, 1);
    // "Common Terms" says nothing of sailboats: only the part it is listed on does.
    expect(scores.get('Division A. Common Terms.')).toBeGreaterThan(0);
    expect(scores.get('Division B. Charter Operators.')).toBeGreaterThan(0);
  });

  it('the links inside a page of prose share none of it', () => {
    const prose = Array.from({ length: 20 }, () => 'Sailboats are vessels, and the rules for them are many.');
    const essay: Place = {
      location: base,
      title: 'About sailboats',
      path: [],
      text: prose.join(' '),
      passages: [],
      options: subchapters.map((label, i) =>
        link(i + 1, label, `divisions/${i + 1}/`, base, { inline: true }),
      ),
    };
    const scores = leadScores(essay, 1);
    expect(scores.get('Division A. Common Terms.') ?? 0).toBe(0);
  });
});

describe('the frontier against plain keyword order', () => {
  // A page listing sections whose URL and label name more or fewer of the question's words: where
  // that count is the right order, the frontier keeps it (never below a crawler scoring URL and
  // anchor by the question's words).
  const question = 'How often should the greenhouse heater filter be cleaned?';
  const q = buildQuery(question);
  const base = 'http://127.0.0.1:9/manual/';
  const sections: Array<[string, string]> = [
    ['Soil and compost', 'soil/compost.html'],
    ['Greenhouse heater', 'greenhouse/heater.html'],
    ['Cleaning the greenhouse heater filter', 'greenhouse/heater/filter-cleaning.html'],
    ['Greenhouse glazing', 'greenhouse/glazing.html'],
    ['Watering schedule', 'watering.html'],
  ];
  const keywordCount = (label: string, path: string): number => {
    const said = new Set(`${label} ${path}`.toLowerCase().split(/[^a-z]+/));
    return ['greenhouse', 'heater', 'filter', 'cleaning'].filter((w) => said.has(w)).length;
  };

  it('orders the leads as the count of question words in their label and URL does', () => {
    const manual: Place = {
      location: base,
      title: 'Garden manual',
      path: [],
      text: 'Garden manual',
      passages: [],
      options: sections.map(([label, path], i) => link(i + 1, label, path, base)),
    };
    const frontier = new Frontier();
    frontier.addPlace(manual, visitKey(base), q);
    const best = frontier.best(q, undefined, new Map(), () => false, 10).map((b) => b.lead.label);
    const byKeywords = sections
      .filter(([label, path]) => keywordCount(label, path) > 0)
      .sort((a, b) => keywordCount(b[0], b[1]) - keywordCount(a[0], a[1]))
      .map(([label]) => label);
    expect(best.slice(0, 2)).toEqual(byKeywords.slice(0, 2));
    // What names none of the question's words comes after everything that names some.
    expect(
      best.indexOf('Watering schedule') === -1 || best.indexOf('Watering schedule') >= byKeywords.length,
    ).toBe(true);
  });
});
