import { describe, expect, it } from 'vitest';
import { analyzePage } from './analyze.ts';
import type { PageLink } from './links.ts';
import { parseHtml } from './parse.ts';

const PAGE = 'https://www.example.com/manual/engine.html';

function links(html: string, url = PAGE): PageLink[] {
  return analyzePage(parseHtml(html), url).links;
}

function byLabel(list: PageLink[], label: string): PageLink {
  const found = list.find((l) => l.label === label);
  if (!found) throw new Error(`no link "${label}" in ${list.map((l) => l.label).join(', ')}`);
  return found;
}

describe('extractLinks', () => {
  it('resolves hrefs against the page (and <base href>) and skips non-page links', () => {
    const list = links(`<body>
      <a href="oil.html">Oil</a> <a href="../index.html">Home</a> <a href="//cdn.example.com/x">CDN</a>
      <a href="javascript:void(0)">JS</a> <a href="mailto:a@b.c">Mail</a> <a href="tel:+1">Call</a>
      <a href="#section">Self</a> <a href="engine.html?utm_source=x">Self again</a> <a href="logo.png">Logo</a>
      <a href="">Empty</a> <a>No href</a></body>`);
    expect(list.map((l) => l.url)).toEqual([
      'https://www.example.com/manual/oil.html',
      'https://www.example.com/index.html',
      'https://cdn.example.com/x',
    ]);
    const based = links('<head><base href="https://docs.example.com/v2/"></head><a href="a.html">A</a>');
    expect(based[0]?.url).toBe('https://docs.example.com/v2/a.html');
  });

  it('keeps one link per normalized URL, with the best label and most central group', () => {
    const list = links(`<body><nav><a href="/manual/oil.html">Oil</a></nav>
      <main><p>Read <a href="oil.html#top">here</a>, or <a href="/manual/oil.html?utm_campaign=x">Engine oil guide</a>.</p></main></body>`);
    expect(list).toHaveLength(1);
    expect(list[0]?.label).toBe('Engine oil guide');
    expect(list[0]?.group).toBe('content');
  });

  it('labels by text, then aria-label, title, image alt, then the URL', () => {
    const list = links(`<main>
      <a href="a.html">  Spark   plugs </a>
      <a href="b.html" aria-label="Cooling system"><svg><title>icon</title></svg></a>
      <a href="c.html" title="Fuel pump"></a>
      <a href="d.html"><img src="d.png" alt="Timing belt"></a>
      <a href="/manual/air-filter_replacement.html"></a>
      <a href="/manual/exhaust/"></a>
      <a href="f.html" aria-label="Read more about brakes">Read more</a></main>`);
    expect(list.map((l) => l.label)).toEqual([
      'Spark plugs',
      'Cooling system',
      'Fuel pump',
      'Timing belt',
      'Air filter replacement',
      'Exhaust',
      'Read more about brakes',
    ]);
  });

  it('groups links into content, section and external, and flags boilerplate', () => {
    const list = links(`<body>
      <header class="site-header"><a href="/">Acme</a><a href="/login">Log in</a></header>
      <nav aria-label="Main"><ul><li><a href="/products">Products</a></li><li><a href="/support">Support</a></li></ul></nav>
      <div class="cookie-banner">We use cookies <a href="/cookies">Cookie settings</a></div>
      <main>
        <h1>Engine</h1><p>The engine needs <a href="/manual/oil.html">oil</a>.
        See the <a href="https://www.sae.org/standards">SAE standard</a>.</p>
        <h2>Share</h2><div class="share-buttons"><a href="https://twitter.com/intent/tweet?url=x">Share on X</a></div>
      </main>
      <aside class="sidebar"><h3>Related</h3><a href="/manual/brakes.html">Brakes</a></aside>
      <footer><a href="/privacy">Privacy policy</a> <a href="/terms">Terms of use</a> <a href="/contact">Contact</a>
        <a href="https://facebook.com/acme">Facebook</a></footer></body>`);
    const group = (label: string) => byLabel(list, label).group;
    const boiler = (label: string) => byLabel(list, label).boilerplate;
    expect(group('oil')).toBe('content');
    expect(group('SAE standard')).toBe('external');
    expect(group('Acme')).toBe('section');
    expect(group('Products')).toBe('section');
    expect(group('Brakes')).toBe('section');
    expect(group('Contact')).toBe('section');
    expect(group('Facebook')).toBe('external');
    for (const label of [
      'Log in',
      'Cookie settings',
      'Share on X',
      'Privacy policy',
      'Terms of use',
      'Facebook',
    ]) {
      expect(boiler(label), label).toBe(true);
    }
    for (const label of ['oil', 'SAE standard', 'Products', 'Brakes', 'Contact']) {
      expect(boiler(label), label).toBe(false);
    }
  });

  it('without a main element, tells navigation from content by markup and link density', () => {
    const prose = 'The oil pressure warning light comes on when pressure drops below the safe limit. '.repeat(
      8,
    );
    const list = links(`<body>
      <div id="menu"><a href="/a">A</a><a href="/b">B</a></div>
      <div class="links"><a href="/c">Cars</a> <a href="/d">Dogs</a> <a href="/e">Eels</a> <a href="/f">Fish</a> <a href="/g">Goats</a></div>
      <div><h2>Oil pressure</h2><p>${prose} <a href="/manual/gauge.html">gauge</a></p></div></body>`);
    expect(byLabel(list, 'A').group).toBe('section');
    expect(byLabel(list, 'Cars').group).toBe('section');
    expect(byLabel(list, 'gauge').group).toBe('content');
  });

  it('gives each link the nearest heading above it, or its list caption', () => {
    const list = links(`<body>
      <nav><p class="menu-label">Guides</p><ul><li><a href="/g1">Getting started</a></li></ul></nav>
      <main><h1>Engine</h1><p><a href="/x">Intro link</a></p>
        <h2>Lubrication</h2><div><p>Use <a href="/oil">oil</a>.</p></div>
        <h3>Filters</h3><ul><li><a href="/filter">Filter</a></li></ul>
        <h2><a href="/self-heading">Cooling</a></h2></main></body>`);
    expect(byLabel(list, 'Getting started').context).toBe('Guides');
    expect(byLabel(list, 'Intro link').context).toBe('Engine');
    expect(byLabel(list, 'oil').context).toBe('Lubrication');
    expect(byLabel(list, 'Filter').context).toBe('Filters');
    expect(byLabel(list, 'Cooling').context).toBe('Filters');
  });

  it('gives a link listed beside its term in a definition list (an index) the text of the term', () => {
    const list = links(`<body><main><h1>Index</h1><h2>F</h2><dl>
        <dt>frob_limit setting, <a href="/queues.html#limits">Queue limits</a></dt>
        <dt><a href="/frobnicate.html">frobnicate</a></dt></dl>
      <table><tr><td>widget.spin()</td><td><a href="/spin.html">Spinning</a></td></tr></table>
      <ul><li><code>timeout</code> <a href="/types.html#number">&lt;number&gt;</a> How long to wait.</li></ul></main></body>`);
    expect(byLabel(list, 'Queue limits').context).toBe('frob_limit setting, Queue limits · F');
    expect(byLabel(list, 'frobnicate').context).toBe('F');
    // Beside a link in a cell or a list item stands something else than what it leads to.
    expect(byLabel(list, 'Spinning').context).toBe('F');
    expect(byLabel(list, '<number>').context).toBe('F');
  });

  it('does not take a heading from another region as context', () => {
    const list = links(`<body><main><h1>Article</h1><p>text</p></main>
      <footer><a href="/about">About</a></footer></body>`);
    expect(byLabel(list, 'About').context).toBeUndefined();
  });

  it('treats local files outside the start folder as another site', () => {
    const html = '<main><a href="b.html">B</a> <a href="../other/c.html">C</a></main>';
    const page = analyzePage(parseHtml(html), 'file:///tmp/site/a.html', { root: 'file:///tmp/site/' });
    expect(page.links.map((l) => [l.label, l.group])).toEqual([
      ['B', 'content'],
      ['C', 'external'],
    ]);
  });
});
