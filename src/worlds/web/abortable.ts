/** Waits for a promise that cannot be cancelled (a DNS lookup, a shared fetch); an abort stops the wait. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  const { promise: aborted, reject } = Promise.withResolvers<never>();
  const onAbort = (): void => reject(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
