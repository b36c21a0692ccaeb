import { readFileSync } from 'node:fs';
import { formatIssue } from '../../config/format-issue.ts';
import { renderReport } from '../../report/render-report.ts';
import { TrailJsonSchema } from '../../report/trail-json.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

export interface ReportOptions {
  out?: string;
  quiet?: boolean;
}

/** `ariadne report`: a saved `ask --json` result as an HTML report, to a file or stdout. */
export async function report(input: string, options: ReportOptions): Promise<number> {
  let text: string;
  try {
    text = readFileSync(input === '-' ? 0 : input, 'utf8');
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new UsageError(`cannot read ${input} (${why})`);
  }
  // A saved run is one JSON object; progress lines captured with it are skipped.
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('{'))
    .pop();
  let json: unknown;
  try {
    json = JSON.parse(line ?? text);
  } catch {
    throw new UsageError(
      `${input} is not a saved run: no JSON object in it (save one with \`ariadne ask … --json > run.json\`)`,
    );
  }
  const parsed = TrailJsonSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const issue = first ? formatIssue(first) : { field: '', problem: 'not a run' };
    throw new UsageError(
      `${input} is not a saved run (the output of \`ask --json\`): ${issue.field ? `${issue.field}: ` : ''}${issue.problem}`,
    );
  }
  if (options.out) writeReport(options.out, parsed.data, options.quiet);
  else writeResult(renderReport(parsed.data));
  return EXIT_FOUND;
}
