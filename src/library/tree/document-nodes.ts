import { clip, squash } from '../../core/text.ts';
import { plainBlock } from '../ingest/inline.ts';
import type { IngestedDocument, Section } from '../ingest/types.ts';
import type { LibraryNode } from '../model.ts';
import type { Digest, Summarizer } from '../summarize/summarizer.ts';
import { bound, type Grouped } from './bound.ts';
import { sectionGroupId, slugPath, uniqueLabels } from './ids.ts';

/** Sections summarized at once: enough to keep a remote model busy, few enough to be polite. */
const CONCURRENCY = 4;

interface SummarizedSection {
  section: Section;
  id: string;
  digest: Digest;
}

/**
 * The nodes of one document — document, section groups, sections, chunks — with their
 * summaries. The document sits under `parent` at `prefix` until the tree step places it.
 */
export async function documentNodes(
  doc: IngestedDocument,
  options: {
    summarizer: Summarizer;
    fanOut: number;
    parent: string | null;
    prefix: readonly string[];
    signal: AbortSignal;
  },
): Promise<LibraryNode[]> {
  const { summarizer, signal } = options;
  const docId = doc.file;
  const docPath = [...options.prefix, doc.title];
  const nodes: LibraryNode[] = [];
  const ids = sectionIds(doc);
  const summarized = await mapLimit(doc.sections, CONCURRENCY, async (section, i) => {
    const s = await summarizer.section(
      { file: doc.file, documentTitle: doc.title, headingPath: section.headingPath, text: section.text },
      signal,
    );
    const digest: Digest = { title: section.title, summary: s.summary, topics: s.topics, details: s.details };
    return { section, id: ids[i] as string, digest };
  });
  // Headings below the document's own title decide the groups.
  const relative = (s: Section): string[] =>
    s.headingPath[0] === doc.title ? s.headingPath.slice(1) : s.headingPath;
  const tree = bound(summarized, options.fanOut, {
    pathKey: (s, d) => relative(s.section)[d] ?? null,
    title: (s) => s.section.title,
    terms: (s) => s.digest.topics.map((t) => t.toLowerCase()),
  });

  const place = async (
    children: Grouped<SummarizedSection>[],
    parent: string,
    path: string[],
    labelsAbove: string[],
  ): Promise<{ ids: string[]; digests: Array<Digest & { headingPath: string[] }> }> => {
    const out: { ids: string[]; digests: Array<Digest & { headingPath: string[] }> } = {
      ids: [],
      digests: [],
    };
    const labels = uniqueLabels(children.map((c) => (c.kind === 'group' ? c.label : '')));
    for (const [i, child] of children.entries()) {
      if (child.kind === 'item') {
        const s = child.item;
        sectionNodes(s, doc.file, parent, path, nodes);
        out.ids.push(s.id);
        out.digests.push({ ...s.digest, headingPath: s.section.headingPath });
        continue;
      }
      const label = labels[i] as string;
      const id = sectionGroupId(docId, [...labelsAbove, label]);
      const groupPath = [...path, label];
      const inner = await place(child.children, id, groupPath, [...labelsAbove, label]);
      const summary = await summarizer.document(
        { file: doc.file, title: label, sections: inner.digests },
        signal,
      );
      nodes.push({
        id,
        level: 'group',
        parent,
        title: label,
        path: groupPath,
        summary: summary.summary,
        topics: summary.topics,
        details: summary.toc,
        children: inner.ids,
      });
      out.ids.push(id);
      out.digests.push({
        title: label,
        summary: summary.summary,
        topics: summary.topics,
        details: [],
        headingPath: [label],
      });
    }
    return out;
  };

  const top = await place(tree, docId, docPath, []);
  const summary = await summarizer.document(
    {
      file: doc.file,
      title: doc.title,
      sections: summarized.map((s) => ({ ...s.digest, headingPath: s.section.headingPath })),
    },
    signal,
  );
  nodes.unshift({
    id: docId,
    level: 'document',
    parent: options.parent,
    title: doc.title,
    path: docPath,
    summary: summary.summary,
    topics: summary.topics,
    details: summary.toc,
    file: doc.file,
    children: top.ids,
  });
  return nodes;
}

/** A section node and its chunk nodes, appended to `nodes`. */
function sectionNodes(
  s: SummarizedSection,
  file: string,
  parent: string,
  path: string[],
  nodes: LibraryNode[],
): void {
  const { section } = s;
  const sectionPath = [...path, section.title];
  const chunkIds = section.chunks.map((_, i) => `${s.id}~${i + 1}`);
  nodes.push({
    id: s.id,
    level: 'section',
    parent,
    title: section.title,
    path: sectionPath,
    summary: s.digest.summary,
    topics: s.digest.topics,
    details: s.digest.details,
    file,
    lines: section.lines,
    children: chunkIds,
  });
  const n = section.chunks.length;
  section.chunks.forEach((chunk, i) => {
    const title = n > 1 ? `${section.title} (${i + 1}/${n})` : section.title;
    nodes.push({
      id: chunkIds[i] as string,
      level: 'chunk',
      parent: s.id,
      title,
      path: [...sectionPath, title],
      summary: clip(squash(plainBlock(chunk.text)), 240),
      topics: [],
      details: [],
      file,
      lines: chunk.lines,
      text: chunk.text,
      ...(chunk.links ? { links: chunk.links } : {}),
      children: [],
    });
  });
}

/** "<file>#<heading-slugs>", numbered when a heading path repeats. */
function sectionIds(doc: IngestedDocument): string[] {
  const seen = new Map<string, number>();
  return doc.sections.map((s) => {
    const base = `${doc.file}#${slugPath(s.headingPath)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** Maps with at most `limit` calls in flight, results in input order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
