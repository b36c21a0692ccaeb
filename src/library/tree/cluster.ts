/** A cluster of items sharing a key term, or the leftovers. Named by the caller from its members. */
export interface Cluster<T> {
  items: T[];
}

/**
 * Greedy, deterministic clustering by shared key terms: repeatedly take the term shared by the
 * most remaining items (at most half of all, so no cluster swallows the set; ties by term),
 * up to k - 1 clusters, the rest going to one leftover cluster. Clusters keep the items' order
 * and are ordered by their first item. Null when no term is shared by two items.
 */
export function clusterByTerms<T>(
  items: readonly T[],
  k: number,
  termsOf: (item: T) => readonly string[],
): Cluster<T>[] | null {
  const bags = items.map((item) => new Set(termsOf(item)));
  const remaining = new Set(items.map((_, i) => i));
  const maxSize = Math.ceil(items.length / 2);
  const found: { term: string; members: number[] }[] = [];
  while (found.length < k - 1 && remaining.size >= 2) {
    const df = new Map<string, number>();
    for (const i of remaining) for (const t of bags[i] ?? []) df.set(t, (df.get(t) ?? 0) + 1);
    let best: string | null = null;
    let bestCount = 1;
    for (const [t, n] of df) {
      if (n > maxSize) continue;
      if (n > bestCount || (n === bestCount && best !== null && t < best)) {
        best = t;
        bestCount = n;
      }
    }
    if (best === null) break;
    const term = best;
    const members = [...remaining].filter((i) => bags[i]?.has(term));
    for (const i of members) remaining.delete(i);
    found.push({ term, members });
  }
  if (found.length === 0) return null;
  const clusters: { first: number; members: number[] }[] = found.map((f) => ({
    first: f.members[0] ?? 0,
    members: f.members,
  }));
  if (remaining.size > 0) {
    const rest = [...remaining];
    clusters.push({ first: rest[0] ?? 0, members: rest });
  }
  return clusters
    .sort((a, b) => a.first - b.first)
    .map((c) => ({ items: c.members.map((i) => items[i] as T) }));
}
