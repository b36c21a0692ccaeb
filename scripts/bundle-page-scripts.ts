/**
 * Bundles each page script (the default export of `src/worlds/browser/page/<name>.ts`, listed in
 * `page/scripts.ts`) with the modules it imports into one function's source text, and writes them
 * all to `src/worlds/browser/page-scripts.generated.ts`, the only form the Node side reads them in.
 * `--check` writes nothing and exits 1 when that file is not what the modules bundle to now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE_DIR = 'src/worlds/browser/page';
export const GENERATED = 'src/worlds/browser/page-scripts.generated.ts';
/** The name the bundle's function is kept under inside its source text. */
const GLOBAL = 'pageScript';

/** A script's file name: its name in kebab case (`readControls` → `read-controls.ts`). */
export function fileOfScript(name: string): string {
  return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
}

/** One script bundled: an expression whose value is the script's function. */
async function bundleScript(root: string, file: string): Promise<string> {
  const bundle = await rolldown({ input: join(root, PAGE_DIR, file), cwd: root, logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({
      format: 'iife',
      name: GLOBAL,
      exports: 'default',
      // Comments stay in the modules; the page gets the code.
      comments: { legal: false, annotation: false, jsdoc: false },
    });
    const [chunk, ...rest] = output;
    if (!chunk || rest.length > 0) throw new Error(`${file}: expected one chunk, got ${output.length}`);
    return `(() => {\n${chunk.code}return ${GLOBAL};\n})()`;
  } finally {
    await bundle.close();
  }
}

/** The text of the generated file, from the page scripts as they are now. */
export async function bundlePageScripts(root = ROOT): Promise<string> {
  const listed = (await import(pathToFileURL(join(root, PAGE_DIR, 'scripts.ts')).href)) as {
    PAGE_SCRIPTS: Record<string, unknown>;
  };
  const lines: string[] = [];
  for (const [name, script] of Object.entries(listed.PAGE_SCRIPTS).sort(([a], [b]) => a.localeCompare(b))) {
    const file = fileOfScript(name);
    const module = (await import(pathToFileURL(join(root, PAGE_DIR, file)).href)) as { default?: unknown };
    if (module.default !== script) throw new Error(`${PAGE_DIR}/${file}: its default export is not ${name}`);
    lines.push(`  ${name}: ${JSON.stringify(await bundleScript(root, file))},`);
  }
  return [
    `// Generated from ${PAGE_DIR}/ by scripts/bundle-page-scripts.ts (npm run build:page). Do not edit.`,
    `import type { PageScriptName } from './page-scripts.ts';`,
    '',
    'export const PAGE_SCRIPT_SOURCES: Record<PageScriptName, string> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await bundlePageScripts();
  const path = join(ROOT, GENERATED);
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    before = '';
  }
  if (process.argv.includes('--check')) {
    if (before !== text) {
      console.error(`${GENERATED} is stale: run npm run build:page`);
      process.exit(1);
    }
  } else if (before !== text) {
    writeFileSync(path, text);
    console.log(`wrote ${relative(process.cwd(), path)} (${Math.round(text.length / 1024)} KB)`);
  }
}
