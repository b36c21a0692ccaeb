import { describe, expect, it } from 'vitest';
import { analyzePage } from './analyze.ts';
import { parseHtml } from './parse.ts';
import { searchIndexUrls } from './search-index.ts';

const PAGE = 'https://garden.example/guide/pruning.html';
const urls = (head: string) =>
  searchIndexUrls(parseHtml(`<html><head>${head}</head><body></body></html>`), PAGE, PAGE);

describe('where a page searches in the browser', () => {
  it('names a script that is itself the index', () => {
    expect(
      urls('<script src="../searchindex.js" defer></script><script src="../theme.js"></script>'),
    ).toEqual(['https://garden.example/searchindex.js']);
    expect(urls('<script src="/assets/search-index.json"></script>')).toEqual([
      'https://garden.example/assets/search-index.json',
    ]);
  });

  it('looks beside a search script kept in a search/ folder', () => {
    expect(urls('<script src="../search/main.js"></script>')).toEqual([
      'https://garden.example/search/search_index.json',
    ]);
  });

  it('ignores pages with no search scripts, and scripts of other sites', () => {
    expect(urls('<script src="../js/menu.js"></script>')).toEqual([]);
    expect(urls('<script src="https://cdn.example.net/searchindex.js"></script>')).toEqual([]);
  });

  it('offers a search box for a search that runs in the page, even outside a form', () => {
    const doc = parseHtml(`<html><head><script src="../search/main.js"></script></head><body>
      <input type="search" placeholder="Find in the guide"><main><h1>Pruning</h1><p>Cut in late winter.</p></main></body></html>`);
    const analysis = analyzePage(doc, PAGE);
    expect(analysis.searchIndex).toEqual(['https://garden.example/search/search_index.json']);
    expect(analysis.searchForms).toEqual([
      { action: PAGE, field: 'q', fixed: [], label: 'Find in the guide' },
    ]);
  });

  it('leaves a page with a real search form as it is', () => {
    const doc = parseHtml(`<html><head><script src="/searchindex.js"></script></head><body>
      <form action="/find" method="get"><input name="words" type="text" aria-label="Search"></form></body></html>`);
    expect(analyzePage(doc, PAGE).searchForms.map((f) => f.action)).toEqual(['https://garden.example/find']);
  });
});
