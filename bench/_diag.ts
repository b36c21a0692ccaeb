import { loadExampleQuestions } from '../src/demo/example-site.ts';
import { navigate } from '../src/navigate.ts';
const qs = await loadExampleQuestions();
const only = process.argv.slice(2);
for (const q of qs) {
  if (only.length && !only.includes(q.id)) continue;
  const t = await navigate({ start: 'examples/car-manual/site', question: q.question });
  const ok = t.found && (t.answer ?? '').toLowerCase().includes(q.answer.toLowerCase());
  if (ok && !only.length) continue;
  console.log(`\n${q.id} ${q.question}\n  gold: ${q.goldPath.join(' > ')}`);
  console.log('  ' + t.steps.map((s) => s.action.type === 'open' ? `${s.label}` : `[${s.action.type}${s.result === 'no-answer' ? ':no' : ''}]`).join(' | ').slice(0, 900));
  if (t.found) console.log('  ANSWER: ' + t.answer);
}
