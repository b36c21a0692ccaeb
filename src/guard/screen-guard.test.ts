import { describe, expect, it } from 'vitest';
import type { Screen, ScreenControl } from '../core/screen.ts';
import { screenMoveKey } from '../core/screen-move.ts';
import { checkScreenAction } from './screen-guard.ts';

/** A made-up screen of a notes app: its controls by role and name. */
function screen(controls: Array<[string, string]>): Screen {
  return {
    url: 'http://notes.test/',
    title: 'Notes',
    text: '',
    controls: controls.map(([role, name], i): ScreenControl => ({ id: i + 1, role, name })),
    sightings: [],
    key: 'k',
  };
}

const notes = screen([
  ['button', 'Archive note'],
  ['button', 'Erase all notes'],
  ['link', 'Sign out'],
  ['textbox', 'Title'],
]);

describe('the guard of actions on screens', () => {
  it('refuses a control that is not on the screen', () => {
    expect(checkScreenAction(notes, { type: 'click', control: 9 }, '', 'archive the note')).toBe(
      'there is no control [9] on this screen',
    );
  });

  it('refuses a press that cannot be taken back unless the instruction asks for that kind of action', () => {
    const erase = { type: 'click', control: 2 } as const;
    expect(checkScreenAction(notes, erase, 'Erase all notes', 'archive the note')).toBe(
      '"Erase all notes" deletes, and the instruction does not ask for that',
    );
    expect(checkScreenAction(notes, erase, 'Erase all notes', 'wipe every note')).toBeNull();
    expect(checkScreenAction(notes, { type: 'click', control: 3 }, 'Sign out', 'archive the note')).toMatch(
      /logs out/,
    );
    expect(
      checkScreenAction(notes, { type: 'click', control: 1 }, 'Archive note', 'archive the note'),
    ).toBeNull();
  });

  it('takes a press on a form with a password field for handing over credentials', () => {
    const login = screen([
      ['textbox', 'Passcode'],
      ['button', 'Continue'],
    ]);
    const go = { type: 'click', control: 2 } as const;
    expect(checkScreenAction(login, go, 'Continue', 'open the archive')).toMatch(/submits credentials/);
    expect(checkScreenAction(login, go, 'Continue', 'sign in with the passcode 1234')).toBeNull();
  });

  it('leaves typing and choosing alone: only a press does what cannot be taken back', () => {
    expect(checkScreenAction(notes, { type: 'fill', control: 4, text: 'Erase' }, 'Title', 'x')).toBeNull();
  });
});

describe('moves already made', () => {
  it('refuses the same move on the same state of the page, and allows it once the page changed', () => {
    const made = new Set<string>();
    const press = { type: 'click', control: 1 } as const;
    const key = screenMoveKey(notes, press);
    expect(key).not.toBeNull();
    made.add(key ?? '');
    expect(checkScreenAction(notes, press, 'Archive note', 'archive the note', made)).toBe(
      'this was done already on the page as it is now ("Archive note"): doing it again would go round in a circle',
    );
    const changed = { ...notes, text: '1 note archived' };
    expect(checkScreenAction(changed, press, 'Archive note', 'archive the note', made)).toBeNull();
    const typed = { type: 'fill', control: 4, text: 'Groceries' } as const;
    made.add(screenMoveKey(notes, typed) ?? '');
    expect(checkScreenAction(notes, { ...typed, text: 'Errands' }, 'Title', 'x', made)).toBeNull();
  });

  it('leaves a press timed by the page alone: its timing is the change', () => {
    expect(screenMoveKey(notes, { type: 'click', control: 1, afterMs: 2000 })).toBeNull();
    expect(screenMoveKey(notes, { type: 'back' })).toBeNull();
  });
});
