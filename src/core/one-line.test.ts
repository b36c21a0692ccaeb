import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.ts';

describe('oneLine', () => {
  it('takes out colours and links, leaves out a call log, and joins the lines', () => {
    const raw =
      '\u001b[31mpage.goto: net::ERR_CONNECTION_REFUSED\u001b[39m at http://127.0.0.1:9/\nCall log:\n  - navigating to "http://127.0.0.1:9/"';
    expect(oneLine(raw)).toBe('page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:9/');
    expect(oneLine('see \u001b]8;;http://x.test\u0007the page\u001b]8;;\u0007\n  now')).toBe(
      'see the page now',
    );
  });
});
