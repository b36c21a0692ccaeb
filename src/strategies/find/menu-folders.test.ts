import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrain } from '../../brains/scripted/index.ts';
import type { View, ViewOption } from '../../core/view.ts';
import { servePages } from '../../demo/serve-pages.ts';
import type { StaticServer } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { createWebWorld } from '../../worlds/web/index.ts';

/**
 * A site whose every page repeats the same side menu: a folder of it opened on one page holds
 * nothing new on the next, and is offered there as already visited.
 */
const SIDEBAR = `<aside class="sidebar"><ul class="tree">
  <li class="li-folder"><span>Features</span><ul>
    <li><a href="/features/quota.html">Quota</a></li>
    <li><a href="/features/trash.html">Trash</a></li></ul></li>
  <li class="li-folder"><span>Tools</span><ul>
    <li><a href="/tools/repair.html">Repair</a></li>
    <li><a href="/tools/logs.html">Logs</a></li></ul></li>
  <li><a href="/faq.html">FAQ</a></li>
</ul></aside>`;

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${SIDEBAR}<main><h1>${title}</h1><p>About ${title.toLowerCase()}, in a few words of its own.</p></main></body></html>`;

const PAGES: Record<string, string> = {
  'index.html': page('Home'),
  'features/quota.html': page('Quota'),
  'features/trash.html': page('Trash'),
  'tools/repair.html': page('Repair'),
  'tools/logs.html': page('Logs'),
  'faq.html': page('FAQ'),
};

let server: StaticServer;
beforeAll(async () => {
  server = await servePages(PAGES, 'menu-folders');
});
afterAll(() => server.close());

const labelled = (view: View, label: string): ViewOption | undefined =>
  view.options.find((o) => o.label === label && o.from === undefined);

describe('folders of a menu repeated on every page', () => {
  it('are offered as visited on the next page once opened on one', async () => {
    const seen: View[] = [];
    const open = (label: string) => (view: View) => {
      seen.push(view);
      const option = labelled(view, label);
      return option
        ? { type: 'open' as const, option: option.id }
        : { type: 'stop' as const, reason: `no ${label}` };
    };
    const trail = await navigate({
      start: server.url,
      question: 'How do quotas work?',
      lexicon: null,
      world: createWebWorld(),
      budget: { peeks: 0 },
      brain: createScriptedBrain([
        open('Features'),
        open('Quota'),
        (view) => {
          seen.push(view);
          return { type: 'stop', reason: 'looked' };
        },
      ]),
    });
    expect(trail.steps.map((s) => s.result).slice(0, 2)).toEqual(['folder', 'opened']);
    const onHome = labelled(seen[0] as View, 'Features');
    const onQuota = labelled(seen[2] as View, 'Features');
    expect(onHome?.visited).toBe(false);
    expect(onQuota?.kind).toBe('folder');
    expect(onQuota?.visited).toBe(true);
    // A folder not opened yet stays fresh.
    expect(labelled(seen[2] as View, 'Tools')?.visited).toBe(false);
  });
});
