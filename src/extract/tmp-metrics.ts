import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractArticle } from './index.ts';
import { addCounts, htmlText, scoreStrings, type StringCounts, stringScores, tokenF1 } from './score.ts';

const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const out: Record<string, unknown> = {};
const PAGES = join(DATA, 'readability/pages');
const f1s: number[] = [];
for (const name of readdirSync(PAGES).sort()) {
  const src = readFileSync(join(PAGES, name, 'source.html'), 'utf8');
  const exp = htmlText(readFileSync(join(PAGES, name, 'expected.html'), 'utf8'));
  const f = tokenF1(extractArticle(src, 'http://fakehost/test/page.html').text, exp).f1;
  f1s.push(f);
  out[`r:${name}`] = f;
}
const dir = join(DATA, 'trafilatura');
const ev = JSON.parse(readFileSync(join(dir, 'evaldata.json'), 'utf8')) as Record<string, { file: string; with?: string[]; without?: string[] }>;
function decodePage(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    const head = buf.subarray(0, 4096).toString('latin1');
    const charset = /charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'windows-1252';
    try {
      return new TextDecoder(charset).decode(buf);
    } catch {
      return new TextDecoder('windows-1252').decode(buf);
    }
  }
}
let c: StringCounts = { tp: 0, fn: 0, fp: 0, tn: 0 };
let n = 0;
for (const [url, e] of Object.entries(ev)) {
  let html: string;
  try {
    html = decodePage(readFileSync(join(dir, 'pages', e.file)));
  } catch {
    continue;
  }
  n++;
  const s = scoreStrings(extractArticle(html, url).text, e.with ?? [], e.without ?? []);
  out[`t:${url}`] = s;
  c = addCounts(c, s);
}
const s = stringScores(c);
console.log(`readability mean F1 ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(5)} (${f1s.length})`);
console.log(`trafilatura (${n}) P ${s.precision.toFixed(5)} R ${s.recall.toFixed(5)} F1 ${s.f1.toFixed(5)}`, c);
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
