/**
 * A time limit that can be paused, so that waits we impose on ourselves (politeness between
 * requests to one host) do not count against a request's timeout.
 */
export interface Deadline {
  /** Aborts with a `TimeoutError` DOMException when the running time passes the limit. */
  readonly signal: AbortSignal;
  pause(): void;
  resume(): void;
  /** Stops the timer for good (call when the work is done). */
  clear(): void;
}

export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  let remaining = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= performance.now() - startedAt;
  };
  const resume = (): void => {
    if (timer !== undefined || controller.signal.aborted) return;
    startedAt = performance.now();
    timer = setTimeout(
      () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      Math.max(0, remaining),
    );
    // Like AbortSignal.timeout, the limit alone never keeps the process alive.
    timer.unref?.();
  };
  resume();
  return { signal: controller.signal, pause: stop, resume, clear: stop };
}
