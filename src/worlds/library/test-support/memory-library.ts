import { clip, terms } from '../../../core/text.ts';
import type { Library, LibraryHit, LibraryLevel, LibraryNode } from '../../../library/model.ts';

/** A node of a test library as written in a test: the levels follow from the depth. */
export interface NodeSpec {
  title: string;
  summary?: string;
  topics?: string[];
  details?: string[];
  /** Chunks: their text. */
  text?: string;
  /** Documents: the source file (inherited by their sections and chunks). */
  file?: string;
  lines?: [number, number];
  children?: NodeSpec[];
}

const LEVELS: readonly LibraryLevel[] = ['catalog', 'shelf', 'document', 'section', 'chunk'];

/**
 * An in-memory `Library` for tests, built from a nested spec: ids are the slugged title path,
 * search scores by how many distinct query terms a node's words share (all levels).
 */
export function createMemoryLibrary(root: NodeSpec, dir = '/memory/library'): Library {
  const nodes = new Map<string, LibraryNode>();
  const add = (spec: NodeSpec, parent: LibraryNode | null, depth: number, file?: string): LibraryNode => {
    const path = parent ? [...(parent.level === 'catalog' ? [] : parent.path), spec.title] : [];
    const id = parent ? `${parent.level === 'catalog' ? '' : `${parent.id}/`}${slug(spec.title)}` : 'catalog';
    const own = spec.file ?? file;
    const node: LibraryNode = {
      id,
      level: LEVELS[Math.min(depth, LEVELS.length - 1)] ?? 'chunk',
      parent: parent?.id ?? null,
      title: spec.title,
      path,
      summary: spec.summary ?? clip(spec.text ?? '', 120),
      topics: spec.topics ?? [],
      details: spec.details ?? [],
      ...(own !== undefined ? { file: own } : {}),
      ...(spec.lines ? { lines: spec.lines } : {}),
      ...(spec.text !== undefined ? { text: spec.text } : {}),
      children: [],
    };
    nodes.set(id, node);
    node.children = (spec.children ?? []).map((c) => add(c, node, depth + 1, own).id);
    return node;
  };
  const top = add(root, null, 0);

  let searches = 0;
  const library: Library & { searches(): number } = {
    dir,
    root: () => top,
    node: (id) => nodes.get(id),
    children: (id) => (nodes.get(id)?.children ?? []).map((c) => nodes.get(c) as LibraryNode),
    search(query, options = {}) {
      searches++;
      const wanted = new Set(terms(query));
      const hits: LibraryHit[] = [];
      for (const node of nodes.values()) {
        if (node.level === 'catalog') continue;
        if (options.levels && !options.levels.includes(node.level)) continue;
        const body = [node.title, node.summary, ...node.topics, ...node.details, node.text ?? ''].join(' ');
        const have = new Set(terms(body));
        const score = [...wanted].filter((t) => have.has(t)).length;
        if (score > 0) hits.push({ node, score, snippet: clip(node.text ?? node.summary, 120) });
      }
      hits.sort((a, b) => b.score - a.score || a.node.id.localeCompare(b.node.id));
      return hits.slice(0, options.limit ?? 10);
    },
    close() {},
    searches: () => searches,
  };
  return library;
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
