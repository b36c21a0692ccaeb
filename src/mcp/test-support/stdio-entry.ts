/**
 * Starts the MCP server on stdio, for tests that spawn it with the SDK's stdio client before the
 * CLI registers `serve`. Takes the flags of `ariadne serve` that tests need.
 */
import { parseArgs } from 'node:util';
import { openServeContext } from '../serve-options.ts';
import { serveStdio } from '../stdio.ts';

const { values } = parseArgs({
  options: {
    'allow-host': { type: 'string', multiple: true },
    'allow-private': { type: 'boolean' },
    archive: { type: 'string' },
    timeout: { type: 'string' },
  },
});
const ctx = openServeContext({
  archive: values.archive ?? ':memory:',
  ...(values['allow-host'] ? { allowHosts: values['allow-host'] } : {}),
  ...(values['allow-private'] ? { allowPrivate: true } : {}),
  ...(values.timeout ? { timeoutMs: Number(values.timeout) * 1000 } : {}),
  log: (line) => process.stderr.write(`${line}\n`),
});
try {
  await serveStdio(ctx);
} finally {
  await ctx.close();
}
