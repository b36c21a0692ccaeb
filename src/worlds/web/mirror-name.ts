import { createHash } from 'node:crypto';

/**
 * The file a crawled page is kept in, relative to the mirror folder: the URL's path as a site's
 * own build folder would hold it (`/guide/` → `guide/index.html`, `/about` → `about.html`,
 * `/a.html` → `a.html`), so a site built from its URL names its documents as one built from its
 * folder. A query adds a short hash of it; `taken` (names already used) gets `-2`, `-3`… on a clash.
 */
export function mirrorName(url: string, taken: ReadonlySet<string> = new Set()): string {
  const u = new URL(url);
  const segments = u.pathname
    .split('/')
    .map(safeDecode)
    // Nothing that could climb out of the mirror folder or hide a file.
    .map((s) => s.replace(/[\\/\0]/g, '_').replace(/^\.+/, (dots) => '_'.repeat(dots.length)));
  const last = segments.pop() ?? '';
  let stem: string;
  let ext = '.html';
  if (last === '') stem = [...segments, 'index'].filter(Boolean).join('/');
  else {
    const m = /^(.*?)(\.html?)$/i.exec(last);
    if (m?.[1]) {
      stem = [...segments, m[1]].filter(Boolean).join('/');
      ext = m[2] ?? '.html';
    } else stem = [...segments, last].filter(Boolean).join('/');
  }
  if (u.search.length > 1) stem += `-q${createHash('sha256').update(u.search).digest('hex').slice(0, 8)}`;
  let name = `${stem}${ext}`;
  for (let n = 2; taken.has(name); n++) name = `${stem}-${n}${ext}`;
  return name;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
