import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary } from '../build-library.ts';
import type { Library } from '../model.ts';
import { openLibrary } from './open-library.ts';

let dir = '';
let lib: Library;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-search-'));
  const docs = join(dir, 'docs');
  const out = join(dir, 'out');
  mkdirSync(join(docs, 'car'), { recursive: true });
  writeFileSync(
    join(docs, 'car', 'oil.md'),
    '# Engine Oil\n\n## Oil Change\n\nChange the oil every 10,000 km or 12 months. Use 5W-30 oil.\n\n## Oil Pressure\n\nA red light means low pressure: stop the engine.\n',
  );
  writeFileSync(
    join(docs, 'tyres.txt'),
    'Tyre Care\n\nCheck tyre pressure monthly. Rotate tyres every 8,000 km.\n',
  );
  await buildLibrary(docs, out);
  lib = openLibrary(out);
});
afterAll(() => {
  lib.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Library.search', () => {
  it('never throws on punctuation or FTS syntax', () => {
    for (const q of [
      '"',
      'oil" OR',
      'NEAR(oil pressure)',
      'oil AND OR NOT',
      '*',
      'title:oil',
      '(((',
      'e-mail; DROP TABLE nodes;--',
      "what's the oil^2 {change}?",
      '',
      '   ',
      '🚗 oil',
    ]) {
      expect(() => lib.search(q)).not.toThrow();
    }
    expect(lib.search('')).toEqual([]);
    expect(lib.search('NEAR(oil change)').length).toBeGreaterThan(0);
  });

  it('matches all terms first, then any of them', () => {
    const all = lib.search('oil change months', { levels: ['section'] });
    expect(all[0]?.node.title).toBe('Oil Change');
    const any = lib.search('tyre zeppelin');
    expect(any.some((h) => h.node.file === 'tyres.txt')).toBe(true);
  });

  it('filters by level and honours the limit', () => {
    const hits = lib.search('pressure', { levels: ['chunk'], limit: 1 });
    expect(hits).toHaveLength(1);
    expect(hits[0]?.node.level).toBe('chunk');
    expect(lib.search('pressure', { levels: ['document'] }).every((h) => h.node.level === 'document')).toBe(
      true,
    );
  });

  it('navigates from the root', () => {
    const root = lib.root();
    expect(root.level).toBe('catalog');
    const shelves = lib.children(root.id);
    expect(shelves.map((s) => s.title)).toEqual(['docs', 'Car']);
    expect(lib.node('nope')).toBeUndefined();
    expect(lib.children('nope')).toEqual([]);
  });
});
