import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cleanTitle, readMetadata, scanPage, textSimilarity } from './metadata.ts';

const meta = (html: string, url = 'https://example.com/a/b.html') =>
  readMetadata(scanPage(parseDocument(html), url));

describe('title', () => {
  it('prefers Open Graph over the document title', () => {
    const m = meta('<head><title>Story | Site</title><meta property="og:title" content="The Story"></head>');
    expect(m.title).toBe('The Story');
  });

  it('cleans site names off the document title', () => {
    expect(meta('<title>How rockets fly through space | Daily Science</title>').title).toBe(
      'How rockets fly through space',
    );
    expect(meta('<title>Lorem ipsum dolor sit amet – My website</title>').title).toBe(
      'Lorem ipsum dolor sit amet',
    );
  });

  it('keeps a short title whole rather than cutting it to a stub', () => {
    expect(meta('<title>News - Site</title>').title).toBe('News - Site');
  });

  it('uses the text after a colon unless a heading repeats the whole title', () => {
    expect(meta('<title>Blog: How we rebuilt our data pipeline</title>').title).toBe(
      'How we rebuilt our data pipeline',
    );
    expect(
      meta('<title>Blog: How we rebuilt our pipeline</title><body><h1>Blog: How we rebuilt our pipeline</h1>')
        .title,
    ).toBe('Blog: How we rebuilt our pipeline');
  });

  it('falls back to the only h1 when the title is too short', () => {
    const scan = scanPage(
      parseDocument('<title>Home</title><h1>A much better, longer headline here</h1>'),
      'x:',
    );
    expect(cleanTitle(scan)).toBe('A much better, longer headline here');
    // A heading of four words or fewer is no better than the title.
    expect(meta('<title>Hi</title><h1>Short heading</h1>').title).toBe('Hi');
  });

  it('falls back to the first h1 when there is no title at all', () => {
    expect(meta('<body><h1>Only heading</h1><p>x</p></body>').title).toBe('Only heading');
  });
});

describe('JSON-LD', () => {
  const ld = (obj: unknown) => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;

  it('reads headline, authors, publisher, date and description of an article', () => {
    const m = meta(
      ld({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Big News',
        author: [{ '@type': 'Person', name: 'Ann Lee' }, { name: 'Bo Chen' }],
        publisher: { '@type': 'Organization', name: 'The Daily' },
        datePublished: '2024-05-01T10:00:00Z',
        description: 'What happened.',
      }),
    );
    expect(m).toMatchObject({
      title: 'Big News',
      byline: 'Ann Lee, Bo Chen',
      siteName: 'The Daily',
      published: '2024-05-01T10:00:00Z',
      excerpt: 'What happened.',
    });
  });

  it('finds the article in a @graph and ignores broken or foreign blocks', () => {
    const html =
      '<script type="application/ld+json">{ broken</script>' +
      ld({ '@context': 'https://example.org', '@type': 'Article', headline: 'Wrong' }) +
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Site' },
          { '@type': 'BlogPosting', headline: 'Right', author: { name: 'Al' } },
        ],
      });
    const m = meta(html);
    expect(m.title).toBe('Right');
    expect(m.byline).toBe('Al');
  });
});

describe('meta tags', () => {
  it('reads author, description, site name and publication time', () => {
    const m = meta(`<html lang="de"><head>
      <meta name="author" content="Jane Roe">
      <meta name="description" content="Short summary &amp;amp; more">
      <meta property="og:site_name" content="Example News">
      <meta property="article:published_time" content="2020-01-02T03:04:05Z">
    </head></html>`);
    expect(m).toMatchObject({
      byline: 'Jane Roe',
      excerpt: 'Short summary & more',
      siteName: 'Example News',
      published: '2020-01-02T03:04:05Z',
      lang: 'de',
    });
  });

  it('ignores an article:author that is a profile URL', () => {
    expect(meta('<meta property="article:author" content="https://facebook.com/someone">').byline).toBeNull();
  });

  it('takes the publication time from itemprop or <time pubdate> in the body when metadata lacks it', () => {
    expect(
      meta('<body><span itemprop="datePublished" content="2021-02-03">Feb 3</span></body>').published,
    ).toBe('2021-02-03');
    expect(meta('<body><time pubdate datetime="2019-09-09">Sep 9</time></body>').published).toBe(
      '2019-09-09',
    );
  });

  it('gives nulls for a page without metadata', () => {
    expect(meta('')).toEqual({
      title: '',
      byline: null,
      published: null,
      siteName: null,
      excerpt: null,
      lang: null,
    });
  });
});

describe('textSimilarity', () => {
  it('measures how much of the second text the first one covers', () => {
    expect(textSimilarity('The big story', 'the big story')).toBe(1);
    expect(textSimilarity('The big story', 'other words')).toBe(0);
    expect(textSimilarity('', 'x')).toBe(0);
  });
});
