import { describe, expect, it } from 'vitest';
import { destructiveKind, destructiveLinkKind, instructionAsks } from './destructive.ts';
import { isDestructive } from './guard.ts';

// Controls of every irreversible family, worded as apps word them; none is taken from a task.
const IRREVERSIBLE = [
  'Remove',
  'Remove from basket',
  'Discard draft',
  'Delete',
  'Wipe device',
  'Send',
  'Send message',
  'Publish',
  'Post comment',
  'Pay now',
  'Purchase',
  'Checkout',
  'Donate',
  'Log out',
  'Sign out',
  'Unsubscribe',
  'Deactivate',
];
const HARMLESS = ['Save', 'Next', 'Search', 'Show more', 'Settings', 'Cancel', 'Preview'];

describe('one destructive-control rule for every command', () => {
  it('a question never presses what act refuses without being asked, and presses the rest', () => {
    for (const label of IRREVERSIBLE) {
      const kind = destructiveKind(label);
      expect(kind, label).not.toBeNull();
      expect(instructionAsks(kind ?? '', 'Find the opening hours'), label).toBe(false);
      expect(isDestructive({ label, kind: 'button' }), label).toBe(true);
    }
    for (const label of HARMLESS) {
      expect(destructiveKind(label), label).toBeNull();
      expect(isDestructive({ label, kind: 'button' }), label).toBe(false);
    }
  });

  it('a link is refused only when following it acts on the account', () => {
    for (const label of ['Log out', 'Unsubscribe', 'Delete my account', 'Close your account'])
      expect(isDestructive({ label, kind: 'link' }), label).toBe(true);
    // Links to pages about an action are read, not pressed.
    for (const label of ['Payment of Wages', 'Removing a node', 'Sending mail with SMTP', 'Delete statement'])
      expect(destructiveLinkKind(label), label).toBeNull();
  });
});
