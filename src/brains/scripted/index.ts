export { createPressOnceBrain } from './press-once-brain.ts';
export { createScriptedBrain, type ScriptedMove } from './scripted-brain.ts';
