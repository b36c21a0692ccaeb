import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrain } from '../../brains/scripted/index.ts';
import type { View } from '../../core/view.ts';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

/** A flat reference: every page lists every other in the same site-wide menu. */
const TOPICS = ['Looms', 'Spindles', 'Dyes', 'Bobbins', 'Shuttles', 'Heddles'];
const slug = (t: string) => `${t.toLowerCase()}.html`;
const menu = `<nav><ul>${TOPICS.map((t) => `<li><a href="/${slug(t)}">${t}</a></li>`).join('')}</ul></nav>`;
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${menu}
<main><h1>${title}</h1><p>${body}</p></main></body></html>`;

const SITE: Record<string, string> = {
  'index.html': page('Weaving Reference', 'Pick a topic from the menu.'),
  ...Object.fromEntries(
    TOPICS.map((t) => [slug(t), page(t, `All about ${t.toLowerCase()} in a weaving mill.`)]),
  ),
};

let server: StaticServer;
beforeAll(async () => {
  server = await servePages(SITE, 'site-menu-path');
});
afterAll(() => server.close());

/** Opens the menu entry named `label` on whatever page the run stands on. */
const openTopic =
  (label: string) =>
  (view: View): { type: 'open'; option: number } => {
    const option = view.options.find((o) => o.label === label && o.from === undefined);
    if (!option) throw new Error(`no menu entry ${label} on ${view.location}`);
    return { type: 'open', option: option.id };
  };

describe('the path to a page reached through a site-wide menu', () => {
  it('stays one step below where the menu was first seen, so a flat site never reaches the depth limit', async () => {
    const brain = createScriptedBrain([
      ...TOPICS.map(openTopic),
      { type: 'stop', reason: 'every topic opened' },
    ]);
    const trail = await navigate({
      start: server.url,
      question: 'How are heddles threaded?',
      brain,
      world: createWebWorld(),
      budget: { depth: 3 },
    });
    // Six pages opened one after another from each other's menus, with a depth limit of 3: none refused.
    const results = trail.steps.map((s) => s.result);
    expect(results.slice(0, TOPICS.length)).toEqual(TOPICS.map(() => 'opened'));
    expect(results).not.toContain('rejected');
    expect(trail.steps.map((s) => s.label).slice(0, TOPICS.length)).toEqual(TOPICS);
  });
});
