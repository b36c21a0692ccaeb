import type { Place, SearchBox } from '../../core/place.ts';
import { searchUrl } from '../../html/forms.ts';
import { indexResultsPlace, searchIndex } from './index-search.ts';
import type { SearchIndex } from './search-index.ts';

export interface SiteSearchParts {
  load: (url: string, root: string | undefined, signal: AbortSignal) => Promise<Place>;
  remember: (place: Place, root: string | undefined) => Place;
  readIndex: (
    candidates: readonly string[],
    resultsUrl: string,
    signal: AbortSignal,
  ) => Promise<SearchIndex | undefined>;
}

/**
 * A search box filled: the page its form sends the words to. Where the site searches in the
 * browser (the box's page or the results page loads a search index), the world runs that search
 * over the index itself, as the page's script would, and the results are a place of their own.
 */
export function createSiteSearch(parts: SiteSearchParts) {
  return async (
    place: Place,
    form: SearchBox,
    words: string,
    root: string | undefined,
    signal: AbortSignal,
  ): Promise<Place> => {
    const url = searchUrl(form, words);
    const sent = place.searchIndex?.length ? undefined : await parts.load(url, root, signal);
    const candidates = place.searchIndex ?? sent?.searchIndex ?? [];
    const index = candidates.length > 0 ? await parts.readIndex(candidates, url, signal) : undefined;
    if (index) return parts.remember(indexResultsPlace(url, words, index, searchIndex(index, words)), root);
    return sent ?? parts.load(url, root, signal);
  };
}
