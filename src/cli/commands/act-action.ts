import { act } from '../../act.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';

export interface ActCliOptions {
  json?: boolean;
  maxSteps?: number;
  timeout?: number;
  allowPrivate?: boolean;
  headed?: boolean;
  delay?: number;
  quiet?: boolean;
}

/** `ariadne act`: exit 0 when the instruction was carried out, 1 when not. */
export async function actCommand(url: string, instruction: string, options: ActCliOptions): Promise<number> {
  const target = URL.parse(url);
  if (!target || !/^https?:$/.test(target.protocol))
    throw new UsageError(`${url} is not an http(s) URL: act opens web pages in the browser`);
  if (!instruction.trim()) throw new UsageError('the instruction is empty');
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  const timer = setTimeout(
    () => controller.abort(new Error(`the time budget (${options.timeout ?? 180} s) is spent`)),
    (options.timeout ?? 180) * 1000,
  );
  try {
    if (!options.quiet) writeProgress(`Acting: ${instruction.trim()}`);
    const trail = await act({
      url: target.href,
      instruction: instruction.trim(),
      signal: controller.signal,
      ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
      ...(options.allowPrivate ? { allowPrivate: true } : {}),
      ...(options.headed ? { headed: true } : {}),
      ...(options.delay ? { delayMs: options.delay } : {}),
      ...(options.quiet
        ? {}
        : { onStep: (s) => writeProgress(`  ${s.n}. ${s.line} — ${s.result} (${s.reason})`) }),
    });
    if (options.json) {
      writeResult(
        JSON.stringify({
          instruction: trail.instruction,
          done: trail.done,
          actions: trail.actions.map(({ n, action, target: t, reason, result, url: at, ms }) => ({
            n,
            action,
            target: t,
            reason,
            result,
            url: at,
            ms,
          })),
          stats: trail.stats,
          stop: trail.stop,
          url: trail.url,
        }),
      );
    } else {
      writeResult(
        `${trail.done ? '✓ Done' : '✗ Not done'}: ${trail.stop.reason} (${trail.stats.steps} actions)`,
      );
    }
    return trail.done ? EXIT_FOUND : EXIT_NOT_FOUND;
  } finally {
    clearTimeout(timer);
    process.off('SIGINT', onSigint);
  }
}
