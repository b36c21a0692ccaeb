import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLibrary } from './build-library.ts';
import { navigationLinks } from './ingest/nav-links.ts';
import { LIBRARY_FILE, type LibraryNode } from './model.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';
import { linkedFile, siteOrder } from './tree/site-order.ts';

const temp = tempFolders('order', afterAll);

/** Words of prose, different for every page, so that no page is a copy of another. */
function prose(seed: string): string {
  const words = [
    'valve',
    'gasket',
    'rotor',
    'spindle',
    'bracket',
    'sensor',
    'hinge',
    'lever',
    'piston',
    'clutch',
  ];
  const out: string[] = [];
  for (let i = 0; i < 60; i++)
    out.push(words[(i * 7 + seed.length * 3 + seed.charCodeAt(i % seed.length)) % 10] as string);
  return `The ${seed} page explains how ${seed} works. ${out.join(' ')}. Every ${seed} step is described here.`;
}

/** A page with the site's top menu, a sidebar list (not a nav element) and its own article. */
function page(title: string, sidebar: string[]): string {
  const items = sidebar.map((l) => `<li><a href="${l.split('|')[0]}">${l.split('|')[1]}</a></li>`).join('\n');
  return `<!doctype html><html><head><title>${title}</title></head><body>
<nav><a href="/">Home</a> <a href="/guide/">Guide</a> <a href="/reference/">Reference</a>
<a href="https://other.example/changelog/">Elsewhere</a></nav>
<div class="side-column"><ul>${items}</ul></div>
<main><article><h1>${title}</h1><p>${prose(title)}</p><p>${prose(`${title} more`)}</p></article></main>
</body></html>`;
}

// The sidebar opens only the branch of the page at hand, as many generators write it.
const GUIDE_OPEN = [
  '/guide/|Guide',
  '/guide/zeta-start.html|Zeta start',
  '/guide/middle|Middle',
  '/guide/alpha-advanced.html#top|Alpha advanced',
  '/reference/|Reference',
  '/changelog/|Changelog',
];
const REFERENCE_OPEN = [
  '/guide/|Guide',
  '/reference/|Reference',
  '../reference/yaml|YAML',
  '/reference/cli.html?v=2|CLI',
  '/changelog/|Changelog',
];

function writeSite(root: string): void {
  const files: Record<string, string> = {
    'index.html': page('Welcome', GUIDE_OPEN),
    'guide/index.html': page('Guide', GUIDE_OPEN),
    'guide/zeta-start.html': page('Zeta start', GUIDE_OPEN),
    'guide/middle.html': page('Middle', GUIDE_OPEN),
    'guide/alpha-advanced.html': page('Alpha advanced', GUIDE_OPEN),
    'reference/index.html': page('Reference', REFERENCE_OPEN),
    'reference/yaml.html': page('YAML', REFERENCE_OPEN),
    'reference/cli.html': page('CLI', REFERENCE_OPEN),
    'changelog/index.html': page('Changelog', GUIDE_OPEN),
    'appendix/index.html': page('Appendix', GUIDE_OPEN),
  };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), html);
  }
}

const childrenOf = (nodes: Map<string, LibraryNode>, node: LibraryNode | undefined): LibraryNode[] =>
  (node?.children ?? []).map((id) => nodes.get(id)).filter((n): n is LibraryNode => n !== undefined);

describe('the site order', () => {
  it('orders shelves and documents as the sidebar does, merging pages that open different branches', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    await buildLibrary(docs, out);
    const nodes = readNodes(out);
    const catalog = [...nodes.values()].find((n) => n.level === 'catalog');
    const shelves = childrenOf(nodes, catalog);
    // The menu's order, not the alphabet's; a folder no menu names comes after, by path.
    expect(shelves.map((s) => s.title)).toEqual(['Welcome', 'Guide', 'Reference', 'Changelog', 'Appendix']);
    const files = (title: string) =>
      childrenOf(
        nodes,
        shelves.find((s) => s.title === title),
      ).map((d) => d.file);
    expect(files('Guide')).toEqual([
      'guide/index.html',
      'guide/zeta-start.html',
      'guide/middle.html',
      'guide/alpha-advanced.html',
    ]);
    expect(files('Reference')).toEqual(['reference/index.html', 'reference/yaml.html', 'reference/cli.html']);
  });

  it('follows a changed menu on rebuild, and keeps each sequence once, however many pages show it', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    await buildLibrary(docs, out);
    // The whole menu on every page, now in another order: only the pages are read again.
    const full = [
      '/reference/|Reference',
      '/reference/cli.html|CLI',
      '/reference/yaml.html|YAML',
      '/guide/|Guide',
    ];
    for (const [file, title] of [
      ['index.html', 'Welcome'],
      ['reference/index.html', 'Reference'],
      ['reference/cli.html', 'CLI'],
      ['reference/yaml.html', 'YAML'],
    ] as const) {
      writeFileSync(join(docs, file), page(title, full));
    }
    rmSync(join(docs, 'changelog'), { recursive: true });
    await buildLibrary(docs, out);
    const nodes = readNodes(out);
    const catalog = [...nodes.values()].find((n) => n.level === 'catalog');
    const shelves = childrenOf(nodes, catalog);
    // The top menu on every page still puts the guide first; the reference's pages now list CLI first.
    expect(shelves.map((s) => s.title)).toEqual(['Welcome', 'Guide', 'Reference', 'Appendix']);
    expect(childrenOf(nodes, shelves[2]).map((d) => d.file)).toEqual([
      'reference/index.html',
      'reference/cli.html',
      'reference/yaml.html',
    ]);
    const db = new DatabaseSync(join(out, LIBRARY_FILE), { readOnly: true });
    const count = (sql: string) => Number(db.prepare(sql).get()?.n);
    // Guide pages still show GUIDE_OPEN; the four rewritten pages share one sequence; none is left over.
    expect(count('SELECT count(DISTINCT sequence) AS n FROM page_navigation')).toBe(2);
    expect(count('SELECT count(*) AS n FROM nav_sequences')).toBe(2);
    db.close();
  });

  it('reads a page’s menu links as paths in the docs folder, leaving out other sites and anchors', () => {
    const html = `<html><body><nav><a href="#main">Skip</a><a href="/">Home</a>
<a href="https://other.example/x/">Other</a><a href="../a/b/">B</a><a href="c?x=1#y">C</a><a href="/">Again</a></nav>
<p><a href="/not-in-a-menu.html">prose link</a></p></body></html>`;
    const doc = parseDocument(html, { decodeEntities: true });
    expect(navigationLinks(doc, 'http://docs.invalid/guide/page.html')).toEqual(['', 'a/b/', 'guide/c']);
  });

  it('keeps a pager of two links out, for its previous link points back', () => {
    const html = `<html><body><nav><a href="/a.html">Previous</a><a href="/c.html">Next</a></nav></body></html>`;
    expect(navigationLinks(parseDocument(html), 'http://docs.invalid/b.html')).toEqual([]);
  });

  it('matches links to files: a folder to its index page, an extensionless link to its .html file', () => {
    const files = new Set(['index.html', 'docs/x/index.html', 'docs/y.html', 'docs/z']);
    expect(linkedFile('', files)).toBe('index.html');
    expect(linkedFile('docs/x/', files)).toBe('docs/x/index.html');
    expect(linkedFile('docs/x', files)).toBe('docs/x/index.html');
    expect(linkedFile('docs/y', files)).toBe('docs/y.html');
    expect(linkedFile('docs/z', files)).toBe('docs/z');
    expect(linkedFile('docs/none', files)).toBeNull();
  });

  it('follows the order most pages agree on, whatever order the pages come in', () => {
    const files = ['a.html', 'b.html', 'c.html', 'd.html'];
    const seqs = [
      ['a.html', 'c.html', 'b.html', 'd.html'],
      ['a.html', 'c.html', 'b.html'],
      ['c.html', 'b.html', 'd.html'],
      ['b.html', 'c.html'],
    ];
    const ranks = (s: string[][]) => [...siteOrder(s, files)].sort((x, y) => x[1] - y[1]).map(([f]) => f);
    expect(ranks(seqs)).toEqual(['a.html', 'c.html', 'b.html', 'd.html']);
    expect(ranks([...seqs].reverse())).toEqual(ranks(seqs));
  });
});
