import { loadConfig, queryHints } from '../../config/index.ts';
import { EXAMPLE_CONFIG_FILE, EXAMPLE_SITE_DIR, loadExampleQuestions } from '../../demo/example-site.ts';
import { serveFolder } from '../../demo/static-server.ts';
import { navigate } from '../../navigate.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { formatStep, formatTrail, trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

export interface DemoOptions {
  question?: string;
  json?: boolean;
  report?: string;
  quiet?: boolean;
}

/** `ariadne demo`: serves the example site and asks it a question; the exit code. */
export async function demo(options: DemoOptions): Promise<number> {
  // A question given must say something, as for `ask`; left out, the built-in one is asked.
  if (options.question !== undefined && !options.question.trim())
    throw new UsageError(
      'the question is empty: give --question some words, or leave it out to ask the built-in one',
    );
  const questions = await loadExampleQuestions();
  const question =
    options.question?.trim() || questions[0]?.question || 'What is the engine oil pressure at idle?';
  const server = await serveFolder(EXAMPLE_SITE_DIR);
  try {
    if (!options.quiet) {
      writeProgress(`Serving the example site at ${server.url} (offline, heuristic brain)`);
      writeProgress(`Asking: ${question}`);
    }
    const config = loadConfig({ path: EXAMPLE_CONFIG_FILE, cwd: process.cwd(), env: process.env });
    const run = navigate({ start: server.url, question, hints: queryHints(config) });
    if (!options.quiet) for await (const step of run) writeProgress(formatStep(step));
    const trail = await run;
    const json = trailToJson(trail);
    if (options.report) writeReport(options.report, json, options.quiet);
    writeResult(options.json ? JSON.stringify(json) : formatTrail(trail));
    return trail.found ? EXIT_FOUND : EXIT_NOT_FOUND;
  } finally {
    await server.close();
  }
}
