import { describe, expect, it } from 'vitest';
import { unmetChange } from './expected-change.ts';
import type { Screen, ScreenControl } from './screen.ts';

const screen = (controls: Partial<ScreenControl>[]): Screen => ({
  url: 'http://app.test/',
  title: 'App',
  text: '',
  controls: controls.map((c, i) => ({ id: i + 1, role: 'textbox', name: '', ...c })),
  sightings: [],
  key: String(Math.random()),
});

describe('unmetChange', () => {
  const before = screen([
    { name: 'Phone', value: '' },
    { name: 'Terms', role: 'checkbox', checked: false },
  ]);

  it('sees a field that holds the text typed, even formatted, and one left as it was', () => {
    const fill = { type: 'fill', control: 1, text: '5550142' } as const;
    expect(unmetChange(fill, before, screen([{ name: 'Phone', value: '(555) 0142' }]))).toBeNull();
    expect(unmetChange(fill, before, screen([{ name: 'Phone', value: '' }]))).toBe('"Phone" is still empty');
    const full = screen([{ name: 'Phone', value: '123' }]);
    expect(unmetChange(fill, full, screen([{ name: 'Phone', value: '123' }]))).toBe(
      '"Phone" holds "123", not "5550142"',
    );
  });

  it('sees a box left unticked, and takes a control gone from the page as no failure', () => {
    const tick = { type: 'check', control: 2, checked: true } as const;
    const after = screen([{ name: 'Phone' }, { name: 'Terms', role: 'checkbox', checked: false }]);
    expect(unmetChange(tick, before, after)).toBe('"Terms" is still not ticked');
    expect(unmetChange(tick, before, screen([{ name: 'Thanks', role: 'heading' }]))).toBeNull();
  });

  it('sees an option chosen in a list of several choices beside those chosen before', () => {
    const list = (value: string) => screen([{ name: 'Ports', role: 'listbox', value }]);
    const add = { type: 'select', control: 1, option: 'Lima' } as const;
    expect(unmetChange(add, list('Accra'), list('Accra, Lima'))).toBeNull();
    expect(unmetChange(add, list('Accra'), list('Accra'))).toBe('"Ports" shows "Accra", not "Lima"');
  });

  it('promises nothing for a press of a control that says no state of its own', () => {
    expect(unmetChange({ type: 'click', control: 1 }, before, before)).toBeNull();
  });

  it('sees a section head, a switch or a tab pressed in vain, and any change on the page as taking', () => {
    const press = { type: 'click', control: 1 } as const;
    const head = (expanded: boolean, text = '') => ({
      ...screen([{ name: 'Returns', role: 'button', expanded }]),
      text,
    });
    expect(unmetChange(press, head(false), head(false))).toBe('"Returns" is still closed');
    expect(unmetChange(press, head(false), head(true))).toBeNull();
    expect(unmetChange(press, head(false), head(false, 'Send it back within 30 days'))).toBeNull();
    const toggle = (checked: boolean) => screen([{ name: 'Dark mode', role: 'switch', checked }]);
    expect(unmetChange(press, toggle(false), toggle(false))).toBe('"Dark mode" is still off');
    const tab = (selected: boolean) => screen([{ name: 'Billing', role: 'tab', selected }]);
    expect(unmetChange(press, tab(false), tab(false))).toBe('"Billing" is still not selected');
    expect(unmetChange(press, tab(false), tab(true))).toBeNull();
  });
});
