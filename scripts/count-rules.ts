/**
 * The rule budget: counts the hand-written language rules in src/ and holds them under a committed
 * ceiling that only goes down.
 *
 * What counts as one rule (tests, test-support folders and generated files left out):
 * - a regular-expression literal, and every construction of a `RegExp` (`new RegExp(…)`,
 *   `RegExp(…)`), however its pattern is built;
 * - a word list: an array literal holding five or more string literals that are words or phrases;
 * - in the code that reads people's words (`src/brains/heuristic/`, `src/language/`), a word or
 *   short phrase compared with a value (`===`, `!==`, `==`, `!=`), standing as a `case`, or passed
 *   to `includes`, `startsWith`, `endsWith`, `has` or `indexOf`;
 * - each entry of a JSON or YAML table below src/ (a table of words read at run time is rules all
 *   the same, wherever it lives).
 * `typeof` comparisons are code, not language, and are not counted.
 *
 *   node scripts/count-rules.ts            per-file counts (most first) and the total
 *   node scripts/count-rules.ts --check    exit 1 when the total or a file is over its ceiling,
 *                                          or when the ceiling is above the count (lower it)
 *   node scripts/count-rules.ts --lower    writes the ceiling down to today's counts (never up)
 *   --root DIR                             another tree (tests); --top N how many files to print
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { parse as parseYaml } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CEILING_FILE = join('scripts', 'rules-ceiling.json');
/** A file at or under this count need not be listed in the ceiling; one above it must be. */
export const UNLISTED_MAX = 20;
/** Folders whose code reads people's words: there, a word compared with a value is a rule. */
const WORD_READING_DIRS = ['src/brains/heuristic/', 'src/language/'];
const WORD_LIST_MIN = 5;
const PHRASE_MAX_WORDS = 4;
const MATCHING_METHODS = new Set(['includes', 'startsWith', 'endsWith', 'has', 'indexOf']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

export interface RuleCounts {
  /** Rules per file, by path relative to the root, with `/` separators. */
  files: Map<string, number>;
  total: number;
}

export interface RuleCeiling {
  total: number;
  files: Record<string, number>;
}

type AstNode = { type: string; [key: string]: unknown };

/** A string that reads as a word or a short phrase of words (letters, apostrophes, hyphens). */
export function isWordOrPhrase(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= PHRASE_MAX_WORDS && words.every((w) => /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(w));
}

function stringValue(node: unknown): string | undefined {
  const n = node as AstNode | null | undefined;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) {
    const quasi = (n.quasis as { value: { cooked: string | null } }[])[0];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

const isWordLiteral = (node: unknown): boolean => {
  const value = stringValue(node);
  return value !== undefined && isWordOrPhrase(value);
};

const isTypeof = (node: unknown): boolean =>
  (node as AstNode | null)?.type === 'UnaryExpression' && (node as AstNode).operator === 'typeof';

/** How many rules one node stands for by itself (its children are counted on their own). */
function rulesAt(n: AstNode, readsWords: boolean): number {
  if (n.type === 'Literal' && n.regex) return 1;
  if ((n.type === 'NewExpression' || n.type === 'CallExpression') && isIdentifier(n.callee, 'RegExp'))
    return 1;
  if (n.type === 'ArrayExpression') {
    const words = (n.elements as unknown[]).filter(isWordLiteral).length;
    return words >= WORD_LIST_MIN ? 1 : 0;
  }
  if (!readsWords) return 0;
  if (n.type === 'BinaryExpression' && EQUALITY.has(n.operator as string)) {
    if (isTypeof(n.left) || isTypeof(n.right)) return 0;
    return isWordLiteral(n.left) || isWordLiteral(n.right) ? 1 : 0;
  }
  if (n.type === 'SwitchCase') return isWordLiteral(n.test) ? 1 : 0;
  if (n.type === 'CallExpression') {
    const callee = n.callee as AstNode;
    const method =
      callee?.type === 'MemberExpression' ? (callee.property as { name?: string }).name : undefined;
    const first = (n.arguments as unknown[])[0];
    return method && MATCHING_METHODS.has(method) && isWordLiteral(first) ? 1 : 0;
  }
  return 0;
}

function isIdentifier(node: unknown, name: string): boolean {
  const n = node as { type?: string; name?: string } | null;
  return n?.type === 'Identifier' && n.name === name;
}

/** The rules of one TypeScript source text. */
export function countRulesIn(file: string, text: string): number {
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'does not parse'}`);
  const readsWords = WORD_READING_DIRS.some((dir) => file.startsWith(dir));
  let count = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
    count += rulesAt(node as AstNode, readsWords);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(program);
  return count;
}

/** The entries of a JSON or YAML table: every leaf value and every key of an object. */
export function countTableEntries(data: unknown): number {
  if (Array.isArray(data)) return data.reduce((sum: number, item) => sum + countTableEntries(item), 0);
  if (data && typeof data === 'object')
    return Object.values(data).reduce((sum: number, v) => sum + Math.max(1, countTableEntries(v)), 0);
  return 1;
}

/** The files whose rules count: code and tables below src/, tests, test-support and generated files left out. */
export function ruleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'test-support' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return ruleFiles(path);
    if (/\.test\.ts$|\.generated\.|(^|\/)tsconfig[^/]*\.json$/.test(name)) return [];
    return /\.(ts|json|ya?ml)$/.test(name) ? [path] : [];
  });
}

/** Rules per file of `root`/src and their total. */
export function countRules(root = ROOT): RuleCounts {
  const files = new Map<string, number>();
  for (const path of ruleFiles(join(root, 'src'))) {
    const file = relative(root, path).split('\\').join('/');
    const text = readFileSync(path, 'utf8');
    const count = file.endsWith('.ts')
      ? countRulesIn(file, text)
      : countTableEntries(file.endsWith('.json') ? JSON.parse(text) : parseYaml(text));
    if (count > 0) files.set(file, count);
  }
  let total = 0;
  for (const n of files.values()) total += n;
  return { files, total };
}

/** The ceiling today's counts would set: the total, and every file over UNLISTED_MAX. */
export function ceilingOf(counts: RuleCounts): RuleCeiling {
  const files: Record<string, number> = {};
  for (const [file, n] of [...counts.files].sort(([a], [b]) => a.localeCompare(b)))
    if (n > UNLISTED_MAX) files[file] = n;
  return { total: counts.total, files };
}

/**
 * What breaks the budget: a total or a file over its ceiling (rules added must be paid for by
 * rules removed), and a ceiling left above the count (rules removed lower it in the same change).
 */
export function budgetProblems(counts: RuleCounts, ceiling: RuleCeiling): string[] {
  const problems: string[] = [];
  if (counts.total > ceiling.total)
    problems.push(`the total grew: ${counts.total} rules, over the ceiling of ${ceiling.total}`);
  for (const [file, n] of counts.files) {
    const max = ceiling.files[file] ?? UNLISTED_MAX;
    if (n > max) problems.push(`${file} grew: ${n} rules, over its ceiling of ${max}`);
  }
  if (problems.length > 0) return problems;
  const lowered = ceilingOf(counts);
  const stale =
    lowered.total < ceiling.total ||
    Object.entries(ceiling.files).some(([file, max]) => (counts.files.get(file) ?? 0) < max);
  if (stale)
    problems.push(
      `rules were removed (total ${counts.total}, ceiling ${ceiling.total}): lower the ceiling in the same change with \`npm run rules -- --lower\``,
    );
  return problems;
}

export function readCeiling(root = ROOT): RuleCeiling {
  const path = join(root, CEILING_FILE);
  if (!existsSync(path))
    throw new Error(`${CEILING_FILE} is missing: write it with \`npm run rules -- --lower\``);
  return JSON.parse(readFileSync(path, 'utf8')) as RuleCeiling;
}

/** The ceiling moved down to today's counts; never up. */
export function loweredCeiling(counts: RuleCounts, old: RuleCeiling | undefined): RuleCeiling {
  const now = ceilingOf(counts);
  if (!old) return now;
  const files: Record<string, number> = {};
  for (const [file, n] of Object.entries(now.files))
    files[file] = Math.min(n, old.files[file] ?? UNLISTED_MAX);
  return { total: Math.min(now.total, old.total), files };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function main(): void {
  const root = resolve(option('--root') ?? ROOT);
  const counts = countRules(root);
  if (process.argv.includes('--check')) {
    const problems = budgetProblems(counts, readCeiling(root));
    for (const p of problems) console.error(`rules: ${p}`);
    if (problems.length > 0) process.exit(1);
    return;
  }
  if (process.argv.includes('--lower')) {
    const path = join(root, CEILING_FILE);
    const old = existsSync(path) ? readCeiling(root) : undefined;
    writeFileSync(path, `${JSON.stringify(loweredCeiling(counts, old), null, 2)}\n`);
    console.error(`rules: ceiling written to ${CEILING_FILE}`);
  }
  const top = Number(option('--top') ?? 25);
  const sorted = [...counts.files].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [file, n] of sorted.slice(0, top)) console.log(`${String(n).padStart(5)}  ${file}`);
  if (sorted.length > top) console.log(`  (${sorted.length - top} more files)`);
  console.log(`${counts.total} rules in ${counts.files.size} files of src/`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
