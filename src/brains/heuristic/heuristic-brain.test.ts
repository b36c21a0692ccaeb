import { describe, expect, it } from 'vitest';
import type { Memory } from '../../core/memory.ts';
import type { Option, Passage, Place } from '../../core/place.ts';
import { buildQuery } from '../../core/query.ts';
import { renderView } from '../../core/render-view.ts';
import { visitKey } from '../../core/url.ts';
import { createHeuristicBrain, readingOptions } from './heuristic-brain.ts';
import { judgePlace } from './judge.ts';
import { FITTED_JUDGE } from './judge-features.ts';

const SITE = 'http://127.0.0.1:9/';
const signal = new AbortController().signal;
const link = (id: number, label: string, extra: Partial<Option> = {}): Option => ({
  id,
  label,
  target: `${SITE}${label.toLowerCase().replace(/\W+/g, '-')}.html`,
  kind: 'link',
  group: 'content',
  ...extra,
});
const para = (text: string, headings: string[] = []): Passage => ({ kind: 'paragraph', text, headings });

function place(title: string, options: Option[], passages: Passage[], path: string[] = []): Place {
  return {
    location: `${SITE}${title.toLowerCase().replace(/\W+/g, '-')}/`,
    title,
    path,
    text: passages.map((p) => p.text).join('\n\n'),
    passages,
    options,
  };
}

function memory(question: string, depth = 2, extra: Partial<Memory> = {}): Memory {
  const stack = Array.from({ length: depth }, (_, i) => ({
    label: `p${i}`,
    location: `${SITE}${i}`,
    title: `p${i}`,
  }));
  return { question, stack, visited: new Set(), deadEnds: new Set(), steps: [], ...extra };
}

const brain = createHeuristicBrain();

describe('heuristic brain: decide', () => {
  it('opens the option that matches the question', async () => {
    const q = 'What is the engine oil pressure at idle for the 2004 Honda Accord?';
    const p = place(
      'Honda',
      [link(1, '2010 Civic'), link(2, '2004 Accord'), link(3, 'About us')],
      [para('Choose a model.')],
    );
    const m = memory(q);
    const d = await brain.decide(renderView(p, m, { question: q }), m, signal);
    expect(d.action).toEqual({ type: 'open', option: 2 });
    expect(d.reason).toContain('2004');
  });

  it('follows a configured hint: values are under Specifications in this manual', async () => {
    const q = 'What is the engine oil pressure at idle?';
    const p = place(
      'Engine Oil Pressure',
      [link(1, 'Testing and Inspection'), link(2, 'Specifications')],
      [para('Engine oil pressure information.')],
    );
    // No domain knowledge by default: neither label names the question.
    const plain = memory(q);
    const unhinted = renderView(p, plain, { question: q });
    expect(unhinted.options.every((o) => o.score === 0)).toBe(true);
    // The manual's own configuration says where values are kept.
    const query = buildQuery(q, { hints: [{ when: /\bwhat is\b/i, expand: 'specifications' }] });
    const m = memory(q, 2, { query });
    const d = await brain.decide(renderView(p, m, { question: q, query }), m, signal);
    expect(d.action).toEqual({ type: 'open', option: 2 });
  });

  it('reads a place whose text holds the answer', async () => {
    const q = 'What is the engine oil pressure at idle?';
    const p = place(
      'Specifications',
      [link(1, 'Home', { group: 'section' })],
      [
        para('These values apply to engines in good condition.'),
        {
          kind: 'table-row',
          text: 'Engine oil pressure at idle | 10 psi (69 kPa) minimum',
          headings: ['Specifications'],
        },
      ],
    );
    const m = memory(q);
    const d = await brain.decide(renderView(p, m, { question: q }), m, signal);
    expect(d.action).toEqual({ type: 'read' });
    const reading = await brain.read(p, m, signal);
    expect(reading.found).toBe(true);
    expect(reading.quote).toContain('10 psi');
  });

  it('backs out of a dead end: nothing here matches', async () => {
    const q = 'What is the coolant capacity?';
    const p = place(
      'Brake Caliper',
      [link(1, 'Home', { group: 'section' }), link(2, 'Brake Pads')],
      [para('The brake caliper is bolted to the knuckle.')],
    );
    const m = memory(q);
    const d = await brain.decide(renderView(p, m, { question: q }), m, signal);
    expect(d.action).toEqual({ type: 'back' });
    expect(d.reason).toContain('dead end');
  });

  it('after a fruitless read, does not read again, and goes back when nothing here is left', async () => {
    const q = 'What is the engine oil pressure at idle?';
    const gauges = link(1, 'Engine Oil Pressure Gauges', { group: 'section' });
    const p = place(
      'Testing and Inspection',
      [gauges],
      [para('Connect a gauge to check the engine oil pressure at idle against the specification.')],
    );
    const m = memory(q, 2, { deadEnds: new Set([visitKey(p.location), visitKey(gauges.target)]) });
    const d = await brain.decide(renderView(p, m, { question: q }), m, signal);
    expect(d.action).toEqual({ type: 'back' });
  });

  it('jumps to a lead seen elsewhere that promises more than anything here', async () => {
    const q = 'What is the coolant capacity?';
    const p = place(
      'Brake Caliper',
      [link(1, 'Brake Pads')],
      [para('The brake caliper is bolted to the knuckle.')],
    );
    const m = memory(q);
    const view = renderView(p, m, {
      question: q,
      leads: [
        {
          url: `${SITE}coolant.html`,
          label: 'Coolant Capacity',
          from: 'Cooling System',
          score: 2,
          group: 'content',
        },
      ],
    });
    const lead = view.options.find((o) => o.from !== undefined);
    expect(lead).toMatchObject({ label: 'Coolant Capacity', from: 'Cooling System' });
    expect(view.text).toContain('Leads seen elsewhere in this run');
    const d = await brain.decide(view, m, signal);
    expect(d.action).toEqual({ type: 'open', option: lead?.id });
    expect(d.reason).toContain('seen on Cooling System');
  });

  it('skips options already opened and stops at the start when nothing is left', async () => {
    const q = 'engine oil pressure';
    const options = [link(1, 'Engine Oil Pressure')];
    const p = place('Home', options, [para('Welcome.')]);
    const m = memory(q, 1, { visited: new Set([visitKey(options[0]?.target as string)]) });
    const d = await brain.decide(renderView(p, m, { question: q, canBack: false }), m, signal);
    expect(d.action.type).toBe('stop');
  });
});

describe('heuristic brain: read', () => {
  it('orders the passages of web pages and library nodes alike by the fitted judge, or by the rules when told', async () => {
    const q = 'How long does the glaze on the stoneware mug take to cure?';
    const passages = [
      para('Stoneware mug care. Hand wash the mug in warm water.'),
      para('The glaze on the stoneware mug cures in 48 hours at room temperature.'),
    ];
    const page = place('Stoneware mug', [], passages);
    const query = buildQuery(q);
    const fitted = judgePlace(page, query, readingOptions(page, undefined, FITTED_JUDGE));
    const rules = judgePlace(page, query, readingOptions(page, undefined, null));
    // Under the fitted judge a passage's score is a probability; under the rules, their own sum.
    expect(fitted.score).not.toBe(rules.score);
    expect((await brain.read(page, memory(q), signal)).confidence).toBe(fitted.score);
    const node = { ...page, location: 'library:mugs%2Fcare.md%23c1', node: 'mugs/care.md#c1' };
    expect((await brain.read(node, memory(q), signal)).confidence).toBe(fitted.score);
    const byRules = createHeuristicBrain({ judge: null });
    expect((await byRules.read(node, memory(q), signal)).confidence).toBe(rules.score);
  });

  it('does not take a passage without a value as the answer to a value question', async () => {
    const q = 'What is the engine oil pressure at idle?';
    const p = place(
      'Testing and Inspection',
      [],
      [para('Warm the engine, then check the oil pressure at idle with a gauge.')],
      ['Engine Oil Pressure'],
    );
    const reading = await brain.read(p, memory(q), signal);
    expect(reading.found).toBe(false);
    expect(reading.reason).toContain('holds a value');
  });

  it('quotes a short window of a long paragraph', async () => {
    const q = 'Where is the coolant temperature sensor located?';
    const long = `${'General notes about the cooling system. '.repeat(15)}The coolant temperature sensor is located on the thermostat housing. ${'More notes follow here. '.repeat(15)}`;
    const reading = await brain.read(place('Locations', [], [para(long)]), memory(q), signal);
    expect(reading.found).toBe(true);
    expect(reading.quote).toContain('thermostat housing');
    expect(reading.quote.length).toBeLessThan(300);
  });

  it('weighs less a passage that names a link of its text: the linked page says it first-hand', async () => {
    const q = 'Where is the Boto3 tutorial for Ozone?';
    const text = 'Try it yourself: the Boto3 Tutorial is a quick start with the Docker image of Ozone.';
    // The rules mark such a passage down by a share of their sum; the fitted judge's order, by its weight.
    const brains = [
      { reader: createHeuristicBrain({ judge: null }), share: 0.9 },
      { reader: brain, share: 1 },
    ];
    for (const { reader, share } of brains) {
      const plain = await reader.read(place('Python', [], [para(text)]), memory(q), signal);
      expect(plain.found).toBe(true);
      // A library chunk keeps its links' labels, not their targets: the same as a link option.
      const chunk = { ...place('Python', [], [para(text)]), textLinks: ['Boto3 Tutorial'] };
      const held = await reader.read(chunk, memory(q), signal);
      const option = await reader.read(
        place('Python', [link(1, 'Boto3 Tutorial')], [para(text)]),
        memory(q),
        signal,
      );
      for (const reading of [held, option]) {
        expect(reading.found && reading.tentative !== true).toBe(false);
        expect(reading.confidence ?? 0).toBeLessThan((plain.confidence ?? 0) * share);
      }
    }
  });

  it('finds nothing on an empty place', async () => {
    const reading = await brain.read(place('Empty', [], []), memory('anything'), signal);
    expect(reading.found).toBe(false);
  });
});

describe('heuristic brain: what a place links to', () => {
  const chunk = (id: number, label: string): Option => ({
    id,
    label,
    target: `library:glaze-firing~${id}`,
    kind: 'child',
    group: 'content',
  });
  const section: Place = {
    location: 'library:glaze-firing',
    title: 'Glaze firing',
    path: ['Studio', 'Firing'],
    text: 'Fire to cone 6 over eight hours.',
    passages: [{ kind: 'paragraph', text: 'Fire to cone 6 over eight hours.', headings: [] }],
    options: [chunk(1, 'Glaze firing (1/2)'), chunk(2, 'Glaze firing (2/2)')],
  };

  it('takes the labels of its options as links', () => {
    expect([...(readingOptions(section, undefined).linkLabels ?? [])]).toEqual([
      'glaze firing (1/2)',
      'glaze firing (2/2)',
    ]);
  });

  it('takes none from a place that holds its children’s text: they are its text', () => {
    const whole = { ...section, holdsText: true };
    expect([...(readingOptions(whole, undefined).linkLabels ?? [])]).toEqual([]);
    expect([...(readingOptions(whole, undefined).contentLabels ?? [])]).toEqual([]);
  });
});
