import { describeScreenAction, type ScreenAction } from './screen-action.ts';

/** The moves a brain can choose. Option numbers are the ids shown in the view. */
export type Action =
  | { type: 'open'; option: number }
  /** Back one place, or `levels` places at once (out of a branch whose places hold nothing left to try). */
  | { type: 'back'; levels?: number }
  | { type: 'read' }
  /**
   * Weighs `entries` item entries by what their listings show (title, date, author), none of them
   * opened: a collector's own move, never a brain's.
   */
  | { type: 'judge'; entries: number }
  /** Keeps the item read at `url` among those collected: a collector's own move, never a brain's. */
  | { type: 'keep'; url: string }
  | { type: 'fill'; option: number; text: string }
  | { type: 'stop'; reason: string }
  /**
   * Go to a page by its address: a lead kept from another page (a listing's next page, an item
   * seen earlier, a page the site's own index names), not an option of the place on screen.
   */
  | { type: 'follow'; url: string };

export type ActionType = Action['type'];

/**
 * A move as a trail records it: a move between places (find, drill, collect), or an action on a
 * screen of the browser world (act, explore).
 */
export type TrailAction = Action | ScreenAction;

/** An action on a screen: one that names a control, or one only screens have. */
export function isScreenAction(action: TrailAction): action is ScreenAction {
  return 'control' in action || action.type === 'scroll' || action.type === 'done';
}

/** A brain's choice and why. */
export interface Decision {
  action: Action;
  reason: string;
  /** Which brain actually decided (e.g. a heuristic fallback inside an LLM brain). */
  by?: string;
  usage?: Usage;
  /** Something the user must hear once, with the step this decision leads to (e.g. the model was given up). */
  warning?: string;
}

export interface Usage {
  llmCalls: number;
  tokensIn: number;
  tokensOut: number;
}

export const NO_USAGE: Usage = { llmCalls: 0, tokensIn: 0, tokensOut: 0 };

/** What a brain spent between two readings of its running total. */
export function spentSince(before: Usage, now: Usage): Usage {
  return {
    llmCalls: now.llmCalls - before.llmCalls,
    tokensIn: now.tokensIn - before.tokensIn,
    tokensOut: now.tokensOut - before.tokensOut,
  };
}

/** One line for a move: `open(3)`, `back()`; an action on a screen names its control's label. */
export function describeAction(action: TrailAction, label?: string): string {
  // Back and stop are alike in both kinds (a screen's back has no levels): the place form reads them.
  return isScreenAction(action) ? describeScreenAction(action, label) : describeMove(action as Action);
}

function describeMove(action: Action): string {
  switch (action.type) {
    case 'open':
      return `open(${action.option})`;
    case 'back':
      return action.levels && action.levels > 1 ? `back(${action.levels})` : 'back()';
    case 'read':
      return 'read()';
    case 'judge':
      return `judge(${action.entries})`;
    case 'keep':
      return `keep(${action.url})`;
    case 'fill':
      return `fill(${action.option}, ${JSON.stringify(action.text)})`;
    case 'stop':
      return `stop(${JSON.stringify(action.reason)})`;
    case 'follow':
      return `follow(${action.url})`;
  }
}
