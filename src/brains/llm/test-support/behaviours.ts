/**
 * Ready-made behaviours for the fake providers: fixed scripts, leading failures, and models that
 * know the gold answers of the example questions (the oracle) or mostly know them (noisy).
 */

import { seededRandom } from '../../../core/seeded-random.ts';
import {
  type DecisionAnswer,
  type DecisionPrompt,
  decisionReply,
  findOption,
  labelIs,
  lineWith,
  parseBrainPrompt,
  type ReadAnswer,
  type ReadPrompt,
  readReply,
} from './brain-prompt.ts';
import type { Behaviour, Fault, NeutralRequest, Reply } from './neutral.ts';

export { seededRandom };

/** A question of `examples/car-manual/questions.json`. */
export interface GoldQuestion {
  id: string;
  question: string;
  answer: string;
  goldPage: string;
  goldPath: string[];
}

/** Replies in order; a request past the end fails (HTTP 400, not retried) naming the script. */
export function scripted(list: readonly (Reply | Fault)[]): Behaviour {
  let next = 0;
  return () => {
    const item = list[next++];
    if (item === undefined) throw new Error(`scripted: no reply left for request ${next} of ${list.length}`);
    return item;
  };
}

/**
 * A reply that comes after `delayMs`, unless the client leaves first. Build it with this rather
 * than a literal: an object with a `then` property trips the linter (it looks like a thenable).
 */
export function slowReply(delayMs: number, reply: Reply): Fault {
  // biome-ignore lint/suspicious/noThenProperty: the Fault shape names the delayed reply `then`; `await` ignores a non-function then.
  return { delayMs, then: reply };
}

/** The first `faults.length` requests fail with these faults; later ones go to `behaviour`, counted from 0. */
export function failingThen(faults: readonly Fault[], behaviour: Behaviour): Behaviour {
  return (req, n) => faults[n] ?? behaviour(req, n - faults.length);
}

/** What the oracle would answer to a brain prompt. */
export type OracleAnswer = { task: 'decide'; answer: DecisionAnswer } | { task: 'read'; answer: ReadAnswer };

function norm(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function findQuestion(questions: readonly GoldQuestion[], question: string): GoldQuestion | undefined {
  return questions.find((q) => norm(q.question) === norm(question));
}

/**
 * The gold move: along the gold path, open its next label; at its end, read; off it, back.
 * Stops when the question is unknown or the next gold label is not on screen.
 */
export function oracleDecision(questions: readonly GoldQuestion[], p: DecisionPrompt): DecisionAnswer {
  const q = findQuestion(questions, p.question);
  if (!q) return { action: 'stop', option: null, reason: 'oracle: unknown question' };
  const taken = p.path.slice(1);
  const gold = q.goldPath;
  const onPath = taken.length <= gold.length && taken.every((label, i) => labelIs(label, gold[i] ?? ''));
  if (!onPath) return { action: 'back', option: null, reason: 'off the gold path' };
  const next = gold[taken.length];
  if (next === undefined) return { action: 'read', option: null, reason: 'the gold page' };
  const option = findOption(p.options, next);
  if (!option) return { action: 'stop', option: null, reason: `oracle: "${next}" is not on screen` };
  return { action: 'open', option: option.id, reason: `gold path: ${next}` };
}

/** The gold reading: the line of the page text holding the gold answer, as answer and quote. */
export function oracleReading(questions: readonly GoldQuestion[], p: ReadPrompt): ReadAnswer {
  const q = findQuestion(questions, p.question);
  const line = q ? lineWith(p.pageText, q.answer) : undefined;
  return line ? { found: true, answer: line, quote: line } : { found: false, answer: '', quote: '' };
}

export function oracleAnswer(questions: readonly GoldQuestion[], prompt: string): OracleAnswer | null {
  const p = parseBrainPrompt(prompt);
  if (!p) return null;
  return p.task === 'read'
    ? { task: 'read', answer: oracleReading(questions, p) }
    : { task: 'decide', answer: oracleDecision(questions, p) };
}

const NOT_UNDERSTOOD: DecisionAnswer = {
  action: 'stop',
  option: null,
  reason: 'oracle: prompt not understood',
};

function answerReply(req: NeutralRequest, answer: OracleAnswer | null): Reply {
  if (!answer) return decisionReply(req, NOT_UNDERSTOOD);
  return answer.task === 'read' ? readReply(req, answer.answer) : decisionReply(req, answer.answer);
}

/** A perfect model for the example questions, replying in whatever form each request asks. */
export function oracleBehaviour(questions: readonly GoldQuestion[]): Behaviour {
  return (req) => answerReply(req, oracleAnswer(questions, req.prompt));
}

export interface NoiseOptions {
  seed: number;
  /** Share of decisions that open a random other option (or an id not on screen). */
  wrongRate?: number;
  /** Share of replies that are malformed: broken JSON, or prose without a move. */
  malformedRate?: number;
}

export type Noise = 'right' | 'wrong' | 'malformed';

/** A behaviour that also logs, per request, whether it answered right, wrong or malformed. */
export type NoisyBehaviour = Behaviour & { log: Noise[] };

/**
 * The oracle with seeded mistakes: with `wrongRate` a decision opens a random other option on
 * screen (or, one time in four, an id that is not), with `malformedRate` the reply is malformed.
 * Readings are never wrong, only malformed. The same seed and requests give the same replies.
 */
export function noisyBehaviour(questions: readonly GoldQuestion[], options: NoiseOptions): NoisyBehaviour {
  const random = seededRandom(options.seed);
  const wrongRate = options.wrongRate ?? 0.2;
  const malformedRate = options.malformedRate ?? 0.1;
  const log: Noise[] = [];
  const behaviour = (req: NeutralRequest): Reply => {
    const truth = oracleAnswer(questions, req.prompt);
    const roll = random();
    if (roll < malformedRate) {
      log.push('malformed');
      return malformed(req, truth?.task ?? 'decide', random);
    }
    if (truth?.task === 'decide' && roll < malformedRate + wrongRate) {
      const prompt = parseBrainPrompt(req.prompt) as DecisionPrompt;
      log.push('wrong');
      return decisionReply(req, wrongMove(truth.answer, prompt, random));
    }
    log.push('right');
    return answerReply(req, truth);
  };
  return Object.assign(behaviour, { log });
}

function wrongMove(right: DecisionAnswer, p: DecisionPrompt, random: () => number): DecisionAnswer {
  const others = p.options.map((o) => o.id).filter((id) => right.action !== 'open' || id !== right.option);
  if (others.length === 0 || random() < 0.25) {
    const invalid = Math.max(0, ...p.options.map((o) => o.id)) + 1 + Math.floor(random() * 10);
    return { action: 'open', option: invalid, reason: 'this looks promising' };
  }
  const option = others[Math.floor(random() * others.length)] as number;
  return { action: 'open', option, reason: 'this looks promising' };
}

const BROKEN_JSON = {
  decide: '{"action": "open", "option": 3, "reason": "looks prom',
  read: '{"found": true, "answer": "10 psi", "quote": "Oil pres',
};
const PROSE = {
  decide: 'Hmm, several of these could lead somewhere. I would need to look more closely before choosing.',
  read: 'This page talks about the vehicle, but I cannot tell for sure what the question wants.',
};

function malformed(req: NeutralRequest, task: 'decide' | 'read', random: () => number): Reply {
  if (random() < 0.5) return { text: PROSE[task] };
  // A tool request gets its broken JSON as the call's arguments; others as the reply text.
  return req.wants === 'tool'
    ? { toolCall: { name: req.toolName ?? 'reply', args: BROKEN_JSON[task] } }
    : { text: BROKEN_JSON[task] };
}
