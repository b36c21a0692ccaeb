import type { EvidenceHit } from '../../core/evidence.ts';
import type { Library } from '../../library/model.ts';
import { nodeLocation } from './location.ts';

/** Chunks taken as evidence: enough to reach past the few best documents, cheap to place. */
export const EVIDENCE_HITS = 100;

/**
 * The chunks that match `query` best (any of its words; more of them rank higher), each with the
 * nodes above it. A document kept off the shelves has no shelf above it: its evidence reaches no
 * branch of the catalog.
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
  return library.search(query, { limit, levels: ['chunk'], match: 'any' }).map((hit) => ({
    location: nodeLocation(hit.node.id),
    score: hit.score,
    snippet: hit.snippet,
    within: chainOf(hit.node.parent),
  }));
}
