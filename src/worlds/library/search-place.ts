import type { Place } from '../../core/place.ts';
import type { Library } from '../../library/model.ts';
import { nodeLocation, searchLocation } from './location.ts';

export const DEFAULT_SEARCH_HITS = 10;

/**
 * Full-text hits across every level as a place: each hit is an option (its title and where it
 * stands), with the search snippet as context, leading to the node itself.
 */
export function searchPlace(library: Library, query: string, limit = DEFAULT_SEARCH_HITS): Place {
  const hits = query.trim() ? library.search(query, { limit }) : [];
  const root = library.root();
  return {
    location: searchLocation(query),
    title: `Search: ${query}`,
    path: [root.title, 'Search'],
    text: hits.length === 0 ? `Nothing in the library matches "${query}".` : '',
    passages: [],
    options: hits.map((hit, i) => {
      const above = hit.node.path.slice(0, -1);
      return {
        id: i + 1,
        label: above.length > 0 ? `${hit.node.title} (${above.join(' > ')})` : hit.node.title,
        target: nodeLocation(hit.node.id),
        kind: 'child',
        group: 'content',
        ...(hit.snippet ? { context: hit.snippet } : {}),
      };
    }),
    description: `${hits.length} full-text hits across all levels`,
  };
}
