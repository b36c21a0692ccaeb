import { describe, expect, it } from 'vitest';
import { distinctTitles, sameTitle, titleKey } from './title-path.ts';

describe('titles in a path', () => {
  it('are the same whatever their case, spacing, trailing punctuation or part marker', () => {
    const alike: [string, string][] = [
      ['Installing', 'installing'],
      ['Installing', '  Installing \n'],
      ['Installing', 'Installing:'],
      ['Installing', 'Installing…'],
      ['Installing', 'Installing (2)'],
      ['Installing', 'Installing (2/3)'],
      ['Installing', 'Installing (part 2)'],
      ['Installing', 'Installing — part 2'],
      ['Installing', 'Installing - Part 2 of 3'],
      ['Installing', 'Installing (continued)'],
      ['Café hours', 'CAFE HOURS.'],
    ];
    for (const [a, b] of alike) {
      expect(sameTitle(a, b), `${a} / ${b}`).toBe(true);
    }
  });

  it('differ when their words do, numbers in the title included', () => {
    const unlike: [string, string][] = [
      ['Installing', 'Installing on Linux'],
      ['Section 4', 'Section 5'],
      ['Terms L to N', 'Terms A to K'],
      ['Python 3.12', 'Python 3'],
      ['(1)', '(2)'],
    ];
    for (const [a, b] of unlike) {
      expect(sameTitle(a, b), `${a} / ${b}`).toBe(false);
    }
    expect(titleKey('Section 4: Your Excess')).toBe('section 4: your excess');
  });

  it('show each title once, keeping the innermost of neighbours alike and every distinct title', () => {
    expect(distinctTitles(['docs', 'car', 'Policy', 'Standard excess', 'Standard excess (2/3)'])).toEqual([
      'docs',
      'car',
      'Policy',
      'Standard excess (2/3)',
    ]);
    expect(distinctTitles(['docs', 'Guide', 'Guide', 'Installing', 'installing:'])).toEqual([
      'docs',
      'Guide',
      'installing:',
    ]);
    // Only neighbours merge: the same word further apart names two places.
    expect(distinctTitles(['car', 'Claims', 'car'])).toEqual(['car', 'Claims', 'car']);
    expect(distinctTitles([])).toEqual([]);
  });
});
