import { type Dirent, readFileSync, type Stats, statSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodeHTML } from 'entities';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { NotHtmlError } from '../../core/errors/not-html-error.ts';
import { TooLargeError } from '../../core/errors/too-large-error.ts';
import { decodePage } from './charset.ts';
import { DEFAULT_MAX_BYTES } from './fetch-page.ts';
import type { LoadedPage } from './loaded-page.ts';

export interface LocalOptions {
  signal?: AbortSignal;
  maxBytes?: number;
}

const HTML_EXT = new Set(['.html', '.htm', '.xhtml']);
const TEXT_EXT = new Set(['.txt', '.text', '.md', '.markdown']);
const INDEX_FILES = ['index.html', 'index.htm'];
/** Titles are read from at most this many files of a listing, to keep huge folders quick. */
const MAX_TITLES = 300;
const TITLE_BYTES = 8192;

/**
 * Reads a local page: a file as it is, a folder as its index.html, or, when it has none, a
 * generated listing of its pages and subfolders (so a folder of HTML is navigable like a site).
 */
export async function loadLocal(url: string, options: LocalOptions = {}): Promise<LoadedPage> {
  const path = fileURLToPath(url);
  const info = statOrNull(path);
  if (!info) throw new NotFoundError({ target: path });
  if (!info.isDirectory()) return readLocalFile(path, options, info);
  for (const name of INDEX_FILES) {
    const index = join(path, name);
    if (statOrNull(index)?.isFile()) return readLocalFile(index, options);
  }
  return listFolder(path, options);
}

async function readLocalFile(path: string, options: LocalOptions, known?: Stats): Promise<LoadedPage> {
  const url = pathToFileURL(path).href;
  const ext = extname(path).toLowerCase();
  const kind = HTML_EXT.has(ext) ? 'html' : TEXT_EXT.has(ext) ? 'text' : null;
  if (!kind)
    throw new NotHtmlError({ url, contentType: ext ? `${ext.slice(1)} file` : 'file without extension' });
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const info = known ?? (await stat(path));
  if (info.size > maxBytes) throw new TooLargeError({ url, maxBytes });
  // One blocking read of a file already known to be small: fs/promises' readFile costs several
  // thread-pool round trips per file, which dominates when a run reads many pages.
  options.signal?.throwIfAborted();
  const bytes = readFileSync(path);
  const { text, charset } = decodePage(bytes);
  const contentType = kind === 'html' ? 'text/html' : 'text/plain';
  return {
    url,
    redirects: [],
    status: 200,
    contentType,
    kind,
    body: text,
    charset,
    // What a static file server would have sent.
    headers: {
      'content-type': `${contentType}; charset=${charset}`,
      'content-length': String(bytes.byteLength),
      'last-modified': info.mtime.toUTCString(),
    },
    fetchedAt: new Date().toISOString(),
  };
}

/** A generated page linking a folder's pages (by their titles) and subfolders. */
async function listFolder(path: string, options: LocalOptions): Promise<LoadedPage> {
  options.signal?.throwIfAborted();
  const entries = (await readdir(path, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const folders = entries.filter((e) => e.isDirectory());
  const pages = entries.filter((e) => e.isFile() && HTML_EXT.has(extname(e.name).toLowerCase()));
  const items: string[] = [];
  for (const [i, page] of pages.entries()) {
    options.signal?.throwIfAborted();
    const title = i < MAX_TITLES ? await peekTitle(join(path, page.name)) : undefined;
    items.push(item(encodeURIComponent(page.name), title || page.name));
  }
  for (const folder of folders) items.push(item(`${encodeURIComponent(folder.name)}/`, `${folder.name}/`));
  const name = basename(path) || path;
  const body = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head>
<body><main><h1>${escapeHtml(name)}</h1><p>Folder ${escapeHtml(path)}: ${count(pages, 'page')}, ${count(folders, 'folder')}.</p>
<ul>${items.join('\n')}</ul></main></body></html>`;
  return {
    url: pathToFileURL(join(path, '/')).href,
    redirects: [],
    status: 200,
    contentType: 'text/html',
    kind: 'html',
    body,
    charset: 'utf-8',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    fetchedAt: new Date().toISOString(),
  };
}

function item(href: string, label: string): string {
  return `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`;
}

function count(list: Dirent[], word: string): string {
  return `${list.length} ${word}${list.length === 1 ? '' : 's'}`;
}

/** The `<title>` of an HTML file, read from its first few KB only. */
async function peekTitle(path: string): Promise<string | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, 'r');
    const buffer = new Uint8Array(TITLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TITLE_BYTES, 0);
    const { text } = decodePage(buffer.subarray(0, bytesRead));
    const m = /<title[^>]*>([^<]*)<\/title>/i.exec(text);
    return m?.[1] ? decodeHTML(m[1]).replace(/\s+/g, ' ').trim() : undefined;
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Blocking, like the read that follows: a promise per stat costs more than the call itself. */
function statOrNull(path: string): Stats | null {
  return statSync(path, { throwIfNoEntry: false }) ?? null;
}
