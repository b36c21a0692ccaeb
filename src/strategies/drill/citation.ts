import type { Place } from '../../core/place.ts';
import type { Citation } from '../../core/trail.ts';

/**
 * Where an answer lives: the node, its whole path from the start (catalog → shelf → document →
 * section → chunk titles), the source file and lines, and the quoted words.
 */
export function citationFor(place: Place, startTitle: string, quote: string): Citation {
  const path = [...place.path];
  if (startTitle && path[0] !== startTitle) path.unshift(startTitle);
  if (path[path.length - 1] !== place.title) path.push(place.title);
  return {
    node: place.node ?? place.location,
    title: place.title,
    path,
    quote,
    ...(place.file !== undefined ? { file: place.file } : {}),
    ...(place.lines ? { lines: place.lines } : {}),
  };
}
