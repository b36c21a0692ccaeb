/**
 * Evidence from below: where a question's words stand in the full text under a world's places. A
 * world with its own full-text index (a library) returns its best passages for a query, each with
 * the places it lies within; the drill adds to every branch the strength of the best passage
 * under it, so the beam starts where flat search would land and the hierarchy chooses among the
 * candidates.
 */

/** A passage the world's full-text index matched, and the places above it. */
export interface EvidenceHit {
  /** The place holding the passage (a library chunk). */
  location: string;
  /** Relevance by the index (higher is better); comparable within one query only. */
  score: number;
  /** The matching words in their context. */
  snippet: string;
  /** Locations of the places the passage lies within, outermost first (the passage's own excluded). */
  within: string[];
}

/** What the full text under one place says for a query. */
export interface BranchEvidence {
  /** The best passage's score under this place as a share of the best passage anywhere (0..1]. */
  strength: number;
  /** Passages under this place among the hits. */
  hits: number;
  /** The best passage's snippet. */
  snippet: string;
}

/**
 * Each place's evidence: the strongest passage at or under it (flat search ranks a document by
 * its best passage; a branch is as promising as the best document in it) and how many matched.
 */
export function evidenceByPlace(hits: readonly EvidenceHit[]): Map<string, BranchEvidence> {
  const out = new Map<string, BranchEvidence>();
  const top = hits.reduce((max, h) => Math.max(max, h.score), 0);
  if (top <= 0) return out;
  for (const hit of hits) {
    const strength = Math.max(0, hit.score) / top;
    if (strength === 0) continue;
    for (const location of [...hit.within, hit.location]) {
      const seen = out.get(location);
      if (!seen) out.set(location, { strength, hits: 1, snippet: hit.snippet });
      else {
        seen.hits++;
        if (strength > seen.strength) {
          seen.strength = strength;
          seen.snippet = hit.snippet;
        }
      }
    }
  }
  return out;
}
