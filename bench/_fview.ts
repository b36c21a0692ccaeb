import { renderView } from '../src/core/render-view.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
const w = createWebWorld();
const s = new AbortController().signal;
let p = await w.open(process.argv[2] as string, s);
for (const label of (process.argv[4] ?? '').split('>').filter(Boolean)) {
  const o = p.options.find((x) => x.label === label.trim());
  p = await w.act(p, { type: 'open', option: o?.id ?? -1 }, s);
}
const v = renderView(p, null, { question: process.argv[3] ?? '' });
console.log(v.options.map((o) => `${o.id} ${o.score} ${o.label} ${o.context ?? ''}`).join('\n'));
