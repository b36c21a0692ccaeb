import { type Dirent, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatOf } from '../library/ingest/document-format.ts';
import { LIBRARY_FILE } from '../library/model.ts';
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

/** Entries a folder's look-through reads at most before taking the folder as it is. */
const LOOK_ENTRIES = 20_000;

/**
 * A start `ask` can navigate: a URL, a file, a library (its folder or its file), or a folder of
 * HTML pages. A folder with no HTML page in it is neither a website nor a library: refused, with
 * the build that makes it one.
 */
export function checkAskStart(target: string): string {
  const checked = checkTarget(target);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(checked)) return checked;
  const path = resolve(checked);
  if (!statSync(path).isDirectory() || existsSync(join(path, LIBRARY_FILE))) return checked;
  const held = documentsIn(path);
  if (held.html) return checked;
  const build = `\`ariadne build ${held.documents ? checked : '<folder of documents>'} --out <library>\``;
  if (held.documents) {
    throw new UsageError(
      `${checked} holds documents but no HTML page and no library: build its library with ${build}, then ask the library`,
    );
  }
  throw new UsageError(
    `${checked} is neither a website (no HTML page in it) nor a library (no ${LIBRARY_FILE} in it): give a folder of HTML pages, or build a library with ${build}`,
  );
}

/** Whether a folder holds HTML pages, and documents a library is built from, as `build` reads them. */
function documentsIn(root: string): { html: boolean; documents: boolean } {
  const held = { html: false, documents: false };
  const folders = [root];
  let read = 0;
  while (folders.length > 0 && read < LOOK_ENTRIES) {
    let entries: Dirent[];
    try {
      entries = readdirSync(folders.pop() as string, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      read++;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name));
      const format = entry.isFile() ? formatOf(entry.name) : null;
      if (format === 'html') return { html: true, documents: true };
      if (format) held.documents = true;
    }
  }
  // A folder too large to look through is taken as it is.
  return read >= LOOK_ENTRIES ? { html: true, documents: true } : held;
}
