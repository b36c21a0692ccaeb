/**
 * `npm run screenshot:report`: runs the demo (the example site, its first question, the heuristic
 * brain, as `ariadne demo` does), renders its HTML report and writes docs/report.png, the picture
 * the README shows, from the system Chromium at a 1000px-wide window.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { trailToJson } from '../src/cli/format-trail.ts';
import { loadConfig, queryHints } from '../src/config/index.ts';
import { EXAMPLE_CONFIG_FILE, EXAMPLE_SITE_DIR, loadExampleQuestions } from '../src/demo/example-site.ts';
import { serveFolder } from '../src/demo/static-server.ts';
import { navigate } from '../src/navigate.ts';
import { renderReport } from '../src/report/render-report.ts';
import { launchChromium } from '../src/worlds/browser/chromium.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'report.png');
const WIDTH = 1000;

const [first] = await loadExampleQuestions();
if (!first) throw new Error('the example has no questions');
const server = await serveFolder(EXAMPLE_SITE_DIR);
let html: string;
try {
  const config = loadConfig({ path: EXAMPLE_CONFIG_FILE, cwd: ROOT, env: process.env });
  const trail = await navigate({ start: server.url, question: first.question, hints: queryHints(config) });
  html = renderReport(trailToJson(trail));
} finally {
  await server.close();
}

const dir = mkdtempSync(join(tmpdir(), 'ariadne-report-shot-'));
const browser = await launchChromium();
try {
  const file = join(dir, 'report.html');
  writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  // The summary, the answer, the path and the first step: the picture the README needs, and a
  // file well under 400 KB (the whole page repeats the step layout for every step).
  const end =
    (await page.locator('#steps li.step').first().boundingBox()) ??
    (await page.locator('html').boundingBox());
  const bottom = end ? end.y + end.height : 800;
  await page.screenshot({
    path: OUT,
    fullPage: true,
    clip: { x: 0, y: 0, width: WIDTH, height: Math.ceil(bottom) + 16 },
  });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`wrote ${relative(process.cwd(), OUT)} (${Math.round(statSync(OUT).size / 1024)} KB)`);
