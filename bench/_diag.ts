import { loadExampleQuestions } from '../src/demo/example-site.ts';
import { navigate } from '../src/navigate.ts';
const qs = await loadExampleQuestions();
for (const q of qs) {
  if (!process.argv.slice(2).includes(q.id)) continue;
  const t = await navigate({ start: 'examples/car-manual/site', question: q.question });
  console.log(`\n${q.id} ${q.question}\n  gold: ${q.goldPath.join(' > ')}`);
  for (const s of t.steps) console.log(`  ${s.n} ${s.action.type}${s.action.type === 'back' && s.action.levels ? s.action.levels : ''} ${s.label ?? ''} ${s.result} | ${s.reason}`.slice(0, 200));
}
