export { checkAction, type GuardPolicy, moveKey, type Verdict } from './guard.ts';
export { checkScreenAction } from './screen-guard.ts';
