/** Ariadne's public API: one `navigate()` for every interface, plus the parts it is built from. */
export { type ActOptions, act } from './act.ts';
export {
  createHeuristicBrain,
  FITTED_JUDGE,
  type HeuristicBrainOptions,
  type JudgeModel,
} from './brains/heuristic/index.ts';
export { createScriptedBrain, type ScriptedMove } from './brains/scripted/index.ts';
export type { Action, Decision, Usage } from './core/action.ts';
export type { Brain, Reading } from './core/brain.ts';
export { type Budget, DEFAULT_BUDGET } from './core/budget.ts';
export type { ExploreFault, ExploreReport, ExploreState, ExploreTransition } from './core/explored.ts';
export type { Memory, PathEntry } from './core/memory.ts';
export type { MenuItem, Option, OptionGroup, OptionKind, Passage, Place } from './core/place.ts';
export { renderView, type ViewOptions } from './core/render-view.ts';
export { countTokens } from './core/tokens.ts';
export type { Citation, Finding, Stats, Step, StopReason, Trail } from './core/trail.ts';
export { normalizeUrl, resolveUrl } from './core/url.ts';
export type { View, ViewForm, ViewOption } from './core/view.ts';
export type { World } from './core/world.ts';
export { type ExploreOptions, explore } from './explore.ts';
export { type Article, extractArticle } from './extract/index.ts';
export { type NavigateRequest, navigate, type Run } from './navigate.ts';
export { createWebWorld } from './worlds/web/index.ts';
