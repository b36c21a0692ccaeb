import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../brains/llm/test-support/index.ts';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { buildLibrary } from '../library/build-library.ts';
import { tempFolders } from '../library/test-support/temp-folders.ts';
import { type Ran, runCli } from './test-support/run-cli.ts';

const _MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const INSURANCE_DOCS = fileURLToPath(new URL('../../examples/insurance-library/docs', import.meta.url));
const temp = tempFolders('report', afterAll);

const cli = (args: string[], env: Record<string, string> = {}): Promise<Ran> =>
  runCli(args, { env, maxBuffer: 32 * 1024 * 1024 });

/** The report's parts, read as a person's browser would find them: by id and class. */
function readReport(html: string) {
  const doc = parseDocument(html);
  const all = (test: (e: Element) => boolean) => findAll(test, doc.children);
  const byId = (id: string) => all((e) => getAttributeValue(e, 'id') === id)[0];
  const hasClass = (e: Element, c: string) => (getAttributeValue(e, 'class') ?? '').split(/\s+/).includes(c);
  const section = (id: string) => {
    const s = byId(id);
    expect(s, `section #${id}`).toBeDefined();
    return s as Element;
  };
  const within = (root: Element, test: (e: Element) => boolean) => findAll(test, root.children);
  return {
    summary: textContent(section('summary')),
    answer: textContent(section('answer')),
    places: within(section('path'), (e) => e.name === 'li' && hasClass(e, 'place')),
    answerPlaces: within(section('path'), (e) => e.name === 'li' && hasClass(e, 'answer')),
    tree: textContent(section('path')),
    steps: within(section('steps'), (e) => e.name === 'li' && hasClass(e, 'step')),
    views: within(section('steps'), (e) => e.name === 'pre'),
    scripts: all((e) => e.name === 'script'),
    csp: getAttributeValue(
      all((e) => getAttributeValue(e, 'http-equiv') === 'Content-Security-Policy')[0] as Element,
      'content',
    ),
  };
}

let site: StaticServer;
let questions: ExampleQuestion[];
let library: string;
const fakes: FakeProvider[] = [];

beforeAll(async () => {
  site = await serveFolder(EXAMPLE_SITE_DIR);
  questions = await loadExampleQuestions();
  library = temp();
  await buildLibrary(INSURANCE_DOCS, library, {});
});
afterAll(async () => {
  await site.close();
  await Promise.all(fakes.map((f) => f.close()));
});

describe('ariadne ask --report and ariadne report', () => {
  it('draws a run that found its answer: summary, answer with its quote, the path to it, every step with its view', async () => {
    const dir = temp();
    const file = join(dir, 'run.html');
    const q = questions[0] as ExampleQuestion;
    const ran = await cli(['ask', site.url, q.question, '--json', '--report', file]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toContain(`Report: ${file}`);
    const json = JSON.parse(ran.stdout);
    const html = readFileSync(file, 'utf8');
    const r = readReport(html);

    expect(r.summary).toMatch(/Resultanswered/);
    expect(r.summary).toContain(`Steps${json.stats.steps}`);
    expect(r.summary).toContain(`Pages${json.stats.pages}`);
    expect(r.summary).toContain('LLM calls0');
    expect(r.summary).toContain(json.stop.reason);
    expect(r.answer).toContain('★ Answer');
    expect(r.answer).toContain(json.answer);
    expect(r.answer).toContain(json.citations[0].quote);
    // The path: the start and the places opened from it, the answer's place marked in words.
    expect(r.places.length).toBeGreaterThanOrEqual(
      1 + json.steps.filter((s: { result: string }) => s.result === 'opened').length,
    );
    expect(r.answerPlaces).toHaveLength(1);
    expect(textContent(r.answerPlaces[0] as Element)).toContain('★ answer');
    expect(textContent(r.answerPlaces[0] as Element)).toContain(json.citations[0].url);
    // Every step, each with the view its brain was shown.
    expect(r.steps).toHaveLength(json.steps.length);
    const withView = json.steps.filter((s: { view?: string }) => s.view !== undefined);
    expect(withView.length).toBeGreaterThan(0);
    expect(r.views).toHaveLength(withView.length);
    expect(textContent(r.views[0] as Element)).toBe(withView[0].view);
    // Self-contained: one inline script, and a policy that lets nothing be fetched.
    expect(r.scripts).toHaveLength(1);
    expect(getAttributeValue(r.scripts[0] as Element, 'src')).toBeUndefined();
    expect(r.csp).toMatch(/^default-src 'none';/);
    expect(html).not.toMatch(/<(?:link|img|iframe|object|embed)\b/i);

    // The same run saved with --json draws the same page later.
    const saved = join(dir, 'run.json');
    writeFileSync(saved, ran.stdout);
    const again = await cli(['report', saved, '--out', join(dir, 'again.html')]);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(dir, 'again.html'), 'utf8')).toBe(html);
    const toStdout = await cli(['report', saved]);
    expect(toStdout.stdout).toBe(html.endsWith('\n') ? html : `${html}\n`);
  });

  it('draws a run that found nothing, with its backtracking and the closest places', async () => {
    const file = join(temp(), 'run.html');
    const ran = await cli([
      'ask',
      library,
      'How many goats may be insured?',
      '--json',
      '--quiet',
      '--report',
      file,
    ]);
    expect(ran.code, ran.stderr).toBe(1);
    expect(ran.stderr).toBe('');
    const json = JSON.parse(ran.stdout);
    const backs = json.steps.filter((s: { result: string }) => s.result === 'back');
    expect(backs.length).toBeGreaterThan(0);
    const r = readReport(readFileSync(file, 'utf8'));
    expect(r.summary).toContain('Resultnot found');
    expect(r.answer).toContain('✗ Not found');
    expect(r.answer).toContain('not found:');
    for (const b of backs) expect(r.tree).toContain(`↩ backed out (step ${b.n}`);
    // Library places nest catalog > shelf > document > section > chunk: deeper than one level.
    const nested = r.places.filter((p) => findAll((e) => e.name === 'li', p.children).length > 0);
    expect(nested.length).toBeGreaterThan(2);
    expect(r.steps).toHaveLength(json.steps.length);
  });

  it('draws a run whose model failed: the fallback deciding, the calls spent and the warning', async () => {
    const fake = await startFakeProvider('openai', () => ({
      text: 'Hard to say; this page is interesting.',
    }));
    fakes.push(fake);
    const file = join(temp(), 'run.html');
    const q = questions[1] as ExampleQuestion;
    const ran = await cli(
      [
        'ask',
        site.url,
        q.question,
        '--model',
        'openai:test',
        '--no-cache',
        '--json',
        '--quiet',
        '--report',
        file,
      ],
      { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test' },
    );
    expect(ran.code, ran.stderr).toBeLessThan(2);
    const json = JSON.parse(ran.stdout);
    const r = readReport(readFileSync(file, 'utf8'));
    expect(r.summary).toContain(`LLM calls${json.stats.llmCalls}`);
    expect(json.stats.llmCalls).toBeGreaterThan(0);
    expect(r.summary).toContain(`Decided byheuristic (fallback) ${json.stats.steps}`);
    const warned = r.steps.filter((s) => textContent(s).includes('⚠ Warning'));
    expect(warned).toHaveLength(1);
    expect(textContent(warned[0] as Element)).toContain('replied invalidly 3 times in a row');
    expect(textContent(warned[0] as Element)).toContain('by heuristic (fallback)');
  });

  it('refuses what is not a saved run, saying why, with exit 2', async () => {
    const dir = temp();
    const notJson = join(dir, 'notes.txt');
    writeFileSync(notJson, 'just some words');
    const partial = join(dir, 'partial.json');
    writeFileSync(partial, JSON.stringify({ question: 'q', found: true, answer: null, citations: [] }));
    const cases: Array<[string[], RegExp]> = [
      [['report', join(dir, 'missing.json')], /cannot read .*missing\.json \(ENOENT\)/],
      [['report', notJson], /is not a saved run: no JSON object in it/],
      [['report', partial], /is not a saved run: it has no "steps", "stats", "stop" fields/],
    ];
    for (const [args, message] of cases) {
      const ran = await cli(args);
      expect(ran.code, ran.stderr).toBe(2);
      expect(ran.stderr).toMatch(message);
      expect(ran.stdout).toBe('');
    }
    const q = questions[0] as ExampleQuestion;
    const unwritable = await cli([
      'ask',
      site.url,
      q.question,
      '--quiet',
      '--report',
      join(dir, 'no', 'such', 'dir', 'r.html'),
    ]);
    expect(unwritable.code).toBe(2);
    expect(unwritable.stderr).toMatch(/cannot write the report to .*r\.html \(ENOENT\)/);
  });
});
