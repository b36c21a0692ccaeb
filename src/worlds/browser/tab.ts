import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

/** At most this many faults kept between two reads: a page that logs in a loop floods nothing. */
const MAX_FAULTS = 50;

/** One page in one Chromium, driven action by action. */
export function createBrowserTab(options: BrowserTabOptions): BrowserTab {
  const tab = new ChromiumTab(options);
  return {
    open: (url, signal) => tab.open(url, signal),
    read: (terms, signal, how) => tab.read(terms, signal, how),
    perform: (action, signal) => tab.perform(action, signal),
    takeFaults: () => tab.takeFaults(),
    close: () => tab.close(),
  };
}

/**
 * The tab and what it keeps between calls: the browser and page, the requests in flight and
 * made, a navigation the guard refused, when the last action ended, the controls of the screen
 * last read, and the faults seen since the last were taken.
 */
class ChromiumTab {
  private readonly timeoutMs: number;
  private readonly settleMs: number;
  private readonly actionTimeoutMs: number;
  private browser: Browser | null = null;
  private page: Page | null = null;
  private closed = false;
  private inFlight = 0;
  /** Requests the page has made, ever: a press that sent one did something. */
  private requested = 0;
  private refused: unknown = null;
  /** When the last action ended (ms): a press asked to come a while after it waits from there. */
  private lastActedAt = 0;
  private controls: Control[] = [];
  private faults: Fault[] = [];

  private readonly options: BrowserTabOptions;

  constructor(options: BrowserTabOptions) {
    this.options = options;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.settleMs = options.settleMs ?? 2_000;
    this.actionTimeoutMs = options.actionTimeoutMs ?? 3_000;
  }

  async open(url: string, signal: AbortSignal): Promise<void> {
    return this.abortable(signal, async () => {
      this.page ??= await this.start(signal);
      const p = this.page;
      this.refused = null;
      try {
        await p.goto(url, { waitUntil: 'load', timeout: this.timeoutMs });
      } catch (error) {
        throw this.refused ?? navigationError(url, error, this.timeoutMs);
      }
      if (this.refused) throw this.refused;
      await this.quiet();
      const read = async () =>
        (await readControlsAndTerms(p, [], { ignore: this.options.ignore ?? DEFAULT_IGNORED })).controls;
      if (await dismissConsent(p, read, this.actionTimeoutMs)) await this.quiet();
    });
  }

  async read(terms: readonly string[], signal: AbortSignal, how?: ReadOptions): Promise<Screen> {
    return this.abortable(signal, async () => {
      const p = this.ready();
      await this.quiet();
      const found = await readControlsAndTerms(p, [...terms], {
        ignore: how?.whole ? [] : (this.options.ignore ?? DEFAULT_IGNORED),
      });
      this.controls = found.controls;
      for (const control of this.controls) {
        const symbols = symbolWords(control.glyph ?? control.name);
        if (symbols) control.symbols = symbols;
      }
      const shown = await runInPage(p, 'readText').catch(() => ({ text: '', passages: [] as Passage[] }));
      const text = shown.text
        .replace(/[ \t]+/g, ' ')
        .replace(/\n\s*\n+/g, '\n')
        .trim()
        .slice(0, MAX_TEXT);
      const url = p.url();
      const title = await p.title().catch(() => '');
      return {
        url,
        title,
        text,
        controls: this.controls.map(({ locator: _l, disabled: _d, glyph: _g, ...seen }) => seen),
        sightings: found.sightings,
        passages: shown.passages,
        key: `${url}\n${fnv1a(screenSignature(this.controls, text)).toString(16).padStart(8, '0')}`,
      };
    });
  }

  async perform(action: ScreenAction, signal: AbortSignal): Promise<string> {
    return this.abortable(signal, async () => {
      const p = this.ready();
      const timeout = this.actionTimeoutMs;
      let result: string;
      switch (action.type) {
        case 'click':
          result = await this.click(p, action);
          break;
        case 'hover':
          await locate(p, this.byId(action.control)).hover({ timeout });
          result = 'pointed at';
          break;
        case 'fill':
          result = await this.fill(p, action.control, action.text);
          break;
        case 'select':
          await chooseOption(locate(p, this.byId(action.control)), action.option, timeout);
          result = 'chosen';
          break;
        case 'check':
          await locate(p, this.byId(action.control)).setChecked(action.checked, { timeout });
          result = action.checked ? 'checked' : 'unchecked';
          break;
        case 'press':
          await locate(p, this.byId(action.control)).press(action.key, { timeout });
          result = 'pressed';
          break;
        case 'style':
          result = await styleText(
            p,
            locate(p, this.byId(action.control)),
            action.text,
            action.style,
            timeout,
          );
          break;
        case 'scroll':
          result = await scrollTo(p, action.to, action.passage);
          break;
        case 'set':
          result = await slideTo(p, locate(p, this.byId(action.control)), action.value, timeout);
          break;
        case 'back': {
          const response = await p.goBack({ timeout: this.timeoutMs, waitUntil: 'load' }).catch(() => null);
          result = response ? 'back' : 'no page to go back to';
          break;
        }
        case 'done':
        case 'stop':
          return action.type;
      }
      if (this.refused) {
        const why = this.refused;
        this.refused = null;
        throw why;
      }
      this.lastActedAt = Date.now();
      if (this.options.delayMs) await p.waitForTimeout(this.options.delayMs);
      return result;
    });
  }

  takeFaults(): Fault[] {
    const taken = this.faults;
    this.faults = [];
    return taken;
  }

  /** Closes the browser; safe to call more than once. */
  async close(): Promise<void> {
    this.closed = true;
    const b = this.browser;
    this.browser = null;
    this.page = null;
    if (b) await b.close().catch(() => {});
  }

  /**
   * A press as a person makes it. Pointed at first, and given a moment: a control that changes
   * under the pointer (an icon that swaps its image, a menu that opens) takes the press as a
   * person's would. The element is held from the first, for pages that reorder their elements
   * when pointed at (a drawing brings the item under the pointer to the front): found again only
   * when the page replaced it.
   */
  private async click(p: Page, action: Extract<ScreenAction, { type: 'click' }>): Promise<string> {
    const timeout = this.actionTimeoutMs;
    const located = locate(p, this.byId(action.control));
    const held = await located.elementHandle({ timeout }).catch(() => null);
    await (held ?? located).hover({ timeout });
    await this.quiet();
    const early = action.afterMs ? this.lastActedAt + action.afterMs - Date.now() : 0;
    if (early > 0) await p.waitForTimeout(early);
    if (action.when) await valueMeets(p, action.when.label, action.when.condition, this.timeoutMs);
    const kept = held && (await held.evaluate((el) => el.isConnected).catch(() => false));
    const sent = this.requested;
    const where = p.url();
    await runInPage(p, 'watchChanges').catch(() => {});
    await (kept && held ? held : located).click({ timeout });
    await this.quiet();
    // A press that changed nothing (no element, field, focus or address) and sent nothing did
    // not take; said so, for the run to weigh.
    const changed = await runInPage(p, 'changesSeen').catch(() => true);
    return changed || this.requested !== sent || p.url() !== where ? 'clicked' : PRESS_CHANGED_NOTHING;
  }

  /** Typed key by key, as a person types: pages that listen to keys (autocomplete) see them. */
  private async fill(p: Page, control: number, text: string): Promise<string> {
    const timeout = this.actionTimeoutMs;
    const field = locate(p, this.byId(control));
    // A browser's own date or time field is set to its one ISO form: its parts follow the
    // reader's locale, and keys typed into them land part by part in that order.
    const native = await field.evaluate((el) => {
      const input = el as unknown as { tagName: string; type?: string };
      const language = (globalThis as unknown as { navigator: { language: string } }).navigator.language;
      const first = new Intl.DateTimeFormat(language).formatToParts(new Date(2000, 10, 22))[0];
      return {
        type: input.tagName === 'INPUT' ? (input.type ?? '') : '',
        dayFirst: first?.type === 'day',
      };
    });
    const value = nativeFieldValue(native.type, text, { dayFirst: native.dayFirst });
    if (value !== null) {
      await field.fill(value, { timeout });
      return 'set';
    }
    await field.click({ timeout });
    await field.fill('', { timeout });
    // Text of several lines or with tabs is pasted, not keyed: Enter would send the form and Tab
    // would leave the field. The field keeps what a paste keeps.
    if (/[\t\n\r]/.test(text)) await p.keyboard.insertText(text);
    else await field.pressSequentially(text, { timeout: timeout + text.length * 50 });
    return 'typed';
  }

  private fault(f: Fault): void {
    if (this.faults.length < MAX_FAULTS) this.faults.push(f);
  }

  private ready(): Page {
    if (!this.page || this.closed)
      throw new BrowserError({
        executable: this.options.executable ?? chromiumPath(),
        problem: 'was closed',
      });
    return this.page;
  }

  private async abortable<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    // An abort closes the browser: whatever the page was doing stops with it.
    const stop = (): void => void this.close();
    signal.addEventListener('abort', stop, { once: true });
    try {
      return await work();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  private async quiet(): Promise<void> {
    const p = this.ready();
    await p.waitForLoadState('load', { timeout: this.timeoutMs }).catch(() => {});
    await settle(p, () => this.inFlight, this.settleMs);
  }

  private async start(signal: AbortSignal): Promise<Page> {
    const { executable, headless } = this.options;
    this.browser = await launchChromium({
      ...(executable ? { executable } : {}),
      ...(headless !== undefined ? { headless } : {}),
    });
    if (this.closed) {
      await this.browser.close().catch(() => {});
      throw signal.reason ?? new BrowserError({ executable: chromiumPath(), problem: 'was closed' });
    }
    const context: BrowserContext = await this.browser.newContext({
      viewport: this.options.viewport ?? { width: 1280, height: 800 },
      acceptDownloads: false,
    });
    await context.addInitScript(pageCall('countPendingTimers'));
    await context.addInitScript(pageCall('markListeners'));
    const p = await context.newPage();
    this.watch(p);
    await this.guardRequests(p, signal);
    return p;
  }

  /** Follows what the page does: its faults, and its requests (in flight, and made ever). */
  private watch(p: Page): void {
    p.on('pageerror', (error) =>
      this.fault({ kind: 'uncaught exception', message: error.message, url: p.url() }),
    );
    p.on('console', (message) => {
      // A failed load is reported once, as the request's own fault, not again as its console line.
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
        this.fault({ kind: 'console error', message: message.text().slice(0, 500), url: p.url() });
    });
    p.on('response', (response) => {
      if (response.status() >= 400)
        this.fault({
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
      this.fault({ kind: 'failed request', message: why, url: p.url(), request: request.url() });
    });
    p.on('request', () => {
      this.inFlight++;
      this.requested++;
    });
    p.on('requestfinished', () => this.inFlight--);
    p.on('requestfailed', () => this.inFlight--);
  }

  /** Every request the page makes is vetted by the address guard; a refused navigation is kept to report. */
  private async guardRequests(p: Page, signal: AbortSignal): Promise<void> {
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
        await this.options.checkUrl(target, signal);
      } catch (error) {
        if (request.isNavigationRequest() && request.frame() === p.mainFrame()) this.refused ??= error;
        return route.abort('blockedbyclient');
      }
      return route.continue();
    });
  }

  private byId(id: number): Control {
    const control = this.controls.find((c) => c.id === id);
    if (!control)
      throw new BrowserError({
        executable: chromiumPath(),
        problem: `has no control [${id}] on this screen`,
      });
    return control;
  }
}

/**
 * What tells one state of a page from another: its controls with their values, and the words
 * shown, so that a list's next page of alike rows is another state; not its figures, which a
 * clock or a counter changes on a page that stays the same.
 */
function screenSignature(controls: readonly Control[], text: string): string {
  return controls
    .map((c) =>
      [c.role, c.name, c.value ?? '', c.checked ?? '', c.expanded ?? '', c.selected ?? ''].join('|'),
    )
    .join('\n')
    .concat('\n', text.replace(/\d+/g, '#'));
}

/** Chooses an option by its label; in a list that holds several choices, added to those already chosen. */
async function chooseOption(list: Locator, option: string, timeout: number): Promise<void> {
  const chosen = (await list.evaluate((el) =>
    'multiple' in el && el.multiple && 'selectedOptions' in el
      ? Array.from(el.selectedOptions as ArrayLike<{ label: string }>, (o) => o.label)
      : [],
  )) as string[];
  await list.selectOption(
    [...chosen.filter((label) => label !== option), option].map((label) => ({ label })),
    { timeout },
  );
}
