import type { Place } from '../../core/place.ts';
import { distinctTitles } from '../../core/title-path.ts';
import type { Citation } from '../../core/trail.ts';

/**
 * Where an answer lives: the node, its whole path from the start (catalog → shelf → document →
 * section → chunk titles), the source file and lines (and the page's URL for a library built
 * from a website), and the quoted words. A chunk carries its
 * section's title, a section often its document's: each title is shown once.
 */
export function citationFor(place: Place, startTitle: string, quote: string): Citation {
  const path = distinctTitles([...(startTitle ? [startTitle] : []), ...place.path, place.title]);
  return {
    ...(place.source ? { url: place.source } : {}),
    node: place.node ?? place.location,
    title: place.title,
    path,
    quote,
    ...(place.file !== undefined ? { file: place.file } : {}),
    ...(place.lines ? { lines: place.lines } : {}),
    ...(place.copies?.length ? { copies: place.copies } : {}),
  };
}
