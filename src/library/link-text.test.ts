import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { quoteOccurs } from '../strategies/drill/quote-check.ts';
import { nodePlace } from '../worlds/library/node-place.ts';
import { buildLibrary } from './build-library.ts';
import { LIBRARY_FILE } from './model.ts';
import { openLibrary } from './store/open-library.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';

const temp = tempFolders('link-text', afterEach);

const PAGE = `<!doctype html><html><head><title>Bikes</title></head><body><main>
<h1>Bikes</h1>
<p>(3) "Dirt bike" shall have the same meaning as provided in
<a href="/us/dc/quixotic/sections/50-2201.02.html">section 50-2201.02</a> of the motor rules, and a
<a href="other/walrus.html#top">moped</a> is defined on its own page; see also the
<a href="https://zeppelin.example.org/guide">registration guide</a> before riding.</p>
<p>Helmets are covered <a href="#helmets">below</a> and the <a href="page.html#fines">fines</a> at the end.</p>
</main></body></html>`;

const NOTES = [
  '# Notes',
  '',
  'Riders must follow [the helmet rule](../rules/narwhal.md) and [local signs][signs] at all times.',
  '',
  '```',
  'see [raw](kept-in-code.md)',
  '```',
  '',
  '[signs]: https://signs.example.org/okapi',
].join('\n');

/** The library of the page and the notes above; its folder. */
async function buildBikes(): Promise<string> {
  const docs = temp();
  const out = temp();
  mkdirSync(join(docs, 'bikes'));
  writeFileSync(join(docs, 'bikes', 'page.html'), PAGE);
  writeFileSync(join(docs, 'notes.md'), NOTES);
  await buildLibrary(docs, out, {});
  return out;
}

describe('link text in a built library', () => {
  it('stores and searches a link as its label, and quotes across a former link still check', async () => {
    const out = await buildBikes();

    const nodes = [...readNodes(out).values()];
    const chunks = nodes.filter((n) => n.level === 'chunk');
    const page = chunks.find((n) => n.file === 'bikes/page.html');
    const notes = chunks.find((n) => n.file === 'notes.md');
    expect(page?.text).toContain('as provided in section 50-2201.02 of the motor rules');
    expect(page?.text).toContain('a moped is defined');
    expect(page?.text).toContain('see also the registration guide before riding');
    expect(notes?.text).toContain('follow the helmet rule and local signs at all times');
    // A code block is shown as written.
    expect(notes?.text).toContain('see [raw](kept-in-code.md)');
    for (const n of nodes) {
      const prose = [n.text ?? '', n.summary, ...n.topics, ...n.details].join('\n');
      expect(prose).not.toMatch(/file:|https?:|quixotic|walrus|zeppelin|narwhal|okapi/);
    }
    const section = nodes.find((n) => n.level === 'section' && n.file === 'bikes/page.html');
    expect(section?.summary).not.toContain('](');

    const quote = 'same meaning as provided in section 50-2201.02 of the motor rules';
    expect(quoteOccurs(quote, page?.text ?? '')).toBe(true);

    const lib = openLibrary(out);
    try {
      for (const word of ['quixotic', 'walrus', 'zeppelin', 'narwhal', 'okapi', 'file']) {
        expect(lib.search(word)).toEqual([]);
      }
      expect(lib.search('registration guide').length).toBeGreaterThan(0);
    } finally {
      lib.close();
    }
  });

  it('keeps the labels of a chunk’s links to other pages, and gives them to the reader', async () => {
    const out = await buildBikes();
    const chunks = [...readNodes(out).values()].filter((n) => n.level === 'chunk');
    const linksOf = (file: string) => chunks.filter((n) => n.file === file).flatMap((n) => n.links ?? []);
    // Anchors within the page (to itself, with or without its name) lead nowhere else.
    expect(linksOf('bikes/page.html').sort()).toEqual(['moped', 'registration guide', 'section 50-2201.02']);
    expect(linksOf('notes.md').sort()).toEqual(['local signs', 'the helmet rule']);

    const lib = openLibrary(out);
    try {
      const chunk = chunks.find((n) => n.file === 'notes.md' && n.links) as (typeof chunks)[number];
      expect(nodePlace(lib, chunk).textLinks).toEqual(['the helmet rule', 'local signs']);
    } finally {
      lib.close();
    }
  });

  it('asks for a build of a library from before chunks kept their links, and the build updates it', async () => {
    const docs = temp();
    const out = temp();
    writeFileSync(join(docs, 'notes.md'), NOTES);
    await buildLibrary(docs, out, {});
    // The format before: no links column, and documents built by it.
    const db = new DatabaseSync(join(out, LIBRARY_FILE));
    db.exec(`ALTER TABLE nodes DROP COLUMN links; PRAGMA user_version = 1;
      UPDATE documents SET config = replace(config, '"format":2', '"format":1');`);
    db.close();
    expect(() => openLibrary(out)).toThrow(
      /older Ariadne \(format 1, this one reads 2\); run `ariadne build` again/,
    );

    await buildLibrary(docs, out, {});
    const chunk = [...readNodes(out).values()].find((n) => n.level === 'chunk');
    expect(chunk?.links).toEqual(['the helmet rule', 'local signs']);
    openLibrary(out).close();
  });
});
