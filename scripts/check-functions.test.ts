import { describe, expect, it } from 'vitest';
import { functionProblems, longFunctions, longFunctionsIn, MAX_LINES } from './check-functions.ts';

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

  it('fail the build, each named with the way to mend it', () => {
    expect(functionProblems(longFunctionsIn('src/a.ts', SOURCE))).toEqual([
      'src/a.ts: declared runs 132 lines (at most 120): split it',
      'src/a.ts: arrow runs 128 lines (at most 120): split it',
      'src/a.ts: method runs 123 lines (at most 120): split it',
      'src/a.ts: outer runs 122 lines (at most 120): split it',
    ]);
    expect(functionProblems(longFunctionsIn('src/b.ts', `function short() {\n${lines(10)}\n}`))).toEqual([]);
  });

  it('hold for the project: no function in src/ over the limit', () => {
    expect(functionProblems(longFunctions())).toEqual([]);
  });
});
