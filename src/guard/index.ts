export { checkAction, type GuardPolicy, moveKey, type Verdict } from './guard.ts';
