import { act, setUpActBrain } from '../../act.ts';
import { brainChoice } from '../brain-choice.ts';
import { type BrowserCliOptions, browserRunOptions, browserSettings } from '../browser-settings.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { actFields, formatStep, trailToJson } from '../format-trail.ts';
import { createNarrator } from '../narrator.ts';
import { writeProgress, writeResult } from '../output.ts';
import { namingAllowPrivate } from '../private-address.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

export interface ActCliOptions extends BrowserCliOptions {
  json?: boolean;
  strictDone?: boolean;
}

/** `ariadne act`: exit 0 when the instruction was carried out, 1 when not. */
export async function actCommand(url: string, instruction: string, options: ActCliOptions): Promise<number> {
  const target = URL.parse(url);
  if (!target || !/^https?:$/.test(target.protocol))
    throw new UsageError(`${url} is not an http(s) URL: act opens web pages in the browser`);
  if (!instruction.trim()) throw new UsageError('the instruction is empty');
  const settings = browserSettings(options);
  const setup = await setUpActBrain(brainChoice(settings.config, options), instruction.trim(), {
    strictDone: options.strictDone === true,
  });
  const narrator = createNarrator(options.speak ?? false, writeProgress);
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  const timer = setTimeout(
    () => controller.abort(new Error(`the time budget (${options.timeout ?? 180} s) is spent`)),
    (options.timeout ?? 180) * 1000,
  );
  try {
    if (!options.quiet) writeProgress(`Acting: ${instruction.trim()}`);
    const trail = await namingAllowPrivate(() =>
      act({
        url: target.href,
        instruction: instruction.trim(),
        signal: controller.signal,
        brain: setup.brain,
        ...browserRunOptions(settings, options),
        onStep: (step) => {
          if (!options.quiet) writeProgress(formatStep(step));
          narrator.say(`${step.action.type} ${step.label ?? ''}`.trim());
        },
      }),
    );
    // The trail every command prints (`ask --json`'s form, read back by `ariadne report`), with the
    // names `act --json` has always had.
    const json = { ...trailToJson(trail, setup.prices), ...actFields(trail) };
    if (options.report) writeReport(options.report, json, options.quiet);
    const actions = `${trail.stats.steps} ${trail.stats.steps === 1 ? 'action' : 'actions'}`;
    writeResult(
      options.json
        ? JSON.stringify(json)
        : `${trail.found ? '✓ Done' : '✗ Not done'}: ${trail.stop.reason} (${actions})`,
    );
    return trail.found ? EXIT_FOUND : EXIT_NOT_FOUND;
  } finally {
    clearTimeout(timer);
    process.off('SIGINT', onSigint);
    await narrator.close();
    setup.close();
  }
}
