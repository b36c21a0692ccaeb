import { createLanguageModel, createLlmBrain, parseModelSpec } from '../src/brains/llm/index.ts';
import {
  type Behaviour,
  type FakeProvider,
  noisyBehaviour,
  oracleBehaviour,
  startFakeProvider,
} from '../src/brains/llm/test-support/index.ts';
import { loadExampleQuestions } from '../src/demo/example-site.ts';
import { evaluateExampleSite, type NavigationResult } from './navigation.ts';

export interface LlmBenchResult {
  oracle: NavigationResult;
  noisy: NavigationResult;
}

/**
 * The LLM brain on the example site against local models that speak the OpenAI protocol: a
 * perfect oracle, and a noisy small model (20% wrong choices, 10% malformed replies).
 */
export async function benchLlm(): Promise<LlmBenchResult> {
  const questions = await loadExampleQuestions();
  const run = async (behaviour: Behaviour) => {
    const fake: FakeProvider = await startFakeProvider('openai', behaviour);
    try {
      const spec = parseModelSpec('openai:fake-small');
      const model = createLanguageModel(spec, { OPENAI_API_KEY: 'bench' }, { baseURL: fake.baseURL });
      return await evaluateExampleSite(() =>
        createLlmBrain({ model, modelId: spec.id, mode: 'json', maxRetries: 0 }),
      );
    } finally {
      await fake.close();
    }
  };
  const oracle = await run(oracleBehaviour(questions));
  const noisy = await run(noisyBehaviour(questions, { seed: 7, wrongRate: 0.2, malformedRate: 0.1 }));
  return { oracle, noisy };
}

export function llmMarkdown(r: LlmBenchResult): string {
  const row = (name: string, n: NavigationResult) => {
    const q = n.questions;
    const mean = (f: (x: (typeof q)[number]) => number) =>
      (q.reduce((s, x) => s + f(x), 0) / (q.length || 1)).toFixed(2);
    const exact = q.filter((x) => x.success && x.steps === x.goldSteps).length;
    return `| ${name} | ${(n.successRate * 100).toFixed(1)}% | ${mean((x) => x.steps)} (gold ${n.meanGoldSteps.toFixed(2)}) | ${exact}/${q.length} | ${Math.max(...q.map((x) => x.steps))} | ${mean((x) => x.llmCalls)} | ${mean((x) => x.tokensIn)} + ${mean((x) => x.tokensOut)} | ${mean((x) => x.fallbacks)} |`;
  };
  return [
    '## Navigation with an LLM brain (local fake models, OpenAI protocol)',
    '',
    'The real AI SDK client talks to a local server that speaks OpenAI chat completions. The oracle knows',
    'the gold paths; the noisy model is the oracle with 20% wrong choices and 10% malformed replies (seeded).',
    'Every run has the default budget (30 steps).',
    '',
    '| model | success | mean steps | runs with exactly the gold steps | most steps | LLM calls per question | tokens per question (in + out) | fallback steps per question |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('oracle', r.oracle),
    row('noisy small model', r.noisy),
    '',
  ].join('\n');
}
