import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { Decision, Usage } from '../../core/action.ts';
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

export interface LlmBrainOptions {
  model: LanguageModel;
  /** `provider:name`: names the brain in the trail and keys the replay cache. */
  modelId: string;
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

/**
 * A brain that asks a language model for each move and each reading. An invalid reply gets one
 * corrective retry naming the error and the valid choices; after that the fallback brain decides
 * that step, and the trail says so. Quotes must occur in the page text.
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
  const mode = options.mode;
  const by = `llm ${options.modelId}`;

  async function ask(
    prompt: Prompt,
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

  return {
    name: by,

    async decide(view: View, memory: Memory, signal: AbortSignal): Promise<Decision> {
      const base = decidePrompt(view, memory, mode, options.hints);
      const schema = decisionSchema(view);
      let usage = NO_USAGE;
      let prompt = base;
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        const r = await ask(prompt, schema, 'move', signal);
        usage = addUsage(usage, r.usage);
        const raw = r.reply ? toRawDecision(r.reply) : null;
        if (raw) {
          const checked = checkDecision(raw, view);
          if (checked.ok) return { action: checked.action, reason: checked.reason, by, usage };
          problem = checked.problem;
        } else {
          problem = r.problem || 'no move found in the reply';
        }
        prompt = correct(base, `Your reply was not valid: ${problem}. Choose one of: ${validMoves(view)}.`);
      }
      const d = await fallback.decide(view, memory, signal);
      return {
        ...d,
        reason: `${d.reason} (model replies invalid: ${problem})`,
        by: `${fallback.name} (fallback)`,
        usage,
      };
    },

    async read(place: Place, memory: Memory, signal: AbortSignal): Promise<Reading> {
      const base = readPrompt(place, memory, mode, options.readTokens ?? 2500);
      let usage = NO_USAGE;
      let prompt = base;
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        const r = await ask(prompt, READ_SCHEMA, 'answer', signal);
        usage = addUsage(usage, r.usage);
        const reading = r.reply ? toReadReply(r.reply) : null;
        if (reading && !reading.found) {
          return { found: false, answer: '', quote: '', reason: 'the model found no answer here', by, usage };
        }
        if (reading && quoteOccurs(reading.quote, place.text)) {
          const quote = reading.quote.replace(/\s+/g, ' ').trim();
          return {
            found: true,
            answer: reading.answer.trim() || quote,
            quote,
            reason: 'the model quoted the page',
            by,
            usage,
          };
        }
        problem = reading
          ? `the quote "${reading.quote.slice(0, 80)}" does not occur in the page text`
          : r.problem || 'the reply had no answer and no quote';
        prompt = correct(
          base,
          `Your reply was not valid: ${problem}. Copy the quote exactly from the page text.`,
        );
      }
      // The fallback's judgement stands as it is, sure or only plausible: a model that cannot
      // reply must not make the run claim more than the fallback alone would.
      const h = await fallback.read(place, memory, signal);
      return {
        ...h,
        reason: `${h.reason} (model reply invalid: ${problem})`,
        by: `${fallback.name} (fallback)`,
        usage,
      };
    },
  };
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
