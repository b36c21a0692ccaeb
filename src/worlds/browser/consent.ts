import type { Page } from 'playwright-core';
import { type Control, locate } from './controls.ts';

/** Buttons that refuse optional cookies ("Reject all", "Only necessary", "Continue without accepting"). */
const REJECT =
  /^(reject|decline|refuse|deny|disagree)( all| optional)?( cookies)?$|^(accept |allow |use )?(only )?(necessary|essential|required)( cookies)?( only)?$|^continue without (accepting|agreeing)$/i;
/** Buttons that close a banner without accepting. */
const CLOSE = /^(close|dismiss|×|✕|✖|x|no,? thanks|not now)$/i;

/**
 * Dismisses a cookie or consent banner the way a careful person does: rejects optional cookies
 * where the banner offers it, else closes it; never accepts. Only controls inside a block that
 * speaks of cookies or consent are pressed. Resolves true when one was pressed.
 */
export async function dismissConsent(
  page: Page,
  readControls: () => Promise<Control[]>,
  timeoutMs: number,
): Promise<boolean> {
  const controls = (await readControls()).filter((c) => c.role === 'button' || c.role === 'link');
  for (const pattern of [REJECT, CLOSE]) {
    for (const control of controls.filter((c) => pattern.test(c.name.trim()))) {
      const located = locate(page, control);
      const aboutConsent = await located
        // In-page: the control's nearest blocks, up to six levels, speak of cookies or consent.
        .evaluate((el) => {
          let e: typeof el | null = el;
          for (let up = 0; e && up < 6; up++, e = e.parentElement as typeof el | null)
            if (/cookie|consent|gdpr|privacy/i.test((e.textContent ?? '').slice(0, 3000))) return true;
          return false;
        })
        .catch(() => false);
      if (!aboutConsent) continue;
      const pressed = await located
        .click({ timeout: timeoutMs })
        .then(() => true)
        .catch(() => false);
      if (pressed) return true;
    }
  }
  return false;
}
