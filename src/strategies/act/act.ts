import { NO_USAGE, spentSince, type Usage } from '../../core/action.ts';
import { PRESS_CHANGED_NOTHING, unmetChange } from '../../core/expected-change.ts';
import type { Screen, ScreenWorld } from '../../core/screen.ts';
import type { ScreenAction, ScreenBrain, ScreenDecision } from '../../core/screen-action.ts';
import { screenMoveKey } from '../../core/screen-move.ts';
import type { Step, StepResult, StopReason, Trail } from '../../core/trail.ts';
import { checkScreenAction } from '../../guard/screen-guard.ts';
import { RunLog } from '../run-log.ts';

export interface ActRequest {
  url: string;
  instruction: string;
  world: ScreenWorld;
  brain: ScreenBrain;
  /** Most actions taken. Default 40. */
  maxSteps?: number;
  signal: AbortSignal;
  /** Each action as it is taken (progress). */
  onStep?: (step: Step) => void;
}

/** Failures in a row after which the run stops rather than keep trying. */
const MAX_FAILURES = 4;

/**
 * The act loop: read the screen, let the brain choose one action, check it (destructive controls
 * only when the instruction asks for what they do), carry it out, until the brain says done, or
 * stops (after a look at the whole page), or the steps run out. A run in which no action was
 * carried out is never done, whatever the brain says: an instruction is done by acting on the page.
 * The run ends in the trail every command ends in: its steps are the actions, `found` says done.
 */
export async function runAct(request: ActRequest): Promise<Trail> {
  return new ActRun(request).run();
}

/** One run of `act`: the loop's state, explicit. */
class ActRun {
  private readonly log: RunLog;
  private readonly maxSteps: number;
  /** The screens seen (by their key), counted as the run's pages. */
  private readonly screens = new Set<string>();
  /** Moves carried out or tried, each on the state of the page it was made on (the guard's memory). */
  private readonly moves = new Set<string>();
  /** Failed or refused actions in a row. */
  private failures = 0;
  /** Actions carried out (not refused, not failed). */
  private carried = 0;
  /** Whether the last action was carried out and its expected change seen, and what came of it. */
  private lastOk = false;
  private lastResult = '';
  /** The screen is read whole: the page's content did not hold what the brain looked for. */
  private whole = false;

  private readonly request: ActRequest;

  constructor(request: ActRequest) {
    this.request = request;
    this.maxSteps = request.maxSteps ?? 40;
    this.log = new RunLog({
      question: request.instruction,
      start: request.url,
      strategy: 'act',
      onStep: request.onStep ?? (() => {}),
    });
  }

  async run(): Promise<Trail> {
    const { world, brain, signal } = this.request;
    await world.open(this.request.url, signal);
    let screen = await this.read();
    for (;;) {
      signal.throwIfAborted();
      if (!this.whole) this.screens.add(screen.key);
      if (this.log.steps.length >= this.maxSteps)
        return this.end({ code: 'budget-steps', reason: `the step budget (${this.maxSteps}) is spent` });
      const started = Date.now();
      const before = brain.usage?.() ?? NO_USAGE;
      const decision = await brain.decide(screen, signal);
      const usage = spentSince(before, brain.usage?.() ?? NO_USAGE);
      const { action } = decision;
      if (action.type === 'done' || action.type === 'stop') {
        this.log.heard({ usage });
        if (action.type === 'done') return this.end(this.doneStop(action.reason));
        // What the page's content lacks may be in the regions left out (a header's "Search" link):
        // the page is read whole, once, before the run gives up.
        if (this.whole) return this.end({ code: 'brain-stopped', reason: action.reason });
        this.whole = true;
        screen = await this.read();
        continue;
      }
      this.whole = false;
      screen = await this.carryOut(screen, decision, usage, started);
      if (this.failures >= MAX_FAILURES) {
        return this.end({
          code: 'exhausted',
          reason: `${this.failures} actions in a row could not be carried out (the last: ${this.lastResult})`,
        });
      }
    }
  }

  private read(): Promise<Screen> {
    const { world, brain, signal } = this.request;
    return world.read(brain.terms(), signal, this.whole ? { whole: true } : undefined);
  }

  /** Done only by acting, and never right after an action that did not take. */
  private doneStop(reason: string): StopReason {
    // (A last press that changed nothing and sent nothing did not take either.)
    const failedLast =
      this.log.steps.length > 0 && (!this.lastOk || this.lastResult === PRESS_CHANGED_NOTHING);
    if (this.carried > 0 && !failedLast) return { code: 'done', reason };
    return {
      code: 'brain-stopped',
      reason: failedLast
        ? `the last action did not take (${this.lastResult})`
        : `no action was carried out (${reason})`,
    };
  }

  /**
   * Checks the action, carries it out, and records the step; returns the screen after it. What the
   * action was to change is looked for on the page after it: an action whose change is not seen
   * has failed, and the brain is told so (it tries another way, or the run stops).
   */
  private async carryOut(
    screen: Screen,
    decision: ScreenDecision,
    usage: Usage,
    started: number,
  ): Promise<Screen> {
    const { world, brain, instruction, signal } = this.request;
    const action = decision.action;
    const label = labelOf(screen, action);
    const refusal = checkScreenAction(screen, action, label, instruction, this.moves);
    let outcome: { result: StepResult; detail: string };
    if (refusal) outcome = { result: 'rejected', detail: refusal };
    else {
      const move = screenMoveKey(screen, action);
      if (move !== null) this.moves.add(move);
      try {
        outcome = { result: 'acted', detail: await world.perform(action, signal) };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        outcome = { result: 'error', detail: firstLine(error) };
      }
    }
    const after = await this.read();
    const unmet = outcome.result === 'acted' ? unmetChange(action, screen, after) : null;
    if (unmet) outcome = { result: 'error', detail: unmet };
    const ok = outcome.result === 'acted';
    this.failures = ok ? 0 : this.failures + 1;
    this.lastOk = ok;
    this.lastResult = ok
      ? outcome.detail
      : `${outcome.result === 'rejected' ? 'refused' : 'failed'}: ${outcome.detail}`;
    if (ok) this.carried++;
    brain.observe?.(decision, ok, screen);
    this.log.heard({ usage });
    this.log.record({
      at: screen.url,
      path: screen.title ? [screen.title] : [],
      action,
      ...(label ? { label } : {}),
      reason: decision.reason,
      ...outcome,
      ...(after.url !== screen.url ? { to: after.url } : {}),
      ms: Date.now() - started,
      ...(usage.llmCalls > 0 ? { usage } : {}),
      by: decision.decidedBy ?? brain.name,
    });
    return after;
  }

  private end(stop: StopReason): Trail {
    return this.log.finish(stop, [], { pages: this.screens.size, done: stop.code === 'done' });
  }
}

function labelOf(screen: Screen, action: ScreenAction): string {
  if (!('control' in action)) return '';
  return screen.controls.find((c) => c.id === action.control)?.name ?? `[${action.control}]`;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200);
}
