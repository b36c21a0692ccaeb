/**
 * Reads the prompts the LLM brain sends (see ../prompt.ts) and writes replies in the form a
 * request asks for, so fake models can play the brain's counterpart.
 */
import type { NeutralRequest, Reply } from './neutral.ts';

export interface PromptOption {
  id: number;
  /** The option line after `[id] `: the label, then any marks and context. */
  text: string;
}

export interface DecisionPrompt {
  task: 'decide';
  question: string;
  url: string;
  /** `Path so far` labels; the first is the start's title. */
  path: string[];
  options: PromptOption[];
}

export interface ReadPrompt {
  task: 'read';
  question: string;
  url: string;
  /** The text between the PAGE TEXT fences. */
  pageText: string;
}

export type BrainPrompt = DecisionPrompt | ReadPrompt;

export type Move = 'open' | 'back' | 'read' | 'stop';

export interface DecisionAnswer {
  action: Move;
  option: number | null;
  reason: string;
}

export interface ReadAnswer {
  found: boolean;
  answer: string;
  quote: string;
}

const FENCE_OPEN = '<<<PAGE TEXT';
const FENCE_CLOSE = 'PAGE TEXT END>>>';
const OPTION = /^\[(\d+)\]\s+(.*)$/;

/** The decision or read prompt in a user message; null when it is neither. */
export function parseBrainPrompt(prompt: string): BrainPrompt | null {
  const outside: string[] = [];
  const page: string[] = [];
  let fenced = false;
  for (const line of prompt.split('\n')) {
    if (!fenced && line.startsWith(FENCE_OPEN)) fenced = true;
    else if (fenced && line.trim() === FENCE_CLOSE) fenced = false;
    else (fenced ? page : outside).push(line);
  }
  // Only lines outside the fences count: page text may imitate the prompt.
  const field = (name: string): string | undefined =>
    outside
      .find((l) => l.startsWith(`${name}: `))
      ?.slice(name.length + 2)
      .trim();
  const question = field('Question');
  if (question === undefined) return null;
  const url = field('URL') ?? '';
  if (outside.some((l) => l.trim() === 'TASK: READ')) {
    return { task: 'read', question, url, pageText: page.join('\n') };
  }
  const pathSoFar = field('Path so far');
  const options: PromptOption[] = [];
  for (const line of outside) {
    const m = OPTION.exec(line.trim());
    if (m) options.push({ id: Number(m[1]), text: (m[2] as string).trim() });
  }
  if (pathSoFar === undefined && options.length === 0) return null;
  const path = (pathSoFar ?? '')
    .split(' > ')
    .map((s) => s.trim())
    .filter(Boolean);
  return { task: 'decide', question, url, path, options };
}

function norm(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** True when option text is `label`, maybe followed by marks ` (folder)` or context ` — …`. */
export function labelIs(text: string, label: string): boolean {
  const t = norm(text);
  const l = norm(label);
  return t === l || t.startsWith(`${l} (`) || t.startsWith(`${l} — `) || t.startsWith(`${l} - `);
}

/** The on-screen option whose label is `label`, preferring an exact match. */
export function findOption(options: readonly PromptOption[], label: string): PromptOption | undefined {
  return options.find((o) => norm(o.text) === norm(label)) ?? options.find((o) => labelIs(o.text, label));
}

/**
 * The line of `pageText` holding `answer` as a whole phrase (so `10 psi` does not match
 * `110 psi`), else any line containing it.
 */
export function lineWith(pageText: string, answer: string): string | undefined {
  const lines = pageText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const a = answer.toLowerCase();
  const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(a)}($|[^\\p{L}\\p{N}])`, 'u');
  return lines.find((l) => whole.test(l.toLowerCase())) ?? lines.find((l) => l.toLowerCase().includes(a));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The plain-text protocol of a decision: `open(3)`, `back()`, `read()`, `stop()`. */
export function moveText(answer: DecisionAnswer): string {
  return answer.action === 'open' ? `open(${answer.option ?? ''})` : `${answer.action}()`;
}

/** The plain-text protocol of a reading. */
export function readText(answer: ReadAnswer): string {
  return answer.found ? `ANSWER: ${answer.answer}\nQUOTE: ${answer.quote}` : 'NOT FOUND';
}

/** Sends `fields` the way the request wants them: a JSON object, a tool call, or `text`. */
export function replyInForm(req: NeutralRequest, fields: object, text: string): Reply {
  switch (req.wants) {
    case 'object':
      return { object: fields };
    case 'tool':
      return { toolCall: { name: req.toolName ?? 'reply', args: fields } };
    case 'text':
      return { text };
  }
}

export function decisionReply(req: NeutralRequest, answer: DecisionAnswer): Reply {
  return replyInForm(req, answer, moveText(answer));
}

export function readReply(req: NeutralRequest, answer: ReadAnswer): Reply {
  return replyInForm(req, answer, readText(answer));
}
