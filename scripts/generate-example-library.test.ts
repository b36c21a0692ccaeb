/**
 * Self-checks of the bundled example library (examples/insurance-library): the generator is
 * deterministic, the committed documents and questions are exactly what it generates, every
 * document is a realistic size, and every question's answer sits inside its gold section, whose
 * heading is at the first gold line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences, readOutput } from './fixture-output.ts';
import {
  buildExampleLibrary,
  type ExampleLibraryQuestion,
  generateExampleLibrary,
} from './generate-example-library.ts';

const COMMITTED = path.resolve(import.meta.dirname, '../examples/insurance-library');
const REGENERATE = 'run `node scripts/generate-example-library.ts` to refresh the committed fixture';

const unescapeHtml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Visible text of some lines, whitespace collapsed; tags removed for HTML. */
function visible(file: string, lines: readonly string[]): string {
  const text = lines.join('\n');
  return (file.endsWith('.html') ? unescapeHtml(text.replace(/<[^>]*>/g, ' ')) : text)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The heading on a line of a Markdown or HTML file, or null. */
function headingOn(file: string, line: string): { level: number; title: string } | null {
  if (file.endsWith('.md')) {
    const m = /^(#{1,6}) (.+)$/.exec(line);
    return m ? { level: (m[1] ?? '').length, title: m[2] ?? '' } : null;
  }
  const m = /^<h([1-6])>(.*)<\/h\1>$/.exec(line);
  return m ? { level: Number(m[1]), title: unescapeHtml(m[2] ?? '') } : null;
}

describe('example library generator', () => {
  let dirA = '';
  let dirB = '';
  const docs = new Map<string, string>();
  let questions: ExampleLibraryQuestion[] = [];
  const linesOf = (file: string): string[] => {
    const content = docs.get(file);
    if (content === undefined) throw new Error(`missing document: ${file}`);
    return content.replace(/\n$/, '').split('\n');
  };

  beforeAll(async () => {
    dirA = await mkdtemp(path.join(os.tmpdir(), 'ariadne-library-a-'));
    dirB = await mkdtemp(path.join(os.tmpdir(), 'ariadne-library-b-'));
    await generateExampleLibrary(dirA);
    await generateExampleLibrary(dirB);
    const output = await readOutput(dirA, 'docs');
    for (const [file, content] of output) if (file.startsWith('docs/')) docs.set(file.slice(5), content);
    questions = JSON.parse(output.get('questions.json') ?? '[]') as ExampleLibraryQuestion[];
  });

  afterAll(async () => {
    for (const dir of [dirA, dirB]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('gives byte-identical output on every run', async () => {
    expect(differences(await readOutput(dirA, 'docs'), await readOutput(dirB, 'docs'))).toEqual([]);
  });

  it('matches the committed fixture in examples/insurance-library', async () => {
    const diffs = differences(await readOutput(dirA, 'docs'), await readOutput(COMMITTED, 'docs'));
    expect(diffs.slice(0, 10), REGENERATE).toEqual([]);
  });

  it('has about 30 realistic documents on four shelves in three formats', () => {
    const files = [...docs.keys()];
    expect(files.length).toBeGreaterThanOrEqual(28);
    expect(new Set(files.map((f) => f.split('/')[0]))).toEqual(new Set(['car', 'health', 'home', 'travel']));
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.endsWith('.txt')).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.endsWith('.md')).length).toBeGreaterThan(files.length / 2);
    for (const file of files) {
      const words = visible(file, linesOf(file))
        .split(' ')
        .filter((w) => /[A-Za-z0-9]/.test(w)).length;
      expect(words, file).toBeGreaterThanOrEqual(800);
      expect(words, file).toBeLessThanOrEqual(3000);
      expect(docs.get(file), file).toContain('Synthetic example document');
    }
    for (const s of buildExampleLibrary().stats) {
      expect(s.sections, s.file).toBeGreaterThanOrEqual(6);
      expect(s.sections, s.file).toBeLessThanOrEqual(20);
    }
  });

  it('has well-formed questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(35);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) {
      expect(Object.keys(q).sort(), q.id).toEqual(
        ['answer', 'goldFile', 'goldHeadingPath', 'goldLines', 'id', 'question'].sort(),
      );
      expect(q.answer.length, q.id).toBeGreaterThan(0);
      expect(docs.has(q.goldFile), `${q.id}: ${q.goldFile}`).toBe(true);
      const [first, last] = q.goldLines;
      expect(first, q.id).toBeGreaterThanOrEqual(1);
      expect(last, q.id).toBeGreaterThanOrEqual(first);
      expect(last, q.id).toBeLessThanOrEqual(linesOf(q.goldFile).length);
    }
    // Some questions need a FAQ or a claims guide rather than a policy wording.
    expect(questions.filter((q) => /faq|claims-guide/.test(q.goldFile)).length).toBeGreaterThanOrEqual(5);
  });

  it('puts every answer inside its gold lines', () => {
    for (const q of questions) {
      const lines = linesOf(q.goldFile).slice(q.goldLines[0] - 1, q.goldLines[1]);
      expect(visible(q.goldFile, lines), q.id).toContain(q.answer);
    }
  });

  it('starts every gold section at the last heading of its heading path', () => {
    for (const q of questions) {
      const lines = linesOf(q.goldFile);
      const line = lines[q.goldLines[0] - 1] ?? '';
      const title = q.goldHeadingPath.at(-1);
      const documentTitle = q.goldFile.endsWith('.txt')
        ? lines[0]
        : lines.map((l) => headingOn(q.goldFile, l)).find((h) => h?.level === 1)?.title;
      expect(q.goldHeadingPath[0], q.id).toBe(documentTitle);
      if (q.goldFile.endsWith('.txt')) {
        // Plain text: the heading is a line of its own, followed by a blank line.
        expect(line, q.id).toBe(title);
        expect(lines[q.goldLines[0]], q.id).toBe('');
        continue;
      }
      const heading = headingOn(q.goldFile, line);
      expect(heading?.title, q.id).toBe(title);
      expect(heading?.level, q.id).toBe(q.goldHeadingPath.length);
      // The section ends just before the next heading of the same or a higher level.
      const next = lines.slice(q.goldLines[1]).map((l) => headingOn(q.goldFile, l));
      const end = next.findIndex((h) => h !== null && h.level <= q.goldHeadingPath.length);
      const inside = lines.slice(q.goldLines[0], q.goldLines[1]).map((l) => headingOn(q.goldFile, l));
      expect(
        inside.every((h) => h === null || h.level > q.goldHeadingPath.length),
        q.id,
      ).toBe(true);
      expect(end === 0 || (end === -1 && q.goldLines[1] === lines.length), q.id).toBe(true);
    }
  });
});
