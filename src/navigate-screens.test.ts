import { describe, expect, it } from 'vitest';
import { createPressOnceBrain } from './brains/scripted/index.ts';
import type { Screen, ScreenWorld } from './core/screen.ts';
import type { Step } from './core/trail.ts';
import { navigate } from './navigate.ts';

/** A made-up app of one screen whose buttons each lead to a screen of their own. */
function app(names: string[]) {
  let at = 'home';
  const state = { closed: false, pressed: [] as string[] };
  const world: ScreenWorld = {
    open: async () => {
      at = 'home';
    },
    read: async (): Promise<Screen> => ({
      url: `http://app.test/${at === 'home' ? '' : at}`,
      title: at,
      text: '',
      controls: names.map((name, i) => ({ id: i + 1, role: 'button', name })),
      sightings: [],
      key: at,
    }),
    perform: async (action) => {
      const name = 'control' in action ? names[action.control - 1] : undefined;
      if (name) {
        state.pressed.push(name);
        at = name.toLowerCase();
      }
      return 'clicked';
    },
    close: async () => {
      state.closed = true;
    },
  };
  return { world, state };
}

describe('navigate() runs act and explore as it runs every strategy', () => {
  it('streams the steps of an act run and resolves to its trail, leaving a world it was given open', async () => {
    const { world, state } = app(['Home', 'Orders']);
    const run = navigate({
      strategy: 'act',
      start: 'http://app.test/',
      question: 'open Orders',
      screens: { world, brain: createPressOnceBrain('Orders') },
    });
    const streamed: Step[] = [];
    for await (const step of run) streamed.push(step);
    const trail = await run;
    expect(trail).toMatchObject({
      strategy: 'act',
      question: 'open Orders',
      found: true,
      stop: { code: 'done' },
    });
    expect(streamed).toEqual(trail.steps);
    expect(trail.steps).toMatchObject([
      {
        label: 'Orders',
        result: 'acted',
        detail: 'clicked',
        at: 'http://app.test/',
        to: 'http://app.test/orders',
      },
    ]);
    expect(state.pressed).toEqual(['Orders']);
    expect(state.closed).toBe(false);
  });

  it('caps an exploration by the step budget and returns its map in the trail', async () => {
    const { world } = app(['Orders', 'Invoices', 'Delete account']);
    const trail = await navigate({
      strategy: 'explore',
      start: 'http://app.test/',
      question: 'explore http://app.test/',
      budget: { steps: 2 },
      screens: { world },
    });
    expect(trail.stats.steps).toBe(2);
    expect(trail.stop.code).toBe('budget-steps');
    // Novel controls first: the second press is one not pressed before, and no press is the refused one.
    expect(trail.explored?.states.map((s) => s.title)).toEqual(['home', 'orders', 'invoices']);
    expect(trail.explored?.refused.map((r) => r.control)).toEqual(['button "Delete account"']);
  });
});
