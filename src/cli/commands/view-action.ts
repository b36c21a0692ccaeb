import { renderView } from '../../core/render-view.ts';
import type { ViewForm } from '../../core/view.ts';
import { createWebWorld } from '../../worlds/web/index.ts';
import { describeFailure } from '../describe-failure.ts';
import { EXIT_BAD_INPUT, EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';

export interface ViewCommandOptions {
  hint?: string;
  json?: boolean;
  form: string;
  maxTokens?: number;
  maxOptions?: number;
}

/** `ariadne view`: the view of each page on stdout; the exit code. */
export async function view(targets: string[], options: ViewCommandOptions): Promise<number> {
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
