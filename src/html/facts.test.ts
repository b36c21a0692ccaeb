import { getOuterHTML } from 'domutils';
import { describe, expect, it } from 'vitest';
import { analyzePage } from './analyze.ts';
import { pageBreadcrumb } from './breadcrumb.ts';
import { pageFeeds } from './feeds.ts';
import { pageCanonical, pageDescription, pageLang } from './page-meta.ts';
import { pagePagination } from './pagination.ts';
import { parseHtml } from './parse.ts';
import { pageTitle } from './title.ts';

const URL_ = 'https://example.com/blog/post.html';

describe('pageTitle', () => {
  it('prefers the h1 when the title only adds the site name', () => {
    const doc = parseHtml('<title>Engine Oil Pressure | Acme Manual</title><h1>Engine Oil Pressure</h1>');
    expect(pageTitle(doc)).toBe('Engine Oil Pressure');
  });

  it('prefers og:title when the title contains it', () => {
    const doc = parseHtml(
      '<title>Brakes — Acme</title><meta property="og:title" content="Brakes"><h1>Acme Motors</h1>',
    );
    expect(pageTitle(doc)).toBe('Brakes');
  });

  it('drops a known site name from the title', () => {
    const doc = parseHtml(
      '<title>How tyres wear - Acme Blog</title><meta property="og:site_name" content="Acme Blog">',
    );
    expect(pageTitle(doc)).toBe('How tyres wear');
  });

  it('keeps the title when nothing better is known, and falls back to og:title or h1', () => {
    expect(pageTitle(parseHtml('<title>Just a title</title>'))).toBe('Just a title');
    expect(pageTitle(parseHtml('<meta property="og:title" content="OG only">'))).toBe('OG only');
    expect(pageTitle(parseHtml('<h1>Heading only</h1>'))).toBe('Heading only');
    expect(pageTitle(parseHtml('<p>nothing</p>'))).toBe('');
  });

  it('ignores svg titles', () => {
    expect(pageTitle(parseHtml('<svg><title>icon</title></svg><title>Real</title>'))).toBe('Real');
  });
});

describe('page meta', () => {
  it('reads the description, falling back to og:description', () => {
    expect(pageDescription(parseHtml('<meta name="description" content="  Oil and   filters ">'))).toBe(
      'Oil and filters',
    );
    expect(pageDescription(parseHtml('<meta property="og:description" content="OG desc">'))).toBe('OG desc');
    expect(pageDescription(parseHtml('<p>x</p>'))).toBeUndefined();
  });

  it('resolves the canonical URL', () => {
    const doc = parseHtml('<link rel="canonical" href="/blog/post">');
    expect(pageCanonical(doc, URL_)).toBe('https://example.com/blog/post');
  });

  it('reads the language from html lang, Content-Language or og:locale', () => {
    expect(pageLang(parseHtml('<html lang="de-AT"><body></body></html>'))).toBe('de-AT');
    expect(pageLang(parseHtml('<meta http-equiv="Content-Language" content="fr, en">'))).toBe('fr');
    expect(pageLang(parseHtml('<meta property="og:locale" content="pt_BR">'))).toBe('pt-BR');
  });

  it('lists RSS, Atom and JSON feeds, resolved and deduplicated', () => {
    const doc = parseHtml(`
      <link rel="alternate" type="application/rss+xml" href="/feed.xml">
      <link rel="alternate" type="application/atom+xml" href="https://example.com/atom.xml">
      <link rel="alternate" type="application/rss+xml" href="/feed.xml">
      <link rel="alternate" hreflang="de" href="/de/">
      <link rel="stylesheet" type="text/css" href="/a.css">`);
    expect(pageFeeds(doc, URL_)).toEqual(['https://example.com/feed.xml', 'https://example.com/atom.xml']);
  });
});

describe('pagePagination', () => {
  it('uses rel=next and rel=prev links first', () => {
    const doc = parseHtml(
      '<link rel="next" href="?page=3"><link rel="prev" href="?page=1"><a href="/x">Next</a>',
    );
    expect(pagePagination(doc, 'https://example.com/list?page=2', 'https://example.com/list?page=2')).toEqual(
      {
        next: 'https://example.com/list?page=3',
        prev: 'https://example.com/list?page=1',
      },
    );
  });

  it('recognises next/previous labels', () => {
    const doc = parseHtml(`
      <a href="/blog/page/1/">« Newer posts</a> <a href="/about">About</a> <a href="/blog/page/3/">Older posts »</a>`);
    const url = 'https://example.com/blog/page/2/';
    expect(pagePagination(doc, url, url)).toEqual({
      next: 'https://example.com/blog/page/3/',
      prev: 'https://example.com/blog/page/1/',
    });
    const arrows = parseHtml('<a href="b.html">Next ›</a><a href="z.html">‹ Previous</a>');
    expect(pagePagination(arrows, URL_, URL_)).toEqual({
      next: 'https://example.com/blog/b.html',
      prev: 'https://example.com/blog/z.html',
    });
  });

  it('finds ?page=N+1 and /page/N+1/ patterns', () => {
    const doc = parseHtml(
      '<a href="?page=1">1</a><a href="?page=2">2</a><a href="?page=4">4</a><a href="?page=3">3</a>',
    );
    const url = 'https://example.com/list?page=2';
    expect(pagePagination(doc, url, url)).toEqual({
      next: 'https://example.com/list?page=3',
      prev: 'https://example.com/list?page=1',
    });
    const first = parseHtml('<a href="/news/page/2/">2</a><a href="/other/page/2/">other</a>');
    expect(pagePagination(first, 'https://example.com/news/', 'https://example.com/news/')).toEqual({
      next: 'https://example.com/news/page/2/',
    });
  });

  it('ignores links to other sites and to the page itself', () => {
    const doc = parseHtml('<a rel="next" href="https://elsewhere.org/2">Next</a><a href="#top">Next</a>');
    expect(pagePagination(doc, URL_, URL_)).toEqual({});
  });
});

describe('pageBreadcrumb', () => {
  it('reads schema.org BreadcrumbList JSON-LD, in position order', () => {
    const doc = parseHtml(`<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
      {"@type":"WebPage"},
      {"@type":"BreadcrumbList","itemListElement":[
        {"@type":"ListItem","position":2,"name":"Engine","item":"https://example.com/engine"},
        {"@type":"ListItem","position":1,"item":{"@id":"https://example.com/","name":"Home"}},
        {"@type":"ListItem","position":3,"name":"Oil"}]}]}</script>`);
    expect(pageBreadcrumb(doc)).toEqual(['Home', 'Engine', 'Oil']);
  });

  it('reads microdata breadcrumbs', () => {
    const doc = parseHtml(`<ol itemscope itemtype="https://schema.org/BreadcrumbList">
      <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/"><span itemprop="name">Home</span></a></li>
      <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span itemprop="name">Docs</span></li></ol>`);
    expect(pageBreadcrumb(doc)).toEqual(['Home', 'Docs']);
  });

  it('reads nav.breadcrumb lists and aria-labelled breadcrumbs', () => {
    const list = parseHtml(
      '<nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/m">Manual</a></li><li>Engine</li></ol></nav>',
    );
    expect(pageBreadcrumb(list)).toEqual(['Home', 'Manual', 'Engine']);
    const aria = parseHtml(
      '<div aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/m">Manual</a> › Engine</div>',
    );
    expect(pageBreadcrumb(aria)).toEqual(['Home', 'Manual', 'Engine']);
    const classed = parseHtml('<p class="breadcrumbs">You are here: <a href="/">Home</a> / Guides</p>');
    expect(pageBreadcrumb(classed)).toEqual(['Home', 'Guides']);
  });

  it('is empty when the page has none', () => {
    expect(pageBreadcrumb(parseHtml('<nav><a href="/">Home</a></nav>'))).toEqual([]);
  });
});

describe('analyzePage', () => {
  const html = `<!doctype html><html lang="en"><head>
    <title>Oil | Acme</title><meta name="description" content="About oil">
    <base href="https://cdn.example.com/docs/">
    <link rel="canonical" href="oil.html"><link rel="alternate" type="application/rss+xml" href="feed.xml">
    </head><body><main><h1>Oil</h1><p>Text <a href="filters.html">Filters</a></p>
    <a rel="next" href="filters.html">Next</a></main></body></html>`;

  it('gathers the facts, resolving against <base href>', () => {
    const a = analyzePage(parseHtml(html), 'https://cdn.example.com/docs/oil.html');
    expect(a.base).toBe('https://cdn.example.com/docs/');
    expect(a.title).toBe('Oil');
    expect(a.description).toBe('About oil');
    expect(a.canonical).toBe('https://cdn.example.com/docs/oil.html');
    expect(a.lang).toBe('en');
    expect(a.feeds).toEqual(['https://cdn.example.com/docs/feed.xml']);
    expect(a.next).toBe('https://cdn.example.com/docs/filters.html');
    expect(a.links.map((l) => l.url)).toEqual(['https://cdn.example.com/docs/filters.html']);
  });

  it('does not change the tree it reads', () => {
    const doc = parseHtml(html);
    const before = getOuterHTML(doc);
    analyzePage(doc, 'https://cdn.example.com/docs/oil.html');
    expect(getOuterHTML(doc)).toBe(before);
  });
});
