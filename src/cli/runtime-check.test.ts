import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_RANGE, runtimeProblem, VERSION_OVERRIDE_ENV } from './runtime-check.ts';
import { type Ran, runProcess } from './test-support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'src', 'cli', 'main.ts');

const run = (node: string, args: string[], env: Record<string, string> = {}): Promise<Ran> =>
  runProcess(node, args, { env });

/** The refusal: exit 2, nothing on stdout, one line naming the version found, the one needed, the way out. */
function expectRefusal(ran: Ran, found: string): void {
  expect(ran.code).toBe(2);
  expect(ran.stdout).toBe('');
  const lines = ran.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^ariadne: this is Node ${found.replaceAll('.', '\\.')};`));
  expect(lines[0]).toContain('Node 22.16');
  expect(lines[0]).toContain('`npx ariadne …`');
  expect(lines[0]).toContain('`npm run ariadne -- …`');
  expect(ran.stderr).not.toMatch(/\n\s+at |ERR_/);
}

/** A `node` on PATH that the check refuses (the machine's own older Node), if there is one. */
function findOldNode(): { path: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(dir, 'node');
    try {
      accessSync(path, constants.X_OK);
      const version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
      if (runtimeProblem(version, {})) return { path, version: version.replace(/^v/, '') };
    } catch {
      // not there, or not runnable: try the next folder
    }
  }
  return undefined;
}

describe('runtimeProblem', () => {
  it('accepts the Node versions that have node:sqlite with FTS5', () => {
    for (const v of ['22.16.0', '22.22.3', '24.0.0', 'v24.21.0', '25.2.1', '30.0.0']) {
      expect(runtimeProblem(v, {}), v).toBeUndefined();
    }
  });

  it('refuses older ones, 23.x and unreadable versions in one line', () => {
    for (const v of ['20.20.2', '22.13.0', '22.15.1', '23.11.1', '18.0.0', 'v16.20.2', 'nonsense']) {
      const problem = runtimeProblem(v, {});
      expect(problem, v).toContain(`this is Node ${v.replace(/^v/, '')};`);
      expect(problem).not.toContain('\n');
    }
  });

  it('takes the override variable as the running version', () => {
    expect(runtimeProblem('24.21.0', { [VERSION_OVERRIDE_ENV]: '20.11.1' })).toContain('Node 20.11.1');
    expect(runtimeProblem('20.11.1', { [VERSION_OVERRIDE_ENV]: '24.0.0' })).toBeUndefined();
    expect(runtimeProblem('24.21.0', { [VERSION_OVERRIDE_ENV]: '' })).toBeUndefined();
  });

  it('states the same floor as engines in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(NODE_RANGE);
  });
});

describe('the CLI on a Node too old for it', () => {
  it('exits 2 with one line before loading anything, whatever the command', async () => {
    const env = { [VERSION_OVERRIDE_ENV]: '20.20.2', ARIADNE_DEBUG: '1' };
    expectRefusal(await run(process.execPath, [MAIN, '--version'], env), '20.20.2');
    expectRefusal(await run(process.execPath, [MAIN, 'ask', ROOT, 'what is covered?'], env), '20.20.2');
    expectRefusal(await run(process.execPath, [MAIN, 'no-such-command'], env), '20.20.2');
  });

  const old = findOldNode();
  const built = mkdtempSync(join(tmpdir(), 'ariadne-built-'));
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  it('refuses in one line when the built CLI runs on an older Node of this machine', async (ctx) => {
    if (!old) {
      ctx.skip(`no node outside ${NODE_RANGE} on PATH to run the built CLI on`);
      return;
    }
    // The build as `npm run build` makes it, from the sources under test, outside the project.
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', built], {
      timeout: 60_000,
    });
    const main = join(built, 'cli', 'main.js');
    const ran = await run(old.path, [main, 'ask', ROOT, 'what is covered?'], { ARIADNE_DEBUG: '1' });
    expectRefusal(ran, old.version);
    expectRefusal(await run(old.path, [main, '--version']), old.version);
  });
});
