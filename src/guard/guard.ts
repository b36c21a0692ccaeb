import type { Action } from '../core/action.ts';
import { destructiveKind, destructiveLinkKind } from '../core/irreversible.ts';
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

/**
 * Whether pressing an option would delete, pay, send, log out or hand something over: the one
 * rule of core/irreversible.ts, the same `act` and `explore` apply. A question never asks for such
 * a press, so here it is always refused.
 */
export function isDestructive(option: { label: string; kind: string }): boolean {
  return (
    (option.kind === 'link' ? destructiveLinkKind(option.label) : destructiveKind(option.label)) !== null
  );
}

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
  const problem = problemWith(action, view, place, memory, failedMoves, policy);
  if (problem === null) return { ok: true };
  // Alternatives pass the same check: a refusal never suggests a move it would refuse too.
  const accepted = (move: Action): boolean =>
    problemWith(move, view, place, memory, failedMoves, policy) === null;
  return refuse(problem, action, view, accepted);
}

/** What is wrong with an action, in one sentence; null when it may run. */
function problemWith(
  action: Action,
  view: View,
  place: Place,
  memory: Memory,
  failedMoves: ReadonlySet<string>,
  policy: GuardPolicy,
): string | null {
  const here = `${place.location}#${(place.folder ?? []).join('/')}`;
  if (failedMoves.has(moveKey(here, action)))
    return `You already tried ${describe(action)} here and it failed.`;
  switch (action.type) {
    case 'open': {
      const shown = view.options.find((o) => o.id === action.option);
      if (!shown) return `Option ${action.option} is not on screen.`;
      // A lead seen elsewhere in the run is offered in the view, not among the place's own options.
      const option =
        shown.from !== undefined
          ? { id: shown.id, label: shown.label, target: shown.url, kind: shown.kind }
          : place.options.find((o) => o.id === action.option);
      if (!option) return `Option ${action.option} does not exist here.`;
      if (option.kind === 'input')
        return `[${option.id}] ${option.label} is a search box: it is filled, not opened.`;
      const key = shown.from !== undefined ? visitKey(shown.url) : optionVisitKey(place, option as Option);
      // Going back to a place opened before is a return, not a loop, unless the place proved empty
      // or is on the way here already.
      const onTheWay = memory.stack.some((e) => visitKey(e.location) === key);
      if (memory.visited.has(key) && (memory.deadEnds.has(key) || onTheWay))
        return `[${option.id}] ${option.label} was already opened in this run.`;
      if (isDestructive(option))
        return `[${option.id}] ${option.label} looks destructive; it is never pressed.`;
      if (
        option.kind === 'link' &&
        !policy.allowExternal &&
        !sameSite(option.target, policy.scopeRoot, policy.scopeRoot)
      )
        return `[${option.id}] ${option.label} leaves the site; this run stays on it.`;
      // A lead seen elsewhere is opened from the place it was seen on, not below this one: the
      // depth here does not bound it.
      if (shown.from === undefined && memory.stack.length >= policy.maxDepth)
        return `The path is ${memory.stack.length} places deep, the most allowed; read or go back.`;
      return null;
    }
    case 'back': {
      if (memory.stack.length <= 1) return 'You are at the start; there is nothing to go back to.';
      const levels = action.levels ?? 1;
      if (!Number.isInteger(levels) || levels < 1 || levels >= memory.stack.length)
        return `back(${levels}) goes past the start: at most ${memory.stack.length - 1} levels.`;
      return null;
    }
    case 'read':
      return view.readBefore ? 'You already read this place and it held no answer.' : null;
    case 'stop':
      return null;
    case 'judge':
    case 'keep':
      return `${action.type} is not a move of the find strategy.`;
    case 'follow':
      // A strategy follows the leads it keeps itself; a brain chooses among the options shown.
      return 'follow is not a move a brain chooses: open one of the options shown.';
    case 'fill': {
      const option = place.options.find((o) => o.id === action.option);
      return option?.kind === 'input' ? null : `Option ${action.option} is not an input.`;
    }
  }
}

function describe(action: Action): string {
  return action.type === 'open' ? `open(${action.option})` : `${action.type}()`;
}

/** Alternatives offered by a refusal: the best few fresh options. */
const ALTERNATIVES = 3;

/**
 * A refusal with concrete alternatives, each one a move the guard accepts: never the refused
 * option itself, nor an option it would refuse too (opened, destructive, off the site, too deep,
 * failed before). When no option is left, read() if the place may still be read, else stop().
 */
function refuse(problem: string, refused: Action, view: View, accepted: (move: Action) => boolean): Verdict {
  const refusedId = refused.type === 'open' || refused.type === 'fill' ? refused.option : undefined;
  const opens = view.options
    .filter((o) => !o.visited && !o.deadEnd && o.id !== refusedId && accepted({ type: 'open', option: o.id }))
    .slice(0, ALTERNATIVES);
  const choices = opens.map((o: ViewOption) => `open(${o.id}) for ${o.label}`);
  if (accepted({ type: 'back' })) choices.push('back()');
  // Reading is the way on when no option may be opened (the depth limit, every option spent).
  if (opens.length === 0 && accepted({ type: 'read' })) choices.push('read()');
  return {
    ok: false,
    message: choices.length
      ? `${problem} Try instead: ${choices.join('; ')}.`
      : `${problem} Nothing else is left: stop().`,
  };
}
