import { pickPassage } from '../src/brains/heuristic/passage.ts';
import { answerShape } from '../src/brains/heuristic/hints.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
const w = createWebWorld();
const p = await w.open(process.argv[2] as string, new AbortController().signal);
console.log(p.title, p.path, p.passages.map((x) => x.text).slice(0, 8));
console.log(pickPassage(process.argv[3]!, p, answerShape(process.argv[3]!), new Map()));
