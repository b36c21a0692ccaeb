/**
 * Keeps functions short: none in src/ (tests and test-support aside) may run over MAX_LINES lines.
 * Exits 1 and names every offender.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { sourceFiles } from './source-files.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_LINES = 120;

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

/** What breaks the rule: every function over the limit, with the way to mend it. */
export function functionProblems(found: readonly FunctionSpan[]): string[] {
  return found.map((f) => `${f.file}: ${f.name} runs ${f.lines} lines (at most ${MAX_LINES}): split it`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = functionProblems(longFunctions());
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} function(s) over ${MAX_LINES} lines`);
    process.exit(1);
  }
}
