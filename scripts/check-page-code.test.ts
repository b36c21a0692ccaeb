import { describe, expect, it } from 'vitest';
import { pageCodeIn, pageCodeProblems, pageImportsIn } from './check-page-code.ts';

describe('page-code rules', () => {
  it('hold for the project itself', () => {
    expect(pageCodeProblems()).toEqual([]);
  });

  it('catch code given as text to any call that runs it in a page', () => {
    const source = [
      "import { PRESS_WATCH } from './elsewhere.ts';",
      'const COUNT = `(() => document.links.length)()`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder belongs to the checked source
      'const quietFor = (ms: number) => `new Promise((r) => setTimeout(r, ${ms}))`;',
      'export async function f(page: any, frame: any, ctx: any) {',
      "  await page.evaluate('document.title');",
      '  await frame.evaluateHandle(`document.body`);',
      '  await page.evaluate(COUNT);',
      '  await ctx.addInitScript(PRESS_WATCH);',
      '  await page.evaluate(quietFor(50));',
      "  await page.$eval('h1', 'e => e.textContent');",
      "  await page.waitForFunction('(' + 'window.ready' + ')');",
      '}',
    ].join('\n');
    const found = pageCodeIn('a.ts', source);
    expect(found.map((f) => f.split(': ')[0])).toEqual([
      'a.ts:5',
      'a.ts:6',
      'a.ts:7',
      'a.ts:8',
      'a.ts:9',
      'a.ts:10',
      'a.ts:11',
    ]);
    expect(found[0]).toContain('evaluate() is given code as text');
  });

  it('let pass functions written in place, a bundled script’s call, and data beside the code', () => {
    const source = [
      'export async function f(page: any, handle: any) {',
      "  await page.evaluate(pageCall('readText'));",
      '  await handle.evaluate((el: any, to: boolean) => (to ? el.scrollTop : 0), true);',
      "  await page.$eval('h1', function (e: any) { return e.textContent; });",
      "  await page.evaluateHandle(pageCall('scroller', 'pre'));",
      "  await page.goto('https://example.org/');",
      '}',
    ].join('\n');
    expect(pageCodeIn('b.ts', source)).toEqual([]);
  });

  it('keep a page module to its own folder for values, free for types', () => {
    const source = [
      "import type { Control } from '../controls.ts';",
      "import { type Passage } from '../../../core/screen.ts';",
      "import { clean } from './dom.ts';",
      "import { parseDate } from '../../../language/dates.ts';",
      "import { parse } from 'htmlparser2';",
      "export { relate } from '../relate.ts';",
    ].join('\n');
    const found = pageImportsIn('src/worlds/browser/page/x.ts', source);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('../../../language/dates.ts');
    expect(found[1]).toContain('htmlparser2');
    expect(found[2]).toContain('../relate.ts');
  });
});
