import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLibrary } from './build-library.ts';
import type { LibraryNode } from './model.ts';
import { writeCorpus } from './test-support/corpus.ts';
import { readNodes } from './test-support/read-nodes.ts';

const OZONE = join(import.meta.dirname, '../../../shared/data/sites/ozone-hugo/site');

const temps: string[] = [];
const temp = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-labels-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
    const sources = [
      ...titlesBelow(nodes, node),
      ...documentsBelow(nodes, node).flatMap((d) => (d.file ?? '').split('/')),
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
    writeFileSync(join(docs, 'car', 'index.md'), '# Motor Insurance\n\nAll about cars.\n');
    mkdirSync(join(docs, 'car', 'refund'), { recursive: true });
    writeFileSync(join(docs, 'car', 'refund', 'index.md'), '# Refunds and Returns\n\nMoney back.\n');
    writeFileSync(join(docs, 'car', 'refund', 'late.md'), '# Late Refunds\n\nWhen money is late.\n');
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

  it.skipIf(!existsSync(OZONE))(
    `are written from titles and index pages on a real site (${existsSync(OZONE) ? 'ozone-hugo' : `skipped: ${OZONE} absent`})`,
    async () => {
      const out = temp();
      await buildLibrary(OZONE, out);
      const nodes = readNodes(out);
      expect(expectHumanLabels(nodes)).toBeGreaterThan(20);
      expect(nodes.get('shelf:community')?.title).toBe('Ozone Community');
      expect(nodes.get('shelf:faq')?.title).toBe('Frequently Asked Questions');
      // Index pages that only repeat the site's name leave the folder's own name.
      expect(nodes.get('shelf:blogs')?.title).toBe('Blogs');
      // A section page beside its folder ("security.html" next to "security/") leads it; its title
      // is the site's heading shared by its siblings, so the folder keeps its own name.
      const security = nodes.get('docs/2.0.0/security.html');
      const group = nodes.get(security?.parent ?? '');
      expect(group?.title).toBe('Security');
      expect(group?.children[0]).toBe('docs/2.0.0/security.html');
    },
    120_000,
  );
});
