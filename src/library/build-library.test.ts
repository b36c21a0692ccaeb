import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryError } from '../core/errors/library-error.ts';
import { buildLibrary } from './build-library.ts';
import type { LibraryNode } from './model.ts';
import { openLibrary } from './store/open-library.ts';
import { extractiveSummarizer } from './summarize/extractive.ts';
import type { Summarizer } from './summarize/summarizer.ts';
import { writeCorpus } from './test-support/corpus.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';

const temp = tempFolders('library', afterEach);

/** A summarizer that records which files it was asked about. */
function counting(): Summarizer & { files: string[]; upper: number } {
  const inner = extractiveSummarizer();
  const files: string[] = [];
  const out: Summarizer & { files: string[]; upper: number } = {
    name: inner.name,
    files,
    upper: 0,
    section(input, signal) {
      files.push(input.file);
      return inner.section(input, signal);
    },
    document(input, signal) {
      files.push(input.file);
      return inner.document(input, signal);
    },
    shelf(input, signal) {
      out.upper++;
      return inner.shelf(input, signal);
    },
    catalog(input, signal) {
      out.upper++;
      return inner.catalog(input, signal);
    },
  };
  return out;
}

describe('buildLibrary', () => {
  it('keeps every node within the fan-out on 2,000 documents, all reachable from the catalog', async () => {
    const docs = temp();
    const out = temp();
    writeCorpus(docs, 2000);
    const report = await buildLibrary(docs, out, { fanOut: 12 });
    expect(report.documents.added).toBe(2000);
    expect(report.nodes.document).toBe(2000);
    const nodes = readNodes(out);
    for (const node of nodes.values()) expect(node.children.length).toBeLessThanOrEqual(12);
    // One tree: every node reached once from the root, parents and paths consistent.
    const seen = new Set<string>();
    const walk = (node: LibraryNode, path: string[]): void => {
      expect(seen.has(node.id)).toBe(false);
      seen.add(node.id);
      expect(node.path).toEqual(node.level === 'catalog' ? [] : [...path, node.title]);
      for (const id of node.children) {
        const child = nodes.get(id) as LibraryNode;
        expect(child.parent).toBe(node.id);
        walk(child, node.path);
      }
    };
    walk(nodes.get('catalog') as LibraryNode, []);
    expect(seen.size).toBe(nodes.size);
    const again = await buildLibrary(docs, out, { fanOut: 12 });
    expect(again.documents.unchanged).toBe(2000);
    expect(again.summaries.computed).toBe(0);
  }, 60_000);

  it('groups the sections of a long document by heading within a small fan-out', async () => {
    const docs = temp();
    const out = temp();
    writeCorpus(docs, 40, 5);
    const parts = ['# Handbook', ''];
    for (let h = 1; h <= 6; h++) {
      parts.push(`## Part ${h}`, '', `Intro of part ${h}.`, '');
      for (let s = 1; s <= 7; s++)
        parts.push(`### Rule ${h}.${s}`, '', `Rule ${h}.${s} allows ${s} days.`, '');
    }
    writeFileSync(join(docs, 'handbook.md'), parts.join('\n'));
    await buildLibrary(docs, out, { fanOut: 4 });
    const nodes = readNodes(out);
    for (const node of nodes.values()) expect(node.children.length).toBeLessThanOrEqual(4);
    const rule = nodes.get('handbook.md#handbook/part-3/rule-3-5') as LibraryNode;
    expect(rule.path.slice(-3)).toEqual(['Part 3', expect.any(String), 'Rule 3.5']);
    expect(nodes.get(rule.parent ?? '')?.level).toBe('group');
  });

  it('stores sections with lines, details and chunks, and finds them by search', async () => {
    const docs = temp();
    const out = temp();
    writeFileSync(
      join(docs, 'refunds.md'),
      '# Refund Policy\n\n## Time Limits\n\nYou may return items within 30 days. Refunds of up to $500 are paid by card.\n',
    );
    await buildLibrary(docs, out);
    const lib = openLibrary(out);
    try {
      const section = lib.node('refunds.md#refund-policy/time-limits');
      expect(section).toMatchObject({ level: 'section', file: 'refunds.md', lines: [3, 5] });
      expect(section?.details.join(' ')).toContain('30 days');
      expect(section?.path).toEqual([docs.split('/').pop(), 'Refund Policy', 'Time Limits']);
      const chunk = lib.children(section?.id ?? '')[0];
      expect(chunk?.text).toContain('$500');
      const hits = lib.search('refund within 30 days', { levels: ['chunk'] });
      expect(hits[0]?.node.id).toBe(chunk?.id);
      expect(hits[0]?.snippet).toContain('[');
    } finally {
      lib.close();
    }
  });

  it('rebuilds only what changed, summarizing only the changed documents', async () => {
    const docs = temp();
    const first = temp();
    const files = writeCorpus(docs, 30, 7);
    await buildLibrary(docs, first);
    const before = readNodes(first);
    const [changed, removed] = [files[3] as string, files[5] as string];
    writeFileSync(join(docs, changed), '# Changed\n\n## New Part\n\nNow it says 45 days.\n');
    rmSync(join(docs, removed));
    writeFileSync(join(docs, 'car/added.md'), '# Added\n\nFresh text about tyres.\n');
    const summarizer = counting();
    const report = await buildLibrary(docs, first, { summarizer });
    expect(report.documents).toMatchObject({ added: 1, changed: 1, removed: 1, unchanged: 28 });
    expect(new Set(summarizer.files)).toEqual(new Set([changed, 'car/added.md']));
    const after = readNodes(first);
    const owner = (n: LibraryNode): string | undefined => n.file;
    for (const [id, node] of before) {
      const file = owner(node);
      if (!file || file === changed || file === removed) continue;
      // Shelves here stay under the fan-out, so nothing above the other documents is regrouped.
      expect(after.get(id)).toEqual(node);
    }
    expect([...after.values()].some((n) => n.file === removed)).toBe(false);
    expect(after.get('car/added.md')?.title).toBe('Added');
    // The result equals a clean build of the same folder.
    const clean = temp();
    await buildLibrary(docs, clean);
    expect(after).toEqual(readNodes(clean));
  });

  it('refuses bad input with one-line errors', async () => {
    const empty = temp();
    await expect(buildLibrary(join(empty, 'missing'), temp())).rejects.toThrow(/no such folder/);
    await expect(buildLibrary(empty, temp())).rejects.toThrow(/no documents found/);
    writeFileSync(join(empty, 'a.md'), '# A\n\ntext\n');
    const file = join(temp(), 'file');
    writeFileSync(file, 'x');
    const error = await buildLibrary(empty, file).catch((e: unknown) => e);
    expect(LibraryError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).not.toContain('\n');
  });
});
