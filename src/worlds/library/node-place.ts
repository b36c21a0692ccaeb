import type { Option, Passage, Place, PlacePart } from '../../core/place.ts';
import { clip } from '../../core/text.ts';
import type { Library, LibraryNode } from '../../library/model.ts';
import { nodeLocation } from './location.ts';
import { splitPassages } from './passages.ts';

/** How much of a child's summary its option carries: enough for ranking to see inside. */
const CONTEXT_SUMMARY_CHARS = 200;
const CONTEXT_TOPICS = 6;

/** The label of the search box on the catalog place. */
export const SEARCH_LABEL = 'Search the whole library';

/**
 * A library node as a place. A chunk's text is its own text, so quotes can be checked against
 * it; a node above carries its summary, topics and key details. Children are the options, each
 * with a short summary and its topics so ranking sees inside before opening.
 */
export function nodePlace(library: Library, node: LibraryNode): Place {
  const isChunk = node.level === 'chunk';
  const children = library.children(node.id);
  // A node whose children are all chunks holds their text as a section of a page does: it is
  // read whole, its passages judged together with the headings they stand under.
  const whole = !isChunk && children.length > 0 && children.every((c) => c.level === 'chunk');
  const joined = whole ? wholeText(node, children) : null;
  const text = isChunk ? (node.text ?? '') : joined ? joined.text : upperText(node);
  const links = isChunk
    ? (node.links ?? [])
    : whole
      ? [...new Set(children.flatMap((c) => c.links ?? []))]
      : [];
  const options: Option[] = children.map((child, i) => ({
    id: i + 1,
    label: child.title,
    target: nodeLocation(child.id),
    kind: 'child',
    group: 'content',
    context: childContext(child),
  }));
  if (node.level === 'catalog') {
    // The search box: filled, it leads to full-text hits across every level.
    options.push({
      id: options.length + 1,
      label: SEARCH_LABEL,
      target: 'library:search',
      kind: 'input',
      group: 'section',
    });
  }
  return {
    location: nodeLocation(node.id),
    title: node.title,
    path: node.path,
    text,
    passages: isChunk || whole ? splitPassages(text) : upperPassages(node),
    options,
    ...(links.length > 0 ? { textLinks: links } : {}),
    ...(joined ? { holdsText: true, parts: joined.parts } : {}),
    ...(node.summary ? { description: node.summary } : {}),
    node: node.id,
    ...(node.file !== undefined ? { file: node.file } : {}),
    ...(node.lines ? { lines: node.lines } : {}),
    ...sourceOf(library, node.file),
    ...copiesOf(library, node.file),
  };
}

/** The document's aliases, named as citations name the document: by URL when it was fetched. */
function copiesOf(library: Library, file: string | undefined): { copies?: string[] } {
  const aliases = file === undefined ? [] : (library.aliases?.(file) ?? []);
  return aliases.length > 0 ? { copies: aliases.map((a) => library.sourceOf?.(a) ?? a) } : {};
}

function sourceOf(library: Library, file: string | undefined): { source?: string } {
  const source = file === undefined ? undefined : library.sourceOf?.(file);
  return source ? { source } : {};
}

/** A cut of a section carries the section's title numbered ("Setup (2/3)"). */
const NUMBERED_CUT = /\s*\(\d+\/\d+\)$/;
const STARTS_WITH_HEADING = /^\s{0,3}#{1,6}\s/;

/**
 * The text of a section's chunks, in order. A chunk titled otherwise than its section (not a
 * numbered cut of it) keeps its title as a heading over its text, unless its text opens with one.
 */
function wholeText(node: LibraryNode, chunks: readonly LibraryNode[]): { text: string; parts: PlacePart[] } {
  let text = '';
  const parts: PlacePart[] = [];
  for (const c of chunks) {
    if (text) text += '\n\n';
    const own = c.title.replace(NUMBERED_CUT, '');
    const body = c.text ?? '';
    const titled = own === node.title || own === '' || STARTS_WITH_HEADING.test(body);
    const piece = titled ? body : `# ${own}\n\n${body}`;
    const lines = c.lines ? { lines: c.lines } : {};
    parts.push({ node: c.id, title: c.title, start: text.length, end: text.length + piece.length, ...lines });
    text += piece;
  }
  return { text, parts };
}

function upperText(node: LibraryNode): string {
  const parts = [node.summary];
  if (node.topics.length > 0) parts.push(`Topics: ${node.topics.join('; ')}`);
  parts.push(...node.details);
  return parts.filter((p) => p.trim() !== '').join('\n\n');
}

/** Above chunk level the summary and each key detail are the quotable blocks. */
function upperPassages(node: LibraryNode): Passage[] {
  const out: Passage[] = [];
  if (node.summary.trim()) out.push({ kind: 'paragraph', text: node.summary.trim(), headings: [] });
  for (const d of node.details) if (d.trim()) out.push({ kind: 'list-item', text: d.trim(), headings: [] });
  return out;
}

function childContext(child: LibraryNode): string {
  const summary = clip(child.summary.trim(), CONTEXT_SUMMARY_CHARS);
  const topics = child.topics.slice(0, CONTEXT_TOPICS).join(', ');
  return [summary, topics ? `Topics: ${topics}` : ''].filter(Boolean).join(' ');
}
