import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explore } from './explore.ts';
import { type AppFixture, startAppFixture } from './worlds/browser/test-support/app-fixture.ts';

let app: AppFixture;
beforeAll(async () => {
  app = await startAppFixture();
});
afterAll(() => app.close());

describe('explore (browser world)', () => {
  it('reaches every state of the app within 60 actions, reports both faults, and never presses Delete account', async () => {
    const map = await explore({
      url: app.url,
      allowPrivate: true,
      maxSteps: 60,
      signal: new AbortController().signal,
    });
    expect(map.stats.steps).toBeLessThanOrEqual(60);
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

  it('stops at its step budget', async () => {
    const map = await explore({
      url: app.url,
      allowPrivate: true,
      maxSteps: 5,
      signal: new AbortController().signal,
    });
    expect(map.stats.steps).toBe(5);
    expect(map.stop.reason).toBe('the step budget (5) is spent');
  });
});
