import { clip } from '../../core/text.ts';

/** How long one member's title may be inside a group's label. */
const TITLE_IN_LABEL = 40;

/** Punctuation a shared title prefix ends with before the part that differs: "Chapter 17: …". */
const PREFIX_END = /[\s:;,.\-–—|/(]+$/u;

/**
 * A group's label written from its members' titles, as a person would: their common leading words
 * when those say something ("Chapter 17: …"), else the first titles and how many more
 * ("Installing, Upgrading and 3 more"). Never a list of key terms.
 */
export function titlesLabel(titles: readonly string[]): string {
  const distinct = withoutSharedSuffix([...new Set(titles.map((t) => t.trim()).filter(Boolean))]);
  if (distinct.length === 0) return '';
  if (distinct.length === 1) return clip(distinct[0] as string, TITLE_IN_LABEL * 2);
  const prefix = commonPrefix(distinct);
  if (prefix) return `${prefix} …`;
  const [a, b] = distinct.map((t) => clip(t, TITLE_IN_LABEL));
  const rest = distinct.length - 2;
  if (rest === 0) return `${a} and ${b}`;
  return `${a}, ${b} and ${rest} more`;
}

/**
 * The whole words every title starts with, trimmed of trailing punctuation, when they carry a word
 * of four letters or more (not "The", "How to"); null otherwise.
 */
function commonPrefix(titles: readonly string[]): string | null {
  const split = titles.map((t) => t.split(/\s+/u));
  const first = split[0] ?? [];
  let n = 0;
  while (
    n < first.length &&
    split.every((words) => (words[n] ?? '').toLowerCase() === (first[n] ?? '').toLowerCase())
  )
    n++;
  // A title that is all prefix ("Ozone" beside "Ozone Manager") still leaves the others' tails.
  const prefix = first.slice(0, n).join(' ').replace(PREFIX_END, '');
  if (!/\p{L}{4,}/u.test(prefix)) return null;
  return prefix;
}

/** Titles without the site's name they all end with ("… | D.C. Law Library"), each once. */
function withoutSharedSuffix(titles: string[]): string[] {
  return [...new Set(trimSharedSuffix(titles))];
}

/** Each title without the site's name they all end with ("… | D.C. Law Library"), in place. */
export function trimSharedSuffix(titles: readonly string[]): string[] {
  const first = titles[0];
  if (titles.length < 2 || first === undefined) return [...titles];
  for (const m of first.matchAll(/\s+[|–—-]\s+/gu)) {
    const suffix = first.slice(m.index);
    if (m.index > 0 && titles.every((t) => t.endsWith(suffix) && t.length > suffix.length)) {
      return titles.map((t) => t.slice(0, t.length - suffix.length));
    }
  }
  return [...titles];
}

/** A folder's own page: `index`, `_index` or `README`, whatever the extension. */
export function isIndexPage(file: string): boolean {
  const name = (file.split('/').pop() ?? file).replace(/\.[^.]+$/, '').toLowerCase();
  return name === 'index' || name === '_index' || name === 'readme';
}

/** The folder a file sits in, '' at the root. */
export function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** The title of a folder's index page, if it has one. */
export function indexTitle(docs: readonly { file: string; title: string }[], folder: string): string | null {
  for (const d of docs)
    if (isIndexPage(d.file) && folderOf(d.file) === folder && d.title.trim()) return labelTitle(d.title);
  return null;
}

/**
 * A page title as a label: a part the title repeats after a separator ("D.C. Law Library | D.C.
 * Law Library", where a page and its site share a name) is said once.
 */
export function labelTitle(title: string): string {
  // Parts and their separators alternate: [part, separator, part, …].
  const pieces = title.trim().split(/(\s+[|–—·-]\s+)/);
  let out = pieces[0] ?? '';
  for (let i = 2; i < pieces.length; i += 2) {
    const part = pieces[i] ?? '';
    if (part.toLowerCase() !== (pieces[i - 2] ?? '').toLowerCase()) out += `${pieces[i - 1]}${part}`;
  }
  return out;
}

/**
 * Labels of folders as their authors gave them: the title of the folder's index page, unless
 * sibling folders' index pages share it (a site-wide heading like the site's name) or it repeats
 * the parent's; else the folder's own name, made readable ("getting-started" → "Getting started").
 */
export function folderLabels(docs: readonly { file: string; title: string }[]): (folder: string) => string {
  const folders = foldersOf(docs.map((d) => d.file));
  const titles = new Map<string, string>();
  for (const d of docs) {
    const folder = ledFolder(d.file, folders);
    if (folder !== null && d.title.trim() && !titles.has(folder)) titles.set(folder, labelTitle(d.title));
  }
  const uses = new Map<string, number>();
  for (const [folder, title] of titles) {
    const key = `${folderOf(folder)}\n${title.toLowerCase()}`;
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  return (folder) => {
    const title = titles.get(folder);
    const parent = folderOf(folder);
    const usable =
      title !== undefined &&
      (uses.get(`${parent}\n${title.toLowerCase()}`) ?? 0) < 2 &&
      title.toLowerCase() !== titles.get(parent)?.toLowerCase();
    return usable ? title : readableName(folder);
  };
}

/** "docs/getting-started" → "Getting started"; "2.0.0" stays as it is. */
function readableName(folder: string): string {
  const name = (folder.split('/').pop() ?? folder).replace(/[-_]+/g, ' ').trim() || folder;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every folder that holds a document, at any depth. */
export function foldersOf(files: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    for (let f = folderOf(file); f && !out.has(f); f = folderOf(f)) out.add(f);
  }
  return out;
}

/**
 * The folder a page introduces: its own for an index page, or the folder of the same name beside
 * it ("security.html" next to "security/", as static site generators write section pages).
 */
export function ledFolder(file: string, folders: ReadonlySet<string>): string | null {
  if (isIndexPage(file)) return folderOf(file);
  const sibling = file.replace(/\.[^./]+$/, '');
  return sibling !== file && folders.has(sibling) ? sibling : null;
}

/** Where a page sits in the tree: a section page inside the folder it introduces. */
export function placedPath(file: string, folders: ReadonlySet<string>): string {
  const led = ledFolder(file, folders);
  return led !== null && !isIndexPage(file) ? `${led}/${file.slice(file.lastIndexOf('/') + 1)}` : file;
}
