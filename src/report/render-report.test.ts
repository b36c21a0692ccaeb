import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pathTree, placesOf } from './path-tree.ts';
import { renderReport } from './render-report.ts';
import { type TrailJson, TrailJsonSchema } from './trail-json.ts';

const HOSTILE = '<script>alert(1)</script><img src=x onerror="alert(2)">';

/** A saved run as `ask --json` writes it, parsed as `ariadne report` parses one. */
function trail(overrides: Record<string, unknown> = {}): TrailJson {
  return TrailJsonSchema.parse({
    question: `Where is it? ${HOSTILE}`,
    found: true,
    answer: `It is here ${HOSTILE}`,
    citations: [
      { url: 'http://site.test/b', title: `B ${HOSTILE}`, path: ['Home', 'B'], quote: `quoted ${HOSTILE}` },
    ],
    steps: [
      {
        n: 1,
        at: 'http://site.test/',
        path: ['Home'],
        action: 'open(2)',
        label: `A ${HOSTILE}`,
        reason: `matches ${HOSTILE}`,
        result: 'opened',
        to: 'http://site.test/a',
        ms: 3,
        tokens: 10,
        view: `[1] Home\n[2] A ${HOSTILE}`,
        peeks: [
          { url: 'http://site.test/a', label: 'A', ok: true, detail: 'A page' },
          { url: 'http://site.test/b', label: 'B', ok: true, detail: 'B page' },
          { url: 'http://site.test/x', label: 'X', ok: false, detail: 'HTTP 404' },
        ],
      },
      {
        n: 2,
        at: 'http://site.test/a',
        path: ['Home', 'A'],
        action: 'back()',
        reason: 'nothing here',
        result: 'back',
        to: 'http://site.test/',
        ms: 1,
      },
      {
        n: 3,
        at: 'http://site.test/',
        path: ['Home'],
        action: 'open(9)',
        label: 'B',
        reason: 'a lead',
        result: 'opened',
        to: 'http://site.test/b',
        from: 'A',
        ms: 2,
      },
      {
        n: 4,
        at: 'http://site.test/b',
        path: ['Home', 'B'],
        action: 'read()',
        reason: 'looks like it',
        result: 'answer',
        ms: 1,
      },
    ],
    stats: { steps: 4, pages: 3, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 12 },
    stop: { code: 'answered', reason: 'the answer was read and quoted' },
    strategy: 'find',
    start: 'http://site.test/',
    ...overrides,
  });
}

describe('renderReport', () => {
  it('escapes every word taken from pages: no markup of theirs reaches the report', () => {
    const html = renderReport(trail());
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img\b/i);
    expect(html).not.toContain('onerror="alert');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;',
    );
  });

  it('allows its own script by hash and nothing else to run or load', () => {
    const html = renderReport(trail());
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `script-src 'sha256-${hash}'`,
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it('links a cited web page, and shows a library node or a file as text', () => {
    expect(renderReport(trail())).toContain('<a href="http://site.test/b" rel="noreferrer noopener">');
    const fromLibrary = renderReport(
      trail({
        citations: [{ node: 'guide.md#setup', file: 'guide.md', lines: [3, 9], path: ['Guide'], quote: 'q' }],
      }),
    );
    expect(fromLibrary).toContain('<span class="loc">guide.md</span>, lines 3–9');
    expect(fromLibrary).not.toContain('<a href="guide.md"');
  });
});

describe('pathTree', () => {
  it('nests each place under the one it was opened from; a peek later opened is one place', () => {
    const tree = pathTree(trail());
    expect(tree.location).toBe('http://site.test/');
    expect(tree.label).toBe('Home');
    expect(tree.children.map((c) => [c.location, c.peeked, c.reachedAt ?? null])).toEqual([
      ['http://site.test/a', false, 1],
      ['http://site.test/b', false, 3],
      ['http://site.test/x', true, null],
    ]);
    const [a, b, x] = tree.children;
    expect(a?.backs).toEqual([2]);
    expect(b?.from).toBe('A');
    expect(b?.read).toBe(true);
    expect(b?.answer).toBe('found');
    expect(x?.failed).toBe(true);
    expect(placesOf(tree)).toHaveLength(4);
  });

  it('marks a library node cited by id, and an unconfirmed answer as such', () => {
    const tree = pathTree(
      trail({
        found: false,
        answer: null,
        citations: [{ node: 'doc.md#a', path: [], quote: 'q', unconfirmed: true }],
        steps: [
          {
            n: 1,
            at: 'library:',
            path: ['Catalog'],
            action: 'open(1)',
            reason: 'r',
            result: 'opened',
            to: 'library:doc.md%23a',
            ms: 1,
          },
          {
            n: 2,
            at: 'library:doc.md%23a',
            path: ['Catalog', 'A'],
            action: 'read()',
            reason: 'r',
            result: 'read',
            ms: 1,
          },
        ],
      }),
    );
    expect(tree.children[0]?.answer).toBe('unconfirmed');
  });

  it('reads a run saved before steps kept their breadcrumb', () => {
    const old = TrailJsonSchema.parse({
      question: 'q',
      found: false,
      answer: null,
      citations: [],
      steps: [{ n: 1, at: 'http://site.test/', action: 'read()', reason: 'r', result: 'no-answer', ms: 1 }],
      stats: { steps: 1, pages: 1, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 1 },
      stop: { reason: 'not found' },
    });
    expect(renderReport(old)).toContain('✗ Not found');
  });
});

describe('the report of a run that carries out an instruction', () => {
  /** An instruction carried out on a made-up shop: a link pressed, a field typed into, a refusal. */
  const acted = (found: boolean) =>
    TrailJsonSchema.parse({
      question: 'find the lamp and add two to the basket',
      found,
      answer: null,
      citations: [],
      strategy: 'act',
      start: 'http://shop.test/',
      steps: [
        {
          n: 1,
          at: 'http://shop.test/',
          path: ['Shop'],
          action: 'click [3] Lamps',
          label: 'Lamps',
          reason: 'the section that holds lamps',
          result: 'acted',
          detail: 'clicked',
          to: 'http://shop.test/lamps',
          ms: 5,
          by: 'heuristic',
        },
        {
          n: 2,
          at: 'http://shop.test/lamps',
          path: ['Lamps'],
          action: 'fill [7] Quantity ← "2"',
          label: 'Quantity',
          reason: 'the number asked for',
          result: 'acted',
          detail: 'typed',
          ms: 4,
          by: 'heuristic',
        },
        {
          n: 3,
          at: 'http://shop.test/lamps',
          path: ['Lamps'],
          action: 'click [9] Empty basket',
          label: 'Empty basket',
          reason: 'r',
          result: 'rejected',
          detail: '"Empty basket" deletes, and the instruction does not ask for that',
          ms: 1,
        },
      ],
      stats: { steps: 3, pages: 2, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 10 },
      stop: { code: found ? 'done' : 'brain-stopped', reason: 'the quantity is set' },
    });

  it('says done or not done, not answered, and names each control once with what came of it', () => {
    const html = renderReport(acted(true));
    expect(html).toContain('<dt>Result</dt><dd>done</dd>');
    expect(html).toContain('✓ Done');
    expect(html).toContain(
      '<code>fill [7] Quantity ← &quot;2&quot;</code> → <span class="result result-acted">typed</span>',
    );
    expect(html).toContain('<span class="result result-rejected">rejected</span>');
    expect(html).toContain('<span class="label">Result</span> &quot;Empty basket&quot; deletes');
    expect(renderReport(acted(false))).toContain('<dt>Result</dt><dd>not done</dd>');
  });

  it('puts a page an action led to under the page it was taken on', () => {
    const tree = pathTree(acted(true));
    expect(tree.location).toBe('http://shop.test/');
    expect(tree.children.map((c) => [c.location, c.reachedAt])).toEqual([['http://shop.test/lamps', 1]]);
    expect(tree.children[0]?.steps).toEqual([2, 3]);
  });
});

describe('numbers in a report', () => {
  it('are step numbers shown as such in the path tree, and a reading says what it found', () => {
    const html = renderReport(trail());
    const tree = /<ul class="tree">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(tree).toContain('opened at step <a href="#step-1">1</a>');
    expect(tree).not.toMatch(/<span class="n">\d+\.<\/span>/);
    const read = TrailJsonSchema.parse({
      ...trail(),
      steps: [{ n: 1, at: 'http://site.test/', action: 'read()', reason: 'r', result: 'read', ms: 1 }],
    });
    expect(renderReport(read)).toContain('→ <span class="result result-read">possible answer</span>');
  });

  it('name the states of an explore map as states, not as a list numbered out of order', () => {
    const state = (id: number, from: number | null) => ({
      id,
      url: `http://app.test/#${id}`,
      title: `S${id}`,
      reachedBy: from === null ? null : { from, action: `tab "T${id}"` },
      shows: [],
    });
    const html = renderReport(
      TrailJsonSchema.parse({
        question: 'explore http://app.test/',
        found: true,
        answer: null,
        citations: [],
        strategy: 'explore',
        start: 'http://app.test/',
        steps: [],
        stats: { steps: 3, pages: 4, llmCalls: 0, tokensIn: 0, tokensOut: 0, ms: 5, states: 4 },
        stop: { code: 'budget-steps', reason: 'the step budget (3) is spent' },
        states: [state(1, null), state(2, 1), state(3, 1), state(4, 2)],
        transitions: [],
        faults: [],
        refused: [],
      }),
    );
    // Drawn depth first: 1, 2, 4, 3; each shown as "state N", as the faults and refusals name them.
    expect([...html.matchAll(/<span class="n">([^<]*)<\/span>/g)].map((m) => m[1])).toEqual([
      'state 1',
      'state 2',
      'state 4',
      'state 3',
    ]);
  });
});
