import { describe, expect, it } from 'vitest';
import { createPressOnceBrain } from '../../brains/scripted/index.ts';
import { PRESS_CHANGED_NOTHING } from '../../core/expected-change.ts';
import type { ReadOptions, Screen, ScreenControl, ScreenWorld } from '../../core/screen.ts';
import type { ScreenAction, ScreenBrain } from '../../core/screen-action.ts';
import { runAct } from './act.ts';

/**
 * A world of one page: its content's controls, and those of the regions left out by default
 * (a header), shown only when the page is read whole.
 */
function page(content: string[], header: string[] = []) {
  const performed: ScreenAction[] = [];
  const reads: boolean[] = [];
  const world: ScreenWorld = {
    open: async () => {},
    read: async (_terms: readonly string[], _signal: AbortSignal, options?: ReadOptions) => {
      reads.push(options?.whole ?? false);
      const names = options?.whole ? [...header, ...content] : content;
      const controls: ScreenControl[] = names.map((name, i) => ({ id: i + 1, role: 'button', name }));
      const screen: Screen = {
        url: 'http://app.test/',
        title: 'App',
        text: '',
        controls,
        sightings: [],
        key: `${options?.whole ? 'whole' : 'content'} ${performed.length}`,
      };
      return screen;
    },
    perform: async (action) => {
      performed.push(action);
      return 'clicked';
    },
    close: async () => {},
  };
  return { world, performed, reads };
}

const run = (world: ScreenWorld, brain: ScreenBrain) =>
  runAct({
    url: 'http://app.test/',
    instruction: 'press Go',
    world,
    brain,
    signal: new AbortController().signal,
  });

describe('the act loop', () => {
  it('never calls a run done in which no action was carried out, whatever the brain says', async () => {
    const { world, performed } = page(['Go']);
    const eager: ScreenBrain = {
      name: 'scripted',
      terms: () => [],
      decide: async () => ({ action: { type: 'done', reason: 'nothing to do' }, reason: 'done' }),
    };
    const trail = await run(world, eager);
    expect(trail.found).toBe(false);
    expect(trail.stop.reason).toBe('no action was carried out (nothing to do)');
    expect(performed).toEqual([]);
  });

  it('is not done when the last press changed nothing on the page and sent nothing', async () => {
    const { world } = page(['Go']);
    const still: ScreenWorld = { ...world, perform: async () => PRESS_CHANGED_NOTHING };
    const trail = await run(still, createPressOnceBrain('Go'));
    expect(trail.found).toBe(false);
    expect(trail.stop.reason).toBe(`the last action did not take (${PRESS_CHANGED_NOTHING})`);
  });

  it('is done once an action was carried out and the brain says so', async () => {
    const { world, performed } = page(['Go']);
    const trail = await run(world, createPressOnceBrain('Go'));
    expect(trail.found).toBe(true);
    expect(performed).toEqual([{ type: 'click', control: 1 }]);
  });

  it('reads the page whole, once, before giving up: a control of the header is found there', async () => {
    const { world, performed, reads } = page(['Help'], ['Search']);
    const trail = await run(world, createPressOnceBrain('Search'));
    expect(trail.found).toBe(true);
    expect(performed).toEqual([{ type: 'click', control: 1 }]);
    expect(reads).toEqual([false, true, false]);
    const missing = page(['Help'], ['Search']);
    const lost = await run(missing.world, createPressOnceBrain('Export'));
    expect(lost.found).toBe(false);
    expect(lost.stop.reason).toBe('"Export" is not on the page');
    expect(missing.reads).toEqual([false, true]);
  });

  it('is not done when the last press did not take: a section head that stayed closed', async () => {
    const performed: ScreenAction[] = [];
    const world: ScreenWorld = {
      open: async () => {},
      read: async () => ({
        url: 'http://app.test/',
        title: 'App',
        text: 'Returns',
        controls: [{ id: 1, role: 'button', name: 'Returns', expanded: false }],
        sightings: [],
        key: 'one',
      }),
      perform: async (action) => {
        performed.push(action);
        return 'clicked';
      },
      close: async () => {},
    };
    const trail = await run(world, createPressOnceBrain('Returns'));
    expect(performed).toEqual([{ type: 'click', control: 1 }]);
    expect(trail.found).toBe(false);
    expect(trail.stop.reason).toBe('the last action did not take (failed: "Returns" is still closed)');
  });

  it('never goes round in a circle: a move already made on the same state of the page is refused', async () => {
    const tabs = ['Harbour', 'Ferries', 'Timetable'];
    let shown = 0;
    const performed: ScreenAction[] = [];
    const world: ScreenWorld = {
      open: async () => {},
      read: async () => ({
        url: 'http://app.test/',
        title: 'Port',
        text: `${tabs[shown]} panel`,
        controls: tabs.map((name, i) => ({ id: i + 1, role: 'tab', name, selected: i === shown })),
        sightings: [],
        key: 'port',
      }),
      perform: async (action) => {
        performed.push(action);
        if (action.type === 'click') shown = action.control - 1;
        return 'clicked';
      },
      close: async () => {},
    };
    // A brain that always opens the tab after the one shown, looking for what no tab holds.
    const wandering: ScreenBrain = {
      name: 'scripted',
      terms: () => [],
      decide: async (screen) => {
        const next = ((screen.controls.findIndex((c) => c.selected) + 1) % tabs.length) + 1;
        return { action: { type: 'click', control: next }, reason: 'the next tab' };
      },
    };
    const trail = await run(world, wandering);
    expect(performed.map((a) => ('control' in a ? a.control : 0))).toEqual([2, 3, 1]);
    expect(trail.found).toBe(false);
    expect(trail.stop.code).toBe('exhausted');
    expect(trail.steps.at(-1)?.reason).toBe('the next tab');
    expect(String(trail.steps.at(-1)?.result)).toBe('rejected');
  });
});
