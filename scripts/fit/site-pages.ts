import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Place } from '../../src/core/place.ts';
import { words } from '../../src/core/text.ts';
import { buildPlace } from '../../src/worlds/web/build-place.ts';

/** A question of a site folder (`questions.jsonl`): its gold pages and the term every answer holds. */
export interface SiteQuestion {
  id: string;
  q: string;
  start: string;
  gold: string[];
  says: string;
  /** Clicks from the start to the nearest gold page. */
  depth: number;
}

/** A site folder as the shared data lays it out: `site/` (the web root) and `questions.jsonl`. */
export interface SiteFolder {
  name: string;
  root: string;
  questions: SiteQuestion[];
}

export function readSiteFolder(dir: string, name: string): SiteFolder {
  return {
    name,
    root: join(dir, name, 'site'),
    questions: readQuestions(join(dir, name, 'questions.jsonl')),
  };
}

function readQuestions(file: string): SiteQuestion[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as SiteQuestion);
}

/**
 * A question set of our own (a folder with `questions.jsonl` and `site.json`): `site.json` names
 * its web root (`root`, absolute, or `shared`, inside the shared data), the Debian package that
 * installs it, and its role: `development` sets may be read and fitted on, `held-out` ones only
 * measured.
 */
export interface QuestionSetSource {
  root?: string;
  shared?: string;
  package?: string;
  role?: 'development' | 'held-out';
  generator?: string;
}

export function questionSetSource(dir: string, name: string): QuestionSetSource | undefined {
  const file = join(dir, name, 'site.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as QuestionSetSource) : undefined;
}

/** The question sets under `dir`, by name. */
export function questionSetNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => existsSync(join(dir, n, 'site.json')) && existsSync(join(dir, n, 'questions.jsonl')))
    .sort();
}

/** A question set's web root: its own, or the shared site it asks new questions of. */
export function questionSetRoot(source: QuestionSetSource, sharedData: string): string {
  return source.shared ? join(sharedData, source.shared) : (source.root ?? '');
}

/**
 * The development sets under `dir` as site folders to fit on, and a line for each whose web root
 * is not on this machine (with the package that installs it): fitting without one would give
 * other weights.
 */
export function developmentSets(
  dir: string,
  sharedData: string,
): { folders: SiteFolder[]; missing: string[] } {
  const folders: SiteFolder[] = [];
  const missing: string[] = [];
  for (const name of questionSetNames(dir)) {
    const source = questionSetSource(dir, name) as QuestionSetSource;
    if (source.role !== 'development') continue;
    const root = questionSetRoot(source, sharedData);
    if (!existsSync(root)) {
      missing.push(
        `${name}: ${root} is missing${source.package ? ` (apt-get install -y ${source.package})` : ''}`,
      );
      continue;
    }
    folders.push({ name, root, questions: readQuestions(join(dir, name, 'questions.jsonl')) });
  }
  return { folders, missing };
}

/** Every HTML file under `dir` (a site's pages), in a fixed order. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
}

/** The origin pages are placed under: what a run serving the folder on loopback would see. */
const ORIGIN = 'http://127.0.0.1:8841/';

/**
 * Every page of a site read as the web world reads it, by its path relative to the web root.
 * With `copies`, links to the origin the pages name as their own (a copy of a site served on
 * loopback) stay on the copy, as they do in a run once it has read a page naming that origin.
 */
export async function sitePlaces(
  root: string,
  options: { copies?: boolean } = {},
): Promise<Map<string, Place>> {
  const aliases = new Map<string, string>();
  if (options.copies) for (const file of htmlFiles(root)) await placeOf(root, file, aliases);
  const out = new Map<string, Place>();
  for (const file of htmlFiles(root)) {
    out.set(
      relative(root, file).split('\\').join('/'),
      await placeOf(root, file, options.copies ? aliases : undefined),
    );
  }
  return out;
}

function placeOf(root: string, file: string, aliases: Map<string, string> | undefined): Promise<Place> {
  const path = relative(root, file).split('\\').join('/');
  return buildPlace(
    {
      url: ORIGIN + path,
      redirects: [],
      status: 200,
      contentType: 'text/html',
      kind: 'html',
      body: readFileSync(file, 'utf8'),
      charset: 'utf-8',
      headers: {},
      fetchedAt: '',
    },
    aliases ? { aliases } : {},
  );
}

/**
 * Flat full-text search over the pages' titles and main text (SQLite FTS5, porter, the question's
 * words OR-ed): the pages a keyword search would put first, best first.
 */
export function pageSearch(places: ReadonlyMap<string, Place>): (question: string, k: number) => string[] {
  const db = new DatabaseSync(':memory:');
  db.exec("CREATE VIRTUAL TABLE pages USING fts5(path UNINDEXED, body, tokenize='porter unicode61')");
  const insert = db.prepare('INSERT INTO pages (path, body) VALUES (?, ?)');
  for (const [path, place] of places) insert.run(path, `${place.title} ${place.text}`);
  const search = db.prepare('SELECT path FROM pages WHERE pages MATCH ? ORDER BY bm25(pages), path LIMIT ?');
  return (question, k) => {
    const match = [...new Set(words(question))].map((w) => `"${w.replace(/"/g, '')}"`).join(' OR ');
    if (!match) return [];
    return (search.all(match, k) as Array<{ path: string }>).map((r) => r.path);
  };
}

/** A link target as a path of the site: fragment and query dropped, folders and extensionless links resolved to their files. */
export function sitePath(target: string, places: ReadonlyMap<string, Place>): string | undefined {
  if (!target.startsWith(ORIGIN)) return undefined;
  const bare = decodeURIComponent(target.slice(ORIGIN.length).replace(/[#?].*$/, ''));
  for (const p of [bare, `${bare}index.html`, `${bare}/index.html`, `${bare}.html`])
    if (places.has(p)) return p;
  return undefined;
}

/** For every page, the pages it links to and the pages linking to it. */
export function linkGraph(places: ReadonlyMap<string, Place>): {
  children: Map<string, string[]>;
  parents: Map<string, string[]>;
} {
  const children = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  for (const [path, place] of places) {
    const out = new Set<string>();
    for (const o of place.options) {
      if (o.kind !== 'link') continue;
      const to = sitePath(o.target, places);
      if (to && to !== path) out.add(to);
    }
    children.set(path, [...out]);
    for (const to of out) parents.set(to, [...(parents.get(to) ?? []), path]);
  }
  return { children, parents };
}
