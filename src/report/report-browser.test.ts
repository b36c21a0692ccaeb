/**
 * The HTML report as a reader sees it: rendered from real runs, opened from a file in the system
 * Chromium (playwright-core, never a downloaded browser). It must show its parts, fetch nothing,
 * run nothing a visited page wrote, and read in a phone-wide window.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailToJson } from '../cli/format-trail.ts';
import { loadConfig, queryHints } from '../config/index.ts';
import { EXAMPLE_CONFIG_FILE, EXAMPLE_SITE_DIR, loadExampleQuestions } from '../demo/example-site.ts';
import { serveFolder } from '../demo/static-server.ts';
import { navigate } from '../navigate.ts';
import { launchChromium } from '../worlds/browser/chromium.ts';
import { renderReport } from './render-report.ts';
import type { TrailJson } from './trail-json.ts';

const SCRIPT_TEXT = '<script>window.__pwned = 1</script>';
const IMG_TEXT = '<img src=x onerror="window.__pwned = 2">';

/** A small site whose answer page shows markup as text (escaped in its source, as a browser shows it). */
const FIXTURE_PAGES: Record<string, string> = {
  'index.html': page(
    'Gadget Help',
    '<ul><li><a href="guide/">Guide</a></li><li><a href="about.html">About us</a></li></ul>',
  ),
  'about.html': page('About us', '<p>We make gadgets and their manuals.</p>'),
  'guide/index.html': page(
    'Guide',
    '<ul><li><a href="reset-code.html">Reset code</a></li><li><a href="battery.html">Battery</a></li></ul>',
  ),
  'guide/battery.html': page('Battery', '<p>The battery lasts two days.</p>'),
  'guide/reset-code.html': page(
    `Reset code ${escapeHtml(IMG_TEXT.replace('2', '3'))}`,
    `<p>The factory reset code of the gadget is 4321 ${escapeHtml(SCRIPT_TEXT)} and the display shows ` +
      `${escapeHtml(IMG_TEXT)} while it resets.</p>`,
  ),
};
const FIXTURE_QUESTION = 'What is the factory reset code of the gadget?';

let dir: string;
let browser: Browser;
let demo: TrailJson;
let hostile: TrailJson;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-report-'));
  // No silent skip: a missing Chromium fails here, saying where it was looked for.
  browser = await launchChromium();
  demo = await demoRun();
  hostile = await fixtureRun(join(dir, 'site'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the HTML report in Chromium', () => {
  it('shows the summary, the answer and the path of the demo run, and fetches nothing', async () => {
    expect(demo.found).toBe(true);
    const opened = await openReport(renderReport(demo), 'demo.html');
    const { page } = opened;
    try {
      for (const part of ['#summary', '#answer', '#path .tree']) {
        expect(await page.locator(part).first().isVisible(), `${part} is visible`).toBe(true);
      }
      expect(await page.locator('#path .tree .place').count()).toBeGreaterThanOrEqual(2);
      const answerPlace = page.locator('#path .place.answer');
      expect(await answerPlace.count(), 'one place is marked as the answer').toBe(1);
      expect(await answerPlace.isVisible()).toBe(true);
      const marker = answerPlace.getByText(/★\s*answer/i).first();
      expect(await marker.isVisible(), "the answer's place shows its marker").toBe(true);
      expect(await page.locator('#steps li.step').count()).toBe(demo.steps.length);

      const shot = join(dir, 'demo.png');
      await page.screenshot({ path: shot, fullPage: true });
      const png = readFileSync(shot);
      expect(png.length).toBeGreaterThan(1000);
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
        true,
      );

      const away = opened.requests.filter((url) => !url.startsWith('file:'));
      expect(away, 'every request stays in the file').toEqual([]);
      expect(opened.errors, 'no script errors, nothing refused by the page policy').toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('shows what a visited page wrote as text, and runs none of it', async () => {
    const quoted = `${hostile.answer ?? ''} ${hostile.citations.map((c) => c.quote).join(' ')}`;
    expect(quoted, 'the run read the page with the markup').toContain(SCRIPT_TEXT);
    const opened = await openReport(renderReport(hostile), 'hostile.html');
    const { page } = opened;
    try {
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(await page.locator('img').count(), 'no img element').toBe(0);
      const scripts = await page.locator('script').count();
      expect(scripts, "at most the report's own script").toBeLessThanOrEqual(1);
      expect(await page.locator('head > script').count(), 'the script is in head').toBe(scripts);
      expect(opened.dialogs).toEqual([]);
      expect(await page.getByText('<script>').first().isVisible(), 'the markup is shown as text').toBe(true);
      expect(await page.getByText(SCRIPT_TEXT).first().isVisible()).toBe(true);

      // Every step's view opened: still nothing runs, nothing appears.
      await openAllDetails(page);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(await page.locator('img').count()).toBe(0);
      expect(opened.dialogs).toEqual([]);

      const away = opened.requests.filter((url) => !url.startsWith('file:'));
      expect(away, 'every request stays in the file').toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('keeps a hand-edited trail.json inert: markup in URLs, titles and views stays text', async () => {
    const attack = '"\'><img src=x onerror="window.__pwned = 4"><script>window.__pwned = 5</script>';
    const forged: TrailJson = {
      ...hostile,
      question: `reset code ${attack}`,
      answer: `4321 ${attack}`,
      citations: hostile.citations.map((c) => ({
        ...c,
        url: 'javascript:window.__pwned = 6',
        title: `Reset ${attack}`,
        path: [...c.path, `</li></ul>${attack}`],
        quote: `</blockquote>${attack}`,
      })),
      steps: hostile.steps.map((step) => ({
        ...step,
        at: `http://127.0.0.1/${attack}`,
        ...(step.label !== undefined ? { label: `${step.label} ${attack}` } : {}),
        reason: `${step.reason} ${attack}`,
        view: `</pre></details>${attack}\n[1] ${attack}`,
      })),
      stop: { ...hostile.stop, reason: `${hostile.stop.reason} ${attack}` },
    };
    const opened = await openReport(renderReport(forged), 'forged.html');
    const { page } = opened;
    try {
      await openAllDetails(page);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(await page.locator('img').count()).toBe(0);
      expect(await page.locator('script').count()).toBe(await page.locator('head > script').count());
      expect(await page.locator('script').count()).toBeLessThanOrEqual(1);
      const hrefs = (await page.evaluate(
        '[...document.querySelectorAll("[href]")].map((e) => e.getAttribute("href"))',
      )) as string[];
      expect(
        hrefs.filter((href) => /^\s*javascript:/i.test(href)),
        'no javascript: link',
      ).toEqual([]);
      const handlers = await page.evaluate(
        '[...document.querySelectorAll("*")].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => e.tagName + " " + a.name))',
      );
      expect(handlers, 'no event handler attributes').toEqual([]);
      expect(opened.dialogs).toEqual([]);
      expect(await page.getByText('onerror="window.__pwned = 4"').first().isVisible()).toBe(true);
      const away = opened.requests.filter((url) => !url.startsWith('file:'));
      expect(away, 'every request stays in the file').toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('reads in a 360px-wide window without sideways scrolling', async () => {
    const opened = await openReport(renderReport(demo), 'narrow.html', { width: 360, height: 780 });
    const { page } = opened;
    try {
      expect(await overflow(page), 'with every step folded').toEqual([]);
      await openAllDetails(page);
      expect(await overflow(page), 'with every step open').toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  it('prints every view, folded or not, with nothing refused by its policy', async () => {
    const opened = await openReport(renderReport(demo), 'print.html');
    const { page } = opened;
    const openViews = () =>
      page.evaluate('[...document.querySelectorAll("details")].filter((d) => d.open).length');
    try {
      const views = Number(await page.evaluate('document.querySelectorAll("details").length'));
      expect(views).toBeGreaterThan(0);
      expect(await openViews()).toBe(0);
      const pdf = await page.pdf();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await openViews()).toBe(views);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});

interface OpenedReport {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested, the file itself included. */
  requests: string[];
  dialogs: string[];
  /** Script errors and console errors (a refusal by the page's policy is one). */
  errors: string[];
}

/** Writes the report to a file and opens it, recording what the page asks for and complains of. */
async function openReport(
  html: string,
  name: string,
  viewport = { width: 1000, height: 800 },
): Promise<OpenedReport> {
  const file = join(dir, name);
  writeFileSync(file, html);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const opened: OpenedReport = { context, page, requests: [], dialogs: [], errors: [] };
  page.on('request', (request) => opened.requests.push(request.url()));
  page.on('dialog', (dialog) => {
    opened.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => opened.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') opened.errors.push(`console: ${message.text()}`);
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return opened;
}

async function openAllDetails(page: Page): Promise<void> {
  await page.evaluate('for (const d of document.querySelectorAll("details")) d.open = true');
}

/**
 * Empty when the document fits the window's width (3px of slack); otherwise how far it scrolls
 * sideways, and what reaches past the edge: each text and each innermost box beyond it that no
 * scrolling box clips, with its place in the page, so a failure says what to fix.
 */
async function overflow(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.scrollingElement.scrollWidth;
    if (scroll <= width + 3) return [];
    const beyond = (rect) => rect.width > 0 && rect.right > width + 3;
    const clipped = (el) => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found = new Map();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (beyond(rect) && !clipped(node.parentElement)) found.set(node.parentElement, rect);
    }
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (!beyond(rect) || clipped(el.parentElement) || found.has(el)) continue;
      if ([...el.children].some((child) => beyond(child.getBoundingClientRect()))) continue;
      found.set(el, rect);
    }
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
    return ['scrollWidth ' + scroll + ' > ' + width, ...[...found].slice(0, 10).map(([el, rect]) => {
      const path = [];
      for (let e = el; e && e !== document.body; e = e.parentElement) path.unshift(name(e));
      return path.join(' > ') + ' reaches ' + Math.round(rect.right) + 'px: ' +
        JSON.stringify((el.textContent || '').trim().slice(0, 80));
    })];
  })()`)) as string[];
}

/** The demo's run: the example site, its first question, the heuristic brain, the example's hints. */
async function demoRun(): Promise<TrailJson> {
  const [first] = await loadExampleQuestions();
  if (!first) throw new Error('the example has no questions');
  const server = await serveFolder(EXAMPLE_SITE_DIR);
  try {
    const config = loadConfig({ path: EXAMPLE_CONFIG_FILE, cwd: process.cwd(), env: process.env });
    return trailToJson(
      await navigate({ start: server.url, question: first.question, hints: queryHints(config) }),
    );
  } finally {
    await server.close();
  }
}

async function fixtureRun(root: string): Promise<TrailJson> {
  for (const [path, html] of Object.entries(FIXTURE_PAGES)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), html);
  }
  const server = await serveFolder(root);
  try {
    return trailToJson(await navigate({ start: server.url, question: FIXTURE_QUESTION }));
  } finally {
    await server.close();
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
