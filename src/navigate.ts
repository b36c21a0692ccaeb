import { createHeuristicBrain } from './brains/heuristic/index.ts';
import type { Brain } from './core/brain.ts';
import { type Budget, DEFAULT_BUDGET } from './core/budget.ts';
import type { Step, Trail } from './core/trail.ts';
import type { World } from './core/world.ts';
import type { StrategyContext } from './strategies/context.ts';
import { find } from './strategies/find/index.ts';
import { createWebWorld } from './worlds/web/index.ts';

export type StrategyName = 'find';

export interface NavigateRequest {
  /** A URL, a local file or folder of HTML. */
  start: string;
  question: string;
  strategy?: StrategyName;
  /** Defaults to the web world. */
  world?: World;
  /** Defaults to the offline heuristic brain. */
  brain?: Brain;
  budget?: Partial<Budget>;
  signal?: AbortSignal;
  /** Follow links to other sites (off: a run stays on its start's site). */
  allowExternal?: boolean;
}

/** A run in progress: iterate it for steps as they happen, await it for the finished trail. */
export interface Run extends AsyncIterable<Step>, PromiseLike<Trail> {}

/**
 * The one entry point every interface (CLI, MCP, library users) goes through. The run starts at
 * once; steps can be consumed while it goes, and the trail is the result.
 */
export function navigate(request: NavigateRequest): Run {
  const queue: Step[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  const ownsWorld = request.world === undefined;
  const world = request.world ?? createWebWorld();
  const ctx: StrategyContext = {
    question: request.question,
    start: request.start,
    world,
    brain: request.brain ?? createHeuristicBrain(),
    budget: { ...DEFAULT_BUDGET, ...request.budget },
    signal: request.signal ?? new AbortController().signal,
    allowExternal: request.allowExternal ?? false,
    onStep: (step) => {
      queue.push(step);
      wake();
    },
  };
  const result: Promise<Trail> = (async () => {
    try {
      return await find(ctx);
    } finally {
      done = true;
      wake();
      if (ownsWorld) await world.close?.();
    }
  })();
  // A caller that only iterates must not see an unhandled rejection; `then` still reports it.
  result.catch(() => {});

  return {
    // biome-ignore lint/suspicious/noThenProperty: a Run is deliberately awaitable.
    then(onFulfilled, onRejected) {
      return result.then(onFulfilled, onRejected);
    },
    async *[Symbol.asyncIterator]() {
      let i = 0;
      for (;;) {
        while (i < queue.length) yield queue[i++] as Step;
        if (done) {
          await result;
          return;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}
