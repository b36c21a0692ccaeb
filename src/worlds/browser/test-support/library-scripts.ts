import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Widget libraries real sites load, served to the apps of ours from the installed packages (dev
 * dependencies) at `/lib/<name>`: pages built with them show the markup and behaviour those
 * libraries really produce, not our idea of it.
 */
const FILES: Record<string, string> = {
  'jquery.js': 'jquery/dist/jquery.min.js',
  'jquery-ui.js': 'jquery-ui/dist/jquery-ui.min.js',
  'raphael.js': 'wheelnav/js/dist/raphael.min.js',
  'wheelnav.js': 'wheelnav/js/dist/wheelnav.js',
};

const require = createRequire(import.meta.url);
const read = new Map<string, string>();

/** The script a `/lib/<name>` path names, or null when it names none. */
export function libraryScript(path: string): string | null {
  const file = FILES[path.replace(/^\/lib\//, '')];
  if (!path.startsWith('/lib/') || !file) return null;
  let text = read.get(file);
  if (text === undefined) {
    text = readFileSync(require.resolve(file), 'utf8');
    read.set(file, text);
  }
  return text;
}

/** Script tags that load the named libraries, in order. */
export const loadLibraries = (...names: string[]): string =>
  names.map((name) => `<script src="/lib/${name}"></script>`).join('');
