import { evaluateExampleSite } from './navigation.ts';
const r = await evaluateExampleSite();
for (const q of r.questions) if (q.steps > q.goldSteps || !q.success) console.log(q.id, q.steps, q.goldSteps, q.success ? '' : 'FAIL');
console.log(r.meanSteps.toFixed(2), (r.meanGoldSteps - 1 + 2).toFixed(2));
