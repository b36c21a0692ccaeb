/**
 * Local fake LLM providers for tests: an HTTP server on 127.0.0.1 that speaks one provider's real
 * wire protocol, so the real AI SDK client code runs end to end. A behaviour decides each reply
 * or fault; every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicWire } from './anthropic-wire.ts';
import { googleWire } from './google-wire.ts';
import {
  type Behaviour,
  estimateTokens,
  type Fault,
  isFault,
  type NeutralRequest,
  type ProviderKind,
  type Reply,
  replyText,
  WireError,
  type WireProtocol,
} from './neutral.ts';
import { openaiWire } from './openai-wire.ts';

export const WIRES: Record<ProviderKind, WireProtocol> = {
  openai: openaiWire,
  anthropic: anthropicWire,
  google: googleWire,
};

export interface RecordedRequest {
  method: string;
  /** Path below the base URL, e.g. `/chat/completions`. */
  path: string;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
  /** The request as understood; null when the fake could not serve it. */
  request: NeutralRequest | null;
  /** System and user messages joined. */
  conversation: string;
  /** Structured output (a JSON object) was asked for. */
  structured: boolean;
  /** Function tools were offered (not counting an SDK's JSON-carrying tool). */
  tools: boolean;
  /** What the behaviour chose. */
  outcome: Reply | Fault | null;
  /** HTTP status sent; null while pending, or when the client left first. */
  status: number | null;
  /** The client went away before the response was sent. */
  aborted: boolean;
}

export interface FakeProvider {
  /** Pass to the provider factory: `createOpenAI({ baseURL, apiKey })` and the like. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Stops the server, dropping open connections and pending slow replies. */
  close(): Promise<void>;
}

export async function startFakeProvider(kind: ProviderKind, behaviour: Behaviour): Promise<FakeProvider> {
  const wire = WIRES[kind];
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: pathBelow(req.url ?? '', wire.basePath),
      body: undefined,
      request: null,
      conversation: '',
      structured: false,
      tools: false,
      outcome: null,
      status: null,
      aborted: false,
    };
    const n = requests.length;
    requests.push(record);
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) {
        record.aborted = true;
        gone.abort();
      }
    });
    serve(wire, behaviour, req, res, record, n, gone.signal).catch((error: unknown) => {
      // A bug in the fake itself: answer 400 (not retried) so the test fails with the reason.
      send(res, record, 400, wire.error(400, `fake ${kind}: ${String(error)}`));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    baseURL: `http://127.0.0.1:${port}${wire.basePath}`,
    requests,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Starts a fake, runs `fn` with it, and always closes it. */
export async function withFakeProvider<T>(
  kind: ProviderKind,
  behaviour: Behaviour,
  fn: (baseURL: string, fake: FakeProvider) => Promise<T>,
): Promise<T> {
  const fake = await startFakeProvider(kind, behaviour);
  try {
    return await fn(fake.baseURL, fake);
  } finally {
    await fake.close();
  }
}

async function serve(
  wire: WireProtocol,
  behaviour: Behaviour,
  req: IncomingMessage,
  res: ServerResponse,
  record: RecordedRequest,
  n: number,
  gone: AbortSignal,
): Promise<void> {
  const raw = await readBody(req);
  if (req.method !== 'POST') {
    send(res, record, 404, wire.error(404, `fake ${wire.kind}: no endpoint ${req.method} ${record.path}`));
    return;
  }
  try {
    record.body = JSON.parse(raw);
  } catch {
    send(res, record, 400, wire.error(400, `fake ${wire.kind}: the body is not JSON`));
    return;
  }
  let request: NeutralRequest;
  try {
    request = wire.parse(record.path, record.body);
  } catch (error) {
    if (!(error instanceof WireError)) throw error;
    send(res, record, error.status, wire.error(error.status, error.message));
    return;
  }
  record.request = request;
  record.conversation = request.conversation;
  record.structured = request.wants === 'object';
  record.tools = request.tools.length > 0;

  let outcome: Reply | Fault;
  try {
    outcome = await behaviour(request, n);
  } catch (error) {
    // A behaviour that has no answer (a script run out) fails this request only, and not retryably.
    const message = error instanceof Error ? error.message : String(error);
    send(res, record, 400, wire.error(400, `fake ${wire.kind}: behaviour failed: ${message}`));
    return;
  }
  record.outcome = outcome;

  if (isFault(outcome) && 'delayMs' in outcome) {
    await sleep(outcome.delayMs, gone);
    if (gone.aborted) return;
    outcome = outcome.then;
  }
  if (!isFault(outcome)) {
    const usage = outcome.usage ?? {
      input: estimateTokens(request.conversation),
      output: estimateTokens(replyText(outcome)),
    };
    send(res, record, 200, wire.render(outcome, request, usage, n));
  } else if ('raw' in outcome) {
    sendText(res, record, 200, outcome.raw);
  } else if ('status' in outcome) {
    const headers =
      outcome.retryAfterSeconds !== undefined ? { 'retry-after': String(outcome.retryAfterSeconds) } : {};
    const message = outcome.status === 429 ? 'Rate limit reached (fake).' : 'The server had an error (fake).';
    send(res, record, outcome.status, wire.error(outcome.status, message), headers);
  }
}

function pathBelow(url: string, basePath: string): string {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  record: RecordedRequest,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, record, status, JSON.stringify(body), headers);
}

function sendText(
  res: ServerResponse,
  record: RecordedRequest,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  record.status = status;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Waits `ms`, or less when the signal fires (the client left), leaving no timer behind. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
