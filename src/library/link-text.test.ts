import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quoteOccurs } from '../strategies/drill/quote-check.ts';
import { buildLibrary } from './build-library.ts';
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

describe('link text in a built library', () => {
  it('stores and searches a link as its label, and quotes across a former link still check', async () => {
    const docs = temp();
    const out = temp();
    mkdirSync(join(docs, 'bikes'));
    writeFileSync(join(docs, 'bikes', 'page.html'), PAGE);
    writeFileSync(join(docs, 'notes.md'), NOTES);
    await buildLibrary(docs, out, {});

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
});
