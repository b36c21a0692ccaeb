import type { Reading } from '../../core/brain.ts';
import { isListing, listingShape } from '../../core/listing.ts';
import type { Place } from '../../core/place.ts';

/** A plausible or sure answer read in the run, with the page it was read on. */
export interface Candidate {
  place: Place;
  reading: Reading;
  path: string[];
}

/** Readings whose confidence is within this share of the best are alike: their pages decide. */
const CANDIDATE_TIE = 0.97;
/** What a listing says of the pages it lists counts this much beside the pages themselves. */
const SECOND_HAND = 0.5;

/**
 * The best answer read: a sure one before any plausible one, then the most confident. Readings
 * this close were judged alike (each with the site's words as known when it was read): the page
 * that says more of the question where it stands (`says`) decides, and a listing's summary of a
 * page is second-hand beside the page itself; of the same words on two pages (a release's notes,
 * and the archive of every release), the shorter page is the one about them.
 */
export function bestCandidate(
  candidates: readonly Candidate[],
  says: (place: Place) => number,
): Candidate | undefined {
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(a.reading.tentative === true) - Number(b.reading.tentative === true) ||
      (b.reading.confidence ?? 0) - (a.reading.confidence ?? 0),
  );
  const first = ranked[0];
  if (!first) return undefined;
  const top = first.reading.confidence ?? 0;
  const tied = ranked.filter(
    (c) =>
      c.reading.tentative === first.reading.tentative && (c.reading.confidence ?? 0) >= CANDIDATE_TIE * top,
  );
  const firstHand = (p: Place) => says(p) * (isListing(listingShape(p)) ? SECOND_HAND : 1);
  const better = (a: Candidate, b: Candidate): Candidate =>
    a.reading.answer === b.reading.answer
      ? b.place.text.length < a.place.text.length
        ? b
        : a
      : firstHand(b.place) > firstHand(a.place)
        ? b
        : a;
  return tied.reduce(better, first);
}
