import { describe, expect, it } from 'vitest';
import type { Library, LibraryNode } from '../../library/model.ts';
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

  it('leaves out passages of documents kept off the shelves, which lead to no branch', () => {
    const shelved = ownerLibrary();
    // A compilation kept off the shelves: the same words as the tool note, and more of them.
    const aside: LibraryNode = {
      id: 'aside/all-notes',
      level: 'chunk',
      parent: null,
      title: 'All notes',
      path: [],
      summary: '',
      topics: [],
      details: [],
      file: 'all-notes.html',
      text: 'Lug nut torque, lug nut torque and more lug nut torque.',
      children: [],
    };
    const library: Library = {
      ...shelved,
      node: (id) => (id === aside.id ? aside : shelved.node(id)),
      search: (query, options) => [
        { node: aside, score: 99, snippet: aside.text ?? '' },
        ...shelved.search(query, options),
      ],
    };
    const hits = libraryEvidence(library, 'lug nut torque');
    expect(hits.map((h) => h.location)).toEqual([
      nodeLocation('garden-handbook/tool-shed/miscellaneous/maintenance-notes'),
    ]);
    expect(libraryEvidence(library, 'lug nut torque', 1)).toHaveLength(1);
  });
});
