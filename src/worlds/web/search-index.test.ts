import { describe, expect, it } from 'vitest';
import { indexResultsPlace, searchIndex } from './index-search.ts';
import { readSearchIndex } from './search-index.ts';

const ROOT = 'https://garden.example/';

/** A term index as Sphinx writes it: which documents hold each (Porter-stemmed) term. */
const TERM_INDEX = `Search.setIndex(${JSON.stringify({
  docnames: ['index', 'pruning', 'watering', 'reference'],
  filenames: ['index.rst', 'pruning.rst', 'watering.rst', 'reference.rst'],
  titles: ['Garden guide', 'Pruning <code>roses</code>', 'Watering', 'Reference'],
  terms: { garden: [0, 1, 2], prune: 1, rose: [1, 3], winter: 1, water: [2, 3], drip: 2, hose: 2 },
  titleterms: { garden: 0, guid: 0, prune: 1, rose: 1, water: 2, refer: 3 },
  alltitles: { 'When to cut': [[1, 'when-to-cut']], 'Drip lines': [[2, 'drip-lines']] },
  objects: { shears: [[3, 0, 1, '', 'sharpen_blade']] },
  objtypes: { 0: 'py:function' },
  objnames: { 0: ['py', 'function', 'Python function'] },
})});`;

/** A list of page and section texts, as MkDocs writes it in the site's search/ folder. */
const TEXT_INDEX = JSON.stringify({
  config: { lang: ['en'] },
  docs: [
    { location: 'beds/', title: 'Raised beds', text: 'Build raised beds from untreated timber.' },
    { location: 'beds/#soil', title: 'Soil', text: 'Fill the beds with a mix of compost and topsoil.' },
    { location: 'tools/', title: 'Tools', text: 'A spade, a fork and a rake.' },
  ],
});

/** A stored full-text index, as mdBook writes it beside its pages. */
const STORED_INDEX = `Object.assign(window.search, ${JSON.stringify({
  doc_urls: ['seeds.html#sowing', 'seeds.html#storing'],
  index: {
    documentStore: {
      docs: {
        0: { title: 'Sowing', body: 'Sow seeds thinly in spring.' },
        1: { title: 'Storing', body: 'Store dry seeds in paper envelopes.' },
      },
    },
  },
})});`;

describe('a site search index', () => {
  it('reads a term index: documents, their titles without markup, terms, section titles and object names', () => {
    const index = readSearchIndex(TERM_INDEX, `${ROOT}searchindex.js`, `${ROOT}search.html`);
    expect(index?.entries.map((e) => e.url)).toEqual([
      `${ROOT}index.html`,
      `${ROOT}pruning.html`,
      `${ROOT}watering.html`,
      `${ROOT}reference.html`,
    ]);
    expect(index?.entries[1]?.title).toBe('Pruning roses');
    expect(index?.entries[2]?.snippet).toBe('Drip lines');
    expect(index?.entries[3]?.titleStems.has('sharpen_blad')).toBe(true);
    const hits = searchIndex(index as NonNullable<typeof index>, 'when should I prune my roses');
    expect(hits[0]?.url).toBe(`${ROOT}pruning.html`);
    expect(searchIndex(index as NonNullable<typeof index>, 'sharpen_blade')[0]?.url).toBe(
      `${ROOT}reference.html`,
    );
  });

  it('reads a text index from the search/ folder, its locations from the root, sections named with their page', () => {
    const index = readSearchIndex(TEXT_INDEX, `${ROOT}search/search_index.json`, `${ROOT}index.html?q=x`);
    const hits = searchIndex(index as NonNullable<typeof index>, 'compost topsoil mix');
    expect(hits[0]).toMatchObject({ url: `${ROOT}beds/#soil`, title: 'Raised beds › Soil' });
    // One result per page: the page's best entry stands for it.
    expect(hits.filter((h) => h.url.startsWith(`${ROOT}beds/`))).toHaveLength(1);
  });

  it('reads a stored full-text index assigned by a script', () => {
    const index = readSearchIndex(STORED_INDEX, `${ROOT}book/searchindex.js`, `${ROOT}book/index.html`);
    expect(searchIndex(index as NonNullable<typeof index>, 'keep seeds dry')[0]?.url).toBe(
      `${ROOT}book/seeds.html#storing`,
    );
  });

  it('is nothing when the file is not an index, and finds nothing for words it lacks', () => {
    expect(readSearchIndex('console.log("hello")', `${ROOT}searchindex.js`, ROOT)).toBeUndefined();
    expect(readSearchIndex('{"pages": 3}', `${ROOT}search/search_index.json`, ROOT)).toBeUndefined();
    const index = readSearchIndex(TEXT_INDEX, `${ROOT}search/search_index.json`, ROOT);
    expect(searchIndex(index as NonNullable<typeof index>, 'greenhouse heater')).toEqual([]);
  });

  it('gives results as a place of links with nothing of its own to quote', () => {
    const index = readSearchIndex(TEXT_INDEX, `${ROOT}search/search_index.json`, ROOT);
    const hits = searchIndex(index as NonNullable<typeof index>, 'spade rake');
    const place = indexResultsPlace(
      `${ROOT}?q=spade+rake`,
      'spade rake',
      index as NonNullable<typeof index>,
      hits,
    );
    expect(place).toMatchObject({ text: '', passages: [], searchedIndex: `${ROOT}search/search_index.json` });
    expect(place.options[0]).toMatchObject({ id: 1, label: 'Tools', target: `${ROOT}tools/`, kind: 'link' });
  });
});
