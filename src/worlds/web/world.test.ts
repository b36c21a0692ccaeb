import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { OptionNotFoundError } from '../../core/errors/option-not-found-error.ts';
import { UnsupportedActionError } from '../../core/errors/unsupported-action-error.ts';
import type { Option, Place } from '../../core/place.ts';
import { pages, startServer, type TestServer } from './test-support/server.ts';
import { createWebWorld } from './world.ts';

const signal = new AbortController().signal;

function option(place: Place, label: string): Option {
  const found = place.options.find((o) => o.label === label);
  if (!found) throw new Error(`no option "${label}" in ${place.options.map((o) => o.label).join(', ')}`);
  return found;
}

const MANUAL = `<!doctype html><html lang="en"><head><title>Manual | Acme</title>
<meta name="description" content="The owner's manual."></head><body>
<header class="site-header"><a href="/">Acme</a> <a href="/login">Sign in</a></header>
<nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li>Manual</li></ol></nav>
<aside><ul>
  <li class="li-folder"><span>Engine</span><ul>
    <li class="li-folder"><span>Engine Lubrication</span><ul>
      <li><a href="/manual/oil-pressure.html">Engine Oil Pressure</a></li>
      <li><a href="/manual/oil-capacity.html">Oil Capacity</a></li></ul></li>
    <li><a href="/manual/specs.html">Specifications</a></li></ul></li>
  <li class="li-folder"><a href="/manual/brakes.html">Brakes</a><ul>
    <li><a href="/manual/pads.html">Brake Pads</a></li></ul></li>
</ul></aside>
<main><h1>Manual</h1><p>This manual covers the engine, the brakes and more about your car.</p>
<h2>Safety</h2><p>Read the <a href="/manual/safety.html">safety notes</a> first. See <a href="https://example.org/recall">recalls</a>.</p></main>
<footer><a href="/privacy">Privacy</a> <a href="/contact">Contact</a> <a href="https://twitter.com/acme">Twitter</a></footer>
</body></html>`;

const OIL = `<!doctype html><html><head><title>Engine Oil Pressure</title></head><body>
<main><h1>Engine Oil Pressure</h1><p>Normal oil pressure at idle is 25 psi.</p></main></body></html>`;

describe('web world over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      pages({ '/manual/': MANUAL, '/manual/oil-pressure.html': OIL, '/manual/specs.html': OIL }),
    );
  });
  afterAll(() => server.close());

  it('opens a page into a place with facts, path, text and ordered options', async () => {
    const world = createWebWorld();
    expect(world.name).toBe('web');
    const place = await world.open(`${server.url}manual/`, signal);
    expect(place.location).toBe(`${server.url}manual/`);
    expect(place.title).toBe('Manual');
    expect(place.description).toBe("The owner's manual.");
    expect(place.status).toBe(200);
    expect(place.contentType).toBe('text/html');
    expect(place.lang).toBe('en');
    expect(place.path).toEqual(['Home', 'Manual']);
    expect(place.text).toContain('covers the engine');
    expect(place.passages.length).toBeGreaterThan(0);
    expect(place.options.map((o) => o.id)).toEqual(place.options.map((_, i) => i + 1));
    expect(place.options.map((o) => [o.label, o.kind, o.group, o.boilerplate ?? false])).toEqual([
      ['Engine', 'folder', 'section', false],
      ['Brakes', 'folder', 'section', false],
      ['safety notes', 'link', 'content', false],
      // The breadcrumb's "Home" links to "/" too: one option per page.
      ['Acme', 'link', 'section', false],
      ['Contact', 'link', 'section', false],
      ['recalls', 'link', 'external', false],
      ['Sign in', 'link', 'section', true],
      ['Privacy', 'link', 'section', true],
      ['Twitter', 'link', 'external', true],
    ]);
    expect(option(place, 'Engine').context).toBe(
      'contains: Engine Lubrication, Specifications, Engine Oil Pressure, Oil Capacity',
    );
    expect(option(place, 'safety notes').context).toBe('Safety');
  });

  it('opens folders within the page without refetching, and links to other pages', async () => {
    const world = createWebWorld();
    const before = server.requests.length;
    const page = await world.open(`${server.url}manual/`, signal);
    const engine = await world.act(page, { type: 'open', option: option(page, 'Engine').id }, signal);
    expect(engine.location).toBe(page.location);
    expect(engine.folder).toEqual(['Engine']);
    expect(engine.path).toEqual(['Home', 'Manual', 'Engine']);
    expect(engine.text).toBe(page.text);
    expect(engine.options.map((o) => [o.id, o.label, o.kind])).toEqual([
      [1, 'Engine Lubrication', 'folder'],
      [2, 'Specifications', 'link'],
    ]);
    const lubrication = await world.act(engine, { type: 'open', option: 1 }, signal);
    expect(lubrication.folder).toEqual(['Engine', 'Engine Lubrication']);
    expect(lubrication.path).toEqual(['Home', 'Manual', 'Engine', 'Engine Lubrication']);
    expect(lubrication.options.map((o) => o.label)).toEqual(['Engine Oil Pressure', 'Oil Capacity']);

    // Back out (the strategy keeps the stack) and into another folder: still no request.
    const brakes = await world.act(page, { type: 'open', option: option(page, 'Brakes').id }, signal);
    expect(brakes.options.map((o) => [o.label, o.kind, o.target])).toEqual([
      ['Brakes', 'link', `${server.url}manual/brakes.html`],
      ['Brake Pads', 'link', `${server.url}manual/pads.html`],
    ]);
    const again = await world.act(page, { type: 'open', option: option(page, 'Engine').id }, signal);
    expect(again.options).toEqual(engine.options);
    expect(server.requests.length - before).toBe(1);

    const oil = await world.act(lubrication, { type: 'open', option: 1 }, signal);
    expect(oil.location).toBe(`${server.url}manual/oil-pressure.html`);
    expect(oil.title).toBe('Engine Oil Pressure');
    expect(oil.text).toContain('25 psi');
    expect(oil.folder).toBeUndefined();
    // Reopening the start page comes from the cache.
    await world.open(`${server.url}manual/`, signal);
    expect(server.requests.length - before).toBe(2);
  });

  it('fails with typed errors: 404 start, dead link, unknown option, unsupported action', async () => {
    const world = createWebWorld();
    await expect(world.open(`${server.url}missing.html`, signal)).rejects.toSatisfy(
      (e: unknown) => HttpStatusError.isInstance(e) && e.status === 404,
    );
    const page = await world.open(`${server.url}manual/`, signal);
    const safety = option(page, 'safety notes');
    await expect(world.act(page, { type: 'open', option: safety.id }, signal)).rejects.toSatisfy(
      HttpStatusError.isInstance,
    );
    await expect(world.act(page, { type: 'open', option: 999 }, signal)).rejects.toSatisfy(
      OptionNotFoundError.isInstance,
    );
    await expect(world.act(page, { type: 'fill', option: 1, text: 'x' }, signal)).rejects.toSatisfy(
      UnsupportedActionError.isInstance,
    );
    await expect(world.act(page, { type: 'back' }, signal)).rejects.toSatisfy(
      UnsupportedActionError.isInstance,
    );
  });

  it('reads a plain text page as one page of paragraphs', async () => {
    const s = await startServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('README\n\nFirst part.\n\nSecond part.'),
    );
    try {
      const place = await createWebWorld().open(s.url, signal);
      expect(place.title).toBe('README');
      expect(place.passages.map((p) => p.text)).toEqual(['README', 'First part.', 'Second part.']);
      expect(place.options).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('web world over local files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ariadne-web-'));
    await mkdir(join(dir, 'site', 'guide'), { recursive: true });
    await mkdir(join(dir, 'bare', 'sub'), { recursive: true });
    await writeFile(
      join(dir, 'site', 'index.html'),
      '<title>Docs</title><main><h1>Docs</h1><p>Start here. <a href="guide/setup.html">Setup</a> <a href="../outside.html">Outside</a></p></main>',
    );
    await writeFile(
      join(dir, 'site', 'guide', 'setup.html'),
      '<title>Setup</title><main><h1>Setup</h1><p>Run the installer.</p></main>',
    );
    await writeFile(join(dir, 'site', 'notes.pdf'), '%PDF');
    await writeFile(
      join(dir, 'bare', 'b.html'),
      Buffer.concat([
        Buffer.from('<meta charset="windows-1252"><title>Caf'),
        Buffer.from([0xe9]),
        Buffer.from('</title>'),
      ]),
    );
    await writeFile(join(dir, 'bare', 'a.htm'), '<title>Alpha &amp; Omega</title><p>A</p>');
    await writeFile(join(dir, 'bare', 'sub', 'c.html'), '<title>Sub page</title>');
    await writeFile(join(dir, 'bare', 'skip.txt'), 'not listed');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens a folder as its index.html, with links resolved to file: URLs', async () => {
    const world = createWebWorld();
    const place = await world.open(join(dir, 'site'), signal);
    expect(place.location).toBe(pathToFileURL(join(dir, 'site', 'index.html')).href);
    expect(place.title).toBe('Docs');
    const setup = option(place, 'Setup');
    expect(setup.target).toBe(pathToFileURL(join(dir, 'site', 'guide', 'setup.html')).href);
    expect(setup.group).toBe('content');
    // Outside the start folder counts as another site.
    expect(option(place, 'Outside').group).toBe('external');
    const next = await world.act(place, { type: 'open', option: setup.id }, signal);
    expect(next.text).toContain('Run the installer.');
  });

  it('opens files given as paths or file: URLs', async () => {
    const world = createWebWorld();
    const byUrl = await world.open(pathToFileURL(join(dir, 'site', 'guide', 'setup.html')).href, signal);
    expect(byUrl.title).toBe('Setup');
    const byPath = await world.open(join(dir, 'site', 'guide', 'setup.html'), signal);
    expect(byPath.location).toBe(byUrl.location);
  });

  it('lists a folder without an index, by page titles, decoding their charsets', async () => {
    const world = createWebWorld();
    const place = await world.open(pathToFileURL(join(dir, 'bare')).href, signal);
    expect(place.location).toBe(`${pathToFileURL(join(dir, 'bare')).href}/`);
    expect(place.options.map((o) => o.label)).toEqual(['Alpha & Omega', 'Café', 'sub/']);
    const sub = await world.act(place, { type: 'open', option: 3 }, signal);
    expect(sub.options.map((o) => o.label)).toEqual(['Sub page']);
  });

  it('scopes each run to its own start folder, even in one shared world', async () => {
    const world = createWebWorld();
    const fromSite = await world.open(join(dir, 'site'), signal);
    const top = await world.open(dir, signal);
    const site = await world.act(top, { type: 'open', option: option(top, 'site/').id }, signal);
    expect(site.location).toBe(fromSite.location);
    expect(option(site, 'Outside').group).toBe('content');
    expect(option(fromSite, 'Outside').group).toBe('external');
    const again = await world.act(fromSite, { type: 'open', option: option(fromSite, 'Setup').id }, signal);
    expect(option(await world.open(join(dir, 'site'), signal), 'Outside').group).toBe('external');
    expect(again.title).toBe('Setup');
  });

  it('fails with typed errors for missing files and non-HTML files', async () => {
    const world = createWebWorld();
    await expect(world.open(join(dir, 'nope.html'), signal)).rejects.toSatisfy(NotFoundError.isInstance);
    await expect(world.open(join(dir, 'site', 'notes.pdf'), signal)).rejects.toSatisfy(
      NotHtmlError.isInstance,
    );
    await expect(world.open('definitely not a target', signal)).rejects.toSatisfy(NotFoundError.isInstance);
  });
});
