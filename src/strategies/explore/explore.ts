import { NO_USAGE, spentSince, type TrailAction, type Usage } from '../../core/action.ts';
import type { ExploreFault, ExploreRefusal, ExploreState, ExploreTransition } from '../../core/explored.ts';
import type { Screen, ScreenControl, ScreenWorld } from '../../core/screen.ts';
import type { ControlChooser, ScreenAction } from '../../core/screen-action.ts';
import type { Step, StepResult, StopReason, Trail } from '../../core/trail.ts';
import { destructiveKind } from '../../guard/destructive.ts';
import { RunLog } from '../run-log.ts';

export interface ExploreRequest {
  url: string;
  world: ScreenWorld;
  /** Most actions, replays included. Default 60. */
  maxSteps?: number;
  signal: AbortSignal;
  /** Each action as it is taken (progress). */
  onStep?: (step: Step) => void;
  /** Picks among the controls novelty ranks (a model); novelty alone without one, or when it declines. */
  chooser?: ControlChooser;
}

/** What a press is remembered by across visits of a state: role and name. */
interface Press {
  role: string;
  name: string;
}

interface Known {
  state: ExploreState;
  key: string;
  /** Presses from the start. */
  path: Press[];
  /** Controls (role|name) pressed here, or left alone for good. */
  done: Set<string>;
  exhausted: boolean;
  /** Its controls, as role|name. */
  seen: Set<string>;
}

/** Who chose a press, and why; what choosing it cost (a model's calls). */
interface Chooser {
  decidedBy: string;
  reason: string;
  usage?: Usage;
}

/** The explorer's own choice: novel controls first. */
const NOVELTY = 'novelty';

const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider']);
const pressKey = (c: Press): string => `${c.role}|${c.name}`;
const label = (c: Press): string => `${c.role} "${c.name}"`;

/** The chooser's pick among the candidates (the first 25 by novelty), else the most novel. */
async function pickControl(
  screen: Screen,
  ranked: ScreenControl[],
  chooser: ControlChooser | undefined,
  states: readonly ExploreState[],
  signal: AbortSignal,
): Promise<{ control: ScreenControl; by: Chooser } | null> {
  const first = ranked[0];
  if (!first) return null;
  const novelty: Chooser = { decidedBy: NOVELTY, reason: 'the most novel control left here' };
  if (!chooser) return { control: first, by: novelty };
  const shortlist = ranked.slice(0, 25);
  const seen = states.map(
    (s) =>
      `[${s.id}] ${s.title} ${s.url}${s.reachedBy ? ` ← ${s.reachedBy.action}` : ''}${s.shows.length ? ` (shows ${s.shows.join(', ')})` : ''}`,
  );
  const choice = await chooser.choose(screen, shortlist, seen, signal);
  const chosen = choice ? shortlist.find((c) => c.id === choice.control) : undefined;
  if (!chosen || !choice) return { control: first, by: novelty };
  return { control: chosen, by: { decidedBy: chooser.name, reason: choice.reason } };
}

/** Controls worth pressing here, best first; refusals recorded once. */
function pressable(
  screen: Screen,
  here: Known,
  site: { origin: string; startPage: string },
  states: readonly ExploreState[],
  refused: ExploreRefusal[],
  pressedAnywhere: ReadonlySet<string>,
): ScreenControl[] {
  const { origin, startPage } = site;
  const out: ScreenControl[] = [];
  for (const c of screen.controls) {
    const key = pressKey(c);
    if (here.done.has(key) || FIELD_ROLES.has(c.role) || !c.name) continue;
    const kind = destructiveKind(c.name);
    if (kind) {
      here.done.add(key);
      if (!refused.some((r) => r.control === label(c)))
        refused.push({ state: here.state.id, control: label(c), why: kind });
      continue;
    }
    if (c.href) {
      const target = URL.parse(c.href);
      const sameSite = target && target.origin === origin && /^https?:$/.test(target.protocol);
      const home = target && `${target.origin}${target.pathname}` === startPage;
      const seen = target && states.some((s) => s.url.split('#')[0] === target.href.split('#')[0]);
      if (!sameSite || home || seen || target?.hash) {
        here.done.add(key);
        continue;
      }
    }
    out.push(c);
  }
  // Novel labels first: a control pressed in no other state opens something new more often.
  return out.sort(
    (a, b) => Number(pressedAnywhere.has(pressKey(a))) - Number(pressedAnywhere.has(pressKey(b))),
  );
}

/** The state a screen shows, registered when new. */
function registerState(
  screen: Screen,
  from: { state: number; action: string } | null,
  path: readonly Press[],
  known: Map<string, Known>,
  states: ExploreState[],
): Known {
  let k = known.get(screen.key);
  if (!k) {
    const seen = new Set(screen.controls.map(pressKey));
    const parent = from ? [...known.values()].find((x) => x.state.id === from.state) : undefined;
    const state: ExploreState = {
      id: states.length + 1,
      url: screen.url,
      title: screen.title,
      reachedBy: from ? { from: from.state, action: from.action } : null,
      depth: path.length,
      controls: screen.controls.length,
      shows: parent
        ? screen.controls
            .filter((c) => !parent.seen.has(pressKey(c)))
            .slice(0, 6)
            .map((c) => c.name)
        : [],
    };
    states.push(state);
    k = { state, key: screen.key, path: [...path], done: new Set(), exhausted: false, seen };
    known.set(screen.key, k);
  }
  return k;
}

/**
 * The explore loop: presses controls to reach states not seen yet, novel controls first (a label
 * pressed in no state before), never a destructive one, never a link out of the site or back to
 * the start; when a state has nothing new left, it goes back (or replays the presses from the
 * start) to the nearest state that has. Records every state, transition and fault on the way.
 */
export async function runExplore(request: ExploreRequest): Promise<Trail> {
  return new Exploration(request).run();
}

/** What one exploration has found so far, and where it is. */
class Exploration {
  private readonly request: ExploreRequest;
  private readonly maxSteps: number;
  private readonly log: RunLog;
  private readonly site: { origin: string; startPage: string };
  private readonly known = new Map<string, Known>();
  private readonly states: ExploreState[] = [];
  private readonly transitions: ExploreTransition[] = [];
  private readonly faults: ExploreFault[] = [];
  private readonly refused: ExploreRefusal[] = [];
  private readonly pressedAnywhere = new Set<string>();
  /** Presses from the start to the state the app is in. */
  private path: Press[] = [];

  constructor(request: ExploreRequest) {
    this.request = request;
    this.maxSteps = request.maxSteps ?? 60;
    const startUrl = new URL(request.url);
    // The start page without query or fragment: a link back to it is not followed.
    this.site = { origin: startUrl.origin, startPage: `${startUrl.origin}${startUrl.pathname}` };
    this.log = new RunLog({
      question: `explore ${request.url}`,
      start: request.url,
      strategy: 'explore',
      onStep: request.onStep ?? (() => {}),
    });
  }

  async run(): Promise<Trail> {
    const { world, signal } = this.request;
    await world.open(this.request.url, signal);
    let screen = await world.read([], signal);
    let here = this.register(screen, null);
    this.collect(here.state.id, null);
    for (;;) {
      signal.throwIfAborted();
      if (this.log.steps.length >= this.maxSteps)
        return this.map({ code: 'budget-steps', reason: `the step budget (${this.maxSteps}) is spent` });
      const candidates = pressable(screen, here, this.site, this.states, this.refused, this.pressedAnywhere);
      const before = this.spent();
      const picked = await pickControl(screen, candidates, this.request.chooser, this.states, signal);
      const usage = spentSince(before, this.spent());
      this.log.heard({ usage });
      if (picked) {
        ({ screen, here } = await this.press(here, picked.control, { ...picked.by, usage }));
        continue;
      }
      here.exhausted = true;
      // The nearest state that still has something to press (fewest presses from the start).
      const target = [...this.known.values()]
        .filter((k) => !k.exhausted)
        .sort((a, b) => a.path.length - b.path.length)[0];
      if (!target) return this.map({ code: 'exhausted', reason: 'every state reached has been explored' });
      if (!(await this.goTo(target))) target.exhausted = true;
      screen = await world.read([], signal);
      here = this.known.get(screen.key) ?? this.register(screen, null);
    }
  }

  /** What the chooser (a model) spent so far. */
  private spent(): Usage {
    return this.request.chooser?.usage?.() ?? NO_USAGE;
  }

  /** Presses a control of the state the app is in, and records where it led. */
  private async press(
    here: Known,
    next: ScreenControl,
    by: Chooser,
  ): Promise<{ screen: Screen; here: Known }> {
    const t0 = Date.now();
    const key = pressKey(next);
    here.done.add(key);
    this.pressedAnywhere.add(key);
    const result = await this.act({ type: 'click', control: next.id });
    const from = here.state.id;
    this.path = [...this.path, { role: next.role, name: next.name }];
    const screen = await this.request.world.read([], this.request.signal);
    const before = this.known.size;
    const now = this.register(screen, { state: from, action: label(next) });
    // A press that leaves the state as it was leads nowhere new: the path stays as it was.
    if (now.state.id === from) this.path = this.path.slice(0, -1);
    else if (now.path.length < this.path.length) this.path = [...now.path];
    this.collect(now.state.id, label(next));
    if (now.state.id !== from) this.transitions.push({ from, to: now.state.id, action: label(next) });
    const outcome =
      result.failed !== undefined
        ? result.failed
        : this.known.size > before
          ? `new state ${now.state.id}`
          : now.state.id === from
            ? 'no change'
            : `state ${now.state.id} again`;
    this.step({
      at: here.state,
      action: { type: 'click', control: next.id },
      label: next.name,
      result: result.failed !== undefined ? 'error' : 'acted',
      detail: outcome,
      ...(screen.url !== here.state.url ? { to: screen.url } : {}),
      reason: by.reason,
      by: by.decidedBy,
      ...(by.usage && by.usage.llmCalls > 0 ? { usage: by.usage } : {}),
      started: t0,
    });
    return { screen, here: now };
  }

  /** Back to a known state: the start reopened, then its presses replayed. False when it cannot be reached. */
  private async goTo(target: Known): Promise<boolean> {
    const { world, signal, url } = this.request;
    const t0 = Date.now();
    await world.open(url, signal);
    const start = this.states[0];
    const toward = `back toward state ${target.state.id}, which has controls left to press`;
    this.step({
      ...(start ? { at: start } : {}),
      action: { type: 'follow', url },
      label: 'the start',
      result: 'opened',
      detail: 'replay',
      to: url,
      reason: toward,
      started: t0,
    });
    this.collect(start?.id ?? 1, null);
    for (const press of target.path) {
      if (this.log.steps.length >= this.maxSteps) return false;
      const screen = await world.read([], signal);
      const control = screen.controls.find((c) => pressKey(c) === pressKey(press));
      if (!control) return false;
      const t1 = Date.now();
      const result = await this.act({ type: 'click', control: control.id });
      this.step({
        url: screen.url,
        title: screen.title,
        action: { type: 'click', control: control.id },
        label: press.name,
        result: result.failed !== undefined ? 'error' : 'acted',
        detail: `replay: ${result.failed ?? result.done}`,
        reason: toward,
        started: t1,
      });
      if (result.failed !== undefined) return false;
    }
    this.path = [...target.path];
    const screen = await world.read([], signal);
    return screen.key === target.key;
  }

  /** Carries out an action: what the world says it did, or why it failed. */
  private async act(action: ScreenAction): Promise<{ done: string; failed?: never } | { failed: string }> {
    const { world, signal } = this.request;
    try {
      return { done: await world.perform(action, signal) };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      return { failed: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' };
    }
  }

  private register(screen: Screen, from: { state: number; action: string } | null): Known {
    return registerState(screen, from, this.path, this.known, this.states);
  }

  /** The faults the world saw since the last call, recorded against the state and the press. */
  private collect(state: number, action: string | null): void {
    for (const f of this.request.world.takeFaults?.() ?? []) this.faults.push({ ...f, state, action });
  }

  /** Records a step taken in a state (or on a screen not registered as one: a replay's way there). */
  private step(step: {
    at?: ExploreState;
    url?: string;
    title?: string;
    action: TrailAction;
    label: string;
    result: StepResult;
    detail: string;
    to?: string;
    reason: string;
    by?: string;
    usage?: Usage;
    started: number;
  }): void {
    const url = step.at?.url ?? step.url ?? this.request.url;
    const title = step.at?.title ?? step.title ?? '';
    this.log.record({
      at: url,
      path: title ? [title] : [],
      action: step.action,
      label: step.label,
      reason: step.reason,
      result: step.result,
      detail: step.detail,
      ...(step.to !== undefined && step.to !== url ? { to: step.to } : {}),
      ms: Date.now() - step.started,
      ...(step.by ? { by: step.by } : {}),
      ...(step.usage ? { usage: step.usage } : {}),
    });
  }

  /** The run's trail, with the map drawn. An exploration always draws one: it is done. */
  private map(stop: StopReason): Trail {
    const trail = this.log.finish(stop, [], { pages: this.states.length, done: true });
    return {
      ...trail,
      explored: {
        states: this.states,
        transitions: this.transitions,
        faults: this.faults,
        refused: this.refused,
      },
    };
  }
}
