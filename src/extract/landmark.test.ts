/**
 * Short pages whose content sits in a `<main>` landmark next to more talkative page chrome (site
 * header, breadcrumb, sidebar, footer with links and a disclaimer): the article is the main
 * content, and a table of short cells keeps its rows.
 */
import { describe, expect, it } from 'vitest';
import { extractArticle } from './index.ts';

const URL_ = 'https://manuals.example.com/toyota/2007/corolla/bulbs/specifications.html';

const page = (title: string, main: string) => `<!doctype html>
<html lang="en"><head><title>${title} | Example Manual Archive</title></head><body>
<header class="site-header">
  <a class="site-logo" href="/">Example</a> <span class="tagline">Manual Archive</span>
  <nav class="site-nav" aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/makes">Makes</a></li>
  <li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></nav>
</header>
<nav class="breadcrumb"><a href="/">Home</a> &gt; <a href="/toyota">Toyota</a> &gt; <span>${title}</span></nav>
<main>
${main}
</main>
<aside class="sidebar"><h2>In this section</h2><ul><li><strong>${title}</strong></li></ul>
  <p><a href="/toyota/2007/corolla">Back to the 2007 Corolla manual</a></p></aside>
<footer class="site-footer">
  <ul class="footer-links"><li><a href="/about">About us</a></li><li><a href="/help">Help</a></li>
  <li><a href="/privacy">Privacy Policy</a></li><li><a href="/terms">Terms of Use</a></li></ul>
  <p class="disclaimer">Demonstration site: every figure here is made up, generated to test software. Do not use it to service a vehicle.</p>
  <p class="copyright">Example Manual Archive. Independent archive, not affiliated with any manufacturer.</p>
</footer>
</body></html>`;

const FOOTER = ['Demonstration site', 'Independent archive', 'Privacy Policy', 'Terms of Use', 'Back to the'];

describe('extractArticle: main landmark on a short page', () => {
  it('takes a short spec table from <main>, not the footer', () => {
    const a = extractArticle(
      page(
        'Bulbs: Specifications',
        `<h1>Bulbs: Specifications</h1>
<p class="vehicle-line">2007 Toyota Corolla</p>
<p>Replacement bulbs for the 2007 Toyota Corolla.</p>
<table class="spec"><caption>Bulbs</caption>
<thead><tr><th>Lamp</th><th>Bulb number</th></tr></thead>
<tbody><tr><td>Headlamp, low beam</td><td>9012</td></tr><tr><td>Headlamp, high beam</td><td>H1</td></tr>
<tr><td>Stop/tail lamp</td><td>3157</td></tr><tr><td>License plate lamp</td><td>168</td></tr></tbody>
</table>`,
      ),
      URL_,
    );
    const rows = a.passages.filter((p) => p.kind === 'table-row').map((p) => p.text);
    expect(rows).toEqual([
      'Lamp | Bulb number',
      'Headlamp, low beam | 9012',
      'Headlamp, high beam | H1',
      'Stop/tail lamp | 3157',
      'License plate lamp | 168',
    ]);
    expect(a.text).toContain('Replacement bulbs for the 2007 Toyota Corolla.');
    for (const chrome of FOOTER) expect(a.text).not.toContain(chrome);
    expect(a.text).not.toContain('Makes');
  });

  it('keeps the whole table when one long cell outscores the prose around it', () => {
    const a = extractArticle(
      page(
        'Engine Specifications',
        `<h1>Engine Specifications</h1>
<p class="vehicle-line">2007 Toyota Corolla</p>
<p>General engine data for the 2007 Toyota Corolla.</p>
<table class="spec"><caption>Engine</caption>
<thead><tr><th>Application</th><th>Specification</th></tr></thead>
<tbody><tr><td>Engine type</td><td>1.8L four-cylinder, chain-driven camshafts</td></tr>
<tr><td>Displacement</td><td>1,794 cc</td></tr><tr><td>Compression ratio</td><td>10.0:1</td></tr></tbody>
</table>`,
      ),
      URL_,
    );
    const rows = a.passages.filter((p) => p.kind === 'table-row').map((p) => p.text);
    expect(rows).toEqual([
      'Application | Specification',
      'Engine type | 1.8L four-cylinder, chain-driven camshafts',
      'Displacement | 1,794 cc',
      'Compression ratio | 10.0:1',
    ]);
    expect(a.text).toContain('General engine data');
    for (const chrome of FOOTER) expect(a.text).not.toContain(chrome);
  });

  it('takes the links of an index page from <main> when nothing in it reads as prose', () => {
    const a = extractArticle(
      page(
        '2007 Toyota',
        '<h1>2007 Toyota</h1><ul class="list"><li><a href="corolla/">2007 Corolla</a></li></ul>',
      ),
      URL_,
    );
    expect(a.text).toContain('2007 Corolla');
    for (const chrome of FOOTER) expect(a.text).not.toContain(chrome);
  });

  it('reads ARIA roles as landmarks', () => {
    const html = `<!doctype html><html><head><title>Fuses</title></head><body>
<div role="banner"><a href="/">Example</a></div>
<div role="main"><h2>Fuse ratings</h2><p>Fuse ratings for the 2007 Toyota Corolla.</p>
<table><tr><th>Circuit</th><th>Rating</th></tr><tr><td>Headlamp</td><td>15 A</td></tr><tr><td>Horn</td><td>10 A</td></tr></table></div>
<div role="contentinfo"><p>Demonstration site: every figure here is made up, generated to test software. Do not use it to service a vehicle.</p>
<p>Example Manual Archive. Independent archive, not affiliated with any manufacturer.</p></div>
</body></html>`;
    const a = extractArticle(html, URL_);
    const rows = a.passages.filter((p) => p.kind === 'table-row').map((p) => p.text);
    expect(rows).toEqual(['Circuit | Rating', 'Headlamp | 15 A', 'Horn | 10 A']);
    for (const chrome of FOOTER) expect(a.text).not.toContain(chrome);
  });
});
