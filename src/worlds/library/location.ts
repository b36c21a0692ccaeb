/**
 * Library locations: `library:<node id>` for a node (the id URI-encoded, so a `#` or `/` in an id
 * survives the URL normalization that visited checks use) and `library:search?q=…` for the
 * full-text search place.
 */
export const LIBRARY_SCHEME = 'library:';
const SEARCH = `${LIBRARY_SCHEME}search?`;

export function nodeLocation(id: string): string {
  return `${LIBRARY_SCHEME}${encodeURIComponent(id)}`;
}

export function searchLocation(query: string): string {
  return `${SEARCH}q=${encodeURIComponent(query)}`;
}

export type LibraryTarget =
  | { kind: 'catalog' }
  | { kind: 'node'; id: string }
  | { kind: 'search'; query: string };

/** What a target names; anything not `library:` is taken as a bare node id. */
export function parseTarget(target: string): LibraryTarget {
  const t = target.trim();
  if (t.startsWith(SEARCH)) {
    return { kind: 'search', query: new URLSearchParams(t.slice(SEARCH.length)).get('q') ?? '' };
  }
  if (!t.startsWith(LIBRARY_SCHEME)) return t === '' ? { kind: 'catalog' } : { kind: 'node', id: t };
  const rest = t.slice(LIBRARY_SCHEME.length);
  if (rest === '') return { kind: 'catalog' };
  return { kind: 'node', id: safeDecode(rest) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
