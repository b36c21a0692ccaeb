/** What a batch has come to: its jobs done, failed and running, out of all. */
export interface BatchCounts {
  total: number;
  done: number;
  failed: number;
  running: number;
}

/** Progress lines at most this often, besides the last. */
const PROGRESS_MS = 1000;
/** While nothing changes, a line this often, to show the batch is alive. */
const QUIET_MS = 15_000;

/**
 * One line of a batch's progress: counts, the rate since it began and the time left at that rate.
 * Jobs done before this run (a resumed batch) count as done but not toward the rate.
 */
export function progressLine(counts: BatchCounts, ranHere: number, seconds: number): string {
  const finished = counts.done + counts.failed;
  const rate = seconds > 0 ? ranHere / seconds : 0;
  const left = counts.total - finished;
  const eta = left === 0 ? '' : rate > 0 ? `, about ${formatSeconds(left / rate)} left` : '';
  return `batch: ${countsText(counts)}, ${rate.toFixed(rate < 10 ? 2 : 1)} jobs/s${eta}`;
}

/** "12/200 finished (11 done, 1 failed), 4 running". */
export function countsText(counts: BatchCounts): string {
  const finished = counts.done + counts.failed;
  return `${finished}/${counts.total} finished (${counts.done} done, ${counts.failed} failed), ${counts.running} running`;
}

function formatSeconds(s: number): string {
  if (s < 90) return `${Math.ceil(s)} s`;
  if (s < 5400) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

/**
 * Writes a progress line when the counts change, at most once a second (and while they do not,
 * every 15 s); `final` writes the last counts unless they were just written.
 */
export function createProgressWriter(
  write: (line: string) => void,
  now: () => number = () => performance.now(),
): (counts: BatchCounts, ranHere: number, final?: boolean) => void {
  const began = now();
  let last = Number.NEGATIVE_INFINITY;
  let lastCounts = '';
  return (counts, ranHere, final = false) => {
    const t = now();
    const key = JSON.stringify(counts);
    // The last line is written unless the same counts were just written.
    if (final ? key === lastCounts : t - last < (key === lastCounts ? QUIET_MS : PROGRESS_MS)) return;
    last = t;
    lastCounts = key;
    write(progressLine(counts, ranHere, (t - began) / 1000));
  };
}
