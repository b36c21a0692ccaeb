import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ran, runCli } from './test-support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = fileURLToPath(new URL('../../examples/insurance-library/docs/', import.meta.url));

const cli = (...args: string[]): Promise<Ran> => runCli(args, { cwd: ROOT, timeout: 120_000 });
const temp = (): string => mkdtempSync(join(tmpdir(), 'ariadne-cli-failures-'));

/** The last line written to stderr: where a failed command says why. */
function lastLine(ran: Ran): string {
  return ran.stderr.trimEnd().split('\n').at(-1) ?? '';
}

/** A port on 127.0.0.1 that nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

describe('a start whose host cannot be reached', () => {
  let url: string;
  let reach: string;
  beforeAll(async () => {
    const port = await closedPort();
    url = `http://127.0.0.1:${port}/`;
    reach = `ariadne: cannot reach 127.0.0.1:${port} (connection refused); check the address, and that the site is up`;
  });

  it('ask: the host is named as the cause, not its robots.txt (exit 2)', async () => {
    const ran = await cli('ask', url, 'What is the oil capacity?');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(reach);
    expect(ran.stderr).not.toMatch(/robots|ignore-robots/);
    expect(ran.stdout).toBe('');
  });

  it('collect: no start could be opened is bad input, with its cause (exit 2)', async () => {
    const ran = await cli('collect', url, 'news');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(reach);
    expect(ran.stdout).toBe('');
  });

  it('collect: one start unreachable among others that open is only a skipped page', async () => {
    const site = join(ROOT, 'examples/car-manual/site');
    const ran = await cli('collect', site, url, 'news');
    expect(ran.code, ran.stderr).not.toBe(2);
    expect(ran.stderr).toContain(`skipped ${url}: cannot reach`);
  });

  it('build: names the cause and leaves no folder it made behind (exit 2)', async () => {
    const dir = temp();
    const out = join(dir, 'new', 'library');
    const ran = await cli('build', url, '--out', out);
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(reach);
    expect(existsSync(join(dir, 'new'))).toBe(false);

    // An output folder that was there before stays, with what it held, and gets no crawl in it.
    const kept = join(dir, 'kept');
    mkdirSync(kept);
    writeFileSync(join(kept, 'notes.txt'), 'mine');
    const again = await cli('build', url, '--out', kept);
    expect(again.code, again.stderr).toBe(2);
    expect(lastLine(again)).toBe(reach);
    expect(readdirSync(kept)).toEqual(['notes.txt']);
  });

  for (const command of ['act', 'explore']) {
    it(`${command}: one plain line naming the cause, no call log or terminal codes (exit 2)`, async () => {
      const args = command === 'act' ? [url, 'click Settings'] : [url];
      const ran = await cli(command, ...args, '--allow-private');
      expect(ran.code, ran.stderr).toBe(2);
      expect(lastLine(ran)).toBe(reach);
      expect(ran.stderr).not.toContain('\u001b');
      expect(ran.stderr).not.toContain('Call log');
    });
  }
});

describe('a robots.txt that answers 5xx', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(503).end('busy');
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Home</title><p>Oil: 4 qt</p>');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it('still disallows the site until it answers, and names the option that lifts it (exit 2)', async () => {
    const ran = await cli('ask', url, 'How much oil?');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toMatch(
      /^ariadne: Refused .*robots\.txt of 127\.0\.0\.1:\d+ could not be read \(HTTP 503\).*; --ignore-robots lifts it$/,
    );
  });
});

describe('input of the wrong kind', () => {
  it('report: a JSON file that is not a run names the fields it lacks (exit 2)', async () => {
    const ran = await cli('report', 'package.json');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toMatch(
      /^ariadne: package\.json is not a saved run: it has no "question", .*"steps".* fields/,
    );
    expect(lastLine(ran)).toContain('ask … --json');
    expect(ran.stdout).toBe('');
  });

  it('build: a file is said to be a file, and what build takes instead (exit 2)', async () => {
    const out = join(temp(), 'x');
    const ran = await cli('build', 'README.md', '--out', out);
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(
      "ariadne: README.md is a file: build takes a folder of documents (.md, .html, .htm, .txt) or a website's http(s) URL",
    );
    expect(existsSync(out)).toBe(false);
  });

  it('ask: a folder of documents never built is pointed to ariadne build (exit 2)', async () => {
    const docs = join(temp(), 'docs');
    mkdirSync(join(docs, 'guides'), { recursive: true });
    writeFileSync(join(docs, 'guides', 'oil.md'), '# Oil\n\nThe engine takes 4.1 qt of oil.\n');
    writeFileSync(join(docs, 'notes.txt'), 'Change the oil every year.\n');
    const ran = await cli('ask', docs, 'How much oil does the engine take?');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(
      `ariadne: ${docs} holds documents but no HTML page and no library: build its library with \`ariadne build ${docs} --out <library>\`, then ask the library`,
    );
  });

  it('ask: a folder that is neither a website nor a library says so and hints at ariadne build (exit 2)', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'data.bin'), 'not a page');
    const ran = await cli('ask', dir, 'How much oil?');
    expect(ran.code, ran.stderr).toBe(2);
    expect(lastLine(ran)).toBe(
      `ariadne: ${dir} is neither a website (no HTML page in it) nor a library (no library.sqlite in it): give a folder of HTML pages, or build a library with \`ariadne build <folder of documents> --out <library>\``,
    );
  });

  it("ask: a library's own file opens the library, as its folder does", async () => {
    const out = join(temp(), 'library');
    const built = await cli('build', DOCS, '--out', out, '--quiet');
    expect(built.code, built.stderr).toBe(0);
    const question = 'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?';
    const byFolder = await cli('ask', out, question, '--json', '--quiet');
    const byFile = await cli('ask', join(out, 'library.sqlite'), question, '--json', '--quiet');
    expect(byFile.code, byFile.stderr).toBe(0);
    expect(byFile.code).toBe(byFolder.code);
    const [a, b] = [JSON.parse(byFolder.stdout), JSON.parse(byFile.stdout)];
    expect(b.answer).toContain('$500');
    expect(b.answer).toBe(a.answer);
    expect(b.citations[0].file).toBe(a.citations[0].file);
  });
});
