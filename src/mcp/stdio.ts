import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ServeContext } from './context.ts';
import { createAriadneMcp } from './server.ts';

export interface StdioOptions {
  stdin?: Readable;
  stdout?: Writable;
  signal?: AbortSignal;
  /** Called once the server listens, with the names of the tools it lists. */
  onReady?: (tools: readonly string[]) => void;
}

/**
 * Serves one MCP session over stdin/stdout until the client closes stdin or `signal` aborts.
 * stdout carries the protocol only: nothing else may write to it.
 */
export async function serveStdio(ctx: ServeContext, options: StdioOptions = {}): Promise<void> {
  const stdin = options.stdin ?? process.stdin;
  const transport = new StdioServerTransport(stdin, options.stdout ?? process.stdout);
  const { server, tools } = createAriadneMcp(ctx);
  const { promise: closed, resolve } = Promise.withResolvers<void>();
  transport.onclose = () => resolve();
  const stop = (): void => {
    void server.close();
  };
  stdin.once('end', stop);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    await server.connect(transport);
    options.onReady?.(tools);
    await closed;
  } finally {
    stdin.off('end', stop);
    options.signal?.removeEventListener('abort', stop);
  }
}
