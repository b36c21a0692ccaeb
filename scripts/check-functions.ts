/**
 * Keeps functions short: none in src/ (tests and test-support aside) may run over MAX_LINES lines.
 * The ones longer today are listed in scripts/long-functions.json with their length: each may
 * shrink, none may grow, and no other may join them, until issue #31 has split them all.
 * `--update` rewrites the list after a listed function was shortened (it never adds one).
 * Exits 1 and names every offender.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { sourceFiles } from './source-files.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_LINES = 120;
const LIST = 'scripts/long-functions.json';

/** A function and how many lines it spans; `name` is unique within its file. */
export interface FunctionSpan {
  file: string;
  name: string;
  lines: number;
}

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every function of a source text longer than `max` lines, named as a reader would find it. */
export function longFunctionsIn(file: string, text: string, max = MAX_LINES): FunctionSpan[] {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'does not parse'}`);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const out: FunctionSpan[] = [];
  const seen = new Map<string, number>();
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, name);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
    const n = node as AstNode;
    if (FUNCTION_TYPES.has(n.type)) {
      const own = identifierName(n.id) ?? name;
      const lines = lineOf(n.end) - lineOf(n.start) + 1;
      if (lines > max) {
        const count = (seen.get(own) ?? 0) + 1;
        seen.set(own, count);
        out.push({ file, name: count > 1 ? `${own}#${count}` : own, lines });
      }
    }
    for (const [key, value] of Object.entries(n)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      visit(value, childName(n, key) ?? name);
    }
  };
  visit(program, '<module>');
  return out;
}

/** The name a function found under `node[key]` goes by: its variable, property or method. */
function childName(node: AstNode, key: string): string | undefined {
  if (node.type === 'VariableDeclarator' && key === 'init') return identifierName(node.id);
  if (
    (node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition') &&
    key === 'value'
  )
    return identifierName(node.key);
  if (node.type === 'ClassDeclaration' && key === 'body') return identifierName(node.id);
  return undefined;
}

function identifierName(node: unknown): string | undefined {
  const n = node as { type?: string; name?: string } | null | undefined;
  return n?.type === 'Identifier' && typeof n.name === 'string' ? n.name : undefined;
}

/** Every function over the limit below `root`/src. */
export function longFunctions(root = ROOT): FunctionSpan[] {
  return sourceFiles(join(root, 'src')).flatMap((path) =>
    longFunctionsIn(relative(root, path), readFileSync(path, 'utf8')),
  );
}

/** What breaks the rule: a function over the limit that is not listed, or listed and grown. */
export function functionProblems(found: readonly FunctionSpan[], listed: readonly FunctionSpan[]): string[] {
  const allowed = new Map(listed.map((f) => [`${f.file} ${f.name}`, f.lines]));
  const out: string[] = [];
  for (const f of found) {
    const was = allowed.get(`${f.file} ${f.name}`);
    if (was === undefined)
      out.push(`${f.file}: ${f.name} runs ${f.lines} lines (at most ${MAX_LINES}): split it`);
    else if (f.lines > was)
      out.push(
        `${f.file}: ${f.name} grew to ${f.lines} lines (listed at ${was}, at most ${MAX_LINES} wanted)`,
      );
  }
  return out;
}

/** The listed functions as they are now: the shortened at their new length, the mended gone. */
export function updatedList(found: readonly FunctionSpan[], listed: readonly FunctionSpan[]): FunctionSpan[] {
  const now = new Map(found.map((f) => [`${f.file} ${f.name}`, f]));
  return listed.flatMap((f) => {
    const current = now.get(`${f.file} ${f.name}`);
    return current ? [{ ...f, lines: Math.min(f.lines, current.lines) }] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const listed = JSON.parse(readFileSync(join(ROOT, LIST), 'utf8')) as FunctionSpan[];
  const found = longFunctions();
  if (process.argv.includes('--update')) {
    writeFileSync(join(ROOT, LIST), `${JSON.stringify(updatedList(found, listed), null, 2)}\n`);
  }
  const problems = functionProblems(found, listed);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} function(s) over ${MAX_LINES} lines that ${LIST} does not allow`);
    process.exit(1);
  }
}
