import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extractArticle } from './index.ts';

const ROOT = 'examples/car-manual/site';
const DISCLAIMER = 'Demonstration site: every specification here is synthetic';
const files: string[] = [];
const walk = (d: string): void => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (n.endsWith('.html')) files.push(p);
  }
};
walk(ROOT);
let footer = 0;
let tablesMissing = 0;
let withTable = 0;
const bad: string[] = [];
for (const f of files.sort()) {
  const html = readFileSync(f, 'utf8');
  const a = extractArticle(html, `https://shopbook.example/${f.slice(ROOT.length + 1)}`);
  if (a.text.includes(DISCLAIMER)) {
    footer++;
    bad.push(f);
  }
  const trs = (html.match(/<tr><td>/g) ?? []).length;
  if (trs > 0) {
    withTable++;
    const rows = a.passages.filter((p) => p.kind === 'table-row').length;
    if (rows < trs) tablesMissing++;
  }
}
console.log(`pages ${files.length}; disclaimer in text: ${footer}; pages with <tr><td>: ${withTable}; missing table rows: ${tablesMissing}`);
for (const b of bad.slice(0, 15)) console.log('  ', b);
if (process.argv[2]) {
  const a = extractArticle(readFileSync(process.argv[2], 'utf8'), 'https://x/');
  console.log(a.text);
  console.log(a.passages);
}
