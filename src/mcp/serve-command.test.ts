import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, startServer, type TestServer } from '../worlds/web/test-support/server.ts';
import { longArticle } from './test-support/long-page.ts';
import { call, locationIn } from './test-support/replies.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// The command as main.ts will run it, without depending on main.ts having registered it yet.
const PROGRAM = `import { Command } from 'commander';
import { registerServe } from './src/cli/commands/serve.ts';
const program = new Command('ariadne').exitOverride();
registerServe(program);
await program.parseAsync(process.argv.slice(1), { from: 'user' });`;

/** Runs `ariadne serve …` and resolves with the URL it prints on stderr. */
async function startServe(
  args: string[],
): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROGRAM, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /MCP \(Streamable HTTP\) at (\S+)/.exec(stderr);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}${stdout}`)));
  });
  return { child, url, stderr: () => stderr };
}

describe('ariadne serve --http', () => {
  let site: TestServer;
  beforeAll(async () => {
    const routes = pages({
      '/': longArticle(3),
      '/big.html': longArticle(200),
      '/private.html': longArticle(2),
    });
    site = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(200).end('User-agent: *\nDisallow: /private.html\n');
      else routes(req, res);
    });
  });
  afterAll(() => site.close());

  it('serves on 127.0.0.1 with the given limits (robots.txt ignored) and stops cleanly on SIGTERM', async () => {
    const { child, url } = await startServe([
      'serve',
      '--http',
      '0',
      '--allow-host',
      '127.0.0.1',
      '--archive',
      ':memory:',
      '--max-bytes',
      '20000',
      '--timeout',
      '5',
      '--ignore-robots',
    ]);
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      const home = await call(client, 'navigate', { target: site.url, hint: 'torque' });
      expect(locationIn(home.text)).toBe(site.url);
      const big = await call(client, 'navigate', { target: '/big.html' });
      expect(big.text).toMatch(
        /^Too large: http:\/\/127\.0\.0\.1:\d+\/big\.html is over the limit of 20 KB\./,
      );
      // robots.txt disallows it; --ignore-robots opens it.
      const hidden = await call(client, 'navigate', { target: '/private.html' });
      expect(locationIn(hidden.text)).toBe(`${site.url}private.html`);
      await client.close();
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('refuses loopback unless allowed', async () => {
    const { child, url } = await startServe(['serve', '--http', '0', '--archive', ':memory:']);
    try {
      const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      const reply = await call(client, 'navigate', { target: site.url });
      expect(reply.text).toMatch(/^Refused: .* 127\.0\.0\.1 is a loopback address;/);
      await client.close();
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
