import { describe, expect, it } from 'vitest';
import { citationFor } from '../../strategies/drill/citation.ts';
import { createLibraryWorld, nodeLocation } from './index.ts';
import { createMemoryLibrary } from './test-support/memory-library.ts';
import { ownerLibrary } from './test-support/owner-library.ts';

const signal = new AbortController().signal;
const SECTION = 'zephyr-service-manual/cooling-system/coolant-specifications';

describe('a section read whole', () => {
  const world = createLibraryWorld(ownerLibrary());

  it('holds the text of its chunks, each chunk titled otherwise under its own heading', async () => {
    const place = await world.open(nodeLocation(SECTION), signal);
    expect(place.holdsText).toBe(true);
    // The first chunk opens with its own heading; the second is given its title as one.
    expect(place.text).toContain('## Capacities');
    expect(place.text).toContain('# Coolant type\n\nUse a 50/50 mix');
    expect(place.passages.map((p) => p.text)).toContain(
      'Use a 50/50 mix of long-life coolant and distilled water.',
    );
    const mix = place.passages.find((p) => p.text.startsWith('Use a 50/50'));
    expect(mix?.headings).toEqual(['Coolant type']);
    // Each chunk's piece of the text, where it stands.
    expect(place.parts?.map((p) => [p.title, p.lines])).toEqual([
      ['Capacities', [12, 17]],
      ['Coolant type', [18, 20]],
    ]);
    for (const part of place.parts ?? [])
      expect(place.text.slice(part.start, part.end).length).toBe(part.end - part.start);
    expect(place.text.slice(place.parts?.[1]?.start, place.parts?.[1]?.end)).toMatch(/^# Coolant type/);
  });

  it('is not made of a node whose children are sections: that one keeps its summary', async () => {
    const place = await world.open(nodeLocation('zephyr-service-manual/cooling-system'), signal);
    expect(place.holdsText).toBeUndefined();
    expect(place.parts).toBeUndefined();
    expect(place.text).toContain('Coolant, radiator and thermostat');
  });

  it('does not repeat a title its chunks carry, numbered or not', async () => {
    const library = createMemoryLibrary({
      title: 'Kiln Notes',
      summary: 'Notes on firing.',
      children: [
        {
          title: 'Studio',
          children: [
            {
              title: 'Firing',
              file: 'firing.md',
              summary: 'How to fire.',
              children: [
                {
                  title: 'Glaze firing',
                  summary: 'Cone 6.',
                  lines: [1, 9],
                  children: [
                    { title: 'Glaze firing (1/2)', lines: [2, 5], text: 'Fire to cone 6 over eight hours.' },
                    { title: 'Glaze firing (2/2)', lines: [6, 9], text: 'Hold the peak for ten minutes.' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const glaze = await createLibraryWorld(library).open(nodeLocation('studio/firing/glaze-firing'), signal);
    expect(glaze.holdsText).toBe(true);
    expect(glaze.text).toBe('Fire to cone 6 over eight hours.\n\nHold the peak for ten minutes.');
  });

  it('is cited at the chunk its quote stands in, or whole when the quote spans two', async () => {
    const place = await world.open(nodeLocation(SECTION), signal);
    const one = citationFor(
      place,
      'Owner Library',
      'Use a 50/50 mix of long-life coolant and distilled water.',
    );
    expect(one).toMatchObject({ node: `${SECTION}/coolant-type`, title: 'Coolant type', lines: [18, 20] });
    expect(one.path.at(-1)).toBe('Coolant type');
    const both = citationFor(place, 'Owner Library', 'Reservoir | 0.6 qt (0.57 L)');
    expect(both).toMatchObject({ node: `${SECTION}/capacities`, lines: [12, 17] });
    const spanning = citationFor(place, 'Owner Library', '0.6 qt (0.57 L) |\n\n# Coolant type');
    expect(spanning).toMatchObject({ node: SECTION, title: 'Coolant Specifications', lines: [10, 20] });
  });
});
