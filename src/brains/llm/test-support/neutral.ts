/**
 * The provider-neutral side of the fake LLM servers: what a request asks for, what a behaviour
 * replies, and the contract each wire format (openai-wire, anthropic-wire, google-wire) fills.
 */

export type ProviderKind = 'openai' | 'anthropic' | 'google';

/** What the client asked for: free text, a JSON object, or a call of a tool. */
export type Wants = 'text' | 'object' | 'tool';

export interface NeutralRequest {
  kind: ProviderKind;
  model: string;
  /** System instructions, joined by blank lines. */
  system: string;
  /** The text of the last user message: where a brain puts its prompt. */
  prompt: string;
  /** The system text and every user message, joined by blank lines. */
  conversation: string;
  wants: Wants;
  /**
   * For `tool`: the tool to call (the forced one, else the first). For `object`: set when the SDK
   * asks for the object through a tool of its own (Anthropic's and Gemini's JSON-tool fallback).
   */
  toolName?: string;
  /** JSON schema of the asked object, or of the tool's input. */
  schema?: unknown;
  /** Names of the function tools offered, leaving out an SDK's JSON-carrying tool. */
  tools: string[];
}

/** The parts every protocol reads out of a request, assembled into the neutral form. */
export function neutralRequest(parts: {
  kind: ProviderKind;
  model: string;
  system: string;
  users: readonly string[];
  wants: Wants;
  toolName: string | undefined;
  schema: unknown;
  tools: string[];
}): NeutralRequest {
  return {
    kind: parts.kind,
    model: parts.model,
    system: parts.system,
    prompt: parts.users.at(-1) ?? '',
    conversation: joinTexts([parts.system, ...parts.users]),
    wants: parts.wants,
    ...(parts.toolName !== undefined ? { toolName: parts.toolName } : {}),
    ...(parts.schema !== undefined ? { schema: parts.schema } : {}),
    tools: parts.tools,
  };
}

export interface TokenUsage {
  input: number;
  output: number;
}

/**
 * A model's answer. `object` is sent however the request asked for it (JSON text, or a call of
 * the JSON-carrying tool); `toolCall.args` that is a string goes out as-is where the protocol
 * carries arguments as text (OpenAI), so it can be broken JSON. `usage` overrides the estimate.
 */
export type Reply =
  | { text: string; usage?: TokenUsage }
  | { object: unknown; usage?: TokenUsage }
  | { toolCall: { name: string; args: unknown }; usage?: TokenUsage };

/**
 * A failure instead of a reply: an HTTP error (with Retry-After when given), a slow reply that
 * gives up when the client goes away, or an exact body (e.g. malformed JSON) sent with status 200.
 */
export type Fault =
  | { status: 429; retryAfterSeconds: number }
  | { status: 500; retryAfterSeconds?: number }
  | { delayMs: number; then: Reply }
  | { raw: string };

/** Chooses the outcome of request number `n` (0-based, counted per server). */
export type Behaviour = (req: NeutralRequest, n: number) => Reply | Fault | Promise<Reply | Fault>;

export function isFault(outcome: Reply | Fault): outcome is Fault {
  return 'status' in outcome || 'delayMs' in outcome || 'raw' in outcome;
}

/** A request the fake cannot serve; becomes an HTTP error in the protocol's error shape. */
export class WireError extends Error {
  override readonly name = 'WireError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** One provider's wire format. */
export interface WireProtocol {
  kind: ProviderKind;
  /** Path the provider's base URL ends with (`/v1`, `/v1beta`). */
  basePath: string;
  /**
   * Understands a POST to `path` (below basePath) with a parsed JSON body; throws WireError for
   * paths and requests the fake does not serve (unknown endpoints, streaming).
   */
  parse(path: string, body: unknown): NeutralRequest;
  /** The provider's response body for a reply to `req`; `n` makes ids unique. */
  render(reply: Reply, req: NeutralRequest, usage: TokenUsage, n: number): unknown;
  /** The provider's error body for an HTTP status. */
  error(status: number, message: string): unknown;
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The text of message content: a string, or the `text` of each part of an array, a line each. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return asArray(content)
    .flatMap((part) => (isObject(part) && typeof part.text === 'string' ? [part.text] : []))
    .join('\n');
}

export function joinTexts(texts: readonly string[]): string {
  return texts.filter((t) => t.trim() !== '').join('\n\n');
}

/** A rough token count (4 characters a token): stable, so tests can predict it. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** The text a reply puts on the wire, for the usage estimate. */
export function replyText(reply: Reply): string {
  if ('text' in reply) return reply.text;
  if ('object' in reply) return JSON.stringify(reply.object) ?? '';
  const { args } = reply.toolCall;
  return typeof args === 'string' ? args : (JSON.stringify(args) ?? '');
}

/** How a reply goes out: plain text, or a call of a named tool with these arguments. */
export type Outgoing = { text: string } | { call: { name: string; args: unknown } };

/**
 * Routes a reply the way the request asked: an object for a JSON-tool request or a tool request
 * becomes a call of that tool, otherwise JSON text.
 */
export function outgoing(reply: Reply, req: NeutralRequest): Outgoing {
  if ('text' in reply) return { text: reply.text };
  if ('toolCall' in reply) return { call: reply.toolCall };
  if (req.toolName !== undefined && (req.wants === 'object' || req.wants === 'tool')) {
    return { call: { name: req.toolName, args: reply.object } };
  }
  return { text: JSON.stringify(reply.object) ?? 'null' };
}
