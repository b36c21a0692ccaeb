import type { Usage } from '../../core/action.ts';
import type { Memory, PathEntry } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { optionVisitKey, placeVisitKey, renderView } from '../../core/render-view.ts';
import type { Finding, Step, StepResult, StopReason, Trail } from '../../core/trail.ts';
import { checkAction, moveKey } from '../../guard/guard.ts';
import type { StrategyContext } from '../context.ts';
import { createStrategyRun, message } from '../run.ts';
import { StopRun } from '../stop-run.ts';

const MAX_REJECTIONS_IN_A_ROW = 3;

/**
 * `find`: one answer, depth-first with backtracking. Open the most promising option, read when
 * the place looks like it holds the answer, back out of dead ends, until the answer is read or a
 * budget is spent. Every stop says why.
 */
export async function find(ctx: StrategyContext): Promise<Trail> {
  const { budget, brain, world, question } = ctx;
  const run = createStrategyRun(ctx, 'find');
  const { signal, visited, deadEnds } = run;
  const findings: Finding[] = [];
  const failedMoves = new Set<string>();
  const stack: Array<{ entry: PathEntry; place: Place }> = [];
  let warnings: string[] = [];
  let rejectedInARow = 0;

  const memory = (): Memory => run.memory(stack.map((s) => s.entry));
  const finish = (stop: StopReason): Trail => run.finish(stop, findings);
  const stopForSignal = (): StopReason =>
    run.signalStop() ?? { code: 'budget-time', reason: `time budget of ${budget.seconds} s spent` };

  // The start must open: a start that cannot be reached is bad input, not a failed search.
  const startPlace = await world.open(ctx.start, signal);
  run.pages++;
  stack.push({
    entry: { label: startPlace.title || ctx.start, location: startPlace.location, title: startPlace.title },
    place: startPlace,
  });
  visited.add(placeVisitKey(startPlace));
  run.learn(startPlace);

  for (;;) {
    try {
      run.checkStep();
    } catch (error) {
      if (error instanceof StopRun) return finish(error.stop);
      throw error;
    }
    const current = stack[stack.length - 1] as { entry: PathEntry; place: Place };
    const place = current.place;
    const mem = memory();
    const view = renderView(place, mem, {
      question,
      maxTokens: budget.viewTokens,
      maxOptions: budget.viewOptions,
      warnings,
      canBack: stack.length > 1,
    });
    warnings = [];
    // Remember how many relevant options are left here, so a later back can skip spent places.
    current.entry.leads = view.options.filter((o) => !o.visited && !o.deadEnd && o.score > 0).length;
    const pathHere = stack.map((s) => s.entry.label);
    const t0 = performance.now();
    let decision: Awaited<ReturnType<typeof brain.decide>>;
    try {
      decision = await brain.decide(view, mem, signal);
    } catch (error) {
      if (signal.aborted) return finish(stopForSignal());
      return finish({ code: 'error', reason: `the brain failed: ${message(error)}` });
    }
    run.addUsage(decision.usage);
    const action = decision.action;
    const record = (result: StepResult, extra: Partial<Step> = {}): Step => {
      const step: Omit<Step, 'n'> = {
        at: place.location,
        path: pathHere,
        action,
        reason: decision.reason,
        result,
        ms: Math.round(performance.now() - t0),
        tokens: view.tokens,
        ...(decision.usage && decision.usage.llmCalls + decision.usage.tokensIn > 0
          ? { usage: decision.usage }
          : {}),
        ...(decision.by ? { by: decision.by } : {}),
        ...extra,
      };
      if (action.type === 'open') {
        const label = place.options.find((o) => o.id === action.option)?.label;
        if (label !== undefined) step.label = label;
      }
      return run.record(step);
    };

    const verdict = checkAction(action, view, place, mem, failedMoves, {
      allowExternal: ctx.allowExternal,
      // The start place's own location: a local start typed as a path becomes a file: URL there.
      scopeRoot: startPlace.location,
      maxDepth: budget.depth,
    });
    if (!verdict.ok) {
      record('rejected', { detail: verdict.message });
      // A refused option shows as a dead end from now on, so no brain keeps choosing it.
      if (action.type === 'open') {
        const refused = place.options.find((o) => o.id === action.option);
        if (refused) deadEnds.add(optionVisitKey(place, refused));
      }
      warnings = [verdict.message];
      if (++rejectedInARow >= MAX_REJECTIONS_IN_A_ROW) {
        return finish({ code: 'error', reason: `the brain chose ${rejectedInARow} refused moves in a row` });
      }
      continue;
    }
    rejectedInARow = 0;

    switch (action.type) {
      case 'stop':
        record('stop');
        return finish({ code: 'brain-stopped', reason: action.reason || decision.reason });
      case 'back': {
        for (let i = 0; i < (action.levels ?? 1); i++) {
          const left = stack.pop();
          if (left) deadEnds.add(placeVisitKey(left.place));
        }
        const back = stack[stack.length - 1];
        record('back', { detail: back ? `back to ${back.entry.label}` : '' });
        continue;
      }
      case 'read': {
        let reading: Awaited<ReturnType<typeof brain.read>>;
        try {
          reading = await brain.read(place, mem, signal);
        } catch (error) {
          if (signal.aborted) return finish(stopForSignal());
          return finish({ code: 'error', reason: `the brain failed to read: ${message(error)}` });
        }
        run.addUsage(reading.usage);
        if (reading.found) {
          findings.push({
            answer: reading.answer,
            citation: {
              url: place.location,
              title: place.title,
              // The place's own breadcrumb says where the answer lives; the route taken is in the steps.
              path: place.path.length > 0 ? place.path : stack.map((s) => s.entry.label),
              quote: reading.quote,
            },
          });
          record('answer', {
            detail: reading.reason,
            ...readUsage(decision.usage, reading.usage),
            ...byOf(reading),
          });
          return finish({ code: 'answered', reason: 'the answer was read and quoted' });
        }
        deadEnds.add(placeVisitKey(place));
        record('no-answer', {
          detail: reading.reason,
          ...readUsage(decision.usage, reading.usage),
          ...byOf(reading),
        });
        continue;
      }
      case 'open': {
        const option = place.options.find((o) => o.id === action.option);
        if (!option) continue; // the guard already refused unknown options
        const key = optionVisitKey(place, option);
        if (option.kind !== 'folder' && run.pages >= budget.pages) {
          return finish({
            code: 'budget-pages',
            reason: `page budget of ${budget.pages} spent without an answer`,
          });
        }
        let next: Place;
        try {
          next = await world.act(place, action, signal);
        } catch (error) {
          if (signal.aborted) return finish(stopForSignal());
          failedMoves.add(moveKey(`${place.location}#${(place.folder ?? []).join('/')}`, action));
          visited.add(key);
          deadEnds.add(key);
          record('error', { detail: message(error) });
          warnings = [`Opening [${option.id}] ${option.label} failed: ${message(error)}`];
          continue;
        }
        if (option.kind !== 'folder') run.pages++;
        visited.add(key);
        if (current.entry.leads) current.entry.leads--;
        const landed = placeVisitKey(next);
        if (landed !== key && visited.has(landed)) {
          // A link that lands where the run has already been (a redirect, a breadcrumb) is a loop.
          deadEnds.add(key);
          record('error', { detail: `led back to ${next.location}, already visited` });
          continue;
        }
        visited.add(landed);
        run.learn(next);
        stack.push({
          entry: { label: option.label, location: next.location, title: next.title },
          place: next,
        });
        record(option.kind === 'folder' ? 'folder' : 'opened', {
          detail: option.kind === 'folder' ? `opened folder ${option.label}` : next.location,
        });
        continue;
      }
      case 'collect':
      case 'fill':
        // The guard refuses these for `find`; nothing to do.
        continue;
    }
  }
}

/** A read step costs the decision to read plus the reading itself. */
function readUsage(a: Usage | undefined, b: Usage | undefined): { usage?: Usage } {
  const sum = {
    llmCalls: (a?.llmCalls ?? 0) + (b?.llmCalls ?? 0),
    tokensIn: (a?.tokensIn ?? 0) + (b?.tokensIn ?? 0),
    tokensOut: (a?.tokensOut ?? 0) + (b?.tokensOut ?? 0),
  };
  return sum.llmCalls + sum.tokensIn > 0 ? { usage: sum } : {};
}

function byOf(reading: { by?: string | undefined }): { by?: string } {
  return reading.by ? { by: reading.by } : {};
}
