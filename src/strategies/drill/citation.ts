import type { Place, PlacePart } from '../../core/place.ts';

import { distinctTitles } from '../../core/title-path.ts';
import type { Citation } from '../../core/trail.ts';
import { normalize, quotePieces } from './quote-check.ts';

/**
 * Where an answer lives: the node, its whole path from the start (catalog → shelf → document →
 * section → chunk titles), the source file and lines (and the page's URL for a library built
 * from a website), and the quoted words. A chunk carries its
 * section's title, a section often its document's: each title is shown once.
 */
export function citationFor(place: Place, startTitle: string, quote: string): Citation {
  // A section read whole is cited at the chunk its quote starts in: the most precise place.
  const part = partHolding(place.parts ?? [], place.text, quote);
  const path = distinctTitles([
    ...(startTitle ? [startTitle] : []),
    ...place.path,
    place.title,
    ...(part ? [part.title] : []),
  ]);
  const lines = part ? part.lines : place.lines;
  return {
    ...(place.source ? { url: place.source } : {}),
    node: part?.node ?? place.node ?? place.location,
    title: part?.title ?? place.title,
    path,
    quote,
    ...(place.file !== undefined ? { file: place.file } : {}),
    ...(lines ? { lines } : {}),
    ...(place.copies?.length ? { copies: place.copies } : {}),
  };
}

/** The part of a place's text that holds the quote's first piece; none when it spans two. */
function partHolding(parts: readonly PlacePart[], text: string, quote: string): PlacePart | undefined {
  const first = quotePieces(quote)[0];
  if (first === undefined) return undefined;
  return parts.find((p) => normalize(text.slice(p.start, p.end)).includes(first));
}
