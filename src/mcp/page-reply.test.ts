import { describe, expect, it } from 'vitest';
import type { MenuItem, Option, Place } from '../core/place.ts';
import { countTokens } from '../core/tokens.ts';
import { REPLY_TOKENS } from './budget.ts';
import { linksOf } from './links.ts';
import { labelOf, MAX_LINKS, pageReply } from './page-reply.ts';
import { rankLinks } from './rank-links.ts';

const AT = 'https://shop.test/honda/accord/index.html';

function place(extra: Partial<Place> = {}): Place {
  return {
    location: AT,
    title: '2004 Honda Accord',
    path: [],
    text: 'Service information for the 2004 Honda Accord.',
    passages: [{ kind: 'paragraph', text: 'Service information for the 2004 Honda Accord.', headings: [] }],
    options: [],
    ...extra,
  };
}

const MENU: MenuItem[] = [
  {
    label: 'Repair and Diagnosis',
    children: [
      {
        label: 'Engine',
        children: [
          {
            label: 'Engine Oil Pressure',
            children: [
              {
                label: 'Specifications',
                url: 'https://shop.test/honda/accord/oil-pressure/specifications.html',
              },
              { label: 'Testing', url: 'https://shop.test/honda/accord/oil-pressure/testing.html' },
            ],
          },
        ],
      },
      { label: 'Brakes', url: 'https://shop.test/honda/accord/brakes.html' },
    ],
  },
];

const OPTIONS: Option[] = [
  { id: 1, label: 'Repair and Diagnosis', target: AT, kind: 'folder', group: 'content', folderPath: [0] },
  { id: 2, label: 'Home', target: 'https://shop.test/', kind: 'link', group: 'section' },
  { id: 3, label: 'This page', target: `${AT}#top`, kind: 'link', group: 'section' },
  { id: 4, label: 'Recalls', target: 'https://nhtsa.test/recalls', kind: 'link', group: 'external' },
];

describe('the navigate reply', () => {
  it('flattens in-page folders into links labelled by their folder path, ranked by the hint', () => {
    const p = place({ menu: MENU, options: OPTIONS });
    const links = linksOf(p);
    // The page itself is not offered; the folder became its entries, shallow first.
    expect(links.map((l) => l.chain.join(' > '))).toEqual([
      'Home',
      'Recalls',
      'Repair and Diagnosis > Brakes',
      'Repair and Diagnosis > Engine > Engine Oil Pressure > Specifications',
      'Repair and Diagnosis > Engine > Engine Oil Pressure > Testing',
    ]);
    const text = pageReply({
      place: p,
      links: rankLinks(p, links, 'engine oil pressure specifications', new Set()),
      hint: 'engine oil pressure specifications',
      canBack: false,
    });
    expect(text).toContain(
      'Main content:\nFor Repair and Diagnosis > Engine > Engine Oil Pressure > Specifications: /honda/accord/oil-pressure/specifications.html',
    );
    expect(text).toContain('Site sections:\nFor Home: /');
    expect(text).toContain('Other sites:\nFor Recalls: https://nhtsa.test/recalls');
    expect(text.split('\n').at(-1)).toBe(
      'Next: navigate {"target":"/honda/accord/oil-pressure/specifications.html","hint":"engine oil pressure specifications"} — or read {} to read this page.',
    );
  });

  it('shows status, redirects, description, feeds, pagination and canonical', () => {
    const p = place({
      status: 203,
      redirects: ['https://shop.test/accord'],
      description: 'All about the Accord.',
      feeds: ['https://shop.test/feed.xml'],
      next: 'https://shop.test/honda/accord/page2.html',
      prev: 'https://shop.test/honda/accord/page0.html',
      canonical: 'https://www.shop.test/accord/',
    });
    const text = pageReply({ place: p, links: [], hint: '', canBack: true });
    expect(text).toContain(
      `You are on: 2004 Honda Accord (${AT})\nRedirected from: https://shop.test/accord\nStatus: HTTP 203`,
    );
    expect(text).toContain('About: All about the Accord.');
    expect(text).toContain(
      'Feeds: /feed.xml\nNext page: /honda/accord/page2.html\nPrevious page: /honda/accord/page0.html',
    );
    expect(text).toContain('Canonical URL: https://www.shop.test/accord/');
    expect(text).toContain('No links lead on from this page.');
    expect(text.split('\n').at(-1)).toBe(
      'Next: read {} to read this page or navigate {"target":"back","hint":"<what you look for>"}.',
    );
  });

  it('stays inside the budget on a pathological page, keeping the closing call', () => {
    const many: Option[] = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      label:
        `Link number ${i} with a very long label that goes on and on about nothing in particular at all`.repeat(
          3,
        ),
      target: `https://shop.test/${'deep/'.repeat(40)}${i}.html`,
      kind: 'link',
      group: 'content',
    }));
    const p = place({
      title: 'T'.repeat(5000),
      description: 'word '.repeat(3000),
      text: 'text '.repeat(20000),
      passages: [{ kind: 'paragraph', text: 'text '.repeat(20000), headings: [] }],
      options: many,
      location: `https://shop.test/${'x'.repeat(3000)}`,
      redirects: Array.from({ length: 20 }, (_, i) => `https://shop.test/${'r'.repeat(500)}${i}`),
    });
    const text = pageReply({
      place: p,
      links: rankLinks(p, linksOf(p), 'link 42', new Set()),
      hint: 'link 42',
      canBack: true,
    });
    expect(countTokens(text)).toBeLessThanOrEqual(REPLY_TOKENS);
    expect(text.split('\n').at(-1)).toMatch(/^Next: navigate \{"target":"\/deep\//);
    expect((text.match(/^For /gm) ?? []).length).toBeLessThanOrEqual(MAX_LINKS);
  });

  it('elides the middle of long folder paths, keeping where and what', () => {
    const chain = [
      'Repair and Diagnosis',
      'Engine, Cooling and Exhaust',
      'Engine',
      'Engine Lubrication',
      'Engine Oil Pressure',
      'Specifications',
    ];
    expect(labelOf(chain, { label: 200, elide: false })).toBe(chain.join(' > '));
    expect(labelOf(chain, { label: 80, elide: true })).toBe(
      'Repair and Diagnosis > … > Engine Oil Pressure > Specifications',
    );
    expect(labelOf(chain, { label: 40, elide: true })).toBe('… > Engine Oil Pressure > Specifications');
  });
});
