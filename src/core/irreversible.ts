/**
 * Controls whose press cannot be taken back, by what they do: delete, pay, unsubscribe, log out,
 * send, hand over credentials. Each is pressed only when the instruction itself asks for that
 * kind of action (in its own words); `explore` presses none.
 */
interface Family {
  what: string;
  /** Words on the control. */
  control: RegExp;
  /** Words of an instruction that asks for it. */
  asks: RegExp;
}

const FAMILIES: Family[] = [
  {
    what: 'deletes',
    // Emptying a container (a trash folder, a cart) deletes what it holds.
    control: /\b(delete|remove|trash|erase|destroy|discard|wipe|purge|deactivate|close account|empty)\b/i,
    // A place named after a preposition ("from Trash", "in the bin") is where, not what to do.
    asks: /(?<!\b(?:from|in|inside|within|of)\s+(?:(?:the|my|your)\s+)?)\b(delete|remove|trash|erase|destroy|discard|wipe|purge|deactivate|get rid of|throw (?:away|out)|bin|empty)\b/i,
  },
  {
    what: 'pays',
    // A noun alone names a topic ("Payments", "Order history", "Transfers"); with a verb that
    // completes it, the control does it ("Make payment", "Confirm order", "Transfer funds").
    control: new RegExp(
      String.raw`\b(pay|buy|purchase|checkout|check out|place order|order now|subscribe|donate|book now|confirm booking|` +
        String.raw`(?:make|submit|confirm|complete|authori[sz]e|send)\s+(?:(?:a|the|this|your|my)\s+)?payment|` +
        String.raw`confirm\s+(?:(?:the|this|your|my)\s+)?(?:order|purchase)|(?:transfer|wire|send)\s+(?:the\s+)?(?:funds|money))\b`,
      'i',
    ),
    asks: /\b(pay|payments?|buy|purchase|checkout|check out|order|subscribe|donate|book|transfer|wire)\b/i,
  },
  { what: 'unsubscribes', control: /\bunsubscribe\b/i, asks: /\bunsubscribe\b/i },
  {
    what: 'logs out',
    control: /\b(log ?out|sign ?out|logoff|log off)\b/i,
    asks: /\b(log ?out|sign ?out|logoff|log off)\b/i,
  },
  {
    what: 'sends',
    control: /\b(send|publish|post)\b/i,
    asks: /\b(send|reply|forward|message|mail|email|e-mail|post|publish|share|tweet|comment)\b/i,
  },
];

/**
 * A press that hands over a secret: a log-in or submit control on a form with a password field,
 * or, on any page, a control that says it hands one over ("Submit password", "Enter PIN").
 */
const CREDENTIALS = {
  control: /\b(log ?in|sign ?in|submit|continue|next|ok|enter)\b/i,
  named: /\b(?:submit|send|enter|confirm)\s+(?:(?:your|my|the)\s+)?(?:password|passcode|pin|credentials)\b/i,
  asks: /\b(log ?in|sign ?in|login|password|passcode|pin|credentials)\b/i,
};

/**
 * What a control would do that cannot be taken back, or null when pressing it is safe.
 * `passwordOnPage`: the screen has a password field (a press may submit credentials).
 */
export function destructiveKind(label: string, passwordOnPage = false): string | null {
  for (const family of FAMILIES) if (family.control.test(label)) return family.what;
  if (CREDENTIALS.named.test(label) || (passwordOnPage && CREDENTIALS.control.test(label)))
    return 'submits credentials';
  return null;
}

/**
 * A link only fetches a page: "Payment of Wages" or "Removing a node" is a page to read, not a
 * control that pays or deletes. Links that act on the account when followed are the exception:
 * log out, unsubscribe, and deleting or closing the account itself.
 */
const ACCOUNT_ACTION_LINK = /\b(?:delete|remove|close|deactivate)\s+(?:(?:my|your|the|this)\s+)?account\b/i;

/** What following a link would do that cannot be taken back, or null when it only fetches a page. */
export function destructiveLinkKind(label: string): string | null {
  const kind = destructiveKind(label);
  if (kind === 'logs out' || kind === 'unsubscribes') return kind;
  if (ACCOUNT_ACTION_LINK.test(label)) return 'deletes';
  if (/\bdeactivate\b/i.test(label)) return 'deletes';
  return null;
}

/** Whether an instruction asks for the action a destructive control does. */
export function instructionAsks(kind: string, instruction: string): boolean {
  if (kind === 'submits credentials') return CREDENTIALS.asks.test(instruction);
  const family = FAMILIES.find((f) => f.what === kind);
  return family ? family.asks.test(instruction) : false;
}

/**
 * Whether a verb of an instruction and a control's label name the same irreversible action
 * ("remove" and "Delete", "purchase" and "Buy now"): the verb asks for it, the control does it.
 */
export function sameAction(verb: string, label: string): boolean {
  const kind = destructiveKind(label);
  const family = FAMILIES.find((f) => f.what === kind);
  return !!family && family.asks.test(verb) && family.control.test(verb);
}
