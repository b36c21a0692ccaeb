import { describe, expect, it } from 'vitest';
import type { Place } from '../../core/place.ts';
import { bestCandidate, type Candidate } from './candidates.ts';

const place = (name: string, text = `Text of ${name}.`): Place => ({
  location: `http://127.0.0.1:9/${name}.html`,
  title: name,
  path: [],
  text,
  passages: [],
  options: [],
});

const candidate = (
  name: string,
  confidence: number,
  extra: Partial<Candidate['reading']> = {},
  text?: string,
) => ({
  place: place(name, text),
  reading: {
    found: true,
    answer: `answer on ${name}`,
    quote: '',
    reason: '',
    by: 'heuristic',
    confidence,
    ...extra,
  },
  path: [name],
});

describe('bestCandidate', () => {
  it('takes a sure answer before any plausible one, however confident', () => {
    const best = bestCandidate(
      [candidate('plausible', 1.5, { tentative: true }), candidate('sure', 1.0)],
      () => 0,
    );
    expect(best?.place.title).toBe('sure');
  });

  it('takes the most confident when the others are well behind, whatever their pages say', () => {
    const best = bestCandidate([candidate('a', 1.0), candidate('b', 1.3)], (p) => (p.title === 'a' ? 9 : 0));
    expect(best?.place.title).toBe('b');
  });

  it('lets the page that says more of the question decide between readings judged alike', () => {
    const best = bestCandidate([candidate('a', 1.259), candidate('b', 1.255)], (p) =>
      p.title === 'b' ? 0.9 : 0.4,
    );
    expect(best?.place.title).toBe('b');
  });

  it('cites the shorter of two pages giving the same words', () => {
    const archive = candidate('archive', 1.99, {}, 'x'.repeat(5000));
    const release = candidate('release', 1.99, {}, 'x'.repeat(500));
    archive.reading.answer = 'Release 2.0 adds 1708 fixes.';
    release.reading.answer = 'Release 2.0 adds 1708 fixes.';
    expect(bestCandidate([archive, release], (p) => (p.title === 'archive' ? 0.9 : 0.1))?.place.title).toBe(
      'release',
    );
  });

  it('is undefined when nothing was read', () => {
    expect(bestCandidate([], () => 0)).toBeUndefined();
  });
});
