import { evaluateExampleSite } from './navigation.ts';
const r = await evaluateExampleSite();
for (const q of r.questions) if (!q.success) console.log('XX', q.id, `steps=${q.steps}/${q.goldSteps}`, q.stop, '|', q.answer.slice(0, 80));
const ok = r.questions.filter((q) => q.success);
console.log(`success ${r.successRate.toFixed(3)} meanSteps ${r.meanSteps.toFixed(2)} gold ${r.meanGoldSteps.toFixed(2)} | answered-only steps ${(ok.reduce((s, q) => s + q.steps, 0) / ok.length).toFixed(2)} gold ${(ok.reduce((s, q) => s + q.goldSteps, 0) / ok.length).toFixed(2)} pages ${r.meanPages.toFixed(2)}`);
