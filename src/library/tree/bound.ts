import { clip } from '../../core/text.ts';
import { clusterByTerms } from './cluster.ts';
import { titlesLabel, trimSharedSuffix } from './labels.ts';

/** A child in a bounded tree: an item itself, or a labelled group of children. */
export type Grouped<T> = { kind: 'item'; item: T } | { kind: 'group'; label: string; children: Grouped<T>[] };

export interface GroupingKeys<T> {
  /** The item's folder (or heading) at `depth`, or null below its last one. */
  pathKey(item: T, depth: number): string | null;
  title(item: T): string;
  /** The label a person gave the folder (or heading) `key`: its index page's title; the key itself by default. */
  label?(key: string): string;
  /** Key terms of the item (written forms), for clustering. */
  terms(item: T): readonly string[];
}

/** One entry of a partition: a keyed run of items, one loose item, or loose items gathered and labelled. */
interface Entry<T> {
  key: string | null;
  items: T[];
  label?: string;
}

/** The label of an entry's group: its folder's (or heading's) label, else its members' titles. */
function entryLabel<T>(e: Entry<T>, keys: GroupingKeys<T>): string {
  if (e.label !== undefined) return e.label;
  if (e.key !== null) return keys.label ? keys.label(e.key) : e.key;
  return titlesLabel(e.items.map(keys.title));
}

/**
 * Arranges items so that no node has more than `fanOut` children, keeping their order: by folder
 * (or heading) first, then by shared key terms, then by contiguous ranges ("A–F"). Folder groups
 * carry their folder's label; the others a label written from their members' titles. Deterministic:
 * the same items give the same tree.
 */
export function bound<T>(
  items: readonly T[],
  fanOut: number,
  keys: GroupingKeys<T>,
  depth = 0,
): Grouped<T>[] {
  const k = Math.max(2, fanOut);
  if (items.length <= k) return items.map((item) => ({ kind: 'item', item }));
  for (let d = depth; ; d++) {
    const entries = partition(items, (item) => keys.pathKey(item, d));
    const keyed = entries.filter((e) => e.key !== null).length;
    if (keyed === 0) break;
    // Everything under one folder or heading: look one level deeper.
    if (entries.length === 1) continue;
    return fromEntries(entries, k, keys, d + 1);
  }
  const clusters = clusterByTerms(items, k, keys.terms);
  if (clusters) {
    return clusters.map((c) =>
      c.items.length === 1
        ? { kind: 'item', item: c.items[0] as T }
        : {
            kind: 'group',
            label: titlesLabel(c.items.map(keys.title)),
            children: bound(c.items, k, keys, depth),
          },
    );
  }
  return packed(
    items.map((item) => ({ key: null, items: [item] })),
    k,
    keys,
    depth,
  );
}

function fromEntries<T>(entries: Entry<T>[], k: number, keys: GroupingKeys<T>, depth: number): Grouped<T>[] {
  if (entries.length > k) {
    const loose = entries.filter((e) => e.key === null);
    if (loose.length > 1 && loose.length < entries.length) {
      // Folders (or headings) stay whole; the loose items share one group, named by their titles.
      const at = entries.indexOf(loose[0] as Entry<T>);
      const rest: Entry<T>[] = entries.filter((e) => e.key !== null);
      const items = loose.flatMap((e) => e.items);
      rest.splice(at, 0, { key: null, items, label: titlesLabel(items.map(keys.title)) });
      return fromEntries(rest, k, keys, depth);
    }
    return packed(entries, k, keys, depth);
  }
  return entries.map((e): Grouped<T> => {
    if (e.items.length === 1) return { kind: 'item', item: e.items[0] as T };
    return { kind: 'group', label: entryLabel(e, keys), children: bound(e.items, k, keys, depth) };
  });
}

/**
 * Contiguous bins of entries, at most `k`, labelled by their range. Sized so the levels below are
 * full (a B-tree's shape): 19 entries with k = 12 make 2 bins of 10 and 9, not 10 bins of 2.
 */
function packed<T>(entries: Entry<T>[], k: number, keys: GroupingKeys<T>, depth: number): Grouped<T>[] {
  let below = 1;
  while (below * k < entries.length) below *= k;
  const bins = Math.ceil(entries.length / below);
  const size = Math.ceil(entries.length / bins);
  const out: Grouped<T>[] = [];
  for (let i = 0; i < entries.length; i += size) {
    const bin = entries.slice(i, i + size);
    if (bin.length === 1) {
      out.push(...fromEntries(bin, k, keys, depth));
      continue;
    }
    const labels = bin.map((e) =>
      e.items.length === 1 && e.key === null ? keys.title(e.items[0] as T) : entryLabel(e, keys),
    );
    out.push({ kind: 'group', label: rangeLabel(labels), children: fromEntries(bin, k, keys, depth) });
  }
  return out;
}

/** "A–F" when the labels run in alphabetical order across initials, else "First … Last". */
export function rangeLabel(titles: readonly string[]): string {
  // The site's name every title ends with says nothing about the range.
  const labels = trimSharedSuffix(titles);
  const first = labels[0] ?? '';
  const last = labels[labels.length - 1] ?? '';
  const a = first.trim().charAt(0).toUpperCase();
  const b = last.trim().charAt(0).toUpperCase();
  const sorted = labels.every((l, i) => i === 0 || (labels[i - 1] ?? '').toLowerCase() <= l.toLowerCase());
  if (sorted && a && b && a !== b) return `${a}–${b}`;
  return `${clip(first, 32)} … ${clip(last, 32)}`;
}

/** Items by key in order of first appearance; each item without a key is an entry of its own. */
function partition<T>(items: readonly T[], keyOf: (item: T) => string | null): Entry<T>[] {
  const entries: Entry<T>[] = [];
  const byKey = new Map<string, Entry<T>>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) {
      entries.push({ key: null, items: [item] });
      continue;
    }
    const entry = byKey.get(key);
    if (entry) entry.items.push(item);
    else {
      const created = { key, items: [item] };
      byKey.set(key, created);
      entries.push(created);
    }
  }
  return entries;
}
