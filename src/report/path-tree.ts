import type { TrailJson } from './trail-json.ts';

/** A place of a run as the report draws it: where it was reached from, what was done there. */
export interface PlaceNode {
  location: string;
  /** The label it was reached by (the option's), else its breadcrumb's last entry, else the location. */
  label: string;
  /** The step that opened it (none for the start and for places only seen by a peek). */
  reachedAt?: number;
  /** Reached by a jump to a lead seen elsewhere in the run: the title of the place it was seen on. */
  from?: string;
  /** Steps taken from this place. */
  steps: number[];
  /** Steps that backed out of it. */
  backs: number[];
  /** Read for the answer at least once. */
  read: boolean;
  /** Looked under from its parent, never opened. */
  peeked: boolean;
  /** Only for peeks: the look found nothing readable. */
  failed?: boolean;
  /** The place the answer was quoted from (`unconfirmed` when the run claimed none). */
  answer?: 'found' | 'unconfirmed';
  children: PlaceNode[];
}

/**
 * The run's path as a tree of places: each place under the one it was opened from, in the order
 * reached; places looked under but not opened stay as peeks. A place first met as a step's start
 * without an open before it (a jump the run made on its own) hangs under the start.
 */
export function pathTree(trail: TrailJson): PlaceNode {
  const first = trail.steps[0];
  const root = node(
    first?.at || trail.start || '',
    first?.path[first.path.length - 1] || trail.start || first?.at || 'start',
  );
  const byLocation = new Map<string, PlaceNode>([[root.location, root]]);
  const placeAt = (location: string, label: string): PlaceNode => {
    const known = byLocation.get(location);
    if (known) return known;
    const orphan = node(location, label);
    root.children.push(orphan);
    byLocation.set(location, orphan);
    return orphan;
  };
  for (const s of trail.steps) {
    const here = placeAt(s.at, s.path[s.path.length - 1] ?? s.at);
    // A place looked under and later stood on (the run went there on its own) was visited.
    if (here.peeked) {
      here.peeked = false;
      delete here.failed;
    }
    here.steps.push(s.n);
    if (s.action.startsWith('read')) here.read = true;
    if (s.result === 'back') here.backs.push(s.n);
    for (const p of s.peeks ?? []) {
      if (byLocation.has(p.url)) continue;
      const peek = node(p.url, p.label);
      peek.peeked = true;
      if (!p.ok) peek.failed = true;
      here.children.push(peek);
      byLocation.set(p.url, peek);
    }
    // An action on a screen that led to another page (a link clicked, a form sent) opened it.
    if ((s.result === 'opened' || s.result === 'folder' || s.result === 'acted') && s.to !== undefined) {
      const known = byLocation.get(s.to);
      if (known?.peeked) {
        // Looked under first, then opened: one place, now opened (it stays where the peek put it).
        known.peeked = false;
        delete known.failed;
        known.reachedAt = s.n;
        if (s.from !== undefined) known.from = s.from;
      } else if (!known && s.to !== here.location) {
        const opened = node(s.to, s.label ?? s.to);
        opened.reachedAt = s.n;
        if (s.from !== undefined) opened.from = s.from;
        here.children.push(opened);
        byLocation.set(s.to, opened);
      }
    }
  }
  for (const c of trail.citations) {
    // A citation names a place by its URL, or by its library node (whose location is `library:<id>`).
    const cited =
      (c.url !== undefined ? byLocation.get(c.url) : undefined) ??
      (c.node !== undefined
        ? (byLocation.get(c.node) ?? byLocation.get(`library:${encodeURIComponent(c.node)}`))
        : undefined);
    if (cited && cited.answer !== 'found') cited.answer = c.unconfirmed ? 'unconfirmed' : 'found';
  }
  return root;
}

function node(location: string, label: string): PlaceNode {
  return { location, label, steps: [], backs: [], read: false, peeked: false, children: [] };
}

/** Every place of the tree, depth first. */
export function placesOf(tree: PlaceNode): PlaceNode[] {
  return [tree, ...tree.children.flatMap(placesOf)];
}
