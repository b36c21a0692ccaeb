import { createWebWorld } from '../src/worlds/web/index.ts';
const w = createWebWorld();
const p = await w.open(process.argv[2] as string, new AbortController().signal);
console.log(JSON.stringify({ title: p.title, path: p.path, folder: p.folder, text: p.text.slice(0, 600), passages: p.passages.slice(0, 12), options: p.options.slice(0, 12), menuTop: p.menu?.map((m) => m.label) }, null, 1));
