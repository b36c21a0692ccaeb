import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';
import { decisionReply, lineWith, readReply } from './test-support/brain-prompt.ts';
import { type Behaviour, llmBrainAt, parseBrainPrompt, withFakeProvider } from './test-support/index.ts';

/**
 * The model sees the scent the heuristic sees: what lies under a link, peeked before it chooses,
 * is in its view. The site's sections are named so that their labels say nothing of the question;
 * only a look under them tells where the coolant is.
 */
const QUESTION = 'What is the coolant capacity of the Zephyr?';

const page = (title: string, body: string, description = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${
    description ? `<meta name="description" content="${description}">` : ''
  }</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const FILES: Record<string, string> = {
  'index.html': page(
    "Owner's guide",
    `<p>Welcome.</p><ul>
<li><a href="/part-a.html">Part A</a></li>
<li><a href="/part-b.html">Part B</a></li>
<li><a href="/part-c.html">Part C</a></li></ul>`,
  ),
  'part-a.html': page(
    'Paint and trim',
    '<p>Paint codes and trim care.</p><a href="/part-a/paint.html">Paint</a>',
  ),
  'part-b.html': page(
    'Cooling system',
    '<p>Radiator, thermostat and coolant.</p><ul><li><a href="/part-b/table.html">Table 4</a></li></ul>',
    'Coolant capacity and the cooling system of the Zephyr',
  ),
  'part-c.html': page('Audio', '<p>Radio and speakers.</p><a href="/part-c/radio.html">Radio</a>'),
  'part-a/paint.html': page('Paint', '<p>Paint code 202.</p>'),
  'part-b/table.html': page(
    'Coolant capacity',
    '<p>Coolant capacity of the Zephyr, with heater: 7.4 qt (7.0 L).</p>',
  ),
  'part-c/radio.html': page('Radio', '<p>Presets: 12.</p>'),
};

let server: StaticServer;

beforeAll(async () => {
  server = await servePages(FILES, 'llm-scent');
});
afterAll(() => server.close());

/**
 * A model that knows nothing of the site: it opens the first option whose line (label and
 * context) speaks of coolant, and quotes the line holding the capacity. It can only succeed on
 * what its view shows.
 */
const scentReader: Behaviour = (req) => {
  const p = parseBrainPrompt(req.prompt);
  if (p?.task === 'read') {
    const quote = lineWith(p.pageText, '7.4 qt');
    return readReply(
      req,
      quote ? { found: true, answer: '7.4 qt', quote } : { found: false, answer: '', quote: '' },
    );
  }
  const option = p?.task === 'decide' ? p.options.find((o) => /coolant/i.test(o.text)) : undefined;
  if (option && !/\bvisited\b/i.test(option.text))
    return decisionReply(req, { action: 'open', option: option.id, reason: 'speaks of coolant' });
  return decisionReply(req, { action: 'read', option: null, reason: 'read here' });
};

async function run(viewTokens: number) {
  return withFakeProvider('openai', scentReader, async (baseURL, fake) => {
    const brain = llmBrainAt(baseURL);
    const trail = await navigate({
      start: server.url,
      question: QUESTION,
      brain,
      lexicon: null,
      budget: { viewTokens },
      world: createWebWorld(),
    });
    return { trail, prompts: fake.requests.map((r) => r.request?.prompt ?? '') };
  });
}

describe('the LLM brain sees the scent', () => {
  it('is shown what lies under the links it was offered, and finds the answer by it', async () => {
    const { trail, prompts } = await run(1300);
    const first = parseBrainPrompt(prompts[0] ?? '');
    expect(first?.task).toBe('decide');
    const partB =
      first?.task === 'decide' ? first.options.find((o) => o.text.startsWith('Part B')) : undefined;
    // The label says nothing; the look under it does.
    expect(partB?.text).toMatch(/under it: .*Cooling system/);
    expect(partB?.text).toMatch(/coolant capacity/i);
    expect(trail.steps[0]?.peeks?.some((n) => n.label === 'Part B' && n.ok)).toBe(true);
    expect(trail.found).toBe(true);
    expect(trail.answer).toContain('7.4 qt');
    expect(trail.findings[0]?.citation.url).toBe(`${server.url}part-b/table.html`);
    expect(trail.steps.filter((s) => s.action.type === 'open').every((s) => s.by?.startsWith('llm'))).toBe(
      true,
    );
  });

  it('keeps the view, peeked context included, inside a small token budget', async () => {
    const budget = 160;
    const { trail, prompts } = await run(budget);
    const decided = trail.steps.filter((s) => s.tokens !== undefined);
    expect(decided.length).toBeGreaterThan(0);
    expect(decided.every((s) => (s.tokens as number) <= budget)).toBe(true);
    // Even cut to fit, the look under the telling link is still there to choose by.
    const first = parseBrainPrompt(prompts[0] ?? '');
    const partB =
      first?.task === 'decide' ? first.options.find((o) => o.text.startsWith('Part B')) : undefined;
    expect(partB?.text).toMatch(/under it:/);
    expect(trail.found).toBe(true);
  });
});
