import type { Usage } from '../core/action.ts';
import { stepsByBrain } from '../core/steps-by-brain.ts';
import type { Closest, Finding, Step, StopReason, Trail } from '../core/trail.ts';

/** What a run is about, as its trail names it. */
export interface RunHeading {
  /** The question asked, or the instruction carried out. */
  question: string;
  start: string;
  strategy: string;
  /** Called as each step is recorded, for progress lines and streaming. */
  onStep: (step: Step) => void;
}

/**
 * The record every strategy keeps of its run: its steps, what its brains spent, the warnings they
 * gave, and the trail it ends in. Every command's steps are recorded here and nowhere else, so
 * every run has one trail type, one JSON form and one report.
 */
export class RunLog {
  readonly steps: Step[] = [];
  private readonly usage: Usage = { llmCalls: 0, tokensIn: 0, tokensOut: 0 };
  /** Warnings heard from a brain and not yet on a step. */
  private readonly unsaid: string[] = [];
  private readonly started = performance.now();

  private readonly heading: RunHeading;

  constructor(heading: RunHeading) {
    this.heading = heading;
  }

  /**
   * Takes in a brain's decision or reading: counts what it cost, and keeps its warning for the next
   * step recorded (each warning is told once, on one step).
   */
  heard(answer: { usage?: Usage | undefined; warning?: string | undefined }): void {
    if (answer.warning) this.unsaid.push(answer.warning);
    const u = answer.usage;
    if (!u) return;
    this.usage.llmCalls += u.llmCalls;
    this.usage.tokensIn += u.tokensIn;
    this.usage.tokensOut += u.tokensOut;
  }

  /** What the run's brains spent so far. */
  spent(): Usage {
    return { ...this.usage };
  }

  /** Records a step, with any warning heard since the last one. */
  record(partial: Omit<Step, 'n'>): Step {
    const step: Step = { n: this.steps.length + 1, ...partial };
    if (this.unsaid.length > 0) step.warning = this.unsaid.splice(0).join('; ');
    this.steps.push(step);
    this.heading.onStep(step);
    return step;
  }

  /**
   * The trail of the finished run: the first sure finding is its answer; the closest places when
   * there is none. `done` marks a run that carried out what it was asked without a finding (act).
   */
  finish(
    stop: StopReason,
    findings: Finding[],
    outcome: { pages: number; closest?: Closest[] | undefined; done?: boolean },
  ): Trail {
    // A warning heard after the last step still belongs in the trail: on the last step.
    const last = this.steps.at(-1);
    if (last && this.unsaid.length > 0)
      last.warning = [last.warning, ...this.unsaid.splice(0)].filter(Boolean).join('; ');
    const first = findings.find((f) => !f.unconfirmed);
    const closest = outcome.closest ?? [];
    return {
      question: this.heading.question,
      start: this.heading.start,
      strategy: this.heading.strategy,
      found: first !== undefined || outcome.done === true,
      ...(first ? { answer: first.answer } : {}),
      findings,
      steps: this.steps,
      stats: {
        steps: this.steps.length,
        pages: outcome.pages,
        ...this.usage,
        ms: Math.round(performance.now() - this.started),
        stepsByBrain: stepsByBrain(this.steps),
      },
      stop,
      ...(first === undefined && closest.length > 0 ? { closest } : {}),
    };
  }
}
