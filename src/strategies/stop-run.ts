import type { StopReason } from '../core/trail.ts';

/** Thrown inside a strategy to end the run at once with a stated reason (a budget spent, a cancel). */
export class StopRun extends Error {
  readonly stop: StopReason;
  constructor(stop: StopReason) {
    super(stop.reason);
    this.stop = stop;
  }
}
