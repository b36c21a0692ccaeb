import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from '../../navigate.ts';
import { buildLibrary } from '../build-library.ts';
import { LIBRARY_FILE, type Library } from '../model.ts';
import { openLibrary } from '../store/open-library.ts';
import { readNodes } from '../test-support/read-nodes.ts';
import { tempFolders, writeUnder } from '../test-support/temp-folders.ts';

const temp = tempFolders('dedupe', afterEach);

const html = (title: string, body: string): string =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1>\n${body}\n</article></body></html>`;

const GCD = [
  'The gcd function returns the greatest common divisor of the integers a and b. If either a or b is nonzero, the value is the largest positive integer that divides both numbers.',
  'When both a and b are zero the function returns zero, which keeps the identity gcd of zero and n equal to n for every integer n that the caller passes in.',
  'Arguments may be given in any order and may be negative; the result is never negative. Large integers are handled exactly without any loss of precision at all.',
];
const LCM = [
  'The lcm function returns the least common multiple of the integers a and b, the smallest positive integer that is a multiple of both of the numbers given.',
  'If either argument is zero the result is zero. With no arguments at all the function returns one, the identity of the least common multiple over integers.',
];
const SHARED = [
  'This manual is maintained by the documentation team of the project and is published under the terms of the free documentation licence of the foundation.',
  'Report mistakes on the tracker of the project; every page can be edited by anyone who has signed the contributor agreement of the foundation.',
];

/** The files a shelf (or group) holds below it: what a drill can reach from the catalog. */
function shelved(lib: Library): string[] {
  const out: string[] = [];
  const walk = (id: string): void => {
    for (const child of lib.children(id)) {
      if (child.level === 'document' && child.file) out.push(child.file);
      else if (child.level !== 'section' && child.level !== 'chunk') walk(child.id);
    }
  };
  walk(lib.root().id);
  return out.sort();
}

function roles(out: string): Record<string, string> {
  const db = new DatabaseSync(join(out, LIBRARY_FILE), { readOnly: true });
  try {
    const rows = db.prepare('SELECT file, role, kept FROM roles ORDER BY file').all();
    return Object.fromEntries(
      rows.map((r) => [String(r.file), r.kept === null ? String(r.role) : `alias of ${String(r.kept)}`]),
    );
  } finally {
    db.close();
  }
}

/** A small documentation site: pages as HTML, their sources as text, a print copy and aids. */
function writeSite(root: string): void {
  writeUnder(
    root,
    'math/gcd.html',
    html('Greatest common divisor', `<h2>Usage</h2>${GCD.map((p) => `<p>${p}</p>`).join('\n')}`),
  );
  // The page's source as a documentation generator publishes it: markup, roles, underlines.
  writeUnder(
    root,
    '_sources/math/gcd.rst.txt',
    [
      'Greatest common divisor',
      '=======================',
      '',
      '.. index:: gcd',
      '',
      'Usage',
      '-----',
      '',
      ...GCD.map((p) => `${p.replace('The gcd function', 'The :func:`gcd` function')}\n`),
    ].join('\n'),
  );
  writeUnder(
    root,
    'print/math/gcd.html',
    html(
      'Greatest common divisor',
      `<h2>Usage</h2>${GCD.map((p) => `<p>${p}</p>`).join('\n')}<p>Printed from the online manual; see the web edition for the latest text.</p>`,
    ),
  );
  // Another page that shares two paragraphs of boilerplate with the next one.
  writeUnder(
    root,
    'math/lcm.html',
    html(
      'Least common multiple',
      `${LCM.map((p) => `<p>${p}</p>`).join('\n')}\n${SHARED.map((p) => `<p>${p}</p>`).join('\n')}`,
    ),
  );
  writeUnder(
    root,
    'math/gcd-notes.html',
    html(
      'Notes on divisors',
      `<p>Euclid described the algorithm that repeatedly replaces the larger number by its remainder modulo the smaller one until that remainder vanishes.</p>\n${SHARED.map((p) => `<p>${p}</p>`).join('\n')}`,
    ),
  );
  // A whole chapter that holds the gcd page's text and more: not a copy of either.
  writeUnder(
    root,
    'math/chapter.html',
    html(
      'Number theory functions',
      `<h2>Greatest common divisor</h2>${GCD.map((p) => `<p>${p}</p>`).join('\n')}<h2>Least common multiple</h2>${LCM.map((p) => `<p>${p}</p>`).join('\n')}`,
    ),
  );
  // An index of terms: letter headings over an alphabetical list of links.
  const terms =
    'abs all any ascii bin bool callable chr compile complex delattr dict dir divmod enumerate eval exec filter float format frozenset getattr globals hasattr hash'.split(
      ' ',
    );
  const byLetter = new Map<string, string[]>();
  for (const t of terms) byLetter.set(t[0] ?? '', [...(byLetter.get(t[0] ?? '') ?? []), t]);
  writeUnder(
    root,
    'genindex.html',
    html(
      'Index',
      [...byLetter]
        .map(
          ([letter, ts]) =>
            `<h2>${letter.toUpperCase()}</h2><ul>${ts.map((t) => `<li><a href="math/gcd.html#${t}">${t}() (built-in function)</a></li>`).join('')}</ul>`,
        )
        .join('\n'),
    ),
  );
  // An error page: a code, a heading, two links, no sentence of its own.
  writeUnder(
    root,
    '404.html',
    html(
      'Zebrafish page missing',
      '<p>404</p><h2>Not here</h2><ul><li>Return to <a href="/">Home</a> page.</li><li>Please <a href="/report">report</a> it.</li></ul>',
    ),
  );
}

describe('one document once', () => {
  it('collapses an HTML page, its text source and its print copy into the HTML page', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    const report = await buildLibrary(docs, out);
    const r = roles(out);
    expect(r['math/gcd.html']).toBe('kept');
    expect(r['_sources/math/gcd.rst.txt']).toBe('alias of math/gcd.html');
    expect(r['print/math/gcd.html']).toBe('alias of math/gcd.html');
    // Kept: gcd, lcm, their notes; aside: the index, the error page and the chapter that repeats
    // the gcd and lcm pages.
    expect(report.roles).toEqual({ kept: 3, aliases: 2, aside: 3 });
    const lib = openLibrary(out);
    try {
      expect(lib.aliases?.('math/gcd.html')).toEqual(['_sources/math/gcd.rst.txt', 'print/math/gcd.html']);
      // The question is answered from the kept copy: search names it, never an alias.
      const hits = lib.search('identity gcd zero', { limit: 50 });
      expect(hits.length).toBeGreaterThan(0);
      const files = new Set(hits.map((h) => h.node.file));
      expect(files.has('_sources/math/gcd.rst.txt')).toBe(false);
      expect(files.has('print/math/gcd.html')).toBe(false);
      expect(files.has('math/gcd.html')).toBe(true);
      expect(shelved(lib)).not.toContain('_sources/math/gcd.rst.txt');
    } finally {
      lib.close();
    }
    // Asked, it cites the kept page and names the copies of its text.
    const trail = await navigate({
      start: out,
      question: 'What does gcd return when both a and b are zero?',
    });
    const citation = trail.findings[0]?.citation;
    expect(citation?.file).toBe('math/gcd.html');
    expect(citation?.copies).toEqual(['_sources/math/gcd.rst.txt', 'print/math/gcd.html']);
  });

  it('keeps apart pages that only share boilerplate, and sets aside a chapter that repeats two pages', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    await buildLibrary(docs, out);
    const r = roles(out);
    expect(r['math/lcm.html']).toBe('kept');
    expect(r['math/gcd-notes.html']).toBe('kept');
    // Never an alias of the gcd page it contains: a compilation of it and the lcm page.
    expect(r['math/chapter.html']).toBe('aside');
    const lib = openLibrary(out);
    try {
      expect(shelved(lib)).toEqual(['math/gcd-notes.html', 'math/gcd.html', 'math/lcm.html']);
      // Its text is searched in the pages it repeats, never in the compilation itself.
      const found = lib.search('greatest common divisor', { levels: ['chunk'] }).map((h) => h.node.file);
      expect(found).toContain('math/gcd.html');
      expect(found).not.toContain('math/chapter.html');
    } finally {
      lib.close();
    }
  });

  it('keeps an index of terms and an error page off the shelves, yet finds them by search', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    await buildLibrary(docs, out);
    const r = roles(out);
    expect(r['genindex.html']).toBe('aside');
    expect(r['404.html']).toBe('aside');
    const lib = openLibrary(out);
    try {
      expect(shelved(lib)).not.toContain('genindex.html');
      expect(shelved(lib)).not.toContain('404.html');
      expect(lib.search('frozenset').some((h) => h.node.file === 'genindex.html')).toBe(true);
      expect(lib.search('zebrafish').some((h) => h.node.file === '404.html')).toBe(true);
    } finally {
      lib.close();
    }
  });

  it('keeps the result on a rebuild, and promotes an alias when the kept copy goes', async () => {
    const docs = temp();
    const out = temp();
    writeSite(docs);
    await buildLibrary(docs, out);
    const first = roles(out);
    // Unchanged: nothing is re-read and every role stays.
    const again = await buildLibrary(docs, out);
    expect(again.documents.unchanged).toBe(again.documents.total);
    expect(roles(out)).toEqual(first);
    // The alias alone changes (one more line): it is re-read and stays an alias.
    writeUnder(
      docs,
      'print/math/gcd.html',
      html(
        'Greatest common divisor',
        `<h2>Usage</h2>${GCD.map((p) => `<p>${p}</p>`).join('\n')}<p>Printed from the online manual on a later day.</p>`,
      ),
    );
    await buildLibrary(docs, out);
    expect(roles(out)).toEqual(first);
    // The kept copy goes: the best alias (the print copy, HTML) is kept, shelved and searched.
    rmSync(join(docs, 'math/gcd.html'));
    await buildLibrary(docs, out);
    const after = roles(out);
    expect(after['print/math/gcd.html']).toBe('kept');
    expect(after['_sources/math/gcd.rst.txt']).toBe('alias of print/math/gcd.html');
    const lib = openLibrary(out);
    try {
      expect(shelved(lib)).toContain('print/math/gcd.html');
      expect(lib.search('identity gcd zero').some((h) => h.node.file === 'print/math/gcd.html')).toBe(true);
    } finally {
      lib.close();
    }
    // The incremental result equals a clean build of the same folder.
    const clean = temp();
    await buildLibrary(docs, clean);
    expect(readNodes(out)).toEqual(readNodes(clean));
    expect(roles(clean)).toEqual(after);
  });
});
