export { createHeuristicBrain, type HeuristicBrainOptions } from './heuristic-brain.ts';
export { type Judgement, judgePlace } from './judge.ts';
export { FITTED_JUDGE, type JudgeModel } from './judge-features.ts';
export { type AnswerKind, type QuestionType, questionType } from './question-type.ts';
