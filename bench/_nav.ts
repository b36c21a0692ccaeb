import { evaluateExampleSite } from './navigation.ts';
const r = await evaluateExampleSite();
for (const q of r.questions) console.log(q.success ? 'OK ' : 'XX ', q.id, `steps=${q.steps}/${q.goldSteps}`, q.success ? '' : `${q.stop} | ans=${q.answer.slice(0,80)} | answerOk=${q.answerOk} pageOk=${q.pageOk}`);
console.log(`success ${r.successRate} meanSteps ${r.meanSteps} gold ${r.meanGoldSteps} pages ${r.meanPages} engineMs/step ${r.engineMsPerStep}`);
