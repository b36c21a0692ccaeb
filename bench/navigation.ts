import { createHeuristicBrain } from '../src/brains/heuristic/index.ts';
import { loadConfig, queryHints } from '../src/config/index.ts';
import type { Brain } from '../src/core/brain.ts';
import type { Trail } from '../src/core/trail.ts';
import {
  EXAMPLE_CONFIG_FILE,
  EXAMPLE_SITE_DIR,
  type ExampleQuestion,
  loadExampleQuestions,
} from '../src/demo/example-site.ts';
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
  llmCalls: number;
  tokensIn: number;
  tokensOut: number;
  /** Steps decided by a fallback brain because the model's replies were invalid. */
  fallbacks: number;
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
  const config = loadConfig({ path: EXAMPLE_CONFIG_FILE, cwd: process.cwd(), env: {} });
  const trail: Trail = await navigate({
    start: base,
    question: q.question,
    brain,
    world,
    hints: queryHints(config),
  });
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
    llmCalls: trail.stats.llmCalls,
    tokensIn: trail.stats.tokensIn,
    tokensOut: trail.stats.tokensOut,
    fallbacks: trail.steps.filter((s) => s.by?.endsWith('(fallback)')).length,
  };
}

export function navigationMarkdown(r: NavigationResult): string {
  const fails = r.questions.filter((q) => !q.success);
  const answered = r.questions.filter((q) => q.success);
  const meanOf = (xs: QuestionResult[], f: (q: QuestionResult) => number) =>
    xs.reduce((s, q) => s + f(q), 0) / (xs.length || 1);
  const stops = new Map<string, number>();
  for (const q of r.questions) {
    const code = q.stop.split(':')[0] ?? q.stop;
    stops.set(code, (stops.get(code) ?? 0) + 1);
  }
  return [
    '## Navigation (example site, heuristic brain)',
    '',
    `${r.questions.length} questions on the bundled car-manual site, served on 127.0.0.1, default budget (30 steps).`,
    'Success = the answer contains the gold value and the citation is the gold page. Gold steps = the opens',
    'along the gold path + 1 read. A step is one move: open, read, back (out of one or more spent places), stop.',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| success | ${(r.successRate * 100).toFixed(1)}% (${answered.length}/${r.questions.length}) |`,
    `| mean steps, all runs | ${r.meanSteps.toFixed(2)} (gold ${r.meanGoldSteps.toFixed(2)}) |`,
    `| mean steps, answered runs | ${meanOf(answered, (q) => q.steps).toFixed(2)} (gold ${meanOf(answered, (q) => q.goldSteps).toFixed(2)}) |`,
    `| most steps in one run | ${Math.max(...r.questions.map((q) => q.steps))} |`,
    `| mean pages fetched | ${r.meanPages.toFixed(2)} |`,
    `| engine ms per step (excluding fetch and parse) | ${r.engineMsPerStep.toFixed(2)} |`,
    `| stop reasons | ${[...stops].map(([k, v]) => `${k} ${v}`).join(', ')} |`,
    '',
    fails.length
      ? `Missed: ${fails.map((f) => `${f.id} (${f.answerOk ? 'right value, other page' : f.answer ? `wrong answer: "${f.answer.slice(0, 60)}"` : f.stop})`).join('; ')}`
      : 'Missed: none.',
    '',
  ].join('\n');
}
