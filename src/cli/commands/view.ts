import type { Command } from 'commander';
import { renderView } from '../../core/render-view.ts';
import type { ViewForm } from '../../core/view.ts';
import { createWebWorld } from '../../worlds/web/index.ts';
import { describeFailure } from '../describe-failure.ts';
import { EXIT_BAD_INPUT, EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { intOption } from '../parse-options.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';

interface ViewCommandOptions {
  hint?: string;
  json?: boolean;
  form: string;
  maxTokens?: number;
  maxOptions?: number;
}

export function registerView(program: Command): void {
  program
    .command('view')
    .description('show the view of each page: what a brain sees, ranked and inside a token budget')
    .argument('<target...>', 'URLs or local HTML files')
    .option('--hint <text>', 'rank the options against this text')
    .option('--json', 'one JSON object per page (JSON Lines)')
    .option('--form <form>', 'numbered ([3] Label) or links (For Label: /path)', 'numbered')
    .option('--max-tokens <n>', 'token budget of a view (default 1300)', intOption(100, 100_000))
    .option('--max-options <n>', 'most options shown (default 15)', intOption(1, 1000))
    .action(async (targets: string[], options: ViewCommandOptions) => {
      process.exitCode = await view(targets, options);
    });
}

async function view(targets: string[], options: ViewCommandOptions): Promise<number> {
  if (options.form !== 'numbered' && options.form !== 'links') {
    throw new UsageError(`unknown form "${options.form}": use numbered or links`);
  }
  const form: ViewForm = options.form;
  const checked = targets.map(checkTarget);
  const world = createWebWorld();
  const signal = new AbortController().signal;
  let failed = 0;
  try {
    for (const [i, target] of checked.entries()) {
      let place: Awaited<ReturnType<typeof world.open>>;
      try {
        place = await world.open(target, signal);
      } catch (error) {
        // One bad input among many is reported and skipped; the others still print.
        if (checked.length === 1) throw error;
        failed++;
        writeProgress(`ariadne: ${targets[i]}: ${describeFailure(error)}`);
        continue;
      }
      const v = renderView(place, null, {
        question: options.hint ?? '',
        form,
        ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
        ...(options.maxOptions !== undefined ? { maxOptions: options.maxOptions } : {}),
        canBack: false,
      });
      if (!options.json) {
        writeResult(checked.length > 1 ? `${v.text}\n` : v.text);
        continue;
      }
      writeResult(
        JSON.stringify({
          source: targets[i],
          url: place.location,
          status: place.status ?? null,
          title: place.title,
          description: place.description ?? null,
          excerpt: v.excerpt,
          options: v.options.map((o) => ({
            id: o.id,
            label: o.label,
            url: o.url,
            group: o.group,
            kind: o.kind,
          })),
          omitted: v.omitted,
          feeds: place.feeds ?? [],
          next: place.next ?? null,
          prev: place.prev ?? null,
          canonical: place.canonical ?? null,
          tokens: v.tokens,
          text: v.text,
        }),
      );
    }
  } finally {
    await world.close?.();
  }
  return failed > 0 ? EXIT_BAD_INPUT : EXIT_FOUND;
}
