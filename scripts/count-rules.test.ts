import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetProblems,
  CEILING_FILE,
  ceilingOf,
  countRules,
  countRulesIn,
  countTableEntries,
  isWordOrPhrase,
  loweredCeiling,
  readCeiling,
  UNLISTED_MAX,
} from './count-rules.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(ROOT, 'scripts', 'count-rules.ts');

/** Code with one rule of each kind, and look-alikes that are not rules. */
const SAMPLE = `
const pattern = /ferr(y|ies)/i;                       // a literal: 1
const built = new RegExp(\`^\${name}$\`, 'u');         // a construction: 1
const called = RegExp('lantern');                    // a construction: 1
const tides = ['ebb', 'flood', 'slack water', 'neap', 'spring'];   // a word list: 1
const few = ['ebb', 'flood', 'neap'];                // too short: 0
const codes = ['#a1', '#b2', '#c3', '#d4', '#e5'];   // not words: 0
if (verb === 'moor') stop();                         // a word compared: 1 where words are read
if (typeof x === 'string') stop();                   // code, not language: 0
if (count === 'three knots or more than five') stop(); // too long a phrase: 0
switch (mood) { case 'calm': break; case 'rough sea': break; }  // 2 where words are read
if (words.includes('harbour')) stop();               // 1 where words are read
if (line.startsWith('-')) stop();                    // not a word: 0
`;

describe('counting rules', () => {
  it('counts patterns and word lists everywhere, word comparisons only where words are read', () => {
    expect(countRulesIn('src/worlds/ferry.ts', SAMPLE)).toBe(4);
    expect(countRulesIn('src/language/ferry.ts', SAMPLE)).toBe(8);
    expect(countRulesIn('src/brains/heuristic/ferry.ts', SAMPLE)).toBe(8);
  });

  it('reads a word or a short phrase as words, and code as code', () => {
    expect(isWordOrPhrase('slack water')).toBe(true);
    expect(isWordOrPhrase("o'clock")).toBe(true);
    expect(isWordOrPhrase('e.g.')).toBe(true);
    expect(isWordOrPhrase('a b c d e')).toBe(false);
    expect(isWordOrPhrase('-')).toBe(false);
    expect(isWordOrPhrase('aria-label=')).toBe(false);
    expect(isWordOrPhrase('')).toBe(false);
  });

  it('counts each entry of a table read at run time', () => {
    expect(countTableEntries({ calm: ['still', 'flat'], rough: 'choppy', tides: { ebb: 1, flood: 2 } })).toBe(
      5,
    );
    expect(countTableEntries(['a', 'b', 'c'])).toBe(3);
  });
});

describe('the ceiling', () => {
  const counts = {
    files: new Map([
      ['src/language/a.ts', 30],
      ['src/html/b.ts', 5],
    ]),
    total: 35,
  };

  it('lists the total and every file over the unlisted maximum', () => {
    expect(ceilingOf(counts)).toEqual({ total: 35, files: { 'src/language/a.ts': 30 } });
  });

  it('refuses a total or a file that grew, naming the file', () => {
    const ceiling = ceilingOf(counts);
    const grown = {
      files: new Map([
        ['src/language/a.ts', 31],
        ['src/html/b.ts', 4],
      ]),
      total: 35,
    };
    expect(budgetProblems(grown, ceiling)).toEqual([
      'src/language/a.ts grew: 31 rules, over its ceiling of 30',
    ]);
    const newFile = { files: new Map([...counts.files, ['src/html/c.ts', UNLISTED_MAX + 1]]), total: 35 };
    expect(budgetProblems(newFile, { ...ceiling, total: 100 })).toEqual([
      `src/html/c.ts grew: ${UNLISTED_MAX + 1} rules, over its ceiling of ${UNLISTED_MAX}`,
    ]);
  });

  it('asks for the ceiling to come down when rules were removed, and only ever lowers it', () => {
    const fewer = { files: new Map([['src/language/a.ts', 25]]), total: 25 };
    expect(budgetProblems(fewer, ceilingOf(counts))[0]).toMatch(/lower the ceiling/);
    expect(loweredCeiling(fewer, ceilingOf(counts))).toEqual({
      total: 25,
      files: { 'src/language/a.ts': 25 },
    });
    const more = { files: new Map([['src/language/a.ts', 40]]), total: 40 };
    expect(loweredCeiling(more, ceilingOf(counts))).toEqual({
      total: 35,
      files: { 'src/language/a.ts': 30 },
    });
  });

  it('holds for the project: every count at its committed ceiling', () => {
    expect(budgetProblems(countRules(), readCeiling())).toEqual([]);
  });
});

describe('the check in lint', () => {
  let tree: string | undefined;
  afterEach(() => {
    if (tree) rmSync(tree, { recursive: true, force: true });
    tree = undefined;
  });

  /** A copy of the project's src/ and ceiling, so a temporary file can be added to it. */
  function copyOfProject(): string {
    tree = mkdtempSync(join(tmpdir(), 'ariadne-rules-'));
    cpSync(join(ROOT, 'src'), join(tree, 'src'), { recursive: true });
    mkdirSync(join(tree, 'scripts'));
    cpSync(join(ROOT, CEILING_FILE), join(tree, CEILING_FILE));
    return tree;
  }

  const check = (root: string) =>
    spawnSync(process.execPath, [SCRIPT, '--check', '--root', root], { encoding: 'utf8' });

  it('passes on the project as it is', () => {
    const run = check(copyOfProject());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails when a temporary file adds one rule above the ceiling', () => {
    const root = copyOfProject();
    writeFileSync(join(root, 'src', 'language', 'one-more.ts'), 'export const tide = /^ebb(ing)?$/;\n');
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/the total grew: \d+ rules, over the ceiling of \d+/);
  });
});
