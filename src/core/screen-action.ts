import { describeCondition, type NumberCondition } from './number-condition.ts';
import type { Screen, ScreenControl } from './screen.ts';

/**
 * What `act` (and `explore`) can do on a screen of the browser world: press, point at, type into,
 * choose in, tick a control, go back; or end. Controls are named by their id on the screen the
 * action was chosen from.
 */
export type ScreenAction =
  /**
   * `afterMs`: pressed no sooner than this long after the action before it ended ("wait 2 seconds,
   * then …"); `when`: pressed as soon as the value the page shows under a label holding `label`
   * meets the condition ("buy when the price is below 40"); `again`: pressed again by design, each
   * press bringing another outcome ("roll until the number is odd"), so a repeat on the same page is
   * no circle.
   */
  | {
      type: 'click';
      control: number;
      afterMs?: number;
      when?: { label: string; condition: NumberCondition };
      again?: boolean;
    }
  | { type: 'hover'; control: number }
  | { type: 'fill'; control: number; text: string }
  | { type: 'select'; control: number; option: string }
  | { type: 'check'; control: number; checked: boolean }
  | { type: 'press'; control: number; key: 'Enter' }
  /**
   * Scrolls with the mouse wheel to the top or bottom of the page, or of the shown block of text of
   * that kind (see `Screen.passages`; the first that scrolls): what only the wheel reaches.
   */
  | { type: 'scroll'; to: 'top' | 'bottom'; passage?: string }
  /**
   * Styles text in a rich-text editor the way its users do: the text selected (all of it when
   * `text` is null), then the editors' common shortcut for the style (Ctrl+B, Ctrl+I, Ctrl+U).
   */
  | { type: 'style'; control: number; text: string | null; style: TextStyle }
  /** Moves a slider of any make to a value, by the keys its handle takes, watching the value it shows. */
  | { type: 'set'; control: number; value: number }
  | { type: 'back' }
  | { type: 'done'; reason: string }
  | { type: 'stop'; reason: string };

/** Styles every rich-text editor offers by a shortcut. */
export type TextStyle = 'bold' | 'italic' | 'underline';

/** An action chosen, with why. */
export interface ScreenDecision {
  action: ScreenAction;
  reason: string;
  /** Who chose it, where a brain leaves some choices to another (a model to the heuristic). */
  decidedBy?: string;
  /** Carrying it out finishes a step of the instruction (the follower's own bookkeeping). */
  completes?: boolean;
}

/** One line for an action ("click [4] Submit", "fill [2] Username ← "vina""). */
export function describeScreenAction(action: ScreenAction, label?: string): string {
  const target = 'control' in action ? `[${action.control}]${label ? ` ${label}` : ''}` : '';
  switch (action.type) {
    case 'fill':
      return `fill ${target} ← ${JSON.stringify(action.text)}`;
    case 'select':
      return `select ${JSON.stringify(action.option)} in ${target}`;
    case 'check':
      return `${action.checked ? 'check' : 'uncheck'} ${target}`;
    case 'press':
      return `press ${action.key} in ${target}`;
    case 'set':
      return `set ${target} to ${action.value}`;
    case 'style':
      return `make ${action.text === null ? 'everything' : JSON.stringify(action.text)} ${action.style} in ${target}`;
    case 'scroll':
      return `scroll to the ${action.to}${action.passage ? ` of the ${action.passage}` : ''}`;
    case 'click':
      return `click ${target}${action.afterMs ? ` ${action.afterMs / 1000} s after the action before` : ''}${
        action.when ? ` when the ${action.when.label} is ${describeCondition(action.when.condition)}` : ''
      }`;
    case 'hover':
      return `hover ${target}`;
    case 'back':
      return 'back';
    case 'done':
    case 'stop':
      return `${action.type}: ${action.reason}`;
  }
}

/** Chooses actions on screens for one instruction (heuristic, or a model). */
export interface ScreenBrain {
  readonly name: string;
  /** Words whose place on each screen the brain wants to know (see `TermSighting`). */
  terms(): string[];
  decide(screen: Screen, signal: AbortSignal): Promise<ScreenDecision>;
  /** What came of a decision: `ok` when it was carried out (not refused, not failed). */
  observe?(decision: ScreenDecision, ok: boolean, screen: Screen): void;
  /** What its model calls cost so far (none for the heuristic). */
  usage?(): { llmCalls: number; tokensIn: number; tokensOut: number };
}

/** Picks which control `explore` presses next among those it may press (a model, say). */
export interface ControlChooser {
  readonly name: string;
  /**
   * The id of one of `candidates` to press, with why; null to leave the choice to novelty.
   * `seen` describes the states reached so far, one line each.
   */
  choose(
    screen: Screen,
    candidates: readonly ScreenControl[],
    seen: readonly string[],
    signal: AbortSignal,
  ): Promise<{ control: number; reason: string } | null>;
  usage?(): { llmCalls: number; tokensIn: number; tokensOut: number };
}
