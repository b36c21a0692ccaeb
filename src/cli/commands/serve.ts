import type { Command } from 'commander';
import { openServeContext, type ServeOptions, serveHttp, serveStdio } from '../../mcp/index.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress } from '../output.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';

interface ServeCommandOptions {
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

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('MCP server with the navigate, read and search_archive tools (stdio unless --http)')
    .option(
      '--http <port>',
      'serve Streamable HTTP at http://HOST:PORT/mcp instead of stdio (0: a free port)',
      intOption(0, 65_535),
    )
    .option('--host <addr>', 'address to bind with --http', '127.0.0.1')
    .option(
      '--allow-host <host...>',
      'hosts to open even when they are private (e.g. 127.0.0.1 intranet.local)',
    )
    .option('--allow-private', 'open loopback and private-network addresses (cloud metadata stays refused)')
    .option(
      '--archive <path>',
      'where fetched pages are kept (default: the user data folder; :memory: keeps none)',
    )
    .option('--max-bytes <n>', 'largest page read, in bytes (default 5 MB)', intOption(1024, 1_000_000_000))
    .option('--timeout <seconds>', 'time limit per page fetch (default 15)', positiveNumberOption(600))
    .option('--max-redirects <n>', 'redirects followed per page (default 5)', intOption(0, 20))
    .option('--ignore-robots', 'open pages that robots.txt disallows (refused by default, naming the rule)')
    .action(async (options: ServeCommandOptions) => {
      process.exitCode = await serve(options);
    });
}

async function serve(options: ServeCommandOptions): Promise<number> {
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
      await serveStdio(ctx, { signal: controller.signal });
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
