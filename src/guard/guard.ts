import type { Action } from '../core/action.ts';
import type { Memory } from '../core/memory.ts';
import type { Option, Place } from '../core/place.ts';
import { optionVisitKey } from '../core/render-view.ts';
import { sameSite, visitKey } from '../core/url.ts';
import type { View, ViewOption } from '../core/view.ts';

export interface GuardPolicy {
  /** Follow links to other sites. Off by default: a run stays on the site it started on. */
  allowExternal: boolean;
  /** The start location; same-site scope is measured against it. */
  scopeRoot: string;
  /** Most places on the stack before `open` is refused. */
  maxDepth: number;
}

export type Verdict = { ok: true } | { ok: false; message: string };

/** Labels of controls that delete, pay or sign away credentials: never pressed. */
/**
 * A link only fetches a page: "Payment of Wages" is a chapter to read, not a button that pays.
 * Links that act when followed (log out, unsubscribe, delete an account) are the exception.
 */
const DESTRUCTIVE_LINK =
  /\b(log ?out|sign ?out|unsubscribe|delete (?:my |your |the )?account|remove account|deactivate|close account)\b/i;

/** Whether pressing an option would delete, pay or sign something away. */
export function isDestructive(option: { label: string; kind: string }): boolean {
  return option.kind === 'link' ? DESTRUCTIVE_LINK.test(option.label) : DESTRUCTIVE.test(option.label);
}

const DESTRUCTIVE =
  /\b(delete|remove account|erase|destroy|pay|payment|purchase|buy now|checkout|check out|place order|confirm order|unsubscribe|log ?out|sign ?out|deactivate|close account|transfer funds|submit password)\b/i;

/** A move the run already tried and that failed, keyed by where it was made. */
export function moveKey(at: string, action: Action): string {
  return `${at} ${JSON.stringify(action)}`;
}

/**
 * Checks an action before it runs. A refusal names what was wrong and concrete alternatives, so
 * the brain can correct itself rather than retry blindly.
 */
export function checkAction(
  action: Action,
  view: View,
  place: Place,
  memory: Memory,
  failedMoves: ReadonlySet<string>,
  policy: GuardPolicy,
): Verdict {
  const here = `${place.location}#${(place.folder ?? []).join('/')}`;
  // What the guard would refuse is never offered as an alternative.
  const excluded = (o: ViewOption): boolean =>
    o.id === (action.type === 'open' ? action.option : -1) ||
    isDestructive(o) ||
    o.kind === 'input' ||
    (o.kind === 'link' && !policy.allowExternal && !sameSite(o.url, policy.scopeRoot, policy.scopeRoot)) ||
    (o.kind === 'link' && memory.deadEnds.has(visitKey(o.url)));
  if (failedMoves.has(moveKey(here, action))) {
    return refuse(`You already tried ${describe(action)} here and it failed.`, view, [], excluded);
  }
  switch (action.type) {
    case 'open': {
      const shown = view.options.find((o) => o.id === action.option);
      if (!shown) return refuse(`Option ${action.option} is not on screen.`, view, [], excluded);
      // A lead seen elsewhere in the run is offered in the view, not among the place's own options.
      const option =
        shown.from !== undefined
          ? { id: shown.id, label: shown.label, target: shown.url, kind: shown.kind }
          : place.options.find((o) => o.id === action.option);
      if (!option) return refuse(`Option ${action.option} does not exist here.`, view, [], excluded);
      if (option.kind === 'input')
        return refuse(
          `[${option.id}] ${option.label} is a search box: it is filled, not opened.`,
          view,
          [],
          excluded,
        );
      const key = shown.from !== undefined ? visitKey(shown.url) : optionVisitKey(place, option as Option);
      // Going back to a place opened before is a return, not a loop, unless the place proved empty
      // or is on the way here already.
      const onTheWay = memory.stack.some((e) => visitKey(e.location) === key);
      if (memory.visited.has(key) && (memory.deadEnds.has(key) || onTheWay)) {
        return refuse(`[${option.id}] ${option.label} was already opened in this run.`, view, [], excluded);
      }
      if (isDestructive(option)) {
        return refuse(
          `[${option.id}] ${option.label} looks destructive; it is never pressed.`,
          view,
          [],
          excluded,
        );
      }
      if (
        option.kind === 'link' &&
        !policy.allowExternal &&
        !sameSite(option.target, policy.scopeRoot, policy.scopeRoot)
      ) {
        return refuse(
          `[${option.id}] ${option.label} leaves the site; this run stays on it.`,
          view,
          [],
          excluded,
        );
      }
      if (memory.stack.length >= policy.maxDepth) {
        return refuse(
          `The path is ${memory.stack.length} places deep, the most allowed; read or go back.`,
          view,
          ['read()'],
          // Every other open would be refused the same way (back() is offered where there is one).
          () => true,
        );
      }
      return { ok: true };
    }
    case 'back': {
      if (memory.stack.length <= 1)
        return refuse('You are at the start; there is nothing to go back to.', view);
      const levels = action.levels ?? 1;
      if (!Number.isInteger(levels) || levels < 1 || levels >= memory.stack.length) {
        return refuse(
          `back(${levels}) goes past the start: at most ${memory.stack.length - 1} levels.`,
          view,
          [],
          excluded,
        );
      }
      return { ok: true };
    }
    case 'read':
      if (view.readBefore)
        return refuse('You already read this place and it held no answer.', view, [], excluded);
      return { ok: true };
    case 'stop':
      return { ok: true };
    case 'collect':
      return refuse('collect is not a move of the find strategy.', view, [], excluded);
    case 'fill': {
      const option = place.options.find((o) => o.id === action.option);
      if (option?.kind !== 'input')
        return refuse(`Option ${action.option} is not an input.`, view, [], excluded);
      return { ok: true };
    }
  }
}

function describe(action: Action): string {
  return action.type === 'open' ? `open(${action.option})` : `${action.type}()`;
}

/**
 * A refusal with concrete alternatives: never the refused option itself, nor any option the guard
 * would refuse too (opened, destructive, or off the site when the run stays on it).
 */
function refuse(
  problem: string,
  view: View,
  extra: string[] = [],
  excluded: (o: ViewOption) => boolean = () => false,
): Verdict {
  const fresh = view.options.filter((o) => !o.visited && !o.deadEnd && !excluded(o)).slice(0, 3);
  const choices = fresh.map((o: ViewOption) => `open(${o.id}) for ${o.label}`);
  if (view.canBack) choices.push('back()');
  const all = [...choices, ...extra.filter((e) => !choices.includes(e))];
  return {
    ok: false,
    message: all.length
      ? `${problem} Try instead: ${all.join('; ')}.`
      : `${problem} Nothing else is left: stop().`,
  };
}
