import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Trail } from '../src/core/trail.ts';
import { buildLibrary, type LibraryNode, openLibrary } from '../src/library/index.ts';
import { navigate } from '../src/navigate.ts';

export const LIBRARY_DOCS = fileURLToPath(new URL('../examples/insurance-library/docs/', import.meta.url));
const QUESTIONS = fileURLToPath(new URL('../examples/insurance-library/questions.json', import.meta.url));

export interface LibraryQuestion {
  id: string;
  question: string;
  answer: string;
  goldFile: string;
  goldHeadingPath: string[];
  goldLines: [number, number];
}

export interface LibraryBenchResult {
  questions: number;
  drill: { hit1: number; hit3: number; answered: number };
  bm25: { hit1: number; hit3: number };
  /** Views (prompts) rendered per question, and the largest in tokens. */
  meanPrompts: number;
  largestPrompt: number;
  buildMs: number;
  rebuildMs: number;
  rebuildSummaries: number;
  nodes: Record<string, number>;
}

/** A cited or searched chunk lies in the gold section: same file, overlapping lines. */
function inGold(q: LibraryQuestion, file: string | undefined, lines: [number, number] | undefined): boolean {
  if (!file || !lines || file !== q.goldFile) return false;
  return lines[0] <= q.goldLines[1] && lines[1] >= q.goldLines[0];
}

/**
 * The library on the example insurance documents: build and one-document rebuild times, and
 * hit@1 / hit@3 of the gold section for the drill (heuristic brain) against flat BM25 over
 * the same chunks.
 */
export async function benchLibrary(): Promise<LibraryBenchResult> {
  const questions = JSON.parse(readFileSync(QUESTIONS, 'utf8')) as LibraryQuestion[];
  const work = mkdtempSync(join(tmpdir(), 'ariadne-library-bench-'));
  const docs = join(work, 'docs');
  const out = join(work, 'library');
  cpSync(LIBRARY_DOCS, docs, { recursive: true });
  const built = await buildLibrary(docs, out);
  // Rebuild after one document changed: only its summaries are computed again.
  appendFileSync(
    join(docs, 'travel', readdirFirst(join(docs, 'travel'))),
    '\nA note added after the first build.\n',
  );
  const rebuilt = await buildLibrary(docs, out);

  const library = openLibrary(out);
  let drill1 = 0;
  let drill3 = 0;
  let answered = 0;
  let bm1 = 0;
  let bm3 = 0;
  let prompts = 0;
  let largest = 0;
  try {
    for (const q of questions) {
      const trail: Trail = await navigate({ start: out, question: q.question });
      const cited = trail.findings[0]?.citation;
      if (trail.found) answered++;
      if (inGold(q, cited?.file, cited?.lines)) drill1++;
      // What the drill read, in order: its first three readings are its top three.
      const read = trail.steps.filter((s) => s.action.type === 'read').slice(0, 3);
      const readNodes = read.map((s) => library.node(decodeURIComponent(s.at.replace(/^library:/, ''))));
      if (inGold(q, cited?.file, cited?.lines) || readNodes.some((n) => inGold(q, n?.file, n?.lines)))
        drill3++;
      prompts += trail.steps.length;
      largest = Math.max(largest, ...trail.steps.map((s) => s.tokens ?? 0));

      const hits = library
        .search(q.question, { limit: 3, levels: ['chunk'] })
        .map((h) => h.node as LibraryNode);
      if (hits[0] && inGold(q, hits[0].file, hits[0].lines)) bm1++;
      if (hits.some((n) => inGold(q, n.file, n.lines))) bm3++;
    }
  } finally {
    library.close();
  }
  const n = questions.length || 1;
  return {
    questions: questions.length,
    drill: { hit1: drill1 / n, hit3: drill3 / n, answered: answered / n },
    bm25: { hit1: bm1 / n, hit3: bm3 / n },
    meanPrompts: prompts / n,
    largestPrompt: largest,
    buildMs: built.ms,
    rebuildMs: rebuilt.ms,
    rebuildSummaries: rebuilt.summaries.computed,
    nodes: built.nodes,
  };
}

function readdirFirst(dir: string): string {
  // The first file in name order, so the change is the same every run.
  return readdirSync(dir).sort()[0] as string;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function libraryMarkdown(r: LibraryBenchResult): string {
  return [
    '## Library (example insurance documents, heuristic brain)',
    '',
    `${r.questions} questions over 30 documents (car, health, home, travel). A hit = the cited (hit@1) or one of`,
    'the first three read (hit@3) chunks lies in the gold section; the baseline ranks the same chunks by flat BM25.',
    '',
    '| method | hit@1 | hit@3 |',
    '| --- | --- | --- |',
    `| drill (beam search over the summary tree) | ${pct(r.drill.hit1)} | ${pct(r.drill.hit3)} |`,
    `| flat BM25 over chunks | ${pct(r.bm25.hit1)} | ${pct(r.bm25.hit3)} |`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| answered, claimed found (a plausible but unsure answer is handed over unconfirmed) | ${pct(r.drill.answered)} |`,
    `| prompts (views) per question | ${r.meanPrompts.toFixed(1)} |`,
    `| largest prompt, tokens | ${r.largestPrompt} |`,
    `| build, 30 documents | ${(r.buildMs / 1000).toFixed(2)} s (${Object.entries(r.nodes)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}) |`,
    `| rebuild after one document changed | ${(r.rebuildMs / 1000).toFixed(2)} s, ${r.rebuildSummaries} summaries computed |`,
    '',
  ].join('\n');
}
