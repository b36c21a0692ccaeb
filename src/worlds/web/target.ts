import { stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { resolveUrl } from '../../core/url.ts';

/**
 * Turns what a user typed into a URL: http(s) and file: URLs as they are, paths (`./docs/`,
 * `/abs/site`, `~/site`, or any existing file or folder name) as file: URLs, and a bare host like
 * `example.com/docs` as https.
 */
export async function resolveTarget(target: string, cwd = process.cwd()): Promise<string> {
  const t = target.trim();
  if (/^(?:https?|file):/i.test(t)) {
    const url = resolveUrl(t);
    if (!url) throw new NotFoundError({ target, message: `Not a valid URL: ${target}` });
    return url;
  }
  const looksLikePath = /^(?:\.{1,2}(?:[/\\]|$)|[/\\~]|[A-Za-z]:[/\\])/.test(t);
  const path = resolve(cwd, t.startsWith('~') ? homedir() + t.slice(1) : t);
  if (looksLikePath || (await exists(path))) return pathToFileURL(path).href;
  if (/^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#].*)?$/.test(t)) {
    const url = resolveUrl(`https://${t}`);
    if (url) return url;
  }
  throw new NotFoundError({ target, message: `Neither a URL nor an existing file or folder: ${target}` });
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
