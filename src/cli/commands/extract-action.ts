import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { extractArticle } from '../../extract/index.ts';
import { parseHtml } from '../../html/parse.ts';
// The web world's modules one by one, not its index: extract needs none of browsing's modules,
// and loading them is a measurable part of a short run's start-up.
import { fetchPage } from '../../worlds/web/fetch-page.ts';
import type { LoadedPage } from '../../worlds/web/loaded-page.ts';
import { loadLocal } from '../../worlds/web/local-files.ts';
import { resolveTarget } from '../../worlds/web/target.ts';
import { describeFailure } from '../describe-failure.ts';
import { EXIT_BAD_INPUT, EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';

export interface ExtractOptions {
  json?: boolean;
  format: string;
}

const isUrl = (target: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);
const isLocal = (target: string): boolean => !isUrl(target) || /^file:/i.test(target);

/** Expands folders into their .html files (recursively, sorted); other inputs stay as given. */
async function expand(target: string): Promise<string[]> {
  if (isUrl(target)) return [target];
  const path = resolve(target);
  if (!statSync(path).isDirectory()) return [target];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.html?$/i.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** `ariadne extract`: the main content of each page on stdout; the exit code. */
export async function extract(targets: string[], options: ExtractOptions): Promise<number> {
  if (options.format !== 'markdown' && options.format !== 'text') {
    throw new UsageError(`unknown format "${options.format}": use markdown or text`);
  }
  const inputs = (await Promise.all(targets.map(checkTarget).map(expand))).flat();
  const signal = new AbortController().signal;
  const load = async (source: string): Promise<LoadedPage> => {
    const url = await resolveTarget(source);
    return url.startsWith('file:') ? loadLocal(url, { signal }) : fetchPage(url, { signal });
  };
  // Settled up front, so a page that fails while another is extracted is never an unhandled rejection.
  const settle = (source: string): Promise<{ page: LoadedPage } | { error: unknown }> =>
    load(source).then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    );
  let failed = 0;
  const loading = new Map<number, ReturnType<typeof settle>>();
  for (const [i, source] of inputs.entries()) {
    try {
      const loaded = await (loading.get(i) ?? settle(source));
      loading.delete(i);
      // A remote next page loads while this one is extracted (one request in flight). Local pages
      // are read when their turn comes: the read blocks anyway, and pages read ahead would only
      // wait in memory, where they make garbage collection dearer.
      const next = inputs[i + 1];
      if (next !== undefined && !isLocal(next) && !loading.has(i + 1)) loading.set(i + 1, settle(next));
      if ('error' in loaded) throw loaded.error;
      const { page } = loaded;
      const article =
        page.kind === 'html' ? extractArticle(parseHtml(page.body), page.url) : plainArticle(page.body);
      if (options.json) {
        writeResult(
          JSON.stringify({
            source,
            url: page.url,
            title: article.title,
            byline: article.byline,
            published: article.published,
            lang: article.lang,
            siteName: article.siteName,
            excerpt: article.excerpt,
            text: article.text,
            markdown: article.markdown,
          }),
        );
      } else {
        const body = options.format === 'text' ? article.text : article.markdown;
        writeResult(`${inputs.length > 1 ? `==> ${source} <==\n` : ''}# ${article.title}\n\n${body}\n`);
      }
    } catch (error) {
      // With one input a failure is the command's failure; among many it is reported and skipped.
      if (inputs.length === 1) throw error;
      failed++;
      writeProgress(`ariadne: ${source}: ${describeFailure(error)}`);
    }
  }
  return failed > 0 ? EXIT_BAD_INPUT : EXIT_FOUND;
}

function plainArticle(body: string) {
  const text = body.trim();
  return {
    title: text.split('\n', 1)[0]?.trim() ?? '',
    byline: null,
    published: null,
    lang: null,
    siteName: null,
    excerpt: text.slice(0, 200),
    text,
    markdown: text,
  };
}
