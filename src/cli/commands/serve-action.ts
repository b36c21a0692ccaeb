import { openServeContext, type ServeOptions, serveHttp, serveStdio } from '../../mcp/index.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress } from '../output.ts';

export interface ServeCommandOptions {
  http?: number;
  host: string;
  allowHost?: string[];
  allowPrivate?: boolean;
  archive?: string;
  maxBytes?: number;
  timeout?: number;
  maxRedirects?: number;
  ignoreRobots?: boolean;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/** `ariadne serve`: the MCP server, on stdio or HTTP, until it is stopped; the exit code. */
export async function serve(options: ServeCommandOptions): Promise<number> {
  const settings: ServeOptions = {
    ...(options.archive ? { archive: options.archive } : {}),
    ...(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(options.allowHost ? { allowHosts: options.allowHost } : {}),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.timeout === undefined ? {} : { timeoutMs: Math.round(options.timeout * 1000) }),
    ...(options.maxRedirects === undefined ? {} : { maxRedirects: options.maxRedirects }),
    ...(options.ignoreRobots ? { ignoreRobots: true } : {}),
    log: (line) => writeProgress(`ariadne serve: ${line}`),
  };
  const ctx = openServeContext(settings);
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (options.http === undefined) {
      // stdout is the protocol channel from here on: only stderr for people.
      await serveStdio(ctx, {
        signal: controller.signal,
        onReady: (tools) => writeProgress(`ariadne serve: MCP on stdio, ready (tools: ${tools.join(', ')})`),
      });
      return EXIT_FOUND;
    }
    const server = await serveHttp(ctx, {
      port: options.http,
      host: options.host,
      signal: controller.signal,
    });
    writeProgress(`ariadne serve: MCP (Streamable HTTP) at ${server.url}`);
    if (!LOOPBACK.test(options.host)) {
      writeProgress(
        'ariadne serve: warning: bound beyond this machine, and the server has no authentication',
      );
    }
    // Serves until SIGINT or SIGTERM.
    if (!controller.signal.aborted) {
      await new Promise<void>((resolve) =>
        controller.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
    }
    await server.close();
    return EXIT_FOUND;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await ctx.close();
  }
}
