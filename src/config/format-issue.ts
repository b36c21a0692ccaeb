/**
 * Turns a schema issue into `field: expected …, got …` — the field as a path a user can find in
 * the file, the value as it was written.
 */
import type { z } from 'zod';

export interface FormattedIssue {
  /** `providers.openai.requestsPerMinute`, `hints[0].when`; empty for the whole file. */
  field: string;
  problem: string;
}

export function formatIssue(issue: z.core.$ZodIssue): FormattedIssue {
  if (issue.code === 'unrecognized_keys') {
    const [first, ...rest] = issue.keys;
    const others = rest.length === 0 ? '' : ` (also unknown: ${rest.join(', ')})`;
    return { field: fieldPath([...issue.path, first ?? '']), problem: `${issue.message}${others}` };
  }
  const field = fieldPath(issue.path);
  if (issue.code === 'invalid_key') return { field, problem: 'expected a non-empty provider name' };
  if (!('input' in issue) || issue.input === undefined) {
    return { field, problem: `${issue.message}, but it is missing` };
  }
  return { field, problem: `${issue.message}, got ${describe(issue.input)}` };
}

/** `a.b[0].c`; keys that are not plain names are quoted: `providers["my.server"]`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$-]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

const MAX_SHOWN = 60;

/** The value found, short and on one line. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
