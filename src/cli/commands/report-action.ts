import { readFileSync } from 'node:fs';
import { formatIssue } from '../../config/format-issue.ts';
import { renderReport } from '../../report/render-report.ts';
import { TrailJsonSchema } from '../../report/trail-json.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

const SAVE_ONE = 'save one with `ariadne ask … --json > run.json`';

export interface ReportOptions {
  out?: string;
  quiet?: boolean;
}

/** `ariadne report`: a saved run (the `--json` object of ask, act or explore) as an HTML report, to a file or stdout. */
export async function report(input: string, options: ReportOptions): Promise<number> {
  let text: string;
  try {
    text = readFileSync(input === '-' ? 0 : input, 'utf8');
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new UsageError(`cannot read ${input} (${why})`);
  }
  const json = savedJson(text);
  if (json === undefined)
    throw new UsageError(`${input} is not a saved run: no JSON object in it (${SAVE_ONE})`);
  const parsed = TrailJsonSchema.safeParse(json);
  if (!parsed.success) {
    // JSON of another kind (a package.json, a config) lacks the fields every run has: name them.
    const missing = parsed.error.issues
      .filter((i) => i.path.length === 1 && !('input' in i && i.input !== undefined))
      .map((i) => `"${String(i.path[0])}"`);
    if (missing.length > 0) {
      const fields = missing.length === 1 ? `${missing[0]} field` : `${missing.join(', ')} fields`;
      throw new UsageError(`${input} is not a saved run: it has no ${fields} (${SAVE_ONE})`);
    }
    const first = parsed.error.issues[0];
    const issue = first ? formatIssue(first) : { field: '', problem: 'not a run' };
    throw new UsageError(
      `${input} is not a saved run (the \`--json\` output of ask, act or explore): ${issue.field ? `${issue.field}: ` : ''}${issue.problem}`,
    );
  }
  if (options.out) writeReport(options.out, parsed.data, options.quiet);
  else writeResult(renderReport(parsed.data));
  return EXIT_FOUND;
}

/**
 * The JSON value a saved run's file holds: the whole file, or else its last line that opens an
 * object (progress lines captured with the run are skipped); undefined when there is none.
 */
function savedJson(text: string): unknown {
  const candidates = [
    text,
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('{'))
      .pop(),
  ];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // Not JSON as a whole: try the next reading.
    }
  }
  return undefined;
}
