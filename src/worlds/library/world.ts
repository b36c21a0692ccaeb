import { resolve } from 'node:path';
import type { Action } from '../../core/action.ts';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { OptionNotFoundError } from '../../core/errors/option-not-found-error.ts';
import { UnsupportedActionError } from '../../core/errors/unsupported-action-error.ts';
import type { Place } from '../../core/place.ts';
import type { World } from '../../core/world.ts';
import type { Library } from '../../library/model.ts';
import { libraryEvidence } from './evidence.ts';
import { parseTarget } from './location.ts';
import { nodePlace } from './node-place.ts';
import { DEFAULT_SEARCH_HITS, searchPlace } from './search-place.ts';

export interface LibraryWorldOptions {
  /** Hits on the search place. */
  searchHits?: number;
}

/**
 * The library world: places are nodes of a built summary tree (catalog, shelf, document,
 * section, chunk), options are a node's children, and the catalog's search box leads to
 * full-text hits across all levels. Reads are synchronous SQLite; the signal is still honoured.
 */
export function createLibraryWorld(library: Library, options: LibraryWorldOptions = {}): World {
  const hits = options.searchHits ?? DEFAULT_SEARCH_HITS;

  const openTarget = (target: string): Place => {
    // The library folder itself (as given to `ask`) is its catalog.
    if (target.trim() !== '' && isDir(target, library.dir)) return nodePlace(library, library.root());
    const parsed = parseTarget(target);
    switch (parsed.kind) {
      case 'catalog':
        return nodePlace(library, library.root());
      case 'search':
        return searchPlace(library, parsed.query, hits);
      case 'node': {
        const node = library.node(parsed.id);
        if (!node) {
          throw new NotFoundError({
            target,
            message: `No node ${JSON.stringify(parsed.id)} in the library at ${library.dir}`,
          });
        }
        return nodePlace(library, node);
      }
    }
  };

  return {
    name: 'library',
    async open(target: string, signal: AbortSignal): Promise<Place> {
      signal.throwIfAborted();
      return openTarget(target);
    },
    async evidence(query: string, signal: AbortSignal) {
      signal.throwIfAborted();
      return libraryEvidence(library, query);
    },
    async act(place: Place, action: Action, signal: AbortSignal): Promise<Place> {
      signal.throwIfAborted();
      if (action.type !== 'open' && action.type !== 'fill') {
        throw new UnsupportedActionError({ action: action.type, world: 'library' });
      }
      const option = place.options.find((o) => o.id === action.option);
      if (!option) throw new OptionNotFoundError({ option: action.option, location: place.location });
      // The search box is filled, never opened; children are opened, never filled.
      if ((action.type === 'fill') !== (option.kind === 'input')) {
        throw new UnsupportedActionError({ action: `${action.type} a ${option.kind}`, world: 'library' });
      }
      if (action.type === 'fill') return searchPlace(library, action.text, hits);
      return openTarget(option.target);
    },
  };
}

function isDir(target: string, dir: string): boolean {
  if (target.startsWith('library:')) return false;
  return resolve(target) === resolve(dir);
}
