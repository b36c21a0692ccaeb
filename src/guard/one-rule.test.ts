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
  'Make a payment',
  'Confirm your order',
  'Transfer funds',
  'Submit password',
  'Log out',
  'Sign out',
  'Unsubscribe',
  'Deactivate',
];
const HARMLESS = ['Save', 'Next', 'Search', 'Show more', 'Settings', 'Cancel', 'Preview'];
// Topics named by the same nouns: sections and tabs to open, not actions.
const TOPICS = ['Payments', 'Payment options', 'Order history', 'Your orders', 'Transfers', 'Password rules'];

describe('one destructive-control rule for every command', () => {
  it('a question never presses what act refuses without being asked, and presses the rest', () => {
    for (const label of IRREVERSIBLE) {
      const kind = destructiveKind(label);
      expect(kind, label).not.toBeNull();
      expect(instructionAsks(kind ?? '', 'Find the opening hours'), label).toBe(false);
      expect(isDestructive({ label, kind: 'button' }), label).toBe(true);
    }
    for (const label of [...HARMLESS, ...TOPICS]) {
      expect(destructiveKind(label), label).toBeNull();
      expect(isDestructive({ label, kind: 'button' }), label).toBe(false);
    }
  });

  it('a control of each family is let through when the instruction asks for its action in its own words', () => {
    const asked: [string, string][] = [
      ['Remove from basket', 'Get rid of the blue scarf in my basket'],
      ['Send message', 'Reply to Maria that the meeting moved'],
      ['Make a payment', 'Pay the water bill'],
      ['Transfer funds', 'Transfer 40 euros to the savings account'],
      ['Submit password', 'Log in with the password on the card'],
      ['Log out', 'Sign out when you are done'],
      ['Unsubscribe', 'Unsubscribe from the newsletter'],
    ];
    for (const [label, instruction] of asked) {
      const kind = destructiveKind(label) ?? '';
      expect(instructionAsks(kind, instruction), label).toBe(true);
      // Asked for another family's action, the control stays refused.
      expect(instructionAsks(kind, 'Bookmark the third article'), label).toBe(false);
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
