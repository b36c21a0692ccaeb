import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { JobLine } from './job-line.ts';
import type { JobResult } from './run-job.ts';

/** The journal beside a results file: every result, kept the moment its job finishes. */
export function journalPath(out: string): string {
  return `${out}.journal`;
}

/**
 * A batch's results file. Results are written in the batch file's order, so a result that
 * finished early waits in memory; the journal beside it keeps every result the moment it
 * finishes, so a batch stopped at any point loses nothing finished. Opening the file again for
 * the same batch reads back the jobs done (from the results and the journal): they are not run
 * again. The journal is removed once every line is in the results.
 */
export class ResultsFile {
  readonly #out: number;
  readonly #journal: number;
  readonly #path: string;
  /** Jobs of this batch done in an earlier run, by id. */
  readonly prior: ReadonlyMap<string, JobResult>;

  constructor(path: string, lines: readonly JobLine[]) {
    this.#path = path;
    const wanted = new Set(lines.map((l) => l.id));
    const prior = new Map<string, JobResult>();
    for (const file of [path, journalPath(path)]) {
      for (const result of readResults(file)) {
        if (result.status === 'done' && wanted.has(result.id)) prior.set(result.id, result);
      }
    }
    this.prior = prior;
    // The journal is rewritten whole (then renamed over the old one) before the results file is
    // emptied: what was done is on disk at every moment.
    const journal = journalPath(path);
    const fresh = `${journal}.new`;
    writeFileSync(fresh, [...prior.values()].map((r) => `${JSON.stringify(r)}\n`).join(''));
    renameSync(fresh, journal);
    this.#journal = openSync(journal, 'a');
    this.#out = openSync(path, 'w');
  }

  /** Keeps a finished job's result in the journal. */
  record(result: JobResult): void {
    writeSync(this.#journal, `${JSON.stringify(result)}\n`);
  }

  /** Writes the next result in order to the results file. */
  write(result: JobResult): void {
    writeSync(this.#out, `${JSON.stringify(result)}\n`);
  }

  /** Closes both files; with every line written, the journal has nothing more to keep. */
  close(complete: boolean): void {
    closeSync(this.#out);
    closeSync(this.#journal);
    if (complete) rmSync(journalPath(this.#path), { force: true });
  }
}

/** The results in a file of JSON Lines; a line cut short by a stop is skipped. */
function readResults(file: string): JobResult[] {
  if (!existsSync(file)) return [];
  const out: JobResult[] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim()) continue;
    try {
      const value = JSON.parse(raw) as Partial<JobResult>;
      if (typeof value.id === 'string' && typeof value.status === 'string') out.push(value as JobResult);
    } catch {
      // A line cut short by a stop mid-write: its job runs again.
    }
  }
  return out;
}
