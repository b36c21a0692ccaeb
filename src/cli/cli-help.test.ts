/**
 * The help and the README say what the program does: each claim checked against a real run of
 * the CLI (a spawned process), so the words cannot drift from the behaviour.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { expectOneLineError, MAIN, type Ran, runCli, runProcess } from './test-support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const QUESTION = 'What is the engine oil pressure at idle for the 2004 Honda Accord L4-2.4L?';

const cli = (...args: string[]): Promise<Ran> => runCli(args, { cwd: ROOT });

/** Help text as one line: commander wraps it to the terminal's width. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** The help of one option: from its flag to the next option. */
function optionHelp(help: string, flag: string): string | undefined {
  const text = flat(help);
  const at = text.indexOf(` ${flag} `);
  if (at < 0) return undefined;
  const next = text.slice(at + flag.length + 2).search(/ -(-[a-z]|[a-zA-Z],)/);
  return next < 0 ? text.slice(at) : text.slice(at, at + flag.length + 2 + next);
}

/** The commands the top-level help lists. */
async function commandNames(): Promise<string[]> {
  const help = await cli('--help');
  expect(help.code).toBe(0);
  const section = help.stdout.split(/^Commands:$/m)[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1] as string).filter((c) => c !== 'help');
}

describe('ariadne serve', () => {
  it('names in its help, and on stderr once ready, every tool the server lists; nothing else on stdout', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [MAIN, 'serve', '--archive', ':memory:'],
      cwd: ROOT,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
    // Any stray text on stdout would break the protocol: connecting and listing proves there is none.
    await client.connect(transport);
    const listed = (await client.listTools()).tools.map((t) => t.name);
    await expect.poll(() => stderr, { timeout: 10_000 }).toMatch(/\n$/);
    await client.close();
    expect(listed.length).toBeGreaterThan(0);
    expect(stderr.trim().split('\n')).toEqual([
      `ariadne serve: MCP on stdio, ready (tools: ${listed.join(', ')})`,
    ]);

    const named = (help: string): string[] =>
      (/MCP server with the (.+?) tools/.exec(flat(help))?.[1] ?? '').split(/, | and /);
    const own = await cli('serve', '--help');
    expect(own.code).toBe(0);
    expect(named(own.stdout)).toEqual(listed);
    const top = await cli('--help');
    expect(named(top.stdout)).toEqual(listed);
  });
});

/** Writes each package module the process loads to stderr, as `loaded <url>`. */
const LOG_PACKAGES = `data:text/javascript,${encodeURIComponent(
  "import { registerHooks } from 'node:module'; registerHooks({ resolve(s, c, next) { const r = next(s, c); if (r.url.includes('/node_modules/')) process.stderr.write('loaded ' + r.url + '\\n'); return r; } });",
)}`;

describe('the tool list in the help', () => {
  it('is read without loading the MCP SDK (each command loads what it runs when it runs)', async () => {
    for (const args of [['--help'], ['serve', '--help'], ['--version']]) {
      const ran = await runProcess(process.execPath, ['--import', LOG_PACKAGES, MAIN, ...args], {
        cwd: ROOT,
      });
      expect(ran.code).toBe(0);
      expect(ran.stderr).toMatch(/loaded .*commander/);
      expect(ran.stderr).not.toMatch(/modelcontextprotocol/);
    }
  });
});

describe('the help of each command', () => {
  it('ask names every kind of start it takes, libraries included', async () => {
    const help = await cli('ask', '--help');
    expect(help.code).toBe(0);
    const text = flat(help.stdout);
    expect(text).toMatch(/library built by `ariadne build`/);
    expect(text).toMatch(/<start> .*URL, local HTML file or folder, or a library folder/);
  });

  it('collect --brain says what the brain does in collect (judges items, writes the summary)', async () => {
    const help = await cli('collect', '--help');
    expect(help.code).toBe(0);
    const brain = optionHelp(help.stdout, '--brain <name>');
    expect(brain).toMatch(/judges the items read and writes the summary/);
    expect(brain).not.toMatch(/action/);
  });

  it('states the range of --max-steps wherever it is taken, the same range its error names', async () => {
    const commands = await commandNames();
    const helps = await Promise.all(commands.map((command) => cli(command, '--help')));
    const taking = commands.filter((_, i) => optionHelp(helps[i]?.stdout ?? '', '--max-steps <n>'));
    expect(taking).toEqual(expect.arrayContaining(['ask', 'act', 'explore']));
    for (const command of taking) {
      const option = optionHelp(helps[commands.indexOf(command)]?.stdout ?? '', '--max-steps <n>');
      const refused = await cli(command, '--max-steps', '0');
      expectOneLineError(refused, /--max-steps/);
      const range = /from \d+ to \d+/.exec(refused.stderr)?.[0];
      expect(range).toBeDefined();
      expect(option, command).toContain(range);
    }
  });
});

describe('an empty question', () => {
  it('is refused by demo as by ask: exit 2, one line', async () => {
    expectOneLineError(await cli('ask', 'examples/car-manual/site', '  '), /the question is empty/);
    expectOneLineError(await cli('demo', '--question', ''), /the question is empty/);
    expectOneLineError(await cli('demo', '--question', '  '), /the question is empty/);
  });
});

describe('the progress lines', () => {
  it("say what each reading found, never a step's action again as its result", async () => {
    const ran = await cli('ask', 'examples/car-manual/site', QUESTION);
    expect(ran.code).toBe(0);
    const steps = ran.stderr.split('\n').filter((l) => /^ +\d+\. /.test(l));
    expect(steps.length).toBeGreaterThan(2);
    for (const line of steps) expect(line).not.toMatch(/:: (\w+) → \1\b/);
    const readings = steps.filter((l) => / :: read /.test(l));
    expect(readings.length).toBeGreaterThan(0);
    for (const line of readings) expect(line).toMatch(/ :: read → (answer|possible answer|no answer): \S/);
  });
});

/**
 * The README's sample lines, matched against a real run of the first command of its examples:
 * a line `…` stands for any lines, and `…` within a line for any text.
 */
describe("the README's sample run", () => {
  it('is what the first example command prints', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const command = /### Examples\n+```sh\n(.*)\n/.exec(readme)?.[1] ?? '';
    const words = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
    expect(words.slice(0, 5)).toEqual(['npm', 'run', '-s', 'ariadne', '--']);
    const sample = /A run prints one progress line[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(sample).toBeDefined();
    const ran = await cli(...words.slice(5));
    expect(ran.code).toBe(0);
    const real = `${ran.stderr}${ran.stdout}`.trimEnd().split('\n');
    const wanted = (sample as string).trimEnd().split('\n');
    expect(unmatched(wanted, real), `the real run:\n${real.join('\n')}`).toBeUndefined();
  });
});

/** The first sample line that the real lines do not bear out, or undefined when all match in order. */
function unmatched(sample: readonly string[], real: readonly string[]): string | undefined {
  const pattern = (line: string): RegExp => new RegExp(`^${line.split('…').map(escapeRegExp).join('.*')}$`);
  let worst = -1;
  const from = (i: number, j: number): boolean => {
    worst = Math.max(worst, i);
    if (i === sample.length) return j === real.length;
    const line = sample[i] as string;
    if (line.trim() === '…') {
      for (let k = j; k <= real.length; k++) if (from(i + 1, k)) return true;
      return false;
    }
    return j < real.length && pattern(line).test(real[j] as string) && from(i + 1, j + 1);
  };
  return from(0, 0) ? undefined : (sample[worst] ?? '(the run printed more lines than the sample shows)');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the path tree of a report', () => {
  it('names each place by the steps that opened it and left it, shown as step numbers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ariadne-help-'));
    const file = join(dir, 'run.html');
    const ran = await cli('ask', 'examples/car-manual/site', QUESTION, '--quiet', '--report', file);
    expect(ran.code).toBe(0);
    const html = readFileSync(file, 'utf8');
    const tree = /<ul class="tree">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(tree).not.toBe('');
    // No bare "3." before a place: the numbers are steps, and say so.
    expect(tree).not.toMatch(/<span class="n">\d+\.<\/span>/);
    const opened = [...tree.matchAll(/opened at step <a href="#step-(\d+)">(\d+)<\/a>/g)];
    expect(opened.length).toBeGreaterThan(1);
    for (const [, target, shown] of opened) {
      expect(shown).toBe(target);
      expect(html).toMatch(new RegExp(`<li class="step" id="step-${target}" value="${target}">`));
    }
    // Steps in the tree are links to the step they name.
    for (const [, target, shown] of tree.matchAll(/<a href="#step-(\d+)">(\d+)<\/a>/g))
      expect(shown).toBe(target);
  });
});
