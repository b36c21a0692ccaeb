/**
 * Starts the system Chromium through playwright-core, which never downloads a browser: the
 * report's browser tests and `npm run screenshot:report` share it. CHROMIUM_PATH overrides
 * /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox (CI runs as root), no GPU, and nothing Chromium would fetch on its own behalf. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}: install the Debian package chromium (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium executable. playwright-core never downloads one.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
