import { describe, expect, it } from 'vitest';
import { describeAction } from '../core/action.ts';
import type { Step, Trail } from '../core/trail.ts';
import { actFields, formatStep, formatTrail, trailToJson } from './format-trail.ts';

const base: Trail = {
  question: 'What is the coolant capacity?',
  start: 'http://127.0.0.1:1/',
  strategy: 'find',
  found: false,
  findings: [],
  steps: [],
  stats: { steps: 3, pages: 4, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 12 },
  stop: { code: 'budget-steps', reason: 'step budget of 3 spent without an answer' },
};
const finding = {
  answer: 'Coolant capacity 7.4 qt.',
  citation: {
    url: 'http://127.0.0.1:1/coolant.html',
    title: 'Coolant',
    path: ['Home', 'Coolant'],
    quote: '7.4 qt',
  },
};

describe('the ask output', () => {
  it('prints a confirmed answer with its source, path and quote', () => {
    const text = formatTrail({ ...base, found: true, answer: finding.answer, findings: [finding] });
    expect(text).toContain('Answer: Coolant capacity 7.4 qt.');
    expect(text).toContain('Source: Coolant — http://127.0.0.1:1/coolant.html');
    expect(text).toContain('Quote:  "7.4 qt"');
  });

  it('names the page URL of a library built from a website, with the lines of its HTML', () => {
    const cited = {
      ...finding,
      citation: { ...finding.citation, file: 'coolant.html', lines: [12, 14] as [number, number] },
    };
    const text = formatTrail({ ...base, found: true, answer: cited.answer, findings: [cited] });
    expect(text).toContain('Source: Coolant — http://127.0.0.1:1/coolant.html, lines 12–14');
    expect(trailToJson({ ...base, found: true, findings: [cited] })).toMatchObject({
      citations: [{ url: 'http://127.0.0.1:1/coolant.html', file: 'coolant.html', lines: [12, 14] }],
    });
  });

  it('names the copies of a library document cited, in text and JSON', () => {
    const cited = {
      ...finding,
      citation: { ...finding.citation, file: 'coolant.html', copies: ['print/coolant.html', 'coolant.txt'] },
    };
    const text = formatTrail({ ...base, found: true, answer: cited.answer, findings: [cited] });
    expect(text).toContain('Copies: print/coolant.html, coolant.txt');
    expect(trailToJson({ ...base, found: true, findings: [cited] })).toMatchObject({
      citations: [{ file: 'coolant.html', copies: ['print/coolant.html', 'coolant.txt'] }],
    });
    // Without copies, no line and no field.
    expect(formatTrail({ ...base, found: true, answer: finding.answer, findings: [finding] })).not.toContain(
      'Copies:',
    );
  });

  it('says "no sure answer" and marks an unconfirmed finding as one to check', () => {
    const trail: Trail = {
      ...base,
      findings: [{ ...finding, unconfirmed: true }],
      closest: [{ url: 'http://127.0.0.1:1/cooling.html', title: 'Cooling', path: [], passage: 'x' }],
    };
    const text = formatTrail(trail);
    expect(text).toMatch(/^No sure answer found\./);
    expect(text).toContain('Unconfirmed, to check: Coolant capacity 7.4 qt.');
    expect(text).not.toContain('Answer:');
    expect(text).toContain('Closest: Cooling — http://127.0.0.1:1/cooling.html');
    const json = trailToJson(trail) as {
      found: boolean;
      answer: unknown;
      citations: Array<Record<string, unknown>>;
    };
    expect(json.found).toBe(false);
    expect(json.answer).toBeNull();
    expect(json.citations).toEqual([
      {
        url: 'http://127.0.0.1:1/coolant.html',
        title: 'Coolant',
        path: ['Home', 'Coolant'],
        quote: '7.4 qt',
        unconfirmed: true,
      },
    ]);
  });

  it("shows a step's warning once, under its progress line, and how many steps each brain decided", () => {
    const step = (n: number, by: string, warning?: string): Step => ({
      n,
      at: 'http://127.0.0.1:1/',
      path: ['Home'],
      action: { type: 'open', option: 1 },
      label: 'Cooling',
      reason: '"Cooling" matches coolant',
      result: 'opened',
      ms: 1,
      by,
      ...(warning ? { warning } : {}),
    });
    const warning = 'the model openai:x replied invalidly 3 times in a row in plain text';
    const steps = [
      step(1, 'heuristic (fallback)', warning),
      step(2, 'heuristic (fallback)'),
      step(3, 'strategy'),
    ];
    expect(formatStep(steps[0] as Step).split('\n')).toEqual([
      '   1. Home :: open [1] Cooling  ("Cooling" matches coolant)',
      `      Warning: ${warning}`,
    ]);
    expect(formatStep(steps[1] as Step)).not.toContain('Warning');

    const trail: Trail = {
      ...base,
      steps,
      stats: { ...base.stats, stepsByBrain: { 'heuristic (fallback)': 17, 'llm openai:x': 3 } },
    };
    expect(formatTrail(trail)).toMatch(/\nSteps by brain: heuristic \(fallback\) 17, llm openai:x 3$/);
    const json = trailToJson(trail) as { steps: Array<{ warning?: string }>; stats: Record<string, unknown> };
    expect(json.steps.map((s) => s.warning)).toEqual([warning, undefined, undefined]);
    expect(json.stats.stepsByBrain).toEqual({ 'heuristic (fallback)': 17, 'llm openai:x': 3 });
  });

  it('prices each step that called the model, and the run, when the prices are known', () => {
    const step: Step = {
      n: 1,
      at: 'http://127.0.0.1:1/',
      path: ['Home'],
      action: { type: 'read' },
      reason: 'the model read it',
      result: 'answer',
      ms: 5,
      usage: { llmCalls: 2, tokensIn: 1_000, tokensOut: 200 },
    };
    const trail: Trail = {
      ...base,
      steps: [step],
      stats: { ...base.stats, llmCalls: 2, tokensIn: 1_000, tokensOut: 200 },
    };
    const prices = { inputPerMillion: 0.15, outputPerMillion: 0.6 };
    const json = trailToJson(trail, prices);
    expect(json.steps[0]?.costUsd).toBe(0.00027);
    expect(json.stats.costUsd).toBe(0.00027);
    expect(trailToJson(trail).steps[0]?.costUsd).toBeUndefined();
  });
});

describe('a progress line', () => {
  const step = (result: Step['result'], detail?: string): Step => ({
    n: 4,
    at: 'http://127.0.0.1:1/coolant.html',
    path: ['Home', 'Coolant'],
    action: { type: 'read' },
    reason: 'the text here looks like it answers',
    result,
    ...(detail ? { detail } : {}),
    ms: 1,
  });

  it('says what a reading found and how, never "read" again', () => {
    expect(formatStep(step('read', 'answers 70% of the question; kept'))).toBe(
      '   4. Home > Coolant :: read → possible answer: answers 70% of the question; kept  (the text here looks like it answers)',
    );
    expect(formatStep(step('answer', 'answers 100% of the question'))).toContain(
      ':: read → answer: answers 100% of the question  (',
    );
    expect(formatStep(step('no-answer', 'no passage holds a value'))).toContain(
      ':: read → no answer: no passage holds a value  (',
    );
  });

  it('keeps other moves as they were: an open says nothing more, a refusal its cause', () => {
    const open: Step = {
      ...step('opened', 'http://127.0.0.1:1/a'),
      action: { type: 'open', option: 2 },
      label: 'A',
    };
    expect(formatStep(open)).toBe(
      '   4. Home > Coolant :: open [2] A  (the text here looks like it answers)',
    );
    expect(formatStep({ ...open, result: 'rejected', detail: 'robots.txt disallows /a' })).toContain(
      ':: open [2] A → rejected: robots.txt disallows /a  (',
    );
  });

  it('names a followed lead by its label, else its address, never by a made-up option number', () => {
    const follow: Step = {
      ...step('opened', 'http://127.0.0.1:1/list'),
      action: { type: 'follow', url: 'http://127.0.0.1:1/list?page=2' },
    };
    expect(formatStep(follow)).toContain(':: follow http://127.0.0.1:1/list?page=2  (');
    expect(formatStep({ ...follow, label: 'Next page' })).toContain(':: follow Next page  (');
    expect(describeAction(follow.action)).toBe('follow(http://127.0.0.1:1/list?page=2)');
  });
});

describe('a run that carries out an instruction', () => {
  const acted = (over: Partial<Step>): Step => ({
    n: 1,
    at: 'http://127.0.0.1:1/form',
    path: ['Sign up'],
    action: { type: 'fill', control: 2, text: 'Ada' },
    label: 'Given name',
    reason: 'the field the instruction names',
    result: 'acted',
    detail: 'typed',
    ms: 1,
    ...over,
  });
  const trail: Trail = {
    ...base,
    question: 'type Ada as the given name and press Join',
    strategy: 'act',
    found: false,
    steps: [
      acted({}),
      acted({
        n: 2,
        action: { type: 'click', control: 5 },
        label: 'Remove all',
        result: 'rejected',
        detail: '"Remove all" deletes, and the instruction does not ask for that',
      }),
      acted({
        n: 3,
        action: { type: 'click', control: 4 },
        label: 'Join',
        result: 'error',
        detail: 'timed out',
      }),
    ],
  };

  it('prints each action with its control named once and what came of it in its own words', () => {
    expect(formatStep(trail.steps[0] as Step)).toBe(
      '   1. Sign up :: fill [2] Given name ← "Ada" → typed  (the field the instruction names)',
    );
    expect(formatStep(trail.steps[1] as Step)).toContain(
      ':: click [5] Remove all → rejected: "Remove all" deletes',
    );
    expect(trailToJson(trail).steps[0]?.action).toBe('fill [2] Given name ← "Ada"');
  });

  it('keeps the names `act --json` has always had beside the trail', () => {
    const at = { url: 'http://127.0.0.1:1/form', ms: 1 };
    expect(actFields(trail)).toEqual({
      instruction: 'type Ada as the given name and press Join',
      done: false,
      url: 'http://127.0.0.1:1/form',
      actions: [
        {
          n: 1,
          action: 'fill',
          target: 'Given name',
          reason: 'the field the instruction names',
          result: 'typed',
          ...at,
        },
        {
          n: 2,
          action: 'click',
          target: 'Remove all',
          reason: 'the field the instruction names',
          result: 'refused: "Remove all" deletes, and the instruction does not ask for that',
          ...at,
        },
        {
          n: 3,
          action: 'click',
          target: 'Join',
          reason: 'the field the instruction names',
          result: 'failed: timed out',
          ...at,
        },
      ],
    });
  });
});
