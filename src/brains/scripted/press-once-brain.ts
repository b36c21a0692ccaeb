import type { ScreenBrain } from '../../core/screen-action.ts';

/**
 * A screen brain that plays the simplest script, for tests of `act`: it presses the control named
 * `name` once when the screen shows it, then says done; it stops when the control is not shown.
 */
export function createPressOnceBrain(name: string): ScreenBrain {
  let pressed = false;
  return {
    name: 'scripted',
    terms: () => [name],
    decide: async (screen) => {
      if (pressed) return { action: { type: 'done', reason: 'pressed' }, reason: 'done' };
      const hit = screen.controls.find((c) => c.name === name);
      if (!hit) return { action: { type: 'stop', reason: `"${name}" is not on the page` }, reason: 'stop' };
      pressed = true;
      return { action: { type: 'click', control: hit.id }, reason: `"${name}" is asked for` };
    },
  };
}
