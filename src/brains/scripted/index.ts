export { createScriptedBrain, type ScriptedMove } from './scripted-brain.ts';
