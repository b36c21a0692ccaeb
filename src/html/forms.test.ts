import { describe, expect, it } from 'vitest';
import { findSearchForms, searchUrl } from './forms.ts';
import { parseHtml } from './parse.ts';

const PAGE = 'https://docs.example.com/guide/index.html';
const forms = (html: string) => findSearchForms(parseHtml(html), PAGE, PAGE);

describe('search forms', () => {
  it('recognises a GET form with one text field, its fixed fields and what it says it is', () => {
    const found = forms(`<form action="/search" role="search">
      <label for="q">Search the docs</label><input id="q" name="q" type="search">
      <input type="hidden" name="lang" value="en">
      <select name="scope"><option value="all">All</option><option value="api" selected>API</option></select>
      <button>Go</button></form>`);
    expect(found).toEqual([
      {
        action: 'https://docs.example.com/search',
        field: 'q',
        fixed: [
          ['lang', 'en'],
          ['scope', 'api'],
        ],
        label: 'Search the docs',
      },
    ]);
    expect(searchUrl(found[0] as (typeof found)[number], 'coolant capacity')).toBe(
      'https://docs.example.com/search?lang=en&scope=api&q=coolant+capacity',
    );
  });

  it('reads a label wrapped around the box', () => {
    expect(
      forms('<form action="s.html"><label>Search the archive <input type="search" name="q"></label></form>'),
    ).toEqual([
      { action: 'https://docs.example.com/guide/s.html', field: 'q', fixed: [], label: 'Search the archive' },
    ]);
  });

  it('takes a form without method or action as a GET to the page itself, labelled by its placeholder', () => {
    expect(forms('<form><input name="s" placeholder="Find a page"></form>')).toEqual([
      { action: PAGE, field: 's', fixed: [], label: 'Find a page' },
    ]);
  });

  it('never offers forms that post, log in, upload, take free text or ask two things', () => {
    expect(forms('<form method="post" action="/search"><input name="q"></form>')).toEqual([]);
    expect(
      forms('<form action="/login"><input name="user"><input name="pw" type="password"></form>'),
    ).toEqual([]);
    expect(forms('<form action="/up"><input name="q"><input name="f" type="file"></form>')).toEqual([]);
    expect(forms('<form action="/contact"><input name="q"><textarea name="m"></textarea></form>')).toEqual(
      [],
    );
    expect(forms('<form action="/find"><input name="from"><input name="to"></form>')).toEqual([]);
    expect(forms('<form action="/subscribe"><input name="mail" type="email"></form>')).toEqual([]);
  });

  it('leaves out search boxes that send the words to another site', () => {
    expect(forms('<form action="https://www.google.com/search"><input name="q"></form>')).toEqual([]);
  });
});
