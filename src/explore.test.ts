import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmExploreChooser } from './brains/llm/explore-chooser.ts';
import { withFakeProvider } from './brains/llm/test-support/fake-provider.ts';
import type { Behaviour } from './brains/llm/test-support/neutral.ts';
import { fakeModel } from './brains/llm/test-support/sdk-models.ts';
import type { Step } from './core/trail.ts';
import { explore } from './explore.ts';
import { type AppFixture, startAppFixture } from './worlds/browser/test-support/app-fixture.ts';

let app: AppFixture;
beforeAll(async () => {
  app = await startAppFixture();
});
afterAll(() => app.close());

describe('explore (browser world)', () => {
  it('reaches every state of the app within 60 actions, reports both faults, and never presses Delete account', async () => {
    const trail = await explore({
      url: app.url,
      allowPrivate: true,
      maxSteps: 60,
      signal: new AbortController().signal,
    });
    expect(trail.stats.steps).toBeLessThanOrEqual(60);
    expect(trail.strategy).toBe('explore');
    const map = trail.explored;
    if (!map) throw new Error('no map');
    const opened = (action: string) =>
      map.states.filter((s) => s.reachedBy?.action === action).flatMap((s) => s.shows);
    // Each thing that hides something was opened, and showed what it hides.
    expect(opened('tab "Settings"')).toContain('Email me');
    expect(opened('button "docs"')).toContain('report.txt');
    expect(opened('button "images"')).toContain('cat.png');
    expect(opened('button "More options"')).toContain('Advanced');
    expect(opened('summary "Shipping"')).toContain('Rates');
    expect(opened('button "Open help"')).toEqual(['Close']);
    // Every page of the site behind a control, each reached once.
    const pages = map.states.map((s) => new URL(s.url).pathname);
    for (const page of ['/', '/advanced.html', '/shipping.html', '/reports.html', '/old-page.html'])
      expect(pages).toContain(page);
    expect(pages.filter((p) => p === '/reports.html')).toHaveLength(1);
    // Both faults, each with the press that led to it.
    expect(map.faults).toEqual([
      expect.objectContaining({
        kind: 'uncaught exception',
        message: expect.stringMatching(/render/),
        url: `${app.url}reports.html`,
        action: 'link "Reports"',
      }),
      expect.objectContaining({
        kind: 'http error',
        status: 404,
        request: `${app.url}old-page.html`,
        action: 'link "Old page"',
      }),
    ]);
    expect(map.refused).toEqual([
      { state: expect.any(Number), control: 'button "Delete account"', why: 'deletes' },
    ]);
    // The app's own log: the explorer pressed things, and never the destructive one.
    expect(app.log).toContain('tab:settings');
    expect(app.log).toContain('help');
    expect(app.log).not.toContain('delete');
    // Every transition joins two states of the map.
    const ids = new Set(map.states.map((s) => s.id));
    for (const t of map.transitions) expect(ids.has(t.from) && ids.has(t.to)).toBe(true);
  });

  it('lets a model pick among the controls novelty ranks, and falls back to novelty when it declines', async () => {
    const behaviour: Behaviour = (req, n) => {
      const help = /\[(\d+)\] button "Open help"/.exec(req.prompt)?.[1];
      // The first call picks the help dialog; later ones decline.
      return n === 0 && help
        ? { object: { control: Number(help), reason: 'a dialog is a new state' } }
        : { object: { control: null, reason: 'no preference' } };
    };
    await withFakeProvider('openai', behaviour, async (baseURL, fake) => {
      const steps: Step[] = [];
      const trail = await explore({
        url: app.url,
        allowPrivate: true,
        maxSteps: 6,
        signal: new AbortController().signal,
        chooser: createLlmExploreChooser({
          model: fakeModel('openai', baseURL),
          modelId: 'openai:test',
          mode: 'json',
        }),
        onStep: (s) => steps.push(s),
      });
      expect(steps[0]).toMatchObject({
        action: { type: 'click' },
        label: 'Open help',
        by: 'openai:test',
        reason: 'a dialog is a new state',
        result: 'acted',
        detail: 'new state 2',
        usage: { llmCalls: 1 },
      });
      expect(steps[1]?.by).toBe('novelty');
      expect(trail.stats.llmCalls).toBe(fake.requests.length);
      // The model is offered what the explorer may press, never a destructive control.
      const prompts = fake.requests.map((r) => r.request?.prompt ?? '');
      expect(prompts.some((p) => p.includes('tab "Settings"'))).toBe(true);
      expect(trail.explored?.refused.map((r) => r.control)).toEqual(['button "Delete account"']);
      for (const prompt of prompts) expect(prompt).not.toContain('"Delete account"');
    });
  });

  it('stops at its step budget', async () => {
    const trail = await explore({
      url: app.url,
      allowPrivate: true,
      maxSteps: 5,
      signal: new AbortController().signal,
    });
    expect(trail.stats.steps).toBe(5);
    expect(trail.stop).toEqual({ code: 'budget-steps', reason: 'the step budget (5) is spent' });
  });
});
