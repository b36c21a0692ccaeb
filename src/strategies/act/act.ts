import { PRESS_CHANGED_NOTHING, unmetChange } from '../../core/expected-change.ts';
import type { Screen, ScreenWorld } from '../../core/screen.ts';
import { describeScreenAction, type ScreenAction, type ScreenBrain } from '../../core/screen-action.ts';
import { destructiveKind, instructionAsks } from '../../guard/destructive.ts';

/** One action of an `act` run, as `act --json` prints it. */
export interface ActStep {
  n: number;
  /** click, hover, fill, select, check, press, back. */
  action: string;
  /** The control acted on, by its name on the page ("" for back). */
  target: string;
  reason: string;
  /** What happened: "clicked", "typed", "refused: …", "failed: …". */
  result: string;
  /** The page the action was taken on. */
  url: string;
  /** Who chose it: the brain's name. */
  decidedBy: string;
  /** The action in one line ("fill [2] Username ← "ada""). */
  line: string;
  ms: number;
}

export interface ActTrail {
  instruction: string;
  /** The brain judged the instruction carried out. */
  done: boolean;
  actions: ActStep[];
  stats: {
    steps: number;
    screens: number;
    ms: number;
    llmCalls: number;
    tokensIn: number;
    tokensOut: number;
  };
  stop: { reason: string };
  /** The page at the end. */
  url: string;
}

export interface ActRequest {
  url: string;
  instruction: string;
  world: ScreenWorld;
  brain: ScreenBrain;
  /** Most actions taken. Default 40. */
  maxSteps?: number;
  signal: AbortSignal;
  /** Each action as it is taken (progress). */
  onStep?: (step: ActStep) => void;
}

/** Failures in a row after which the run stops rather than keep trying. */
const MAX_FAILURES = 4;

/**
 * The act loop: read the screen, let the brain choose one action, check it (destructive controls
 * only when the instruction asks for what they do), carry it out, until the brain says done, or
 * stops (after a look at the whole page), or the steps run out. A run in which no action was
 * carried out is never done, whatever the brain says: an instruction is done by acting on the page.
 */
export async function runAct(request: ActRequest): Promise<ActTrail> {
  const { world, brain, instruction, signal } = request;
  const maxSteps = request.maxSteps ?? 40;
  const started = Date.now();
  const actions: ActStep[] = [];
  const keys = new Set<string>();
  let failures = 0;
  /** Actions carried out (not refused, not failed). */
  let carried = 0;
  /** Whether the last action was carried out and its expected change seen. */
  let lastOk = false;
  let done = false;
  let reason = '';
  let url = request.url;
  /** The screen is read whole: the page's content did not hold what the brain looked for. */
  let whole = false;
  await world.open(request.url, signal);
  const read = () => world.read(brain.terms(), signal, whole ? { whole: true } : undefined);
  let screen = await read();
  for (;;) {
    signal.throwIfAborted();
    if (!whole) keys.add(screen.key);
    url = screen.url;
    if (actions.length >= maxSteps) {
      reason = `the step budget (${maxSteps}) is spent`;
      break;
    }
    const t0 = Date.now();
    const decision = await brain.decide(screen, signal);
    const { action } = decision;
    if (action.type === 'done') {
      // Done only by acting, and never right after an action that did not take.
      const last = actions.at(-1);
      // (A last press that changed nothing and sent nothing did not take either.)
      const failedLast = last !== undefined && (!lastOk || last.result === PRESS_CHANGED_NOTHING);
      done = carried > 0 && !failedLast;
      reason = done
        ? action.reason
        : failedLast
          ? `the last action did not take (${last.result})`
          : `no action was carried out (${action.reason})`;
      break;
    }
    if (action.type === 'stop') {
      // What the page's content lacks may be in the regions left out (a header's "Search" link):
      // the page is read whole, once, before the run gives up.
      if (!whole) {
        whole = true;
        screen = await read();
        continue;
      }
      reason = action.reason;
      break;
    }
    whole = false;
    const label = labelOf(screen, action);
    const refusal = refuse(screen, action, label, instruction);
    let result: string;
    let ok = false;
    if (refusal) result = `refused: ${refusal}`;
    else {
      try {
        result = await world.perform(action, signal);
        ok = true;
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        result = `failed: ${firstLine(error)}`;
      }
    }
    // What the action was to change is looked for on the page after it: an action whose change
    // is not seen has failed, and the brain is told so (it tries another way, or the run stops).
    const after = await read();
    const unmet = ok ? unmetChange(action, screen, after) : null;
    if (unmet) {
      ok = false;
      result = `failed: ${unmet}`;
    }
    failures = ok ? 0 : failures + 1;
    lastOk = ok;
    if (ok) carried++;
    brain.observe?.(decision, ok, screen);
    const step: ActStep = {
      n: actions.length + 1,
      action: action.type,
      target: label,
      reason: decision.reason,
      result,
      url: screen.url,
      decidedBy: decision.decidedBy ?? brain.name,
      line: describeScreenAction(action, label),
      ms: Date.now() - t0,
    };
    actions.push(step);
    request.onStep?.(step);
    screen = after;
    if (failures >= MAX_FAILURES) {
      reason = `${failures} actions in a row could not be carried out (the last: ${result})`;
      break;
    }
  }
  return {
    instruction,
    done,
    actions,
    stats: {
      steps: actions.length,
      screens: keys.size,
      ms: Date.now() - started,
      ...(brain.usage?.() ?? { llmCalls: 0, tokensIn: 0, tokensOut: 0 }),
    },
    stop: { reason },
    url,
  };
}

function labelOf(screen: Screen, action: ScreenAction): string {
  if (!('control' in action)) return '';
  return screen.controls.find((c) => c.id === action.control)?.name ?? `[${action.control}]`;
}

/** Why an action may not be taken here, or null. */
function refuse(screen: Screen, action: ScreenAction, label: string, instruction: string): string | null {
  if ('control' in action && !screen.controls.some((c) => c.id === action.control))
    return `there is no control [${action.control}] on this screen`;
  if (action.type !== 'click' && action.type !== 'press') return null;
  const password = screen.controls.some(
    (c) => c.role === 'textbox' && /password|passcode|pin\b/i.test(c.name),
  );
  const kind = destructiveKind(label, password);
  if (kind && !instructionAsks(kind, instruction))
    return `"${label}" ${kind}, and the instruction does not ask for that`;
  return null;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200);
}
