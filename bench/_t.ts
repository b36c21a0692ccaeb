import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { navigate } from '../src/navigate.ts';
import { readFileSync } from 'node:fs';
const src = readFileSync('src/strategies/find/find.test.ts', 'utf8');
const m = src.match(/const SITE: Record<string, string> = (\{[\s\S]*?\n\});/);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
<header><nav><a href="/index.html">Home</a> <a href="/about.html">About</a></nav></header>
<main><h1>${title}</h1>${body}</main>
<footer><a href="/privacy.html">Privacy</a></footer></body></html>`;
const SITE = eval(`(${m![1]})`);
const dir = '/tmp/zephyr';
for (const [p, h] of Object.entries(SITE)) { mkdirSync(join(dir, p, '..'), { recursive: true }); writeFileSync(join(dir, p), h as string); }
const t = await navigate({ start: dir, question: 'What is the coolant capacity of the Zephyr?' });
for (const s of t.steps) console.log(s.n, s.action, s.label ?? '', s.result, s.reason, s.detail ?? '');
console.log(t.stop, t.answer);
import { serveFolder } from '../src/demo/static-server.ts';
const srv = await serveFolder(dir);
const t2 = await navigate({ start: srv.url, question: 'What is the coolant capacity of the Zephyr?' });
for (const s of t2.steps) console.log(s.n, s.action, s.label ?? '', s.result, s.reason, s.detail ?? '');
console.log(t2.stop, t2.answer);
await srv.close();
