import type { Trail } from '../../core/trail.ts';
import { explore, setUpExploreChooser } from '../../explore.ts';
import { brainChoice } from '../brain-choice.ts';
import { type BrowserCliOptions, browserRunOptions, browserSettings } from '../browser-settings.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { formatStep, trailToJson } from '../format-trail.ts';
import { createNarrator } from '../narrator.ts';
import { writeProgress, writeResult } from '../output.ts';
import { namingAllowPrivate } from '../private-address.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

export interface ExploreCliOptions extends BrowserCliOptions {
  json?: boolean;
}

/** `ariadne explore`: the map of states and faults; exit 0 (faults are findings, not failures). */
export async function exploreCommand(url: string, options: ExploreCliOptions): Promise<number> {
  const target = URL.parse(url);
  if (!target || !/^https?:$/.test(target.protocol))
    throw new UsageError(`${url} is not an http(s) URL: explore opens web apps in the browser`);
  const settings = browserSettings(options);
  const setup = await setUpExploreChooser(brainChoice(settings.config, options));
  const narrator = createNarrator(options.speak ?? false, writeProgress);
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  const seconds = options.timeout ?? 300;
  const timer = setTimeout(
    () => controller.abort(new Error(`the time budget (${seconds} s) is spent`)),
    seconds * 1000,
  );
  try {
    if (!options.quiet) writeProgress(`Exploring: ${target.href}`);
    const trail = await namingAllowPrivate(() =>
      explore({
        url: target.href,
        signal: controller.signal,
        ...browserRunOptions(settings, options),
        ...(setup.chooser ? { chooser: setup.chooser } : {}),
        onStep: (step) => {
          if (!options.quiet) writeProgress(formatStep(step));
          narrator.say(`${step.action.type} ${step.label ?? ''}`.trim());
        },
      }),
    );
    // The trail every command prints, its map under the names `explore --json` has always had.
    const json = trailToJson(trail);
    if (options.report) writeReport(options.report, json, options.quiet);
    writeResult(options.json ? JSON.stringify(json) : formatMap(trail));
    return EXIT_FOUND;
  } finally {
    clearTimeout(timer);
    process.off('SIGINT', onSigint);
    await narrator.close();
    setup.close();
  }
}

/** The map for a person: states as a tree by how they were reached, then the faults. */
export function formatMap(trail: Trail): string {
  const map = trail.explored ?? { states: [], transitions: [], faults: [], refused: [] };
  const lines = [
    `${map.states.length} states reached in ${trail.stats.steps} actions (${trail.stop.reason})`,
    '',
  ];
  const children = (id: number | null) => map.states.filter((s) => (s.reachedBy?.from ?? null) === id);
  const walk = (id: number | null, indent: string): void => {
    for (const s of children(id)) {
      const how = s.reachedBy ? ` ← ${s.reachedBy.action}` : '';
      const shows = s.shows.length ? ` (shows ${s.shows.map((n) => JSON.stringify(n)).join(', ')})` : '';
      lines.push(`${indent}[${s.id}] ${s.title || '(no title)'} ${s.url}${how}${shows}`);
      walk(s.id, `${indent}  `);
    }
  };
  walk(null, '');
  lines.push('', map.faults.length ? `${map.faults.length} faults:` : 'No faults seen.');
  for (const f of map.faults) {
    const where = f.action ? ` after ${f.action}` : '';
    lines.push(
      `  ✗ ${f.kind}: ${f.message}${f.request ? ` (${f.request})` : ''} on ${f.url}, state ${f.state}${where}`,
    );
  }
  if (map.refused.length) {
    lines.push('', 'Never pressed:');
    for (const r of map.refused) lines.push(`  ${r.control} in state ${r.state}: it ${r.why}`);
  }
  return lines.join('\n');
}
