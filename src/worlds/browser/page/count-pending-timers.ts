/**
 * Page script, run in every page before its own scripts: counts the short timers (up to 1 s) set
 * and not yet run, the way a page says "I am about to change": a page is not settled while one is
 * pending. Also counts the animation frames asked for and not yet drawn (a script-driven animation
 * under way).
 */
export default function countPendingTimers(): void {
  const pending = new Set<number>();
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]): number => {
    if (typeof fn !== 'function' || Number(ms) > 1000) return set.call(window, fn, ms, ...args);
    const id = set.call(
      window,
      (...a: unknown[]) => {
        pending.delete(id);
        fn(...a);
      },
      ms,
      ...args,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = (id?: number): void => {
    pending.delete(id as number);
    clear.call(window, id);
  };
  Object.defineProperty(window, '__ariadnePendingTimers', { value: () => pending.size });
  const frames = new Set<number>();
  const ask = window.requestAnimationFrame;
  const cancel = window.cancelAnimationFrame;
  window.requestAnimationFrame = (fn: FrameRequestCallback): number => {
    const id = ask.call(window, (t) => {
      frames.delete(id);
      fn(t);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id: number): void => {
    frames.delete(id);
    cancel.call(window, id);
  };
  Object.defineProperty(window, '__ariadnePendingFrames', { value: () => frames.size });
}
