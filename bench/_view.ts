import { renderView } from '../src/core/render-view.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
const w = createWebWorld();
const p = await w.open(process.argv[2] as string, new AbortController().signal);
const v = renderView(p, null, { question: process.argv[3] ?? '' });
console.log(v.text);
console.log(v.options.map((o) => `${o.id} ${o.score} ${o.label}`).join('\n'));
