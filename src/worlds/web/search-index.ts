import { decodeHTML } from 'entities';
import { words } from '../../core/text.ts';
import { porterStem } from '../../language/porter-stem.ts';

/** One entry of a site's search index: a page or a section of one, with its words stemmed. */
export interface IndexEntry {
  /** Absolute URL, with the section's #fragment when the entry is a section. */
  url: string;
  title: string;
  /** Stems of the entry's text with their counts; a term index counts each stem once. */
  body: Map<string, number>;
  /** Stems of its title (and, in a term index, of the page's section titles and object names). */
  titleStems: Map<string, number>;
  /** A few words of the entry to show beside its title. */
  snippet: string;
}

/** A search index read: where it was read from, and its entries. */
export interface SearchIndex {
  url: string;
  entries: IndexEntry[];
}

type Json = Record<string, unknown>;

/**
 * Reads a search index in the formats documentation generators write, recognized by shape, not
 * by name: a Sphinx term index (`Search.setIndex({docnames, titles, terms, titleterms, …})`), a
 * list of page and section texts (`{docs: [{location, title, text}]}`, MkDocs), or a stored
 * full-text index (`{doc_urls, index: {documentStore: {docs}}}`, mdBook). `resultsUrl` is the search
 * page the index serves: a page named as a folder (`…/search/`) means pages are folders too.
 * Undefined when the text is none of these.
 */
export function readSearchIndex(text: string, indexUrl: string, resultsUrl: string): SearchIndex | undefined {
  const json = jsonIn(text);
  if (!json) return undefined;
  if (Array.isArray(json.docnames) && json.terms && typeof json.terms === 'object') {
    const suffix = new URL(resultsUrl).pathname.endsWith('/') ? '/' : '.html';
    return {
      url: indexUrl,
      entries: termIndexEntries(json, new URL('./', indexUrl).href, suffix),
    };
  }
  if (Array.isArray(json.docs)) {
    // The list sits in the site's search/ folder; its locations are from the site's root.
    const folder = new URL('./', indexUrl);
    const root = /\/search\/$/.test(folder.pathname) ? new URL('../', folder) : folder;
    return { url: indexUrl, entries: textEntries(json.docs as Json[], root.href) };
  }
  const store = ((json.index as Json | undefined)?.documentStore as Json | undefined)?.docs as
    | Json
    | undefined;
  if (Array.isArray(json.doc_urls) && store && typeof store === 'object') {
    const urls = json.doc_urls as unknown[];
    const docs = Object.entries(store).map(([id, doc]) => ({
      location: urls[Number(id)],
      title: (doc as Json).title,
      text: (doc as Json).body,
    }));
    return { url: indexUrl, entries: textEntries(docs, new URL('./', indexUrl).href) };
  }
  return undefined;
}

/** The JSON object of an index file: the file itself, or the object a script passes or assigns. */
function jsonIn(text: string): Json | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const value = JSON.parse(text.slice(start, end + 1)) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function textEntries(docs: readonly Json[], root: string): IndexEntry[] {
  const out: IndexEntry[] = [];
  for (const doc of docs) {
    if (typeof doc.location !== 'string' || typeof doc.title !== 'string') continue;
    const text = typeof doc.text === 'string' ? plain(doc.text) : '';
    const title = plain(doc.title);
    out.push({
      url: new URL(doc.location, root).href,
      title,
      body: countStems(words(text)),
      titleStems: countStems(words(title)),
      snippet: text.slice(0, 240),
    });
  }
  return out;
}

/** Sphinx's index: which documents hold each stem, document titles, section titles and object names. */
function termIndexEntries(json: Json, root: string, suffix: string): IndexEntry[] {
  const names = json.docnames as unknown[];
  const titles = Array.isArray(json.titles) ? (json.titles as unknown[]) : [];
  const entries: IndexEntry[] = names.map((name, i) => {
    const title = plain(String(titles[i] ?? name));
    return {
      url: new URL(`${String(name)}${suffix}`, root).href,
      title,
      body: new Map(),
      titleStems: countStems(words(title)),
      snippet: '',
    };
  });
  const put = (map: 'body' | 'titleStems', table: unknown): void => {
    if (!table || typeof table !== 'object') return;
    for (const [term, where] of Object.entries(table as Json)) {
      for (const i of Array.isArray(where) ? where : [where]) {
        const entry = typeof i === 'number' ? entries[i] : undefined;
        if (entry) entry[map].set(term, 1);
      }
    }
  };
  put('body', json.terms);
  put('titleStems', json.titleterms);
  const sections = new Map<number, string[]>();
  for (const [title, places] of Object.entries((json.alltitles as Json | undefined) ?? {})) {
    for (const place of Array.isArray(places) ? places : []) {
      const i = Array.isArray(place) ? place[0] : undefined;
      if (typeof i === 'number') sections.set(i, [...(sections.get(i) ?? []), plain(title)]);
    }
  }
  for (const [prefix, list] of Object.entries((json.objects as Json | undefined) ?? {})) {
    for (const o of Array.isArray(list) ? list : []) {
      if (!Array.isArray(o) || typeof o[0] !== 'number') continue;
      const entry = entries[o[0]];
      const name = String(o[o.length - 1] ?? '');
      if (!entry || !name) continue;
      // An object's name is a title of the page that documents it: send_file, Flask.route.
      for (const stem of stemsOf(prefix ? `${prefix}.${name}` : name)) entry.titleStems.set(stem, 1);
    }
  }
  for (const [i, list] of sections) {
    const entry = entries[i];
    if (entry)
      entry.snippet = list
        .filter((t) => t !== entry.title)
        .join(' · ')
        .slice(0, 240);
  }
  return entries;
}

/** A text's stems: its words, and its identifiers joined by underscores kept whole, as indexes keep them. */
export function stemsOf(text: string): string[] {
  const joined = (text.toLowerCase().match(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu) ?? []).map(porterStem);
  return [...words(text).map(porterStem), ...joined];
}

function countStems(list: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of list) {
    const s = porterStem(w);
    out.set(s, (out.get(s) ?? 0) + 1);
  }
  return out;
}

/** Text without markup or entities, in one line. */
function plain(text: string): string {
  return decodeHTML(text.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
