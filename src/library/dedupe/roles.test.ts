import { describe, expect, it } from 'vitest';
import type { IngestedDocument } from '../ingest/types.ts';
import { type Fingerprint, fingerprint } from './fingerprint.ts';
import { assignRoles } from './roles.ts';

/** A document of one section whose text is `text`. */
function doc(file: string, text: string): IngestedDocument {
  const format = file.endsWith('.txt') ? 'text' : file.endsWith('.md') ? 'markdown' : 'html';
  return {
    file,
    format,
    title: file,
    sections: [{ headingPath: [], title: file, lines: [1, 1], text, chunks: [{ lines: [1, 1], text }] }],
  };
}

/** Deterministic prose: sentences of words drawn by a seeded generator. */
function prose(seed: number, sentences: number): string {
  const vocabulary =
    'river stone bridge lamp garden window letter harbour market engine signal forest valley winter'.split(
      ' ',
    );
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words = Array.from({ length: 12 }, () => vocabulary[next() % vocabulary.length]);
    out.push(`The ${words.join(' ')} ends here.`);
  }
  return out.join(' ');
}

describe('assignRoles', () => {
  it('gives the same roles whatever order the documents come in', () => {
    const prints: Fingerprint[] = [];
    for (let i = 0; i < 40; i++) {
      const text = prose(i, 8);
      prints.push(fingerprint(doc(`p${i}.html`, text)));
      if (i % 4 === 0) prints.push(fingerprint(doc(`src/p${i}.txt`, text)));
      if (i % 5 === 0) prints.push(fingerprint(doc(`print/p${i}.html`, `${text}\n\nPrinted copy.`)));
    }
    const forward = assignRoles(prints);
    const backward = assignRoles([...prints].reverse());
    expect([...backward].sort()).toEqual([...forward].sort());
    const aliases = [...forward.values()].filter((r) => r.kind === 'alias');
    expect(aliases).toHaveLength(10 + 8);
    expect(forward.get('src/p4.txt')).toMatchObject({ kind: 'alias', of: 'p4.html' });
    expect(forward.get('print/p5.html')).toMatchObject({ kind: 'alias', of: 'p5.html' });
  });

  it('never makes a long page an alias of a short one it contains', () => {
    const section = prose(1, 6);
    const chapter = [section, prose(2, 6), prose(3, 6)].join('\n\n');
    const roles = assignRoles([
      fingerprint(doc('section.html', section)),
      fingerprint(doc('chapter.html', chapter)),
    ]);
    expect(roles.get('section.html')).toEqual({ kind: 'kept' });
    expect(roles.get('chapter.html')).toEqual({ kind: 'kept' });
  });

  it('finds every copy among thousands of documents', () => {
    const prints: Fingerprint[] = [];
    for (let i = 0; i < 3000; i++) {
      prints.push(fingerprint(doc(`d${i}.md`, prose(i + 1000, 5))));
      if (i % 100 === 0)
        prints.push(fingerprint(doc(`mirror/d${i}.md`, `${prose(i + 1000, 5)} One more line.`)));
    }
    const roles = assignRoles(prints);
    for (let i = 0; i < 3000; i += 100) {
      expect(roles.get(`mirror/d${i}.md`)).toMatchObject({ kind: 'alias', of: `d${i}.md` });
    }
    expect([...roles.values()].filter((r) => r.kind === 'alias')).toHaveLength(30);
  });
});
