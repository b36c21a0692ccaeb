import { describe, expect, it } from 'vitest';
import {
  type FunctionSpan,
  functionProblems,
  longFunctions,
  longFunctionsIn,
  MAX_LINES,
  updatedList,
} from './check-functions.ts';

/** A function of `body` lines of statements, in each form a module writes one. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
const SOURCE = `
export function declared() {\n${lines(130)}\n}
const arrow = (x: number): number => {\n${lines(125)}\n  return x;\n};
class Shelf {\n  method(): void {\n${lines(121)}\n  }\n}
export function short() {\n${lines(10)}\n}
function outer() {\n  const inner = () => {\n${lines(117)}\n  };\n  return inner;\n}
`;

describe('functions over the limit', () => {
  it('are found in every form, each under the name a reader looks for, with its length', () => {
    const found = longFunctionsIn('src/a.ts', SOURCE);
    expect(found).toEqual([
      { file: 'src/a.ts', name: 'declared', lines: 132 },
      { file: 'src/a.ts', name: 'arrow', lines: 128 },
      { file: 'src/a.ts', name: 'method', lines: 123 },
      { file: 'src/a.ts', name: 'outer', lines: 122 },
    ]);
    expect(found.every((f) => f.lines > MAX_LINES)).toBe(true);
  });

  it('fail the build when new or grown, pass when listed or shortened', () => {
    const listed: FunctionSpan[] = [
      { file: 'src/a.ts', name: 'declared', lines: 140 },
      { file: 'src/a.ts', name: 'arrow', lines: 120 },
      { file: 'src/b.ts', name: 'gone', lines: 200 },
    ];
    const problems = functionProblems(longFunctionsIn('src/a.ts', SOURCE), listed);
    expect(problems).toEqual([
      'src/a.ts: arrow grew to 128 lines (listed at 120, at most 120 wanted)',
      'src/a.ts: method runs 123 lines (at most 120): split it',
      'src/a.ts: outer runs 122 lines (at most 120): split it',
    ]);
    // The list keeps what is still long, at its shorter length; a mended function leaves it.
    expect(updatedList(longFunctionsIn('src/a.ts', SOURCE), listed)).toEqual([
      { file: 'src/a.ts', name: 'declared', lines: 132 },
      { file: 'src/a.ts', name: 'arrow', lines: 120 },
    ]);
  });

  it('hold for the project against its list', async () => {
    const { readFileSync } = await import('node:fs');
    const listed = JSON.parse(
      readFileSync(new URL('./long-functions.json', import.meta.url), 'utf8'),
    ) as FunctionSpan[];
    expect(functionProblems(longFunctions(), listed)).toEqual([]);
  });
});
