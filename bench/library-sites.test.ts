import { describe, expect, it } from 'vitest';
import type { Finding, Trail } from '../src/core/trail.ts';
import type { LibraryNode } from '../src/library/index.ts';
import {
  citesGold,
  documentPages,
  drillFigures,
  firstChunkAnswers,
  hitsOf,
  type LibrarySiteRun,
  outcomeOf,
  topDocuments,
  urlGap,
  withinUrlGap,
} from './library-sites.ts';
import { citedPages, type SiteQuestion, scoreTrail } from './sites.ts';

const question: SiteQuestion = {
  id: 'dccode-01',
  q: 'Does my 12-year-old have to wear a helmet when she bikes?',
  start: 'index.html',
  gold: ['us/dc/council/code/sections/50-1605.html', 'docs/helmets/index.html'],
  says: 'under 16 years',
  depth: 6,
};

const trail = (found: boolean, findings: Finding[]): Trail => ({
  question: question.q,
  start: '/tmp/library',
  strategy: 'drill',
  found,
  ...(found && findings[0] ? { answer: findings[0].answer } : {}),
  findings,
  steps: [],
  stats: { steps: 3, pages: 3, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 1 },
  stop: { code: found ? 'answered' : 'exhausted', reason: '' },
});

const cite = (file: string, quote: string, answer = quote): Finding => ({
  answer,
  citation: { path: ['site', file], quote, file, node: `${file}#intro`, lines: [1, 2] },
});

describe('the site page a library citation names', () => {
  it('is the cited file, relative to site/, with the README page identity', () => {
    expect(citedPages({ file: 'us/dc/council/code/sections/50-1605.html' })).toEqual([
      'us/dc/council/code/sections/50-1605.html',
    ]);
    expect(citedPages({ file: 'docs/helmets/index.html' })).toEqual(['docs/helmets/index.html']);
    // A file without .html stands for the page /x.html or /x/index.html, as dccode's links do.
    expect(citedPages({ file: 'us/dc/sections/50-1605' })).toEqual([
      'us/dc/sections/50-1605',
      'us/dc/sections/50-1605.html',
      'us/dc/sections/50-1605/index.html',
    ]);
  });

  it('keeps characters that are URL syntax as part of the file name', () => {
    expect(citedPages({ file: 'notes/50% off#1?.html' })).toEqual(['notes/50% off#1?.html']);
  });

  it('is the URL when the library was built from the site, with /dir/ as /dir/index.html', () => {
    expect(citedPages({ url: 'http://127.0.0.1:8841/docs/helmets/#rules', file: 'p0001.html' })).toEqual([
      'docs/helmets/index.html',
    ]);
    expect(citedPages({})).toEqual([]);
  });
});

describe('a drill run scored by the README rule', () => {
  it('succeeds when a cited gold document quotes the expected term', () => {
    const run = trail(true, [
      cite('us/dc/council/code/sections/50-1605.html', 'riders Under  16 years of age'),
    ]);
    const { success, cited } = scoreTrail(question, run);
    expect(success).toBe(true);
    expect(cited).toBe('us/dc/council/code/sections/50-1605.html');
    expect(outcomeOf(success, run.found)).toBe('success');
  });

  it('is wrong when it claims an answer from a page that is not gold, even with the right words', () => {
    // The chapter's full-text page repeats the section, but the section's own page is the gold one.
    const run = trail(true, [
      cite('us/dc/council/code/titles/50/chapters/16/index.full.html', 'under 16 years'),
    ]);
    const { success, cited } = scoreTrail(question, run);
    expect(success).toBe(false);
    expect(cited).toBe('us/dc/council/code/titles/50/chapters/16/index.full.html');
    expect(outcomeOf(success, run.found)).toBe('wrong');
  });

  it('misses when the gold page is cited without the term, or nothing is claimed', () => {
    const noTerm = trail(true, [cite('docs/helmets/index.html', 'Helmets are recommended.')]);
    expect(scoreTrail(question, noTerm).success).toBe(false);
    const unclaimed = trail(false, [cite('docs/other.html', 'nothing here')]);
    const { success } = scoreTrail(question, unclaimed);
    expect(outcomeOf(success, unclaimed.found)).toBe('miss');
  });
});

describe('flat search hits over documents', () => {
  it('ranks each document at its best chunk and counts the first three distinct ones', () => {
    const ranked = ['a.html', 'a.html', 'b.html', 'a.html', 'c.html', 'docs/helmets/index.html'];
    expect(topDocuments(ranked, 3)).toEqual(['a.html', 'b.html', 'c.html']);
    expect(hitsOf(question, ranked)).toEqual({ hit1: false, hit3: false });
    expect(hitsOf(question, ['a.html', 'docs/helmets/index.html', 'a.html'])).toEqual({
      hit1: false,
      hit3: true,
    });
    expect(hitsOf(question, ['us/dc/council/code/sections/50-1605.html'])).toEqual({
      hit1: true,
      hit3: true,
    });
    expect(hitsOf(question, [])).toEqual({ hit1: false, hit3: false });
  });
});

describe("the library search's first chunk, scored as the drill is", () => {
  const chunk = (file: string, text: string): LibraryNode => ({
    id: `${file}#c1`,
    level: 'chunk',
    parent: file,
    title: 'Helmets',
    path: ['Helmets'],
    summary: '',
    topics: [],
    details: [],
    children: [],
    file,
    text,
  });
  const gold = 'us/dc/council/code/sections/50-1605.html';
  const none = () => undefined;

  it('answers only when the first chunk is in a gold document and holds the expected term', () => {
    const answering = chunk(gold, 'Riders   UNDER 16 years of age must wear a helmet.');
    const silent = chunk(gold, 'Helmets are recommended for every rider.');
    const elsewhere = chunk('a.html', 'Riders under 16 years of age must wear a helmet.');
    expect(firstChunkAnswers(question, [answering, elsewhere], none)).toBe(true);
    // The document alone is a hit@1, not an answer: the term must be in the chunk's own text.
    expect(firstChunkAnswers(question, [silent, answering], none)).toBe(false);
    expect(firstChunkAnswers(question, [elsewhere, answering], none)).toBe(false);
    expect(firstChunkAnswers(question, [], none)).toBe(false);
  });
});

describe('a library built from the site URL', () => {
  it('scores a citation by its page URL, extensionless dccode links included', () => {
    const run = trail(true, [
      {
        answer: 'under 16 years of age',
        citation: {
          path: ['127.0.0.1:8841', 'Section 50-1605'],
          quote: 'riders under 16 years of age',
          url: 'http://127.0.0.1:8841/us/dc/council/code/sections/50-1605',
          file: 'us/dc/council/code/sections/50-1605.html',
        },
      },
    ]);
    expect(scoreTrail(question, run)).toEqual({
      success: true,
      cited: 'us/dc/council/code/sections/50-1605',
    });
  });

  it('names a document by the URL it was fetched from, whatever the crawl called its file', () => {
    expect(documentPages('docs/helmets-2.html', 'http://127.0.0.1:8841/docs/helmets/')).toEqual([
      'docs/helmets/index.html',
    ]);
    expect(documentPages('docs/helmets/index.html', undefined)).toEqual(['docs/helmets/index.html']);
    const sources = new Map([['p-2.html', 'http://127.0.0.1:8841/docs/helmets/']]);
    expect(hitsOf(question, ['a.html', 'p-2.html'], (f) => sources.get(f))).toEqual({
      hit1: false,
      hit3: true,
    });
    expect(hitsOf(question, ['a.html', 'p-2.html'])).toEqual({ hit1: false, hit3: false });
  });

  const runOf = (outcome: LibrarySiteRun['outcome'], steps = 10): LibrarySiteRun => ({
    id: 'q',
    outcome,
    found: outcome !== 'miss',
    steps,
    cited: '',
    goldRead: outcome === 'success',
    citesGold: outcome !== 'miss',
    answer: '',
    stop: '',
  });
  const runs = (success: number, wrong: number, miss: number): LibrarySiteRun[] => [
    ...Array.from({ length: success }, () => runOf('success')),
    ...Array.from({ length: wrong }, () => runOf('wrong')),
    ...Array.from({ length: miss }, () => runOf('miss')),
  ];

  it('counts its figures as shares of the questions', () => {
    expect(drillFigures(runs(3, 1, 6), 10)).toEqual({
      success: 0.3,
      claimed: 0.3,
      wrong: 0.1,
      meanSteps: 10,
      goldRead: 0.3,
      citedGold: 0.4,
    });
    expect(drillFigures([], 0)).toEqual({
      success: 0,
      claimed: 0,
      wrong: 0,
      meanSteps: 0,
      goldRead: 0,
      citedGold: 0,
    });
  });

  it('is within 2 points of the folder build only when success and wrong both are', () => {
    const folder = drillFigures(runs(8, 1, 21), 30);
    expect(urlGap(folder, drillFigures(runs(8, 1, 21), 30))).toBe(0);
    expect(withinUrlGap(folder, drillFigures(runs(8, 1, 21), 30))).toBe(true);
    // One question of 30 is 3.33 points: one success fewer, or one more wrong, is out.
    expect(urlGap(folder, drillFigures(runs(7, 1, 22), 30))).toBe(3.33);
    expect(withinUrlGap(folder, drillFigures(runs(7, 1, 22), 30))).toBe(false);
    expect(withinUrlGap(folder, drillFigures(runs(8, 2, 20), 30))).toBe(false);
    // Of 100 questions, two are 2 points (the bound is inclusive), three are not.
    const big = drillFigures(runs(40, 2, 58), 100);
    expect(withinUrlGap(big, drillFigures(runs(42, 2, 56), 100))).toBe(true);
    expect(withinUrlGap(big, drillFigures(runs(40, 5, 55), 100))).toBe(false);
  });
});

describe('the drill scored at the document', () => {
  const gold = 'us/dc/council/code/sections/50-1605.html';

  it('counts the first citation alone, whether or not its quote holds the answer', () => {
    expect(citesGold(question, trail(false, [cite(gold, 'Helmets are recommended for every rider.')]))).toBe(
      true,
    );
    expect(citesGold(question, trail(true, [cite('a.html', 'x'), cite(gold, 'under 16 years')]))).toBe(false);
    expect(citesGold(question, trail(false, []))).toBe(false);
  });
});
