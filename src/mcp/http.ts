import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ServeContext } from './context.ts';
import { type AriadneMcp, createAriadneMcp } from './server.ts';

export interface HttpOptions {
  /** 0 picks a free port. */
  port: number;
  /** Address to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** Sessions kept at once; the least recently used is closed to make room. Default 100. */
  maxSessions?: number;
  /** A session unused this long is closed. Default 30 minutes. */
  idleMs?: number;
  /** Closes the server when it aborts. */
  signal?: AbortSignal;
}

export interface HttpServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:3000/mcp */
  url: string;
  /** Sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}

export const MCP_PATH = '/mcp';
const MAX_BODY_BYTES = 1024 * 1024;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

interface Entry {
  mcp: AriadneMcp;
  transport: StreamableHTTPServerTransport;
  lastUsed: number;
}

/**
 * Serves MCP over Streamable HTTP at `/mcp`. A client starts a session with `initialize` and gets
 * its own history; later requests name the session in the `mcp-session-id` header.
 */
export async function serveHttp(ctx: ServeContext, options: HttpOptions): Promise<HttpServer> {
  const host = options.host ?? '127.0.0.1';
  const maxSessions = options.maxSessions ?? 100;
  const idleMs = options.idleMs ?? 30 * 60_000;
  const sessions = new Map<string, Entry>();
  const loopback = LOOPBACK_NAMES.has(host) || /^127\./.test(host);

  const closeEntry = async (id: string, entry: Entry): Promise<void> => {
    sessions.delete(id);
    await entry.transport.close().catch(() => {});
    await entry.mcp.server.close().catch(() => {});
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path !== MCP_PATH) return sendError(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
    // A page in a browser must not reach a server on this machine through a rebound DNS name.
    if (loopback && !LOOPBACK_NAMES.has(hostnameOf(req.headers.host))) {
      return sendError(
        res,
        403,
        `Refused Host header ${String(req.headers.host)}: use 127.0.0.1 or localhost`,
      );
    }
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const entry = sessions.get(id);
      if (!entry)
        return sendError(
          res,
          404,
          'Session not found (it ended or expired): start a new one with initialize',
        );
      entry.lastUsed = Date.now();
      await entry.transport.handleRequest(req, res);
      return;
    }
    if (req.method !== 'POST') return sendError(res, 400, 'No session: POST an initialize request first');
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      return sendError(res, 400, error instanceof Error ? error.message : 'Bad request body');
    }
    if (!isInitializeRequest(body))
      return sendError(res, 400, 'No session: send an initialize request first');
    await makeRoom();
    const mcp = createAriadneMcp(ctx);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sid) => {
        sessions.set(sid, { mcp, transport, lastUsed: Date.now() });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await mcp.server.connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const makeRoom = async (): Promise<void> => {
    while (sessions.size >= maxSessions) {
      let oldest: [string, Entry] | undefined;
      for (const pair of sessions) if (!oldest || pair[1].lastUsed < oldest[1].lastUsed) oldest = pair;
      if (!oldest) return;
      await closeEntry(...oldest);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      ctx.log(`http: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'Internal error');
      else res.end();
    });
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [sid, entry] of sessions) if (now - entry.lastUsed > idleMs) void closeEntry(sid, entry);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      clearInterval(sweep);
      options.signal?.removeEventListener('abort', onAbort);
      await Promise.all([...sessions].map(([sid, entry]) => closeEntry(sid, entry)));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    })();
    return closing;
  };
  const onAbort = (): void => {
    void close();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = isIP(host) === 6 ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${MCP_PATH}`,
    sessions: () => sessions.size,
    close,
  };
}

function hostnameOf(header: string | undefined): string {
  if (!header) return '';
  return URL.parse(`http://${header}`)?.hostname.toLowerCase() ?? '';
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error(`Request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Error('Parse error: the body is not JSON');
  }
}

/** A JSON-RPC error as the Streamable HTTP transport would send it. */
function sendError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
