import { createHeuristicBrain } from '../src/brains/heuristic/index.ts';
import type { Brain } from '../src/core/brain.ts';
import type { Trail } from '../src/core/trail.ts';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../src/demo/example-site.ts';
import { serveFolder } from '../src/demo/static-server.ts';
import { navigate } from '../src/navigate.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
import { timedWorld } from './timed-world.ts';

export interface QuestionResult {
  id: string;
  question: string;
  success: boolean;
  answerOk: boolean;
  pageOk: boolean;
  steps: number;
  /** Opens along the gold path plus the final read. */
  goldSteps: number;
  pages: number;
  ms: number;
  worldMs: number;
  stop: string;
  answer: string;
}

export interface NavigationResult {
  questions: QuestionResult[];
  successRate: number;
  meanSteps: number;
  meanGoldSteps: number;
  meanPages: number;
  engineMsPerStep: number;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Asks every example-site question with the given brain and scores answer and cited page. */
export async function evaluateExampleSite(
  makeBrain: () => Brain = createHeuristicBrain,
): Promise<NavigationResult> {
  const questions = await loadExampleQuestions();
  const server = await serveFolder(EXAMPLE_SITE_DIR);
  const results: QuestionResult[] = [];
  try {
    for (const q of questions) results.push(await one(q, server.url, makeBrain()));
  } finally {
    await server.close();
  }
  const mean = (f: (r: QuestionResult) => number) =>
    results.reduce((s, r) => s + f(r), 0) / (results.length || 1);
  const steps = results.reduce((s, r) => s + r.steps, 0);
  const engineMs = results.reduce((s, r) => s + (r.ms - r.worldMs), 0);
  return {
    questions: results,
    successRate: mean((r) => (r.success ? 1 : 0)),
    meanSteps: mean((r) => r.steps),
    meanGoldSteps: mean((r) => r.goldSteps),
    meanPages: mean((r) => r.pages),
    engineMsPerStep: engineMs / (steps || 1),
  };
}

async function one(q: ExampleQuestion, base: string, brain: Brain): Promise<QuestionResult> {
  const world = timedWorld(createWebWorld());
  const trail: Trail = await navigate({ start: base, question: q.question, brain, world });
  await world.close?.();
  const citation = trail.findings[0]?.citation;
  const answer = trail.findings[0]?.answer ?? '';
  const answerOk = trail.found && fold(answer).includes(fold(q.answer));
  const cited = citation?.url ? new URL(citation.url).pathname.replace(/^\//, '') : '';
  const pageOk = cited === q.goldPage;
  return {
    id: q.id,
    question: q.question,
    success: answerOk && pageOk,
    answerOk,
    pageOk,
    steps: trail.stats.steps,
    goldSteps: q.goldPath.length + 1,
    pages: trail.stats.pages,
    ms: trail.stats.ms,
    worldMs: world.ms,
    stop: `${trail.stop.code}: ${trail.stop.reason}`,
    answer,
  };
}

export function navigationMarkdown(r: NavigationResult): string {
  const fails = r.questions.filter((q) => !q.success);
  return [
    '## Navigation (example site, heuristic brain)',
    '',
    `${r.questions.length} questions on the bundled car-manual site, served on 127.0.0.1. Success = the answer`,
    'contains the gold value and the citation is the gold page. Gold steps = opens along the gold path + 1 read.',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| success | ${(r.successRate * 100).toFixed(1)}% (${r.questions.length - fails.length}/${r.questions.length}) |`,
    `| mean steps | ${r.meanSteps.toFixed(2)} |`,
    `| mean gold steps | ${r.meanGoldSteps.toFixed(2)} |`,
    `| mean pages fetched | ${r.meanPages.toFixed(2)} |`,
    `| engine ms per step (excluding fetch and parse) | ${r.engineMsPerStep.toFixed(2)} |`,
    '',
    fails.length ? `Missed: ${fails.map((f) => `${f.id} (${f.stop})`).join('; ')}` : 'Missed: none.',
    '',
  ].join('\n');
}
