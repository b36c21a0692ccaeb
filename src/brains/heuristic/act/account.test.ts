import { describe, expect, it } from 'vitest';
import type { Screen, ScreenControl } from '../../../core/screen.ts';
import type { ScreenAction } from '../../../core/screen-action.ts';
import { defaultLexicon } from '../../../lexicon/index.ts';
import { DONE_FLOOR, instructionWords, RunLedger } from './account.ts';

const lexicon = defaultLexicon();

function screen(text: string, controls: Array<Partial<ScreenControl> & { name: string }>): Screen {
  return {
    url: 'http://127.0.0.1/',
    title: 'Store',
    text,
    controls: controls.map((c, i) => ({ id: i + 1, role: 'button', ...c })),
    sightings: [],
    key: text,
  };
}

/** A run: screens read, and after each the action taken on it (if any). */
async function run(instruction: string, moves: Array<[Screen, ScreenAction | null]>) {
  const ledger = new RunLedger(instruction);
  for (const [shown, action] of moves) {
    ledger.saw(shown);
    if (action) ledger.acted(action, shown);
  }
  return ledger.account(lexicon);
}

const catalogue = screen('Lamps\nDesk lamp £20\nFloor lamp £45\nSettings', [
  { name: 'Add to basket', item: 'Desk lamp £20 Add to basket' },
  { name: 'Add to basket', item: 'Floor lamp £45 Add to basket' },
  { name: 'Settings', role: 'tab' },
  { name: 'Save preferences' },
]);

describe('instructionWords', () => {
  it('leaves out what a negation covers, to the end of its clause', () => {
    const words = instructionWords("choose metric units in the list but don't apply them yet").map(
      (w) => w.text,
    );
    expect(words).toContain('metric');
    expect(words).not.toContain('apply');
    const parenthesised = instructionWords('Take the green mug (not the blue one), thanks').map(
      (w) => w.text,
    );
    expect(parenthesised).toContain('green');
    expect(parenthesised).not.toContain('blue');
  });

  it('reads words holding digits, and quoted words, as values', () => {
    const read = instructionWords("order 3 mugs and write 'handle with care' in the note");
    expect(read.find((w) => w.text === '3')?.value).toBe(true);
    expect(read.find((w) => w.text === 'handle')?.value).toBe(true);
    expect(read.find((w) => w.text === 'mugs')?.value).toBe(false);
  });
});

describe('RunLedger', () => {
  it('accounts for the object by the item of the control pressed; how one asks is not held', async () => {
    const account = await run('could you put the desk lamp in my basket please', [
      [catalogue, { type: 'click', control: 1 }],
      [screen('Added: Desk lamp', []), null],
    ]);
    expect(account.wordsLeft).toEqual([]);
    expect(account.required).not.toContain('put');
    expect(account.share).toBe(1);
    expect(account.done).toBe(true);
  });

  it('leaves the object unaccounted for when only the verb was pressed', async () => {
    const shelf = screen('Folders\nInbox\nArchive\nReceipt from Dana', [
      { name: 'Archive', role: 'link', context: 'Folders' },
      { name: 'Receipt from Dana', role: 'link' },
    ]);
    const account = await run('archive the receipt from Dana', [
      [shelf, { type: 'click', control: 1 }],
      [screen('Folders\nInbox\nArchive\nNothing archived yet', []), null],
    ]);
    expect(account.wordsLeft).toEqual(expect.arrayContaining(['receipt', 'dana']));
    expect(account.share).toBeLessThan(0.5);
  });

  it('holds a number to account: a missing amount is never done', async () => {
    const account = await run('put 3 desk lamps in the basket', [[catalogue, { type: 'click', control: 1 }]]);
    expect(account.valuesLeft).toEqual(['3']);
    expect(account.done).toBe(false);
    const typed = await run('put 3 desk lamps in the basket', [
      [
        screen('Desk lamp', [{ name: 'Qty', role: 'spinbutton', item: 'Desk lamp' }]),
        { type: 'fill', control: 1, text: '3' },
      ],
      [catalogue, { type: 'click', control: 1 }],
    ]);
    expect(typed.valuesLeft).toEqual([]);
  });

  it('holds a verb to account when it names a control the run saw', async () => {
    const account = await run('open settings and save preferences', [
      [catalogue, { type: 'click', control: 3 }],
      [catalogue, null],
    ]);
    expect(account.required).toContain('save');
    expect(account.wordsLeft).toEqual(expect.arrayContaining(['save', 'preferences']));
    expect(account.done).toBe(account.share >= DONE_FLOOR && account.valuesLeft.length === 0);
  });

  it('takes no word from what an action brought onto the page: a list opened shows every item', async () => {
    const tabs = screen('Shop', [{ name: 'Catalogue', role: 'tab' }]);
    const account = await run('put the floor lamp in my basket', [
      [tabs, { type: 'click', control: 1 }],
      [catalogue, null],
    ]);
    expect(account.wordsLeft).toEqual(expect.arrayContaining(['floor', 'lamp', 'basket']));
  });
});

describe('RunLedger, what does not account', () => {
  it('takes typed words only where the field is one the instruction names', async () => {
    const form = screen('Coupon', [
      { name: 'Coupon code', role: 'textbox' },
      { name: 'Search the shop', role: 'searchbox' },
    ]);
    const coupon = await run('put the desk lamp in my basket', [
      [form, { type: 'fill', control: 1, text: 'desk lamp' }],
    ]);
    expect(coupon.wordsLeft).toEqual(expect.arrayContaining(['desk', 'lamp']));
    const search = await run('search the shop for a desk lamp', [
      [form, { type: 'fill', control: 2, text: 'desk lamp' }],
    ]);
    expect(search.wordsLeft).toEqual([]);
  });

  it('takes no word from controls an action brought, and is not done with a layer it opened', async () => {
    const list = screen('Orders\nOrder 77', [{ name: 'Cancel order 77' }]);
    const asked = screen('Orders\nOrder 77\nReally cancel?', [
      { name: 'Cancel order 77' },
      { name: 'Yes, cancel it', onTop: true },
      { name: 'Keep it', onTop: true },
    ]);
    const account = await run('cancel order 77', [
      [list, { type: 'click', control: 1 }],
      [asked, null],
    ]);
    expect(account.layerOpen).toBe(true);
    expect(account.done).toBe(false);
    const keep = await run('keep order 77', [
      [list, { type: 'click', control: 1 }],
      [asked, null],
    ]);
    expect(keep.wordsLeft).toContain('keep');
  });
});
