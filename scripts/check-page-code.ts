/**
 * Keeps code that runs in pages where the compiler and linter see it: in the modules of
 * `src/worlds/browser/page/`, bundled by `scripts/bundle-page-scripts.ts`. Fails on
 * - a call that runs code in a page (`evaluate`, `evaluateHandle`, `addInitScript`,
 *   `waitForFunction`, `$eval`…) given anything but a function written in place or a call of
 *   a bundled script: a string or template literal, a constant holding one, a function's result;
 * - a page module importing a package, or a value from outside the page folder (it would be
 *   bundled into the page; types are free to come from anywhere).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { sourceFiles } from './source-files.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE_DIR = join('src', 'worlds', 'browser', 'page');

/** Methods of Playwright's page, frame, locator, handle and context that run code in the page. */
const RUNS_IN_PAGE = new Set([
  'evaluate',
  'evaluateHandle',
  'evaluateAll',
  'addInitScript',
  'waitForFunction',
  '$eval',
  '$$eval',
]);

/** The one maker of page-run text allowed: it calls a bundled page script (see `page-scripts.ts`). */
const BUNDLED_CALL = 'pageCall';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is AstNode =>
  !!v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string';

/** Every node below `node`, itself first. */
function* nodesOf(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') yield* nodesOf(value);
  }
}

const nameOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Identifier' && typeof node.name === 'string' ? node.name : undefined;

/** The method a call invokes (`page.evaluate(…)` → evaluate), if it is called on an object. */
function methodOf(call: AstNode): string | undefined {
  const callee = call.callee;
  if (!isNode(callee) || (callee.type !== 'MemberExpression' && callee.type !== 'StaticMemberExpression'))
    return undefined;
  return nameOf(callee.property);
}

/**
 * Code the compiler checks: a function written in place, or a call of a bundled page script.
 * Anything else (a string, a template, a constant or a function's result holding one) is text.
 */
function isCheckedCode(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return true;
  return node.type === 'CallExpression' && nameOf(node.callee) === BUNDLED_CALL;
}

/** Every call in a source text that runs code in a page given as anything but checked code, one line each. */
export function pageCodeIn(file: string, text: string): string[] {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'does not parse'}`);
  const out: string[] = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const method = methodOf(node);
    if (!method || !RUNS_IN_PAGE.has(method)) continue;
    const args = Array.isArray(node.arguments) ? node.arguments : [];
    // `$eval(selector, code)` and `$$eval` take the code second; the others first.
    const code = method.startsWith('$') ? args[1] : args[0];
    if (!isCheckedCode(code))
      out.push(
        `${file}:${text.slice(0, node.start).split('\n').length}: ${method}() is given code as text; ` +
          `make it a module of ${PAGE_DIR.split(sep).join('/')}/ and call it with ${BUNDLED_CALL}()`,
      );
  }
  return out;
}

/** Imports of a page module that would pull code from outside the page folder into a page. */
export function pageImportsIn(file: string, text: string): string[] {
  const { program } = parseSync(file, text);
  const out: string[] = [];
  for (const node of (program as unknown as { body: AstNode[] }).body) {
    if (
      node.type !== 'ImportDeclaration' &&
      node.type !== 'ExportNamedDeclaration' &&
      node.type !== 'ExportAllDeclaration'
    )
      continue;
    const source = isNode(node.source) && typeof node.source.value === 'string' ? node.source.value : null;
    if (source === null) continue;
    const specifiers = Array.isArray(node.specifiers) ? (node.specifiers as AstNode[]) : [];
    const typeOnly =
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    if (typeOnly) continue;
    const inside = source.startsWith('./') && !source.slice(2).includes('/');
    if (!inside) out.push(`${file}: a page module may import values only from its own folder (${source})`);
  }
  return out;
}

/** Every breach of the two rules under `root` (src, bench and scripts; tests aside). */
export function pageCodeProblems(root = ROOT): string[] {
  const files = ['src', 'bench', 'scripts']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => sourceFiles(join(root, dir)));
  return files.flatMap((path) => {
    const rel = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const inPage = rel.startsWith(PAGE_DIR + sep);
    return [...pageCodeIn(rel, text), ...(inPage ? pageImportsIn(rel, text) : [])];
  });
}
