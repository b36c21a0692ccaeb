import type { Command } from 'commander';
// The tools' names only: calls.ts imports nothing, so help stays free of the MCP SDK.
import { TOOL_NAMES } from '../../mcp/calls.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import type { ServeCommandOptions } from './serve-action.ts';

/** "a, b, c and d": the tools as the help names them. */
function toolList(): string {
  return `${TOOL_NAMES.slice(0, -1).join(', ')} and ${TOOL_NAMES.at(-1)}`;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(`MCP server with the ${toolList()} tools (stdio unless --http)`)
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
      const { serve } = await import('./serve-action.ts');
      process.exitCode = await serve(options);
    });
}
