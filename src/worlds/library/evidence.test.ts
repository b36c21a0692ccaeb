import { describe, expect, it } from 'vitest';
import { libraryEvidence } from './evidence.ts';
import { nodeLocation } from './location.ts';
import { ownerLibrary } from './test-support/owner-library.ts';
import { createLibraryWorld } from './world.ts';

describe('evidence from below in a library', () => {
  it('returns the matching chunks with every node above them, outermost first', () => {
    const hits = libraryEvidence(ownerLibrary(), 'lug nut torque');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      location: nodeLocation('garden-handbook/tool-shed/miscellaneous/maintenance-notes'),
      within: [
        nodeLocation('catalog'),
        nodeLocation('garden-handbook'),
        nodeLocation('garden-handbook/tool-shed'),
        nodeLocation('garden-handbook/tool-shed/miscellaneous'),
      ],
    });
    expect(hits[0]?.score).toBeGreaterThan(0);
  });

  it('takes chunks holding any of the words, more of them first', async () => {
    const world = createLibraryWorld(ownerLibrary());
    const hits = await world.evidence?.('coolant capacity trailer', new AbortController().signal);
    expect(hits?.length).toBeGreaterThan(1);
    const scores = (hits ?? []).map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
