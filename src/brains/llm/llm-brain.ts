import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { Action, Decision, Usage } from '../../core/action.ts';
import type { Brain, Reading } from '../../core/brain.ts';
import type { Memory } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import type { View } from '../../core/view.ts';
import { createHeuristicBrain } from '../heuristic/index.ts';
import { callModel, InvalidReply, type ModelCaller } from './call-model.ts';
import {
  checkDecision,
  decisionSchema,
  parseTextDecision,
  type RawDecision,
  validMoves,
} from './decision.ts';
import { decidePrompt, type Prompt, type ReplyMode, readPrompt } from './prompt.ts';
import { quoteOccurs } from './quote.ts';
import { addUsage, type Limiter, type ModelReply, NO_USAGE, type ReplyCache } from './reply.ts';
import {
  createReplyProtocol,
  INVALID_IN_A_ROW,
  PROTOCOL_NAMES,
  type ReplyProtocol,
} from './reply-protocol.ts';

export interface LlmBrainOptions {
  model: LanguageModel;
  /** `provider:name`: names the brain in the trail and keys the replay cache. */
  modelId: string;
  /** The protocol asked in first; the later ones are tried when its replies stay invalid. */
  mode: ReplyMode;
  /** Decides a step when the model's replies stay invalid; the heuristic brain by default. */
  fallback?: Brain;
  cache?: ReplyCache | undefined;
  limiter?: Limiter | undefined;
  /** Per request; the SDK's retries (which honour Retry-After) come on top. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Page text sent with a read, in tokens. */
  readTokens?: number;
  /** Domain hints added to every decision prompt. */
  hints?: readonly string[];
}

const READ_SCHEMA = z.object({
  found: z.boolean().describe('true when the page answers the question'),
  answer: z.string().describe('the answer in a few words, or empty'),
  quote: z.string().describe('the words of the page that carry the answer, copied exactly, or empty'),
});

type ReadReply = z.infer<typeof READ_SCHEMA>;

/** What asking the model for one decision or reading came to, its corrective retry included. */
interface Consulted<T> {
  /** The accepted reply; null when every reply was invalid (or the model is given up). */
  value: T | null;
  usage: Usage;
  /** What was wrong with the last reply; empty when no reply was judged. */
  problem: string;
  /** Protocol switches made during the call, for the step's reason. */
  notes: string[];
  /** Set on the one call after which the model is given up. */
  warning?: string;
}

type Judged<T> = { value: T } | { problem: string };

/**
 * A brain that asks a language model for each move and each reading. An invalid reply gets one
 * corrective retry naming the error and the valid choices; after that the fallback brain decides
 * that step, and the trail says so. Quotes must occur in the page text. A model whose replies stay
 * invalid is asked in the next protocol (JSON object, tool call, plain text), and once the last
 * one fails too it is not called again: the fallback decides the rest of the run, and the first
 * such step carries one warning saying so.
 */
export function createLlmBrain(options: LlmBrainOptions): Brain {
  const fallback = options.fallback ?? createHeuristicBrain();
  const caller: ModelCaller = {
    model: options.model,
    modelId: options.modelId,
    cache: options.cache,
    limiter: options.limiter,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
  };
  const protocol = createReplyProtocol(options.mode);
  const by = `llm ${options.modelId}`;
  const byFallback = `${fallback.name} (fallback)`;
  const at: ConsultContext = { caller, protocol, modelId: options.modelId, fallbackName: fallback.name };

  return {
    name: by,

    async decide(view: View, memory: Memory, signal: AbortSignal): Promise<Decision> {
      const c = await consult(
        at,
        (mode) => decidePrompt(view, memory, mode, options.hints),
        decisionSchema(view),
        'move',
        (reply, problem): Judged<{ action: Action; reason: string }> => {
          const raw = reply ? toRawDecision(reply) : null;
          if (!raw) return { problem: problem || 'no move found in the reply' };
          const checked = checkDecision(raw, view);
          return checked.ok ? { value: checked } : { problem: checked.problem };
        },
        (problem) => `Your reply was not valid: ${problem}. Choose one of: ${validMoves(view)}.`,
        signal,
      );
      if (c.value) {
        return { action: c.value.action, reason: withNotes(c.value.reason, c.notes), by, usage: c.usage };
      }
      const d = await fallback.decide(view, memory, signal);
      return {
        ...d,
        reason: fallbackReason(d.reason, c, 'model replies'),
        by: byFallback,
        usage: c.usage,
        ...(c.warning ? { warning: c.warning } : {}),
      };
    },

    async read(place: Place, memory: Memory, signal: AbortSignal): Promise<Reading> {
      const c = await consult(
        at,
        (mode) => readPrompt(place, memory, mode, options.readTokens ?? 2500),
        READ_SCHEMA,
        'answer',
        (reply, problem): Judged<ReadReply> => {
          const reading = reply ? toReadReply(reply) : null;
          if (reading && (!reading.found || quoteOccurs(reading.quote, place.text)))
            return { value: reading };
          return {
            problem: reading
              ? `the quote "${reading.quote.slice(0, 80)}" does not occur in the page text`
              : problem || 'the reply had no answer and no quote',
          };
        },
        (problem) => `Your reply was not valid: ${problem}. Copy the quote exactly from the page text.`,
        signal,
      );
      const reading = c.value;
      if (reading && !reading.found) {
        const reason = withNotes('the model found no answer here', c.notes);
        return { found: false, answer: '', quote: '', reason, by, usage: c.usage };
      }
      if (reading) {
        const quote = reading.quote.replace(/\s+/g, ' ').trim();
        return {
          found: true,
          answer: reading.answer.trim() || quote,
          quote,
          reason: withNotes('the model quoted the page', c.notes),
          by,
          usage: c.usage,
        };
      }
      // The fallback's judgement stands as it is, sure or only plausible: a model that cannot
      // reply must not make the run claim more than the fallback alone would.
      const h = await fallback.read(place, memory, signal);
      return {
        ...h,
        reason: fallbackReason(h.reason, c, 'model reply'),
        by: byFallback,
        usage: c.usage,
        ...(c.warning ? { warning: c.warning } : {}),
      };
    },
  };
}

/** What consulting the model needs: how to call it, its reply protocol, and who decides without it. */
interface ConsultContext {
  caller: ModelCaller;
  protocol: ReplyProtocol;
  modelId: string;
  fallbackName: string;
}

/** One reply of the model, or the problem that made it invalid. */
async function askModel(
  caller: ModelCaller,
  prompt: Prompt,
  mode: ReplyMode,
  schema: z.ZodType,
  toolName: string,
  signal: AbortSignal,
): Promise<{ reply: ModelReply | null; usage: Usage; problem: string }> {
  try {
    const r = await callModel(caller, prompt, mode, schema, toolName, signal);
    return { reply: r.reply, usage: r.usage, problem: '' };
  } catch (error) {
    if (error instanceof InvalidReply)
      return { reply: null, usage: { ...NO_USAGE, llmCalls: 1 }, problem: error.message };
    throw error;
  }
}

/** Up to two replies in the current protocol (or the next, when this call switches), each judged. */
async function consult<T>(
  at: ConsultContext,
  promptFor: (mode: ReplyMode) => Prompt,
  schema: z.ZodType,
  toolName: string,
  judge: (reply: ModelReply | null, problem: string) => Judged<T>,
  correction: (problem: string) => string,
  signal: AbortSignal,
): Promise<Consulted<T>> {
  let usage = NO_USAGE;
  let problem = '';
  const notes: string[] = [];
  let warning: string | undefined;
  let asked: ReplyMode | null = null;
  const prompts = new Map<ReplyMode, Prompt>();
  for (let attempt = 0; attempt < 2 && at.protocol.mode !== null; attempt++) {
    const mode: ReplyMode = at.protocol.mode;
    const base = prompts.get(mode) ?? promptFor(mode);
    prompts.set(mode, base);
    // A correction names what was wrong in this protocol; a new protocol starts from its own prompt.
    const prompt = asked === mode ? correct(base, correction(problem)) : base;
    asked = mode;
    const r = await askModel(at.caller, prompt, mode, schema, toolName, signal);
    usage = addUsage(usage, r.usage);
    const judged = judge(r.reply, r.problem);
    if ('value' in judged) {
      at.protocol.valid();
      return { value: judged.value, usage, problem: '', notes };
    }
    problem = judged.problem;
    const change = at.protocol.invalid();
    if (change?.kind === 'switched') {
      notes.push(
        `${INVALID_IN_A_ROW} invalid replies in a row: the model is asked to reply ${PROTOCOL_NAMES[change.to]} from now on`,
      );
    } else if (change?.kind === 'given-up') {
      warning = `the model ${at.modelId} replied invalidly ${INVALID_IN_A_ROW} times in a row ${listed(
        at.protocol.tried.map((m) => PROTOCOL_NAMES[m]),
      )}: the ${at.fallbackName} brain decides the rest of the run alone, without calling the model again`;
    }
  }
  return { value: null, usage, problem, notes, ...(warning ? { warning } : {}) };
}

/** The fallback's reason, with why the model did not decide (nothing once it is given up). */
function fallbackReason(reason: string, c: Consulted<unknown>, what: string): string {
  if (!c.problem) return reason;
  return `${reason} (${what} invalid: ${[c.problem, ...c.notes].join('; ')})`;
}

function withNotes(reason: string, notes: readonly string[]): string {
  return notes.length > 0 ? `${reason} (${notes.join('; ')})` : reason;
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function correct(base: Prompt, note: string): Prompt {
  return { system: base.system, prompt: `${base.prompt}\n\n${note}` };
}

function toRawDecision(reply: ModelReply): RawDecision | null {
  const value = reply.object ?? reply.toolCall?.args;
  if (value && typeof value === 'object' && typeof (value as RawDecision).action === 'string')
    return value as RawDecision;
  return reply.text !== undefined ? parseTextDecision(reply.text) : null;
}

function toReadReply(reply: ModelReply): ReadReply | null {
  const value = reply.object ?? reply.toolCall?.args;
  if (value !== undefined) {
    const parsed = READ_SCHEMA.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  const text = reply.text ?? '';
  if (/^\s*NOT FOUND\b/im.test(text) && !/^\s*QUOTE:/im.test(text))
    return { found: false, answer: '', quote: '' };
  const answer = /^\s*ANSWER:\s*(.+)$/im.exec(text)?.[1]?.trim();
  const quote = /^\s*QUOTE:\s*(.+)$/im
    .exec(text)?.[1]
    ?.trim()
    .replace(/^["“]|["”]$/g, '');
  return quote ? { found: true, answer: answer ?? quote, quote } : null;
}
