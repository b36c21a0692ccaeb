export { LIBRARY_SCHEME, type LibraryTarget, nodeLocation, parseTarget, searchLocation } from './location.ts';
export { nodePlace, SEARCH_LABEL } from './node-place.ts';
export { splitPassages } from './passages.ts';
export { DEFAULT_SEARCH_HITS, searchPlace } from './search-place.ts';
export { createLibraryWorld, type LibraryWorldOptions } from './world.ts';
