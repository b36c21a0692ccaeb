import { describe, expect, it } from 'vitest';
import type { Screen, ScreenControl, TermSighting } from '../../../core/screen.ts';
import { words } from '../../../core/text.ts';
import { defaultLexicon } from '../../../lexicon/index.ts';
import { instructionValues, instructionWords } from './account.ts';
import { inOrder, type Query, rankMoves, relativesOf } from './rank.ts';

const lexicon = defaultLexicon();

function screen(
  controls: Array<Partial<ScreenControl> & { name: string }>,
  sightings: TermSighting[] = [],
): Screen {
  return {
    url: 'http://127.0.0.1/',
    title: 'Page',
    text: controls.map((c) => c.name).join('\n'),
    controls: controls.map((c, i) => ({ id: i + 1, role: 'button', ...c })),
    sightings,
    key: 'k',
  };
}

/** The best move for an instruction on a screen, nothing accounted for yet. */
async function best(instruction: string, shown: Screen) {
  const left = instructionWords(instruction).map((w) => w.text);
  const query: Query = {
    left,
    done: [],
    all: words(instruction),
    values: instructionValues(instruction),
    text: instruction.toLowerCase(),
  };
  const relatives = await relativesOf(left, lexicon);
  return rankMoves(shown, query, (w) => relatives.get(w) ?? [])[0];
}

const shelf = screen([
  { name: 'Add to basket', item: 'Reading lamp — £24 Add to basket' },
  { name: 'Add to basket', item: 'Desk lamps (pair) — £40 Add to basket' },
  { name: 'Add to basket', item: 'Lamp shade — £9 Add to basket' },
]);

describe('rankMoves', () => {
  it('finds the item by the words around its button, plural or not', async () => {
    for (const said of [
      "I'd like a desk lamp in my basket",
      'add desk lamps to the basket',
      'basket: desk lamp',
    ]) {
      const move = await best(said, shelf);
      expect(move?.control.id, said).toBe(2);
      expect(move?.action).toEqual({ type: 'click', control: 2 });
    }
  });

  it('chooses the option a code stands for, by the word it shortens', async () => {
    const form = screen([
      { name: 'Cup size', role: 'combobox', value: 'SML', options: ['SML', 'MED', 'LRG'] },
      { name: 'Order' },
    ]);
    const move = await best('make my cup medium please', form);
    expect(move?.action).toEqual({ type: 'select', control: 1, option: 'MED' });
  });

  it('ticks a box, or clears it when asked to turn it off', async () => {
    const prefs = screen([
      { name: 'Weekly digest', role: 'checkbox', checked: false },
      { name: 'Product news', role: 'checkbox', checked: true },
    ]);
    expect((await best('I want the weekly digest', prefs))?.action).toEqual({
      type: 'check',
      control: 1,
      checked: true,
    });
    expect((await best('turn the product news off', prefs))?.action).toEqual({
      type: 'check',
      control: 2,
      checked: false,
    });
    expect(await best('turn the weekly digest on', prefs)).toMatchObject({ control: { id: 1 } });
  });

  it('opens the tab that hides the words asked for', async () => {
    const tabs = screen(
      [
        { name: 'Profile', role: 'tab' },
        { name: 'Alerts', role: 'tab' },
      ],
      [{ term: 'reminders', shown: false, hidden: true, anchors: [], revealers: [2] }],
    );
    expect((await best('switch on reminders', tabs))?.control.id).toBe(2);
  });

  it('types the value said after the field it names', async () => {
    const form = screen([
      { name: 'Mobile', role: 'textbox' },
      { name: 'Postcode', role: 'textbox' },
    ]);
    const move = await best('my postcode is BS1 4DJ and mobile 0161 496 0000', form);
    expect(move?.action).toEqual({ type: 'fill', control: 1, text: '0161 496 0000' });
  });

  it('ranks a control whose name holds words nobody asked for below one that does not', async () => {
    const list = screen([
      { name: 'Empty bin now' },
      { name: 'Bin', item: 'Old receipt from the garage Bin' },
    ]);
    expect((await best('bin the old receipt', list))?.control.id).toBe(2);
  });

  it('presses a control every item has only on an item the instruction names', async () => {
    expect(await best('add a hammock to my basket', shelf)).toBeUndefined();
    expect(await best('look the lamps up in the shop', shelf)).toBeUndefined();
  });

  it('takes the moves in the order the instruction says them', async () => {
    const form = screen([
      { name: 'Save changes' },
      { name: 'Large print', role: 'checkbox', checked: false },
    ]);
    const said = 'switch on large print, then save changes';
    const left = instructionWords(said).map((w) => w.text);
    const relatives = await relativesOf(left, lexicon);
    const query: Query = { left, done: [], all: words(said), values: [], text: said };
    const ranked = rankMoves(form, query, (w) => relatives.get(w) ?? []);
    expect(inOrder(ranked, 0.6).map((r) => r.control.name)).toEqual(['Large print', 'Save changes']);
  });
});
