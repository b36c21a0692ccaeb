import { describe, expect, it } from 'vitest';
import { analyzePage } from './analyze.ts';
import { descendantLabels } from './menu-tree.ts';
import { parseHtml } from './parse.ts';

const PAGE = 'https://example.com/manual/index.html';

/** A manual page: a small header dropdown, a side tree of li.li-folder items, and an article. */
const MANUAL = `<!doctype html><html><head><title>Owner's manual</title></head><body>
<header><nav><ul>
  <li><a href="/">Home</a></li>
  <li><span>Shop</span><ul><li><a href="/shop/parts">Parts</a></li><li><a href="/shop/tools">Tools</a></li></ul></li>
</ul></nav></header>
<aside class="sidebar"><ul class="tree">
  <li class="li-folder"><span class="label">Engine</span><button aria-label="expand">▸</button>
    <ul>
      <li class="li-folder"><span>Engine Lubrication</span>
        <ul><li><a href="engine/oil-pressure.html">Engine Oil Pressure</a></li>
            <li><a href="engine/oil-capacity.html">Oil Capacity</a></li></ul></li>
      <li><a href="engine/specs.html">Specifications</a></li>
    </ul></li>
  <li class="li-folder"><a href="brakes/index.html">Brakes</a>
    <ul style="display:none"><li><a href="brakes/pads.html">Brake Pads</a></li><li><a href="brakes/fluid.html">Brake Fluid</a></li></ul></li>
  <li><a href="warranty.html">Warranty</a></li>
  <li class="li-folder"><span>Empty folder</span><ul><li>No link here</li></ul></li>
</ul></aside>
<main><h1>Owner's manual</h1><p>Welcome. See <a href="engine/specs.html">the specifications</a> and
<a href="safety.html">safety notes</a>.</p>
<ul><li>Plain text item<ul><li>Nested text</li></ul></li></ul></main>
</body></html>`;

describe('menu trees', () => {
  const page = analyzePage(parseHtml(MANUAL), PAGE);

  it('turns a nested li.li-folder list into a MenuItem tree', () => {
    expect(page.menu).toEqual([
      {
        label: 'Engine',
        children: [
          {
            label: 'Engine Lubrication',
            children: [
              { label: 'Engine Oil Pressure', url: 'https://example.com/manual/engine/oil-pressure.html' },
              { label: 'Oil Capacity', url: 'https://example.com/manual/engine/oil-capacity.html' },
            ],
          },
          { label: 'Specifications', url: 'https://example.com/manual/engine/specs.html' },
        ],
      },
      {
        label: 'Brakes',
        url: 'https://example.com/manual/brakes/index.html',
        children: [
          { label: 'Brake Pads', url: 'https://example.com/manual/brakes/pads.html' },
          { label: 'Brake Fluid', url: 'https://example.com/manual/brakes/fluid.html' },
        ],
      },
      { label: 'Warranty', url: 'https://example.com/manual/warranty.html' },
    ]);
    expect(page.menuParts).toEqual([{ count: 3, group: 'section', lead: true }]);
  });

  it('leaves a small header dropdown and text-only lists as they are', () => {
    const labels = page.links.map((l) => l.label);
    expect(labels).toContain('Parts');
    expect(labels).toContain('Home');
  });

  it('does not offer links inside the tree flat, unless they also appear elsewhere', () => {
    const urls = page.links.map((l) => l.url);
    expect(urls).not.toContain('https://example.com/manual/engine/oil-pressure.html');
    expect(urls).not.toContain('https://example.com/manual/brakes/pads.html');
    expect(urls).not.toContain('https://example.com/manual/warranty.html');
    // Linked from the article too, so it stays an ordinary content link.
    expect(page.links.find((l) => l.url.endsWith('/engine/specs.html'))?.label).toBe('the specifications');
  });

  it('lists a folder’s contents breadth-first', () => {
    const engine = page.menu[0];
    if (!engine) throw new Error('no menu');
    expect(descendantLabels(engine)).toEqual([
      'Engine Lubrication',
      'Specifications',
      'Engine Oil Pressure',
      'Oil Capacity',
    ]);
    expect(descendantLabels(engine, 2)).toEqual(['Engine Lubrication', 'Specifications']);
  });

  it('ignores a long flat list with one sub-list (a link roll, not a tree)', () => {
    const items = Array.from({ length: 12 }, (_, i) => `<li><a href="/p${i}">Page ${i}</a></li>`).join('');
    const html = `<aside><ul>${items}<li><a href="/x">X</a><ul><li><a href="/y">Y</a></li></ul></li></ul></aside>`;
    expect(analyzePage(parseHtml(html), PAGE).menu).toEqual([]);
  });

  it('ignores nested lists inside an article, and trees of links to other sites', () => {
    const article = `<main><h1>T</h1><p>${'Long prose. '.repeat(60)}</p>
      <ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li><li><a href="/c">C</a></li></ul></li>
      <li><a href="/d">D</a><ul><li><a href="/e">E</a></li></ul></li></ul></main>`;
    expect(analyzePage(parseHtml(article), PAGE).menu).toEqual([]);
    const external = `<nav><ul><li>Friends<ul><li><a href="https://a.org/">A</a></li><li><a href="https://b.org/">B</a></li></ul></li>
      <li>More<ul><li><a href="https://c.org/">C</a></li><li><a href="https://d.org/">D</a></li></ul></li></ul></nav>`;
    expect(analyzePage(parseHtml(external), PAGE).menu).toEqual([]);
  });

  it('takes a big header menu as a menu, and a mobile copy only once', () => {
    const sections = ['Cars', 'Vans', 'Trucks', 'Parts'];
    const tree = `<ul>${sections
      .map(
        (s) =>
          `<li><a href="/${s}">${s}</a><ul><li><a href="/${s}/new">New ${s}</a></li><li><a href="/${s}/used">Used ${s}</a></li></ul></li>`,
      )
      .join('')}</ul>`;
    const page2 = analyzePage(
      parseHtml(`<header>${tree}</header><div class="mobile-nav">${tree}</div>`),
      PAGE,
    );
    expect(page2.menu.map((m) => m.label)).toEqual(sections);
    expect(page2.menuParts).toHaveLength(1);
  });

  it('ignores threaded comments (items that hold paragraphs)', () => {
    const comment = (id: number, replies = '') =>
      `<li><a href="/u/${id}">user${id}</a><p>${'I think this is a really thoughtful article. '.repeat(6)}</p>
       <a href="?replyto=${id}">Reply</a>${replies}</li>`;
    const thread = `<aside><ol>${comment(1, `<ol>${comment(2)}${comment(3)}</ol>`)}${comment(4, `<ol>${comment(5)}</ol>`)}</ol></aside>`;
    expect(analyzePage(parseHtml(thread), PAGE).menu).toEqual([]);
  });

  it('names an icon-only menu button "Menu" and items by their first text, not their teasers', () => {
    const html = `<nav><ul>
      <li><a href="#"><span class="icon-burger"></span></a><div class="panel"><p>Promo: save 20% on all parts this week only!</p><ul>
        <li><a href="/a">Alpha</a></li><li><a href="/b">Bravo</a></li></ul></div></li>
      <li><span>Guides</span> <em>new</em><ul><li><a href="/c">Charlie</a></li><li><a href="/d">Delta</a></li></ul></li>
    </ul></nav>`;
    expect(analyzePage(parseHtml(html), PAGE).menu.map((m) => m.label)).toEqual(['Menu', 'Guides']);
  });
});
