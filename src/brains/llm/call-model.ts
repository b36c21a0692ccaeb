import {
  APICallError,
  generateText,
  type LanguageModel,
  NoObjectGeneratedError,
  Output,
  RetryError,
  ToolChoiceViolationError,
  tool,
} from 'ai';
import type { z } from 'zod';
import { ProviderError } from '../../core/errors/provider-error.ts';
import { countTokens } from '../../core/tokens.ts';
import type { Prompt, ReplyMode } from './prompt.ts';
import type { CostedReply, Limiter, ModelReply, ReplyCache } from './reply.ts';

export interface ModelCaller {
  model: LanguageModel;
  /** `provider:name`, the cache's key. */
  modelId: string;
  cache?: ReplyCache | undefined;
  limiter?: Limiter | undefined;
  timeoutMs: number;
  maxRetries: number;
}

/** The reply did not have the asked shape (bad JSON, wrong fields): the model's fault, worth a retry. */
export class InvalidReply extends Error {
  override readonly name = 'InvalidReply';
}

/**
 * One model call in the asked form, through the replay cache and the rate limiter. Provider
 * failures that outlast the SDK's retries (which honour Retry-After) become a ProviderError.
 */
export async function callModel(
  caller: ModelCaller,
  prompt: Prompt,
  mode: ReplyMode,
  schema: z.ZodType,
  toolName: string,
  signal: AbortSignal,
): Promise<CostedReply> {
  const key = {
    model: caller.modelId,
    request: { mode, toolName, system: prompt.system, prompt: prompt.prompt },
  };
  const hit = caller.cache?.get(key);
  if (hit) {
    const { usage: _usage, ...reply } = hit;
    return { reply, usage: { llmCalls: 0, tokensIn: 0, tokensOut: 0 }, cached: true };
  }
  const release = await caller.limiter?.acquire(
    countTokens(prompt.system) + countTokens(prompt.prompt) + 300,
    signal,
  );
  let tokensIn = 0;
  let tokensOut = 0;
  try {
    const common = {
      model: caller.model,
      system: prompt.system,
      prompt: prompt.prompt,
      maxRetries: caller.maxRetries,
      abortSignal: signal,
      timeout: caller.timeoutMs,
    };
    let reply: ModelReply;
    if (mode === 'json') {
      const result = await generateText({ ...common, output: Output.object({ schema }) });
      tokensIn = result.usage.inputTokens ?? 0;
      tokensOut = result.usage.outputTokens ?? 0;
      reply = { object: result.output };
    } else if (mode === 'tool') {
      const result = await generateText({
        ...common,
        tools: { [toolName]: tool({ description: 'Give your reply.', inputSchema: schema }) },
        toolChoice: { type: 'tool', toolName },
      });
      tokensIn = result.usage.inputTokens ?? 0;
      tokensOut = result.usage.outputTokens ?? 0;
      const call = result.toolCalls[0];
      if (!call || call.invalid) throw new InvalidReply(`no valid ${toolName} tool call in the reply`);
      reply = { toolCall: { name: call.toolName, args: call.input } };
    } else {
      const result = await generateText(common);
      tokensIn = result.usage.inputTokens ?? 0;
      tokensOut = result.usage.outputTokens ?? 0;
      reply = { text: result.text };
    }
    caller.cache?.put(key, { ...reply, usage: { tokensIn, tokensOut }, createdAt: new Date().toISOString() });
    return { reply, usage: { llmCalls: 1, tokensIn, tokensOut }, cached: false };
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    if (error instanceof InvalidReply) throw error;
    if (NoObjectGeneratedError.isInstance(error)) {
      throw new InvalidReply(`the reply was not a valid object: ${oneLine(error.message)}`);
    }
    // A reply without the required tool call (prose, say) is the model's fault, as a bad object is.
    if (ToolChoiceViolationError.isInstance(error)) {
      throw new InvalidReply(`no ${toolName} tool call in the reply`);
    }
    throw toProviderError(caller.modelId, error);
  } finally {
    release?.(tokensIn + tokensOut);
  }
}

function toProviderError(model: string, error: unknown): ProviderError {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const status = APICallError.isInstance(last) ? last.statusCode : undefined;
  const detail = last instanceof Error ? oneLine(last.message) : String(last);
  return new ProviderError({
    model,
    status,
    message: `${model} failed${status ? ` with HTTP ${status}` : ''}: ${detail}`,
    cause: error,
  });
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, 300);
}
