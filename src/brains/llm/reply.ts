import type { Usage } from '../../core/action.ts';

/** What a model said, in whichever form it was asked for. */
export interface ModelReply {
  text?: string;
  object?: unknown;
  toolCall?: { name: string; args: unknown };
}

/** A reply and what it cost; `cached` replies cost nothing. */
export interface CostedReply {
  reply: ModelReply;
  usage: Usage;
  cached: boolean;
}

export const NO_USAGE: Usage = { llmCalls: 0, tokensIn: 0, tokensOut: 0 };

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    llmCalls: a.llmCalls + b.llmCalls,
    tokensIn: a.tokensIn + b.tokensIn,
    tokensOut: a.tokensOut + b.tokensOut,
  };
}

/** The parts of a replay cache the brain uses (see replay-cache.ts). */
export interface ReplyCache {
  get(key: {
    model: string;
    request: unknown;
  }): (ModelReply & { usage: { tokensIn: number; tokensOut: number } }) | undefined;
  put(
    key: { model: string; request: unknown },
    reply: ModelReply & { usage: { tokensIn: number; tokensOut: number }; createdAt: string },
  ): void;
}

/** The parts of a rate limiter the brain uses (see rate-limiter.ts). */
export interface Limiter {
  acquire(estimatedTokens: number, signal: AbortSignal): Promise<(actualTokens?: number) => void>;
}
