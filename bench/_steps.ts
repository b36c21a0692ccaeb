import { evaluateExampleSite } from './navigation.ts';
const r = await evaluateExampleSite();
for (const q of r.questions) if (q.success && q.steps > q.goldSteps) console.log(q.id, q.steps, q.goldSteps);
