import type { JobLine } from './job-line.ts';
import type { JobResult } from './run-job.ts';

/**
 * Hands results on in the order of the batch file's lines as they complete: a result waits until
 * every line above it has its own. Lines asking for the same job (the same id) share its result.
 */
export class OrderedResults {
  readonly #lines: readonly JobLine[];
  readonly #byId = new Map<string, JobResult>();
  readonly #emit: (result: JobResult) => void;
  #next = 0;

  constructor(lines: readonly JobLine[], emit: (result: JobResult) => void) {
    this.#lines = lines;
    this.#emit = emit;
  }

  /** Takes a job's result; hands on every line that is now next in order. */
  add(result: JobResult): void {
    this.#byId.set(result.id, result);
    for (;;) {
      const line = this.#lines[this.#next];
      const ready = line && this.#byId.get(line.id);
      if (!line || !ready) return;
      this.#emit(ready.line === line.n ? ready : { ...ready, line: line.n });
      this.#next++;
    }
  }

  /** Lines handed on so far. */
  get emitted(): number {
    return this.#next;
  }
}
