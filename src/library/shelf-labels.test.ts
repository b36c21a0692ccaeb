import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedData } from '../test-support/shared-data.ts';
import { buildLibrary } from './build-library.ts';
import type { LibraryNode } from './model.ts';
import { writeCorpus } from './test-support/corpus.ts';
import { readNodes } from './test-support/read-nodes.ts';
import { tempFolders } from './test-support/temp-folders.ts';

const OZONE = sharedData('sites/ozone-hugo/site', import.meta.url);

const temp = tempFolders('labels', afterAll);

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The titles of the nodes below a node, down to sections. */
function titlesBelow(nodes: Map<string, LibraryNode>, node: LibraryNode): string[] {
  return node.children.flatMap((id) => {
    const child = nodes.get(id);
    if (!child || child.level === 'chunk') return [];
    // A section's id spells its heading path, the headings that name the groups above it.
    const headings = child.level === 'section' ? (child.id.split('#')[1] ?? '') : '';
    return [child.title, headings, ...titlesBelow(nodes, child)];
  });
}

/** Titles of documents kept off the shelves (no parent) in the folders of `docs` or above them. */
function offShelfTitlesIn(nodes: Map<string, LibraryNode>, docs: LibraryNode[]): string[] {
  const folders = new Set<string>();
  for (const d of docs) {
    const parts = (d.file ?? '').split('/').slice(0, -1);
    for (let i = 0; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...nodes.values()]
    .filter((n) => n.level === 'document' && !n.parent)
    .filter((n) => folders.has((n.file ?? '').split('/').slice(0, -1).join('/')))
    .map((n) => n.title);
}

/** The documents below a node. */
function documentsBelow(nodes: Map<string, LibraryNode>, node: LibraryNode): LibraryNode[] {
  if (node.level === 'document') return [node];
  return node.children.flatMap((id) => {
    const child = nodes.get(id);
    return child ? documentsBelow(nodes, child) : [];
  });
}

/**
 * Every shelf and group label is written from its documents' titles or their folders' names (a
 * clipped word before "…" may be cut short; "A–F" ranges use initials), never a list of key
 * terms; sibling labels differ.
 */
function expectHumanLabels(nodes: Map<string, LibraryNode>): number {
  let checked = 0;
  for (const node of nodes.values()) {
    const children = node.children.map((id) => nodes.get(id)).filter((c) => c !== undefined);
    const labels = children.filter((c) => c.level === 'shelf' || c.level === 'group').map((c) => c.title);
    expect(new Set(labels).size, `siblings under ${node.title}: ${labels.join(' / ')}`).toBe(labels.length);
    if (node.level !== 'shelf' && node.level !== 'group') continue;
    // Groups of sections inside a document are named by their headings, checked the same way.
    const below = documentsBelow(nodes, node);
    const sources = [
      ...titlesBelow(nodes, node),
      ...below.flatMap((d) => (d.file ?? '').split('/')),
      // A folder's index page that stays off the shelves (a list of links) still names its folder.
      ...offShelfTitlesIn(nodes, below),
    ];
    const allowed = new Set(['and', 'more', ...sources.flatMap(words)]);
    const label = node.title.replace(/ \(\d+\)$/, '').replace(/ and \d+ more$/, '');
    expect(label, `label of ${node.id}`).not.toContain(' · ');
    const clipped = new Set((label.match(/[\p{L}\p{N}]+(?=…)/gu) ?? []).map((w) => w.toLowerCase()));
    for (const w of words(label)) {
      const ok =
        allowed.has(w) ||
        (clipped.has(w) && [...allowed].some((a) => a.startsWith(w))) ||
        (w.length === 1 && [...allowed].some((a) => a.startsWith(w)));
      expect(ok, `"${w}" in label "${node.title}" of ${node.id}`).toBe(true);
    }
    checked++;
  }
  return checked;
}

describe('shelf and group labels', () => {
  it('are written from titles and index pages on a generated corpus', async () => {
    const docs = temp();
    const out = temp();
    writeCorpus(docs, 400);
    writeFileSync(
      join(docs, 'car', 'index.md'),
      '# Motor Insurance\n\nAll about insuring your car, from the cover you choose to claims and renewals.\n',
    );
    mkdirSync(join(docs, 'car', 'refund'), { recursive: true });
    writeFileSync(
      join(docs, 'car', 'refund', 'index.md'),
      '# Refunds and Returns\n\nHow and when the money you paid for a policy comes back to you.\n',
    );
    writeFileSync(
      join(docs, 'car', 'refund', 'late.md'),
      '# Late Refunds\n\nWhat to do when a refund you were promised has still not arrived.\n',
    );
    await buildLibrary(docs, out, { fanOut: 8 });
    const nodes = readNodes(out);
    expect(expectHumanLabels(nodes)).toBeGreaterThan(20);
    expect(nodes.get('shelf:car')?.title).toBe('Motor Insurance');
    expect(nodes.get('shelf:home')?.title).toBe('Home');
    // The folder with an index page is the group named by that page, which it leads.
    const refund = nodes.get('car/refund/index.md');
    const group = nodes.get(refund?.parent ?? '');
    expect(group?.title).toBe('Refunds and Returns');
    expect(group?.children[0]).toBe('car/refund/index.md');
    expect(documentsBelow(nodes, group as LibraryNode).every((d) => d.file?.startsWith('car/refund/'))).toBe(
      true,
    );
  }, 60_000);

  it.skipIf(!OZONE)(
    'are written from titles and index pages on a real site (ozone-hugo)',
    async () => {
      const out = temp();
      await buildLibrary(OZONE as string, out);
      const nodes = readNodes(out);
      expect(expectHumanLabels(nodes)).toBeGreaterThan(20);
      expect(nodes.get('shelf:community')?.title).toBe('Ozone Community');
      expect(nodes.get('shelf:faq')?.title).toBe('Frequently Asked Questions');
      // A section page beside its folder ("security.html" next to "security/") is placed in that
      // folder's group, named by the folder (the page's title is the site's shared heading); the
      // edge version's page is only a list of links and stays off the shelves.
      expect(nodes.get('docs/edge/security.html')?.parent).toBeNull();
      const groups = [...nodes.values()].filter((n) => n.level === 'group' && n.title === 'Security');
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) {
        for (const d of documentsBelow(nodes, group))
          expect(d.file ?? '').toMatch(/^docs\/[^/]+\/security(?:\/|\.html$)/);
      }
    },
    120_000,
  );
});
