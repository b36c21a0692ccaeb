/** A document as the site's order sorts it. */
export interface Sortable {
  /** Where the tree puts it, `/`-separated: its folders, then its own name. */
  path: string;
  /** It leads its folder (the folder's index page, or the page that introduces the folder). */
  leads: boolean;
  /** Its place in the site's order (0 first), when a navigation names it. */
  rank: number | undefined;
}

/**
 * Sorting by the site's order, folder by folder: a folder takes the place of its first document in
 * that order (a page off the shelves, like an introduction kept as a copy, still places its folder), so a folder's documents stay together and folders follow the site's menu as its
 * pages do. A folder's leading page comes first in it; what no navigation names comes after what
 * one does, by path, as before.
 */
export function siteSort(
  items: readonly Sortable[],
  /** Every document the order names, shelved or not, where the tree would put it: a folder's place. */
  ranked: Iterable<{ path: string; rank: number }> = [],
): {
  compare(a: Sortable, b: Sortable): number;
  /** A folder's place in the order: its first document's; +Infinity when none is named. */
  folderRank(folder: string): number;
} {
  const folders = new Map<string, number>();
  for (const item of [...items, ...ranked]) {
    if (item.rank === undefined) continue;
    const parts = item.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      folders.set(folder, Math.min(folders.get(folder) ?? Number.POSITIVE_INFINITY, item.rank));
    }
  }
  const folderRank = (folder: string): number => folders.get(folder) ?? Number.POSITIVE_INFINITY;
  const compare = (a: Sortable, b: Sortable): number => {
    const pa = a.path.split('/');
    const pb = b.path.split('/');
    let i = 0;
    while (i < pa.length - 1 && i < pb.length - 1 && pa[i] === pb[i]) i++;
    const aDoc = i === pa.length - 1;
    const bDoc = i === pb.length - 1;
    // In the folder both share, its leading page first.
    if (aDoc && a.leads && !(bDoc && b.leads)) return -1;
    if (bDoc && b.leads && !(aDoc && a.leads)) return 1;
    const ra = aDoc ? (a.rank ?? Number.POSITIVE_INFINITY) : folderRank(pa.slice(0, i + 1).join('/'));
    const rb = bDoc ? (b.rank ?? Number.POSITIVE_INFINITY) : folderRank(pb.slice(0, i + 1).join('/'));
    if (ra !== rb) return ra < rb ? -1 : 1;
    return byCodePoint(pa.slice(i).join('/'), pb.slice(i).join('/'));
  };
  return { compare, folderRank };
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
