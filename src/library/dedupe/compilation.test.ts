import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLibrary } from '../build-library.ts';
import type { IngestedDocument } from '../ingest/types.ts';
import { LIBRARY_FILE } from '../model.ts';
import { openLibrary } from '../store/open-library.ts';
import { readNodes } from '../test-support/read-nodes.ts';
import { tempFolders, writeUnder } from '../test-support/temp-folders.ts';
import { COMPILATION_REASON } from './compilation.ts';
import { type Fingerprint, fingerprint } from './fingerprint.ts';
import { assignRoles, type Role } from './roles.ts';

/** A document of one section whose text is `lines`, one paragraph a line. */
function doc(file: string, lines: readonly string[]): IngestedDocument {
  const text = lines.join('\n\n');
  return {
    file,
    format: 'html',
    title: file,
    sections: [{ headingPath: [], title: file, lines: [1, 1], text, chunks: [{ lines: [1, 1], text }] }],
  };
}

/** Deterministic paragraphs of 14 words each, drawn by a seeded generator. */
function paragraphs(seed: number, count: number): string[] {
  const vocabulary =
    'river stone bridge lamp garden window letter harbour market engine signal forest valley winter copper meadow'.split(
      ' ',
    );
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: 12 }, () => vocabulary[next() % vocabulary.length]);
    return `The ${words.join(' ')} ends.`;
  });
}

const TITLES = [
  'Section one: how the river stone bridge is kept in good repair',
  'Section two: when the harbour market opens and closes in the winter',
  'Section three: who may light the lamps along the forest valley road',
];
const SECTIONS = [paragraphs(1, 5), paragraphs(2, 4), paragraphs(3, 6)];

/** Three section pages, the chapter's full text, and its index of titles. */
function chapterCorpus(): Fingerprint[] {
  const prints = SECTIONS.map((text, i) => fingerprint(doc(`s${i + 1}.html`, [`# ${TITLES[i]}`, ...text])));
  const full = [
    '# Chapter one: bridges, harbours and lamps of the town',
    'This page gives the whole text of the chapter as it stands today, every section in turn.',
    ...SECTIONS.flatMap((text, i) => [`## ${TITLES[i]}`, ...text]),
  ];
  prints.push(fingerprint(doc('chapter/full.html', full)));
  prints.push(
    fingerprint(
      doc('chapter/index.html', [
        '# Chapter one: bridges, harbours and lamps of the town',
        'This chapter covers the bridges, the harbour and the lamps of the town in three sections.',
        ...TITLES.map((t, i) => `- [${t}](s${i + 1}.html)`),
      ]),
    ),
  );
  return prints;
}

describe('compilations', () => {
  it('sets aside a page that repeats several section pages, and keeps the sections', () => {
    const roles = assignRoles(chapterCorpus());
    expect(roles.get('chapter/full.html')).toEqual({ kind: 'aside', reason: COMPILATION_REASON });
    for (const s of ['s1.html', 's2.html', 's3.html']) expect(roles.get(s)).toEqual({ kind: 'kept' });
    // An index that only lists the sections' titles repeats no text of theirs.
    expect(roles.get('chapter/index.html')).toEqual({ kind: 'kept' });
    const backward = assignRoles([...chapterCorpus()].reverse());
    expect([...backward].sort()).toEqual([...roles].sort());
  });

  it('keeps a page that quotes a paragraph of another, or wraps one whole page', () => {
    const source = paragraphs(10, 6);
    const roles = assignRoles([
      fingerprint(doc('source.html', source)),
      fingerprint(doc('quote.html', [...paragraphs(11, 5), source[2] ?? ''])),
      fingerprint(doc('wrapper.html', [...source, ...paragraphs(12, 3)])),
    ]);
    expect(roles.get('source.html')).toEqual({ kind: 'kept' });
    expect(roles.get('quote.html')).toEqual({ kind: 'kept' });
    expect(roles.get('wrapper.html')).toEqual({ kind: 'kept' });
  });

  it('keeps pages that share only a header and a footer, however few or many', () => {
    const header = 'Welcome to the town archive, where every record of the council is kept for all.';
    const footer = 'The archive is maintained by volunteers of the town and is open on every weekday.';
    for (const pages of [3, 8]) {
      const prints = Array.from({ length: pages }, (_, i) =>
        fingerprint(doc(`p${i}.html`, [header, ...paragraphs(100 + i, 2 + i), footer])),
      );
      const roles = assignRoles(prints);
      expect([...roles.values()].every((r) => r.kind === 'kept')).toBe(true);
    }
  });

  it('sets aside a copy of a compilation with it', () => {
    const prints = chapterCorpus();
    const full = prints.find((p) => p.file === 'chapter/full.html');
    if (!full) throw new Error('no chapter page');
    prints.push({ ...full, file: 'print/chapter/full.html' });
    const roles = assignRoles(prints);
    expect(roles.get('print/chapter/full.html')).toEqual({ kind: 'aside', reason: COMPILATION_REASON });
    expect(roles.get('chapter/full.html')).toEqual({ kind: 'aside', reason: COMPILATION_REASON });
  });
});

const temp = tempFolders('compilation', afterEach);

const page = (title: string, body: readonly string[]): string =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1>\n${body.join('\n')}\n</article></body></html>`;

/** Section pages, the chapter's full-text page, its index, and a page of its own. */
function writeChapter(root: string): void {
  SECTIONS.forEach((text, i) => {
    writeUnder(
      root,
      `sections/s${i + 1}.html`,
      page(
        TITLES[i] ?? '',
        text.map((p) => `<p>${p}</p>`),
      ),
    );
  });
  writeUnder(
    root,
    'chapter/full.html',
    page('Chapter one: the whole text', [
      '<p>This page gives the whole text of the chapter as it stands today, every section in turn.</p>',
      ...SECTIONS.flatMap((text, i) => [`<h2>${TITLES[i]}</h2>`, ...text.map((p) => `<p>${p}</p>`)]),
    ]),
  );
  writeUnder(
    root,
    'chapter/index.html',
    page('Chapter one', [
      `<ul>${TITLES.map((t, i) => `<li><a href="../sections/s${i + 1}.html">${t}</a></li>`).join('')}</ul>`,
    ]),
  );
  writeUnder(
    root,
    'about.html',
    page(
      'About the code',
      paragraphs(50, 4).map((p) => `<p>${p}</p>`),
    ),
  );
}

function rolesOf(out: string): Record<string, Role['kind'] | string> {
  const db = new DatabaseSync(join(out, LIBRARY_FILE), { readOnly: true });
  try {
    const rows = db.prepare('SELECT file, role, reason FROM roles ORDER BY file').all();
    return Object.fromEntries(
      rows.map((r) => [
        String(r.file),
        r.reason === null ? String(r.role) : `${String(r.role)}: ${String(r.reason)}`,
      ]),
    );
  } finally {
    db.close();
  }
}

describe('a library with a chapter compiled from its sections', () => {
  it('shelves the sections, searches their text in them alone, and holds on a rebuild', async () => {
    const docs = temp();
    const out = temp();
    writeChapter(docs);
    const report = await buildLibrary(docs, out);
    const first = rolesOf(out);
    expect(first['chapter/full.html']).toBe(`aside: ${COMPILATION_REASON}`);
    expect(first['sections/s1.html']).toBe('kept');
    expect(first['chapter/index.html']).not.toBe(`aside: ${COMPILATION_REASON}`);
    expect(report.roles.aside).toBe(Object.values(first).filter((r) => r.startsWith('aside')).length);
    expect(report.roles).toEqual({ kept: 4, aliases: 0, aside: 2 });
    const lib = openLibrary(out);
    try {
      const words = (SECTIONS[1]?.[0] ?? '').split(' ').slice(1, 6).join(' ');
      const files = new Set(lib.search(words, { limit: 50 }).map((h) => h.node.file));
      // The compilation's text is found where it stands first: in the sections it repeats.
      expect(files.has('chapter/full.html')).toBe(false);
      expect(files.has('sections/s2.html')).toBe(true);
    } finally {
      lib.close();
    }
    // Unchanged: nothing re-read, every role stays.
    const again = await buildLibrary(docs, out);
    expect(again.documents.unchanged).toBe(again.documents.total);
    expect(rolesOf(out)).toEqual(first);
    expect(again.roles).toEqual(report.roles);
    // One section gains a note: re-read alone, the chapter page is still their compilation.
    writeUnder(
      docs,
      'sections/s3.html',
      page(
        TITLES[2] ?? '',
        [...(SECTIONS[2] ?? []), 'A note added later by the editors.'].map((p) => `<p>${p}</p>`),
      ),
    );
    const changed = await buildLibrary(docs, out);
    expect(changed.documents.changed).toBe(1);
    expect(rolesOf(out)).toEqual(first);
    const clean = temp();
    await buildLibrary(docs, clean);
    expect(rolesOf(clean)).toEqual(first);
    expect(readNodes(out)).toEqual(readNodes(clean));
  });
});
