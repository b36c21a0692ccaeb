/**
 * Start-up stays lazy: `--version`, `--help` and `extract` of one local page, each a real process,
 * load none of the heavy packages (the browser, the tokenizer tables, the AI SDK, the MCP SDK, the
 * queue). Each command loads what it runs when it runs; a static import of a module that reaches
 * one of them from the command registrations makes every run pay for it. Read from the module list
 * of the child, not from a time: times are noisy, the list is not.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, runProcess } from './test-support/run-cli.ts';

/** Packages none of these commands uses. */
const HEAVY = [
  'playwright-core',
  'gpt-tokenizer',
  'ai',
  '@ai-sdk/*',
  '@modelcontextprotocol/sdk',
  'bullmq',
  'ioredis',
] as const;

/**
 * A preload that records every module the process resolves (ES modules and `require()` alike, via
 * the synchronous hooks of node:module) with the module that asked for it, and writes the pairs
 * as JSON to the file named by ARIADNE_MODULES_FILE at exit.
 */
const RECORD_MODULES = `data:text/javascript,${encodeURIComponent(
  `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const edges = [];
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    edges.push([context.parentURL ?? '', resolved.url]);
    return resolved;
  },
});
process.on('exit', () => writeFileSync(process.env.ARIADNE_MODULES_FILE, JSON.stringify(edges)));`,
)}`;

/** The package a module URL belongs to (`@scope/name` or `name`), if it is in node_modules. */
function packageOf(url: string): string | undefined {
  const m = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  return m?.[1];
}

function isHeavy(pkg: string): boolean {
  return HEAVY.some((h) => (h.endsWith('/*') ? pkg.startsWith(h.slice(0, -1)) : pkg === h));
}

/** How a module was first reached: the chain of importers from the entry file, paths shortened. */
function chainTo(url: string, firstParent: ReadonlyMap<string, string>): string {
  const chain: string[] = [];
  for (let at: string | undefined = url; at && chain.length < 40; at = firstParent.get(at)) {
    chain.push(at.replace(/^file:\/\/.*?\/(src|dist|node_modules)\//, '$1/'));
  }
  return chain.reverse().join(' → ');
}

interface Loaded {
  urls: Set<string>;
  /** Heavy package → the chain of imports that first reached it. */
  heavy: Map<string, string>;
}

let dir: string;
let page: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-startup-'));
  page = join(dir, 'page.html');
  writeFileSync(
    page,
    '<html><head><title>Spark Plugs</title></head><body><article><h1>Spark Plugs</h1><p>The spark plug gap is 0.044 in (1.1 mm) for every cylinder of the engine, checked at each service.</p></article></body></html>',
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function loadedBy(args: readonly string[]): Promise<Loaded> {
  const file = join(dir, `modules-${args[0]}.json`);
  const ran = await runProcess(process.execPath, ['--import', RECORD_MODULES, MAIN, ...args], {
    env: { ARIADNE_MODULES_FILE: file, ARIADNE_DEBUG: '' },
  });
  expect(ran.code, ran.stderr).toBe(0);
  const edges = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, string]>;
  const firstParent = new Map<string, string>();
  for (const [parent, child] of edges) if (!firstParent.has(child) && parent) firstParent.set(child, parent);
  const urls = new Set(edges.map(([, child]) => child));
  const heavy = new Map<string, string>();
  for (const url of urls) {
    const pkg = packageOf(url);
    if (pkg && isHeavy(pkg) && !heavy.has(pkg)) heavy.set(pkg, chainTo(url, firstParent));
  }
  return { urls, heavy };
}

const loads = (loaded: Loaded, pattern: RegExp): boolean => [...loaded.urls].some((u) => pattern.test(u));

describe('start-up loads no heavy package', () => {
  it('ariadne --version', async () => {
    const loaded = await loadedBy(['--version']);
    // The record works: commander is what --version runs.
    expect(loads(loaded, /\/node_modules\/commander\//)).toBe(true);
    expect(Object.fromEntries(loaded.heavy)).toEqual({});
  });

  it('ariadne --help', async () => {
    const loaded = await loadedBy(['--help']);
    expect(loads(loaded, /\/node_modules\/commander\//)).toBe(true);
    expect(Object.fromEntries(loaded.heavy)).toEqual({});
  });

  it('ariadne extract of one local page', async () => {
    const loaded = await loadedBy(['extract', page]);
    // The record works: the extractor and the HTML parser are what extract runs.
    expect(loads(loaded, /\/extract\/index\.[jt]s$/)).toBe(true);
    expect(loads(loaded, /\/node_modules\/htmlparser2\//)).toBe(true);
    expect(Object.fromEntries(loaded.heavy)).toEqual({});
  });
});
