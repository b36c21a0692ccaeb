import { clip } from '../../core/text.ts';
import type { LibraryNode } from '../model.ts';
import { mostCommon, topTerms } from '../summarize/key-terms.ts';
import type { Digest, Summarizer } from '../summarize/summarizer.ts';
import { bound, type Grouped } from './bound.ts';
import { CATALOG_ID, shelfId, uniqueLabels, upperGroupId } from './ids.ts';
import { folderLabels, foldersOf, indexTitle, isIndexPage, placedPath } from './labels.ts';
import { type Sortable, siteSort } from './site-sort.ts';

/** A stored document node, as the levels above see it. */
export interface DocumentEntry {
  id: string;
  file: string;
  title: string;
  summary: string;
  topics: string[];
}

/** Where the tree puts a document: its parent and the titles above it. */
export interface Placement {
  parent: string;
  prefix: string[];
}

interface Shelf {
  key: string;
  title: string;
  docs: DocumentEntry[];
  terms: string[];
}

type Item = { kind: 'doc'; doc: DocumentEntry } | { kind: 'shelf'; shelf: Shelf };

/** Key terms per document for clustering: a few, so shared ones stand out. */
const CLUSTER_TERMS = 8;

/** The catalog at the top: how many documents on how many shelves, and what each shelf holds. */
function catalogNode(
  title: string,
  documents: number,
  shelfCount: number,
  shelfLines: string[],
  top: { ids: string[]; digests: Digest[] },
): LibraryNode {
  return {
    id: CATALOG_ID,
    level: 'catalog',
    parent: null,
    title,
    path: [],
    summary: clip(
      `${title}: ${documents} document${documents === 1 ? '' : 's'} on ${shelfCount} ${shelfCount === 1 ? 'shelf' : 'shelves'}. ${shelfLines.join('; ')}`,
      800,
    ),
    topics: mostCommon(
      top.digests.map((d) => d.topics),
      10,
    ),
    details: shelfLines,
    children: top.ids,
  };
}

/**
 * The documents on shelves, one per top folder, each in the site's order (its own, or path order
 * where it says nothing): root files first, on a shelf named after the docs folder.
 */
function arrangeShelves(
  docs: readonly DocumentEntry[],
  namers: readonly { file: string; title: string }[],
  termsOf: ReadonlyMap<string, string[]>,
  options: { title: string; order?: ReadonlyMap<string, number> },
): { shelves: Shelf[]; pathOf: (d: DocumentEntry) => string; folderLabel: (key: string) => string } {
  const folderLabel = folderLabels(namers);
  // Section pages ("security.html" beside "security/") sit in the folder they introduce.
  const allFolders = foldersOf(docs.map((d) => d.file));
  const placed = new Map(docs.map((d) => [d.id, placedPath(d.file, allFolders)]));
  const pathOf = (d: DocumentEntry): string => placed.get(d.id) ?? d.file;
  const sortable = new Map(
    docs.map((d) => {
      const path = pathOf(d);
      // A folder's index page leads its folder, as it does on the site.
      return [
        d.id,
        { path, leads: isIndexPage(d.file) || path !== d.file, rank: options.order?.get(d.file) },
      ];
    }),
  );
  const sorted = siteSort(
    [...sortable.values()],
    [...(options.order ?? [])].map(([file, rank]) => ({ path: placedPath(file, allFolders), rank })),
  );
  const entry = (d: DocumentEntry): Sortable => sortable.get(d.id) as Sortable;

  const byShelf = new Map<string, DocumentEntry[]>();
  for (const d of [...docs].sort((a, b) => sorted.compare(entry(a), entry(b)))) {
    const slash = pathOf(d).indexOf('/');
    const key = slash > 0 ? pathOf(d).slice(0, slash) : '';
    byShelf.set(key, [...(byShelf.get(key) ?? []), d]);
  }
  // Files at the root first, on a shelf named after the docs folder; then folders in the site's order.
  const shelfOrder = (key: string): number =>
    key === '' ? Number.NEGATIVE_INFINITY : sorted.folderRank(key);
  const shelves: Shelf[] = [...byShelf.keys()]
    .sort((a, b) => {
      const ra = shelfOrder(a);
      const rb = shelfOrder(b);
      if (ra !== rb) return ra < rb ? -1 : 1;
      return a < b ? -1 : a > b ? 1 : 0;
    })
    .map((key) => {
      const shelfDocs = byShelf.get(key) ?? [];
      return {
        key,
        title: key ? folderLabel(key) : (indexTitle(namers, '') ?? options.title),
        docs: shelfDocs,
        terms: mostCommon(
          shelfDocs.map((d) => termsOf.get(d.id) ?? []),
          CLUSTER_TERMS,
        ),
      };
    });
  return { shelves, pathOf, folderLabel };
}

/**
 * The catalog, shelves and groups above the documents, recomputed from the stored documents alone
 * (so a resumed build equals a clean one), and where each document goes.
 */
export async function upperTree(
  docs: readonly DocumentEntry[],
  options: {
    title: string;
    fanOut: number;
    summarizer: Summarizer;
    signal: AbortSignal;
    /**
     * Every document read, shelved or not: a folder's index page names its folder even when it is
     * only a list of links and stays off the shelves. `docs` by default.
     */
    namers?: readonly { file: string; title: string }[];
    /** The site's order of its documents (file → rank, see `siteOrder`); path order where it says nothing. */
    order?: ReadonlyMap<string, number>;
  },
): Promise<{ nodes: LibraryNode[]; placements: Map<string, Placement> }> {
  const { summarizer, signal, fanOut } = options;
  const nodes: LibraryNode[] = [];
  const placements = new Map<string, Placement>();
  const termsOf = new Map<string, string[]>();
  for (const d of docs) {
    termsOf.set(d.id, topTerms(`${d.title}\n${d.topics.join('\n')}\n${d.summary}`, CLUSTER_TERMS));
  }

  const namers = options.namers ?? docs;
  const { shelves, pathOf, folderLabel } = arrangeShelves(docs, namers, termsOf, options);
  const folders = (d: DocumentEntry): string[] => {
    const parts = pathOf(d).split('/');
    return parts.slice(parts.length > 1 ? 1 : 0, -1);
  };
  const docKeys = {
    // The folder's whole path, so that its label can be looked up.
    pathKey: (i: Item, depth: number) => {
      if (i.kind !== 'doc' || folders(i.doc)[depth] === undefined) return null;
      return pathOf(i.doc)
        .split('/')
        .slice(0, depth + 2)
        .join('/');
    },
    label: folderLabel,
    title: (i: Item) => (i.kind === 'doc' ? i.doc.title : i.shelf.title),
    terms: (i: Item) => (i.kind === 'doc' ? (termsOf.get(i.doc.id) ?? []) : i.shelf.terms),
  };

  const place = async (
    children: Grouped<Item>[],
    parent: string,
    path: string[],
  ): Promise<{ ids: string[]; digests: Digest[] }> => {
    const ids: string[] = [];
    const digests: Digest[] = [];
    const labels = uniqueLabels(children.map((c) => (c.kind === 'group' ? c.label : '')));
    for (const [i, child] of children.entries()) {
      signal.throwIfAborted();
      if (child.kind === 'item' && child.item.kind === 'doc') {
        const { doc } = child.item;
        placements.set(doc.id, { parent, prefix: path });
        ids.push(doc.id);
        digests.push({ title: doc.title, summary: doc.summary, topics: doc.topics, details: [] });
        continue;
      }
      const shelf = child.kind === 'item' && child.item.kind === 'shelf' ? child.item.shelf : null;
      const title = shelf ? shelf.title : (labels[i] as string);
      const id = shelf ? shelfId(shelf.key) : upperGroupId(parent, title);
      const nodePath = [...path, title];
      const grouped =
        shelf !== null
          ? bound(
              shelf.docs.map((doc): Item => ({ kind: 'doc', doc })),
              fanOut,
              docKeys,
            )
          : child.kind === 'group'
            ? child.children
            : [];
      const inner = await place(grouped, id, nodePath);
      const s = await summarizer.shelf({ title, path: nodePath, items: inner.digests }, signal);
      nodes.push({
        id,
        level: shelf ? 'shelf' : 'group',
        parent,
        title,
        path: nodePath,
        summary: s.overview,
        topics: s.commonQuestions,
        details: s.catalog,
        children: inner.ids,
      });
      ids.push(id);
      digests.push({ title, summary: s.overview, topics: s.commonQuestions, details: [] });
    }
    return { ids, digests };
  };

  const top = await place(
    bound(
      shelves.map((shelf): Item => ({ kind: 'shelf', shelf })),
      fanOut,
      docKeys,
    ),
    CATALOG_ID,
    [],
  );
  const catalog = await summarizer.catalog({ title: options.title, shelves: top.digests }, signal);
  nodes.push(catalogNode(options.title, docs.length, shelves.length, catalog.shelves, top));
  return { nodes, placements };
}
