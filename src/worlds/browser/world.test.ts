import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { BrowserError } from '../../core/errors/browser-error.ts';
import { HttpStatusError } from '../../core/errors/http-status-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { type StaticServer, serveFolder } from '../../demo/static-server.ts';
import { tempFolders } from '../../library/test-support/temp-folders.ts';
import { navigate } from '../../navigate.ts';
import { createAddressGuard } from '../web/address-guard.ts';
import { createWebWorld } from '../web/world.ts';
import { ourChromium } from './test-support/chromium-children.ts';
import { createBrowserWorld } from './world.ts';

const temp = tempFolders('browser-world', afterAll);
const signal = new AbortController().signal;

// A shop manual whose pages are built by their scripts: the home page's links after load, the
// answer a moment later. Read over HTTP, neither exists.
const HOME = `<!doctype html><html><head><title>Workshop manual</title></head><body>
<main id="main"><h1>Workshop manual</h1><p>Loading the contents…</p></main>
<script>
document.getElementById('main').innerHTML = '<h1>Workshop manual</h1><ul>' +
  '<li><a href="wheels.html">Wheels and tyres</a></li><li><a href="brakes.html">Brakes</a></li>' +
  '<li><a href="lights.html">Lights</a></li></ul>';
</script></body></html>`;
const page = (title: string, text: string) => `<!doctype html><html><head><title>${title}</title></head><body>
<main id="main"><h1>${title}</h1></main>
<script>
setTimeout(() => {
  const p = document.createElement('p');
  p.textContent = ${JSON.stringify(text)};
  document.getElementById('main').appendChild(p);
}, 150);
</script></body></html>`;

let site: StaticServer;

beforeAll(async () => {
  const root = temp();
  writeFileSync(join(root, 'index.html'), HOME);
  writeFileSync(
    join(root, 'wheels.html'),
    page('Wheels and tyres', 'Tighten the wheel nuts to a torque of 110 Nm in a star pattern.'),
  );
  writeFileSync(join(root, 'brakes.html'), page('Brakes', 'Replace the brake fluid every two years.'));
  writeFileSync(join(root, 'lights.html'), page('Lights', 'Headlamp bulbs are H7, 55 W.'));
  writeFileSync(join(root, 'manual.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  site = await serveFolder(root);
});
afterAll(async () => {
  await site.close();
});

describe('the browser world', () => {
  it('sees what a page’s scripts build, which a fetch does not', async () => {
    const web = createWebWorld();
    const browser = createBrowserWorld();
    try {
      const fetched = await web.open(site.url, signal);
      const rendered = await browser.open(site.url, signal);
      expect(fetched.options.map((o) => o.label)).not.toContain('Wheels and tyres');
      expect(rendered.options.map((o) => o.label)).toEqual(
        expect.arrayContaining(['Wheels and tyres', 'Brakes', 'Lights']),
      );
      // The answer appears 150 ms after the load event: the world waits for the page to settle.
      const wheels = rendered.options.find((o) => o.label === 'Wheels and tyres');
      const opened = await browser.act(rendered, { type: 'open', option: wheels?.id ?? 0 }, signal);
      expect(opened.location).toBe(`${site.url}wheels.html`);
      expect(opened.text).toContain('torque of 110 Nm');
      expect(ourChromium().length).toBeGreaterThan(0);
    } finally {
      await web.close?.();
      await browser.close?.();
    }
    expect(ourChromium()).toEqual([]);
  });

  it('answers with ask --browser where the web world cannot', async () => {
    const question = 'What torque for the wheel nuts?';
    const rendered = await navigate({ start: site.url, question, browser: true });
    expect(rendered.found).toBe(true);
    expect(rendered.findings[0]?.citation.url).toBe(`${site.url}wheels.html`);
    expect(rendered.findings[0]?.citation.quote).toContain('110 Nm');
    // The run closed the browser it opened.
    expect(ourChromium()).toEqual([]);
    const fetched = await navigate({ start: site.url, question });
    expect(fetched.found).toBe(false);
  });

  it('fails as the web world does: an error status, a file that is no page, an address refused', async () => {
    const browser = createBrowserWorld();
    try {
      await expect(browser.open(`${site.url}missing.html`, signal)).rejects.toSatisfy(
        HttpStatusError.isInstance,
      );
      await expect(browser.open(`${site.url}manual.png`, signal)).rejects.toSatisfy(NotHtmlError.isInstance);
    } finally {
      await browser.close?.();
    }
    // Server mode refuses loopback: refused before Chromium is asked for anything.
    const guarded = createBrowserWorld({ checkUrl: createAddressGuard() });
    try {
      await expect(guarded.open(site.url, signal)).rejects.toSatisfy(BlockedAddressError.isInstance);
    } finally {
      await guarded.close?.();
    }
  });

  it('vets each redirect hop: a page reached by a redirect the rules refuse is not read', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: '/private.html' }).end();
      else
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Private</title><p>Secret words.</p>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const refusal = new Error('refused by the test rules');
    const browser = createBrowserWorld({
      checkUrl: async (url) => {
        if (url.pathname === '/private.html') throw refusal;
      },
    });
    try {
      await expect(browser.open(`http://127.0.0.1:${port}/moved`, signal)).rejects.toBe(refusal);
    } finally {
      await browser.close?.();
      server.close();
    }
  });

  it('stops a load when the run is aborted', async () => {
    const browser = createBrowserWorld();
    const controller = new AbortController();
    try {
      const opening = browser.open(site.url, controller.signal);
      controller.abort(new Error('stopped by the test'));
      await expect(opening).rejects.toThrow('stopped by the test');
      // The world still works for the next run's signal.
      const place = await browser.open(site.url, signal);
      expect(place.title).toBe('Workshop manual');
    } finally {
      await browser.close?.();
    }
    expect(ourChromium()).toEqual([]);
  });

  it('closes the browser when a run is aborted mid-way', async () => {
    const controller = new AbortController();
    const run = navigate({
      start: site.url,
      question: 'What torque for the wheel nuts?',
      browser: true,
      signal: controller.signal,
    });
    for await (const _step of run) {
      controller.abort();
      break;
    }
    const trail = await run;
    expect(trail.stop.code).toBe('aborted');
    expect(ourChromium()).toEqual([]);
  });

  it('says how to install Chromium when it is missing', async () => {
    const browser = createBrowserWorld({ chromium: { executable: '/nonexistent/chromium' } });
    try {
      const error = await browser.open(site.url, signal).catch((e: unknown) => e);
      expect(BrowserError.isInstance(error)).toBe(true);
      expect(String((error as Error).message)).toMatch(
        /\/nonexistent\/chromium\) is not there: install the Debian package chromium/,
      );
    } finally {
      await browser.close?.();
    }
  });
});
