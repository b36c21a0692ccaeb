import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderReport } from '../report/render-report.ts';
import type { TrailJson } from '../report/trail-json.ts';
import { writeProgress } from './output.ts';
import { UsageError } from './usage-error.ts';

/** Writes a run's report to `file` and says where on stderr; a path that cannot be written is bad input. */
export function writeReport(file: string, trail: TrailJson, quiet = false): void {
  writeHtml(file, renderReport(trail), quiet);
}

/** Writes a report page to `file` and says where on stderr; a path that cannot be written is bad input. */
export function writeHtml(file: string, html: string, quiet = false): void {
  try {
    writeFileSync(file, html);
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new UsageError(`cannot write the report to ${file} (${why})`);
  }
  if (!quiet) writeProgress(`Report: ${resolve(file)}`);
}
