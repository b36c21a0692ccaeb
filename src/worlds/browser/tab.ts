import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BrowserError } from '../../core/errors/browser-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { PRESS_CHANGED_NOTHING } from '../../core/expected-change.ts';
import { fnv1a } from '../../core/fnv.ts';
import { describeCondition, meetsCondition, type NumberCondition } from '../../core/number-condition.ts';
import type { Fault, Passage, ReadOptions, Screen } from '../../core/screen.ts';
import type { ScreenAction } from '../../core/screen-action.ts';
import { nativeFieldValue } from '../../language/field-value.ts';
import { labelledValue } from '../../language/text-values.ts';
import type { CheckUrl } from '../web/check-url.ts';
import { chromiumPath, launchChromium, navigationError, settle } from './chromium.ts';
import { dismissConsent } from './consent.ts';
import { type Control, DEFAULT_IGNORED, locate, readControlsAndTerms } from './controls.ts';
import { pageCall, runInPage } from './page-scripts.ts';
import { styleText } from './rich-text.ts';
import { scrollTo } from './scroll.ts';
import { slideTo } from './slider.ts';
import { symbolWords } from './symbol-words.ts';

export interface BrowserTabOptions {
  /** Vets every request the page makes (its navigations included): the address guard. */
  checkUrl: CheckUrl;
  executable?: string;
  headless?: boolean;
  viewport?: { width: number; height: number };
  /** Longest wait for a page load. Default 15 s. */
  timeoutMs?: number;
  /** Longest wait, after an action, for the network and the DOM to fall quiet. Default 2 s. */
  settleMs?: number;
  /** Longest wait for a control to take an action (visible, steady, not covered). Default 3 s. */
  actionTimeoutMs?: number;
  /** Regions whose controls are left out; see `readControls`. */
  ignore?: string[];
  /** Pause after each action, for a person watching (ms). Default 0. */
  delayMs?: number;
}

/** One page in one Chromium, driven action by action: the browser world of `act` and `explore`. */
export interface BrowserTab {
  /** Opens `url` (cookie and consent banners dismissed, rejecting where a reject exists). */
  open(url: string, signal: AbortSignal): Promise<void>;
  /** The page as it is now, and how `terms` stand to its controls. */
  read(terms: readonly string[], signal: AbortSignal, options?: ReadOptions): Promise<Screen>;
  /** Carries out an action on the screen last read; resolves to what happened, in a few words. */
  perform(action: ScreenAction, signal: AbortSignal): Promise<string>;
  /** Faults seen since the last call: uncaught exceptions, console errors, failed requests, HTTP ≥ 400. */
  takeFaults(): Fault[];
  /** Closes the browser; safe to call more than once. */
  close(): Promise<void>;
}

/** Visible text kept on a screen: enough to judge it, small enough to keep per step. */
const MAX_TEXT = 4_000;

/**
 * Waits until the value the page shows under a label meets a condition (it is read every 20 ms,
 * so a press right after catches a value that moves); throws when it does not within `timeoutMs`.
 */
async function valueMeets(
  page: Page,
  label: string,
  condition: NumberCondition,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: number | null = null;
  for (;;) {
    const text = await runInPage(page, 'bodyText');
    last = labelledValue(text, label);
    if (last !== null && meetsCondition(condition, last)) return;
    if (Date.now() > deadline)
      throw new Error(
        `the ${label} was not ${describeCondition(condition)} within ${timeoutMs / 1000} s (last shown: ${last ?? 'none'})`,
      );
    await page.waitForTimeout(20);
  }
}

export function createBrowserTab(options: BrowserTabOptions): BrowserTab {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const settleMs = options.settleMs ?? 2_000;
  const actionTimeoutMs = options.actionTimeoutMs ?? 3_000;
  let browser: Browser | null = null;
  let page: Page | null = null;
  let closed = false;
  let inFlight = 0;
  /** Requests the page has made, ever: a press that sent one did something. */
  let requested = 0;
  let refused: unknown = null;
  /** When the last action ended (ms): a press asked to come a while after it waits from there. */
  let lastActedAt = 0;
  let controls: Control[] = [];
  const signals = new Set<AbortSignal>();
  let faults: Fault[] = [];
  /** At most this many faults kept between two reads: a page that logs in a loop floods nothing. */
  const MAX_FAULTS = 50;
  const fault = (f: Fault): void => {
    if (faults.length < MAX_FAULTS) faults.push(f);
  };

  const ready = (): Page => {
    if (!page || closed)
      throw new BrowserError({ executable: options.executable ?? chromiumPath(), problem: 'was closed' });
    return page;
  };

  const abortable = async <T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> => {
    signal.throwIfAborted();
    // An abort closes the browser: whatever the page was doing stops with it.
    const stop = (): void => void close();
    signal.addEventListener('abort', stop, { once: true });
    signals.add(signal);
    try {
      return await work();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      signal.removeEventListener('abort', stop);
      signals.delete(signal);
    }
  };

  const close = async (): Promise<void> => {
    closed = true;
    const b = browser;
    browser = null;
    page = null;
    if (b) await b.close().catch(() => {});
  };

  const quiet = async (): Promise<void> => {
    const p = ready();
    await p.waitForLoadState('load', { timeout: timeoutMs }).catch(() => {});
    await settle(p, () => inFlight, settleMs);
  };

  const start = async (signal: AbortSignal): Promise<Page> => {
    browser = await launchChromium({
      ...(options.executable ? { executable: options.executable } : {}),
      ...(options.headless !== undefined ? { headless: options.headless } : {}),
    });
    if (closed) {
      await browser.close().catch(() => {});
      throw signal.reason ?? new BrowserError({ executable: chromiumPath(), problem: 'was closed' });
    }
    const context: BrowserContext = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      acceptDownloads: false,
    });
    await context.addInitScript(pageCall('countPendingTimers'));
    await context.addInitScript(pageCall('markListeners'));
    const p = await context.newPage();
    p.on('pageerror', (error) => fault({ kind: 'uncaught exception', message: error.message, url: p.url() }));
    p.on('console', (message) => {
      // A failed load is reported once, as the request's own fault, not again as its console line.
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
        fault({ kind: 'console error', message: message.text().slice(0, 500), url: p.url() });
    });
    p.on('response', (response) => {
      if (response.status() >= 400)
        fault({
          kind: 'http error',
          message: `HTTP ${response.status()} ${response.statusText()}`.trim(),
          url: response.request().frame()?.url() || p.url(),
          request: response.url(),
          status: response.status(),
        });
    });
    p.on('requestfailed', (request) => {
      const why = request.failure()?.errorText ?? 'failed';
      // Requests the guard refused, or that the page itself dropped, are not the site's fault.
      if (/ERR_BLOCKED_BY_CLIENT|ERR_ABORTED/.test(why)) return;
      fault({ kind: 'failed request', message: why, url: p.url(), request: request.url() });
    });
    p.on('request', () => {
      inFlight++;
      requested++;
    });
    p.on('requestfinished', () => inFlight--);
    p.on('requestfailed', () => inFlight--);
    await p.route('**/*', async (route) => {
      const request = route.request();
      const target = URL.parse(request.url());
      if (!target || target.protocol === 'data:' || target.protocol === 'blob:') return route.continue();
      try {
        if (target.protocol !== 'http:' && target.protocol !== 'https:')
          throw new FetchError({
            url: target.href,
            reason: 'network',
            message: `${target.protocol} is not opened`,
          });
        await options.checkUrl(target, signal);
      } catch (error) {
        if (request.isNavigationRequest() && request.frame() === p.mainFrame()) refused ??= error;
        return route.abort('blockedbyclient');
      }
      return route.continue();
    });
    return p;
  };

  const byId = (id: number): Control => {
    const control = controls.find((c) => c.id === id);
    if (!control)
      throw new BrowserError({
        executable: chromiumPath(),
        problem: `has no control [${id}] on this screen`,
      });
    return control;
  };

  return {
    open: (url, signal) =>
      abortable(signal, async () => {
        page ??= await start(signal);
        refused = null;
        try {
          await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
        } catch (error) {
          throw refused ?? navigationError(url, error, timeoutMs);
        }
        if (refused) throw refused;
        await quiet();
        const p = page;
        const read = async () =>
          (await readControlsAndTerms(p, [], { ignore: options.ignore ?? DEFAULT_IGNORED })).controls;
        if (await dismissConsent(p, read, actionTimeoutMs)) await quiet();
      }),

    read: (terms, signal, how) =>
      abortable(signal, async () => {
        const p = ready();
        await quiet();
        const found = await readControlsAndTerms(p, [...terms], {
          ignore: how?.whole ? [] : (options.ignore ?? DEFAULT_IGNORED),
        });
        controls = found.controls;
        for (const control of controls) {
          const symbols = symbolWords(control.glyph ?? control.name);
          if (symbols) control.symbols = symbols;
        }
        const shown = (await runInPage(p, 'readText').catch(() => ({ text: '', passages: [] }))) as {
          text: string;
          passages: Passage[];
        };
        const text = shown.text
          .replace(/[ \t]+/g, ' ')
          .replace(/\n\s*\n+/g, '\n')
          .trim()
          .slice(0, MAX_TEXT);
        const passages = shown.passages;
        const url = p.url();
        const title = await p.title().catch(() => '');
        const signature = controls
          .map((c) =>
            [c.role, c.name, c.value ?? '', c.checked ?? '', c.expanded ?? '', c.selected ?? ''].join('|'),
          )
          .join('\n')
          // The words shown too, so that a list's next page of alike rows is another state; not
          // its figures, which a clock or a counter changes on a page that stays the same.
          .concat('\n', text.replace(/\d+/g, '#'));
        return {
          url,
          title,
          text,
          controls: controls.map(({ locator: _l, disabled: _d, glyph: _g, ...shown }) => shown),
          sightings: found.sightings,
          passages,
          key: `${url}\n${fnv1a(signature).toString(16).padStart(8, '0')}`,
        };
      }),

    perform: (action, signal) =>
      abortable(signal, async () => {
        const p = ready();
        const timeout = actionTimeoutMs;
        let result: string;
        switch (action.type) {
          case 'click': {
            // Pointed at first, and given a moment: a control that changes under the pointer (an
            // icon that swaps its image, a menu that opens) takes the press as a person's would.
            // The element is held from the first, for pages that reorder their elements when
            // pointed at (a drawing brings the item under the pointer to the front): found again
            // only when the page replaced it.
            const located = locate(p, byId(action.control));
            const held = await located.elementHandle({ timeout }).catch(() => null);
            await (held ?? located).hover({ timeout });
            await quiet();
            const early = action.afterMs ? lastActedAt + action.afterMs - Date.now() : 0;
            if (early > 0) await p.waitForTimeout(early);
            if (action.when) await valueMeets(p, action.when.label, action.when.condition, timeoutMs);
            const kept = held && (await held.evaluate((el) => el.isConnected).catch(() => false));
            const sent = requested;
            const where = p.url();
            await runInPage(p, 'watchChanges').catch(() => {});
            await (kept && held ? held : located).click({ timeout });
            await quiet();
            // A press that changed nothing (no element, field, focus or address) and sent
            // nothing did not take; said so, for the run to weigh.
            const changed = await runInPage(p, 'changesSeen').catch(() => true);
            result = changed || requested !== sent || p.url() !== where ? 'clicked' : PRESS_CHANGED_NOTHING;
            break;
          }
          case 'hover':
            await locate(p, byId(action.control)).hover({ timeout });
            result = 'pointed at';
            break;
          case 'fill': {
            // Typed key by key, as a person types: pages that listen to keys (autocomplete) see them.
            const field = locate(p, byId(action.control));
            // A browser's own date or time field is set to its one ISO form: its parts follow the
            // reader's locale, and keys typed into them land part by part in that order.
            const native = await field.evaluate((el) => {
              const input = el as unknown as { tagName: string; type?: string };
              const language = (globalThis as unknown as { navigator: { language: string } }).navigator
                .language;
              const first = new Intl.DateTimeFormat(language).formatToParts(new Date(2000, 10, 22))[0];
              return {
                type: input.tagName === 'INPUT' ? (input.type ?? '') : '',
                dayFirst: first?.type === 'day',
              };
            });
            const value = nativeFieldValue(native.type, action.text, { dayFirst: native.dayFirst });
            if (value !== null) {
              await field.fill(value, { timeout });
              result = 'set';
              break;
            }
            await field.click({ timeout });
            await field.fill('', { timeout });
            // Text of several lines or with tabs is pasted, not keyed: Enter would send the form
            // and Tab would leave the field. The field keeps what a paste keeps.
            if (/[\t\n\r]/.test(action.text)) await p.keyboard.insertText(action.text);
            else await field.pressSequentially(action.text, { timeout: timeout + action.text.length * 50 });
            result = 'typed';
            break;
          }
          case 'select': {
            // In a list that holds several choices, the option is added to those already chosen.
            const list = locate(p, byId(action.control));
            const chosen = (await list.evaluate((el) =>
              'multiple' in el && el.multiple && 'selectedOptions' in el
                ? Array.from(el.selectedOptions as ArrayLike<{ label: string }>, (o) => o.label)
                : [],
            )) as string[];
            await list.selectOption(
              [...chosen.filter((label) => label !== action.option), action.option].map((label) => ({
                label,
              })),
              { timeout },
            );
            result = 'chosen';
            break;
          }
          case 'check':
            await locate(p, byId(action.control)).setChecked(action.checked, { timeout });
            result = action.checked ? 'checked' : 'unchecked';
            break;
          case 'press':
            await locate(p, byId(action.control)).press(action.key, { timeout });
            result = 'pressed';
            break;
          case 'style':
            result = await styleText(p, locate(p, byId(action.control)), action.text, action.style, timeout);
            break;
          case 'scroll':
            result = await scrollTo(p, action.to, action.passage);
            break;
          case 'set':
            result = await slideTo(p, locate(p, byId(action.control)), action.value, timeout);
            break;
          case 'back': {
            const response = await p.goBack({ timeout: timeoutMs, waitUntil: 'load' }).catch(() => null);
            result = response ? 'back' : 'no page to go back to';
            break;
          }
          case 'done':
          case 'stop':
            return action.type;
        }
        if (refused) {
          const why = refused;
          refused = null;
          throw why;
        }
        lastActedAt = Date.now();
        if (options.delayMs) await p.waitForTimeout(options.delayMs);
        return result;
      }),

    takeFaults() {
      const taken = faults;
      faults = [];
      return taken;
    },

    close,
  };
}
