import { describe, expect, it } from 'vitest';
import { destructiveKind, instructionAsks, sameAction } from './irreversible.ts';

describe('destructive controls', () => {
  it('names what a control would do that cannot be taken back', () => {
    expect(destructiveKind('Delete account')).toBe('deletes');
    expect(destructiveKind('trash')).toBe('deletes');
    expect(destructiveKind('Buy now')).toBe('pays');
    expect(destructiveKind('Log out')).toBe('logs out');
    expect(destructiveKind('send reply')).toBe('sends');
    expect(destructiveKind('Unsubscribe')).toBe('unsubscribes');
    expect(destructiveKind('Save')).toBeNull();
    expect(destructiveKind('Submit')).toBeNull();
    expect(destructiveKind('Submit', true)).toBe('submits credentials');
  });

  it('lets one through only when the instruction asks for that kind of action', () => {
    expect(instructionAsks('deletes', 'click the trash icon to delete it')).toBe(true);
    expect(instructionAsks('deletes', 'open the Settings tab')).toBe(false);
    expect(instructionAsks('sends', 'reply to them with the text "ok"')).toBe(true);
    expect(instructionAsks('submits credentials', 'Enter the username "a" and press login')).toBe(true);
    expect(instructionAsks('pays', 'find the opening hours')).toBe(false);
    // A folder named after a preposition is a place, not a request to delete.
    expect(instructionAsks('deletes', "restore the 'Harvest fair' note from the Bin")).toBe(false);
    expect(instructionAsks('deletes', 'read the newest message in Trash')).toBe(false);
    expect(instructionAsks('deletes', 'move the flyer to the trash')).toBe(true);
    expect(instructionAsks('deletes', 'empty the recycle bin')).toBe(true);
    expect(destructiveKind('Empty bin now')).toBe('deletes');
  });
});

describe('sameAction', () => {
  it('pairs a verb and a control that do the same irreversible thing', () => {
    expect(sameAction('remove', 'Delete')).toBe(true);
    expect(sameAction('purchase', 'Buy now')).toBe(true);
    expect(sameAction('remove', 'Buy now')).toBe(false);
    expect(sameAction('open', 'Delete')).toBe(false);
  });
});
