/** Names a folder's own page may have, tried in this order for a link to the folder. */
const INDEX_NAMES = ['index.html', 'index.htm', 'index.md', 'README.md'];
/** Endings tried for a link without one (`/guide/setup` served from `guide/setup.html`). */
const ENDINGS = ['.html', '.htm', '.md'];

/**
 * The file a navigation link names, among `files`: the file itself, a folder's index page
 * (`docs/x/` or `docs/x` → `docs/x/index.html`), or the file an extensionless link is served
 * from (`x` → `x.html`); null when no document answers it.
 */
export function linkedFile(link: string, files: ReadonlySet<string>): string | null {
  const path = link.replace(/\/+$/, '');
  const folder = link.endsWith('/') || path === '';
  if (!folder && files.has(path)) return path;
  if (!folder) {
    for (const ending of ENDINGS) if (files.has(`${path}${ending}`)) return `${path}${ending}`;
  }
  for (const name of INDEX_NAMES) {
    const file = path ? `${path}/${name}` : name;
    if (files.has(file)) return file;
  }
  return null;
}

/**
 * One order of the site's documents from its pages' navigation sequences (file → rank, 0 first),
 * for the documents any navigation names. Pages show partial menus — a sidebar opens only the
 * branch of the page at hand — so no one sequence holds the order: each says which document
 * follows which, those steps are weighed by how many pages take them, and the documents are laid
 * out so that the most weight runs forward. A document placed pulls in what follows it next (a
 * branch stays together); where pages disagree in a cycle, the document most pages put earliest
 * goes first. Deterministic: the same sequences give the same order, whatever order they come in.
 */
export function siteOrder(
  sequences: Iterable<readonly string[]>,
  files: readonly string[],
): Map<string, number> {
  const known = new Set(files);
  // Identical sequences (pages sharing one menu) are weighed once, by their count.
  const distinct = new Map<string, { files: string[]; count: number }>();
  const byArray = new Map<readonly string[], { files: string[]; count: number }>();
  for (const links of sequences) {
    const same = byArray.get(links);
    if (same) {
      same.count++;
      continue;
    }
    const seq: string[] = [];
    const seen = new Set<string>();
    for (const link of links) {
      const file = linkedFile(link, known);
      if (file === null || seen.has(file)) continue;
      seen.add(file);
      seq.push(file);
    }
    if (seq.length === 0) continue;
    const key = seq.join('\n');
    let entry = distinct.get(key);
    if (entry) entry.count++;
    else {
      entry = { files: seq, count: 1 };
      distinct.set(key, entry);
    }
    byArray.set(links, entry);
  }
  const entries = [...distinct.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);

  // Nodes, numbered by file name so ties break the same way every time.
  const names = [...new Set(entries.flatMap((e) => e.files))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const idOf = new Map(names.map((f, i) => [f, i]));
  const out = names.map(() => new Map<number, number>());
  const inWeight = names.map(() => 0);
  const outWeight = names.map(() => 0);
  // Mean place in the sequences that hold the file, 0 (start) to 1 (end): the tie-break.
  const placeSum = names.map(() => 0);
  const placeCount = names.map(() => 0);
  for (const { files: seq, count } of entries) {
    seq.forEach((file, i) => {
      const id = idOf.get(file) as number;
      placeSum[id] = (placeSum[id] ?? 0) + (count * i) / Math.max(1, seq.length - 1);
      placeCount[id] = (placeCount[id] ?? 0) + count;
      const next = seq[i + 1];
      if (next === undefined) return;
      const to = idOf.get(next) as number;
      const edges = out[id] as Map<number, number>;
      edges.set(to, (edges.get(to) ?? 0) + count);
      outWeight[id] = (outWeight[id] ?? 0) + count;
      inWeight[to] = (inWeight[to] ?? 0) + count;
    });
  }
  const meanPlace = names.map((_, id) => (placeSum[id] ?? 0) / Math.max(1, placeCount[id] ?? 0));
  const incoming = names.map(() => new Map<number, number>());
  out.forEach((edges, from) => {
    for (const [to, w] of edges) (incoming[to] as Map<number, number>).set(from, w);
  });

  const depth = names.map((f) => f.split('/').length);
  const placed = names.map(() => -1);
  const pendingIn = inWeight.slice();
  const order: number[] = [];
  const better = (a: number, b: number): boolean => {
    // Pulled by the most recently placed predecessor; a menu no placed page leads to starts
    // nearest the top of the folders (the site's home before a manual's own); then by the mean
    // place; then by name.
    const la = latestPredecessor(a, incoming, placed);
    const lb = latestPredecessor(b, incoming, placed);
    if (la !== lb) return la > lb;
    const da = depth[a] as number;
    const db = depth[b] as number;
    if (la === -1 && da !== db) return da < db;
    const ma = meanPlace[a] as number;
    const mb = meanPlace[b] as number;
    if (ma !== mb) return ma < mb;
    return a < b;
  };
  // Documents every step into which is placed: the candidates for the next place.
  const ready = new Set<number>();
  names.forEach((_, id) => {
    if (inWeight[id] === 0) ready.add(id);
  });
  while (order.length < names.length) {
    let pick = -1;
    for (const id of ready) if (pick === -1 || better(id, pick)) pick = id;
    if (pick === -1) {
      // A cycle: the document whose steps run most forward, as in a greedy feedback arc set.
      let score = Number.NEGATIVE_INFINITY;
      for (let id = 0; id < names.length; id++) {
        if (placed[id] !== -1) continue;
        const s = remaining(out[id] as Map<number, number>, placed) - (pendingIn[id] as number);
        if (s > score || (s === score && better(id, pick))) {
          pick = id;
          score = s;
        }
      }
    }
    ready.delete(pick);
    placed[pick] = order.length;
    order.push(pick);
    for (const [to, w] of out[pick] as Map<number, number>) {
      pendingIn[to] = (pendingIn[to] as number) - w;
      if (placed[to] === -1 && (pendingIn[to] as number) <= 0) ready.add(to);
    }
  }
  return new Map(order.map((id, rank) => [names[id] as string, rank]));
}

/** Rank of the latest placed document that leads to `id`, or -1. */
function latestPredecessor(
  id: number,
  incoming: readonly Map<number, number>[],
  placed: readonly number[],
): number {
  let latest = -1;
  for (const from of (incoming[id] as Map<number, number>).keys())
    latest = Math.max(latest, placed[from] as number);
  return latest;
}

/** Weight of the steps from a document to those not yet placed. */
function remaining(edges: ReadonlyMap<number, number>, placed: readonly number[]): number {
  let sum = 0;
  for (const [to, w] of edges) if (placed[to] === -1) sum += w;
  return sum;
}
