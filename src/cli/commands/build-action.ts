import { createLanguageModel, parseModelSpec } from '../../brains/llm/index.ts';
import { loadConfig } from '../../config/index.ts';
import { type BuildProgress, type BuildReport, buildLibrary, llmSummarizer } from '../../library/index.ts';
import { writeProgress, writeResult } from '../output.ts';

export interface BuildCommandOptions {
  out: string;
  fanOut?: number;
  chunkTokens?: number;
  json?: boolean;
  quiet?: boolean;
  model?: string;
  config?: string;
}

/** Progress lines at most this often, plus one at every change of phase. */
const PROGRESS_MS = 1000;

/** `ariadne build`: builds or updates the library, progress on stderr, the report on stdout. */
export async function build(docsDir: string, options: BuildCommandOptions): Promise<void> {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  let lastLine = 0;
  let lastPhase = '';
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
    const report = await buildLibrary(docsDir, options.out, {
      ...(summarizer ? { summarizer } : {}),
      ...(options.fanOut === undefined ? {} : { fanOut: options.fanOut }),
      ...(options.chunkTokens === undefined ? {} : { chunkTokens: options.chunkTokens }),
      signal: controller.signal,
      onProgress: (p) => {
        if (options.quiet) return;
        const now = Date.now();
        if (p.phase === lastPhase && now - lastLine < PROGRESS_MS) return;
        lastPhase = p.phase;
        lastLine = now;
        writeProgress(progressLine(p));
      },
    });
    writeResult(options.json ? JSON.stringify(report) : reportText(report));
  } finally {
    process.off('SIGINT', onSigint);
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

function reportText(r: BuildReport): string {
  const d = r.documents;
  const n = r.nodes;
  return [
    `Library: ${r.library}`,
    `Documents: ${d.total} (${d.added} added, ${d.changed} changed, ${d.removed} removed, ${d.unchanged} unchanged)`,
    `Shelved: ${r.roles.kept} (${r.roles.aliases} duplicates kept as aliases, ${r.roles.aside} without content of their own set aside)`,
    `Nodes: ${n.shelf} shelves, ${n.group} groups, ${n.document} documents, ${n.section} sections, ${n.chunk} chunks`,
    `Summaries: ${r.summaries.computed} written, ${r.summaries.cached} from cache${r.llmCalls > 0 ? `; ${r.llmCalls} model calls, ${r.tokens} tokens` : ''}`,
    `Time: ${(r.ms / 1000).toFixed(1)}s`,
  ].join('\n');
}
