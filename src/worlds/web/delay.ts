/** Resolves after `ms`; an abort ends the wait at once (running `onAbort` first) with the signal's reason. */
export function delay(ms: number, signal: AbortSignal, onAbort?: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const aborted = (): void => {
      clearTimeout(timer);
      onAbort?.();
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal.addEventListener('abort', aborted, { once: true });
  });
}
