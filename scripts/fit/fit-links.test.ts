import { describe, expect, it } from 'vitest';
import { fitLinkWeights, linkScore, meanReciprocalRank, reciprocalRank, START } from './fit-links.ts';
import type { LinkCandidate, LinkChoice } from './link-examples.ts';

/** A link matching concept 0 by its label and/or its URL with the given strengths. */
function link(
  closer: boolean,
  label: number,
  url: number,
  extra: Partial<LinkCandidate> = {},
): LinkCandidate {
  const matches: LinkCandidate['matches'] = [];
  if (label > 0) matches.push({ field: 'label', concepts: [[0, label]] });
  if (url > 0) matches.push({ field: 'url', concepts: [[0, url]] });
  return { matches, group: 'content', boilerplate: false, located: [], nearMiss: 1, closer, ...extra };
}

function choice(
  question: string,
  candidates: LinkCandidate[],
  unmatched = 0,
  unmatchedCloser = 0,
): LinkChoice {
  return {
    site: 'fixture',
    question,
    page: 'index.html',
    peeked: false,
    candidates,
    unmatched,
    unmatchedCloser,
    conceptWeights: [1],
  };
}

describe('reciprocal rank of the links that lead nearer', () => {
  it('is 1 when a right link ranks first, and counts ties half', () => {
    expect(reciprocalRank(choice('a', [link(true, 1, 0), link(false, 0.5, 0)]), START)).toBe(1);
    expect(reciprocalRank(choice('b', [link(false, 1, 0), link(true, 1, 0)]), START)).toBeCloseTo(1 / 1.5);
    expect(
      reciprocalRank(choice('c', [link(false, 1, 0), link(false, 0.9, 0), link(true, 0.5, 0)]), START),
    ).toBe(1 / 3);
  });

  it('is 0 when no link leads nearer, and places an unmatched right link among the unmatched', () => {
    expect(reciprocalRank(choice('a', [link(false, 1, 0)]), START)).toBe(0);
    // One matched wrong link above; the right one ties with three other unmatched links.
    expect(reciprocalRank(choice('b', [link(false, 1, 0)], 4, 1), START)).toBeCloseTo(1 / (1 + 1 + 1.5));
  });

  it('lets page chrome and other sites keep only their share of the scent', () => {
    const chrome = link(true, 1, 0, { boilerplate: true });
    expect(linkScore(chrome, [1], START)).toBeCloseTo(START.boilerplate);
    const away = link(true, 1, 0, { group: 'external' });
    expect(linkScore(away, [1], START)).toBeCloseTo(START.group.external);
  });
});

describe('fitting the link weights', () => {
  // Pages where the URL names the way and the label misleads: the right link's URL matches
  // strongly, a wrong link's label a little better than the right one's.
  const choices = Array.from({ length: 12 }, (_, i) =>
    choice(`q${i}`, [link(true, 0.3, 1), link(false, 0.5, 0), link(false, 0.2, 0.1)]),
  );

  it('raises the weight of the field that tells the right links, and ranks them better for it', () => {
    const fitted = fitLinkWeights(choices);
    expect(fitted.field.url).toBeGreaterThan(START.field.url);
    expect(meanReciprocalRank(choices, fitted)).toBeGreaterThan(meanReciprocalRank(choices, START));
    expect(meanReciprocalRank(choices, fitted)).toBe(1);
  });

  it('gives the same weights on every run, and keeps the label as the scale', () => {
    expect(fitLinkWeights(choices)).toEqual(fitLinkWeights(choices));
    expect(fitLinkWeights(choices).field.label).toBe(1);
  });

  it('never rules a standing out: a factor stays above zero even where it only ever marks wrong links', () => {
    const away = Array.from({ length: 12 }, (_, i) =>
      choice(`q${i}`, [link(true, 0.5, 0), link(false, 1, 0, { group: 'external' })]),
    );
    const fitted = fitLinkWeights(away);
    expect(fitted.group.external).toBeGreaterThan(0);
    expect(fitted.group.external).toBeLessThan(START.group.external);
  });
});
