import { statSync } from 'node:fs';
import { createLanguageModel, parseModelSpec } from '../../brains/llm/index.ts';
import { loadConfig } from '../../config/index.ts';
import { type BuildProgress, type BuildReport, buildLibrary, llmSummarizer } from '../../library/index.ts';
import type { CrawlProgress } from '../../worlds/web/crawl-site.ts';
import type { HostPacer } from '../../worlds/web/host-pacer.ts';
import { writeProgress, writeResult } from '../output.ts';
import { withRobotsHint } from '../robots-refusal.ts';
import { UsageError } from '../usage-error.ts';

export interface BuildCommandOptions {
  out: string;
  fanOut?: number;
  chunkTokens?: number;
  workers?: number;
  json?: boolean;
  quiet?: boolean;
  model?: string;
  config?: string;
  maxPages?: number;
  rate?: number;
  ignoreRobots?: boolean;
}

/** Progress lines at most this often, plus one at every change of phase. */
const PROGRESS_MS = 1000;

/** What a build reports: the library's figures, and the crawl's for a website. */
export type BuildOutcome = BuildReport & { crawl?: CrawlProgress };

/** What a build is given beside its options: when to stop, where progress goes, whose pace to keep. */
export interface BuildRunIo {
  signal: AbortSignal;
  onProgress?: (p: BuildProgress) => void;
  onCrawl?: (p: CrawlProgress) => void;
  pacer?: HostPacer;
}

/** A build with the command's options, printing nothing: what `build` and a batch's jobs share. */
export async function runBuild(
  source: string,
  options: BuildCommandOptions,
  io: BuildRunIo,
): Promise<BuildOutcome> {
  try {
    // A model named here or in the settings writes the summaries; else the offline extractive summarizer.
    const config = loadConfig({
      ...(options.config ? { path: options.config } : {}),
      cwd: process.cwd(),
      env: process.env,
    });
    const model = options.model ?? config.model;
    let summarizer: ReturnType<typeof llmSummarizer> | undefined;
    if (model) {
      const spec = parseModelSpec(model);
      const settings = config.providers[spec.provider] ?? {};
      summarizer = llmSummarizer({
        model: createLanguageModel(spec, process.env, settings),
        modelId: spec.id,
        ...(settings.maxRetries !== undefined ? { maxRetries: settings.maxRetries } : {}),
        ...(settings.timeoutSeconds ? { timeoutMs: settings.timeoutSeconds * 1000 } : {}),
      });
    }
    const settings = {
      ...(summarizer ? { summarizer } : {}),
      ...(options.fanOut === undefined ? {} : { fanOut: options.fanOut }),
      ...(options.chunkTokens === undefined ? {} : { chunkTokens: options.chunkTokens }),
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      signal: io.signal,
      ...(io.onProgress ? { onProgress: io.onProgress } : {}),
    };
    const isSite = /^https?:\/\//i.test(source);
    if (!isSite && isFile(source)) {
      throw new UsageError(
        `${source} is a file: build takes a folder of documents (.md, .html, .htm, .txt) or a website's http(s) URL`,
      );
    }
    if (!isSite && (options.maxPages !== undefined || options.rate !== undefined || options.ignoreRobots)) {
      throw new UsageError('--max-pages, --rate and --ignore-robots are for a website: give an http(s) URL');
    }
    if (!isSite) return await buildLibrary(source, options.out, settings);
    // Loaded only for a website: a folder build never pays for the web world.
    const { buildSiteLibrary } = await import('../../worlds/web/build-site-library.ts');
    return await buildSiteLibrary(source, options.out, {
      ...settings,
      crawl: {
        ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
        ...(options.rate === undefined ? {} : { hostRequestsPerSecond: options.rate }),
        ...(io.pacer ? { fetch: { pacer: io.pacer } } : {}),
        obeyRobots: !options.ignoreRobots,
        ...(io.onCrawl ? { onProgress: io.onCrawl } : {}),
      },
    });
  } catch (error) {
    throw withRobotsHint(error);
  }
}

/**
 * `ariadne build`: builds or updates the library of a folder, or of a website crawled into the
 * library folder first; progress on stderr, the report on stdout.
 */
export async function build(source: string, options: BuildCommandOptions): Promise<void> {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  let lastLine = 0;
  let lastPhase = '';
  let lastCrawl = 0;
  const onProgress = (p: BuildProgress): void => {
    const now = Date.now();
    if (p.phase === lastPhase && now - lastLine < PROGRESS_MS) return;
    lastPhase = p.phase;
    lastLine = now;
    writeProgress(progressLine(p));
  };
  const onCrawl = (p: CrawlProgress): void => {
    const now = Date.now();
    if (now - lastCrawl < PROGRESS_MS) return;
    lastCrawl = now;
    writeProgress(crawlLine(p));
  };
  try {
    const report = await runBuild(source, options, {
      signal: controller.signal,
      ...(options.quiet ? {} : { onProgress, onCrawl }),
    });
    if (!options.quiet) writeProgress(throughputLine(report));
    writeResult(options.json ? JSON.stringify(report) : reportText(report));
  } finally {
    process.off('SIGINT', onSigint);
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function progressLine(p: BuildProgress): string {
  const eta = p.etaSeconds !== undefined && p.phase === 'summarize' ? `, about ${p.etaSeconds}s left` : '';
  const llm = p.llmCalls > 0 ? `, ${p.llmCalls} model calls, ${p.tokens} tokens` : '';
  return (
    `${p.phase}: documents ${p.documents.done}/${p.documents.total}, sections ${p.sections.done}/${p.sections.total}, ` +
    `summaries ${p.summaries.done}/${p.summaries.total}${llm}${eta}`
  );
}

/** The build's pace, the last line on stderr: "built 1844 documents in 9.4 s (196 documents/s)". */
export function throughputLine(r: BuildReport): string {
  const built = r.documents.added + r.documents.changed;
  const phases = `scan ${seconds(r.phaseMs.scan)}, documents ${seconds(r.phaseMs.summarize)}, tree ${seconds(r.phaseMs.tree)}`;
  return `built ${built} document${built === 1 ? '' : 's'} in ${seconds(r.ms)} (${r.documentsPerSecond} documents/s; ${phases})`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function crawlLine(p: CrawlProgress): string {
  return `crawl: ${p.pages} pages (${p.fetched} fetched, ${p.reused} from the last run), ${p.queued} queued, ${p.skipped} left out, ${p.rate} pages/s`;
}

function reportText(r: BuildReport & { crawl?: CrawlProgress }): string {
  const d = r.documents;
  const n = r.nodes;
  const c = r.crawl;
  return [
    ...(c
      ? [
          `Crawl: ${c.pages} pages (${c.fetched} requests, ${c.reused} pages from the last run, ${c.skipped} left out)`,
        ]
      : []),
    `Library: ${r.library}`,
    `Documents: ${d.total} (${d.added} added, ${d.changed} changed, ${d.removed} removed, ${d.unchanged} unchanged)`,
    `Shelved: ${r.roles.kept} (${r.roles.aliases} duplicates kept as aliases, ${r.roles.aside} without content of their own set aside)`,
    `Nodes: ${n.shelf} shelves, ${n.group} groups, ${n.document} documents, ${n.section} sections, ${n.chunk} chunks`,
    `Summaries: ${r.summaries.computed} written, ${r.summaries.cached} from cache${r.llmCalls > 0 ? `; ${r.llmCalls} model calls, ${r.tokens} tokens` : ''}`,
    `Time: ${(r.ms / 1000).toFixed(1)}s`,
  ].join('\n');
}
