import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Widget libraries real sites load (scripts and their style sheets), served to the apps of ours from the installed packages (dev
 * dependencies) at `/lib/<name>`: pages built with them show the markup and behaviour those
 * libraries really produce, not our idea of it.
 */
const FILES: Record<string, string> = {
  'jquery.js': 'jquery/dist/jquery.min.js',
  'jquery-ui.js': 'jquery-ui/dist/jquery-ui.min.js',
  'raphael.js': 'wheelnav/js/dist/raphael.min.js',
  'wheelnav.js': 'wheelnav/js/dist/wheelnav.js',
  'selectric.js': 'selectric/public/jquery.selectric.min.js',
  'selectric.css': 'selectric/public/selectric.css',
};

const require = createRequire(import.meta.url);
const read = new Map<string, string>();

/** The script or style sheet a `/lib/<name>` path names, or null when it names none. */
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

/** Tags that load the named libraries (scripts and style sheets), in order. */
export const loadLibraries = (...names: string[]): string =>
  names
    .map((name) =>
      name.endsWith('.css')
        ? `<link rel="stylesheet" href="/lib/${name}">`
        : `<script src="/lib/${name}"></script>`,
    )
    .join('');
