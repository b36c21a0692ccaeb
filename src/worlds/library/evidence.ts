import type { EvidenceHit } from '../../core/evidence.ts';
import type { Library } from '../../library/model.ts';
import { nodeLocation } from './location.ts';

/** Chunks taken as evidence: enough to reach past the few best documents, cheap to place. */
export const EVIDENCE_HITS = 100;

/**
 * Hits fetched for each one kept: a document kept off the shelves (a compilation of sections, an
 * index) holds the same words as the shelved pages and would crowd them out.
 */
const OVERFETCH = 3;

/**
 * The chunks on the shelves that match `query` best (any of its words; more of them rank higher),
 * each with the nodes above it. A document kept off the shelves has no branch to lead to, and its
 * best passage must not set the scale every branch's strength is measured against: left out.
 */
export function libraryEvidence(library: Library, query: string, limit = EVIDENCE_HITS): EvidenceHit[] {
  const above = new Map<string, string[]>();
  const chainOf = (id: string | null): string[] => {
    if (id === null) return [];
    const known = above.get(id);
    if (known) return known;
    const node = library.node(id);
    const chain = node ? [...chainOf(node.parent), nodeLocation(id)] : [];
    above.set(id, chain);
    return chain;
  };
  const catalog = nodeLocation(library.root().id);
  return library
    .search(query, { limit: limit * OVERFETCH, levels: ['chunk'], match: 'any' })
    .map((hit) => ({
      location: nodeLocation(hit.node.id),
      score: hit.score,
      snippet: hit.snippet,
      within: chainOf(hit.node.parent),
    }))
    .filter((hit) => hit.within[0] === catalog)
    .slice(0, limit);
}
