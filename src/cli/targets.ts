import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './usage-error.ts';

/** Accepts http(s) and file URLs, and paths to files or folders that exist. */
export function checkTarget(target: string): string {
  const trimmed = target.trim();
  if (!trimmed) throw new UsageError('the start is empty: give a URL, a file or a folder');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new UsageError(`not a valid URL: ${trimmed}`);
    }
    if (!['http:', 'https:', 'file:'].includes(url.protocol)) {
      throw new UsageError(`unsupported URL scheme ${url.protocol} in ${trimmed}: use http, https or file`);
    }
    return trimmed;
  }
  if (!existsSync(resolve(trimmed))) throw new UsageError(`no such file or folder: ${trimmed}`);
  return trimmed;
}
