import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameTitle } from '../../core/title-path.ts';
import { buildLibrary } from '../../library/index.ts';
import { navigate } from '../../navigate.ts';

/**
 * A generated docs folder where titles repeat down the tree: sections whose one chunk carries the
 * section's title, a long section cut into numbered chunks, and a document whose first heading is
 * its own title.
 */
function writeDocs(dir: string): void {
  const steps = Array.from(
    { length: 14 },
    (_, i) =>
      `Step ${i + 1}. Hold the tracker button for ${i + 2} seconds, then wait for the lamp to blink ${i + 1} times before you go on.`,
  );
  steps.splice(11, 0, 'The tracker pairing code is 4417; enter it in the app when it asks.');
  const files: Record<string, string> = {
    'car/harbor-policy.md': [
      '# Harbor Car Policy',
      '',
      'What this policy covers and what you pay towards a claim.',
      '',
      '## Your Excess',
      '',
      '### Standard excess',
      '',
      'A standard excess of $500 applies to every claim for loss of or damage to your car.',
      '',
      '### Voluntary excess',
      '',
      'You may choose a voluntary excess of $150 or $350 for a lower premium.',
      '',
      '## Installing the tracker',
      '',
      ...steps.flatMap((s) => [s, '']),
    ].join('\n'),
    'garden/lawn.md': '# Lawn Care\n\n## Mowing\n\nMow at a height of 3 inches.\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

let root: string;
let library: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ariadne-citation-'));
  writeDocs(join(root, 'docs'));
  library = join(root, 'library');
  // Small chunks, so the long section is cut into several.
  await buildLibrary(join(root, 'docs'), library, { chunkTokens: 80 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Adjacent titles of a path that name the same thing. */
const repeats = (path: readonly string[]): string[] =>
  path.slice(1).flatMap((t, i) => (sameTitle(path[i] as string, t) ? [`${path[i]} › ${t}`] : []));

describe('a library citation', () => {
  it('shows a document title once when its opening section carries it', async () => {
    const trail = await navigate({ start: library, question: 'What does the Harbor car policy cover?' });
    // Claimed or handed over unconfirmed (too few places read to be sure): the citation is the same.
    expect(trail.findings).toHaveLength(1);
    const c = trail.findings[0]?.citation;
    expect(c?.quote).toContain('What this policy covers');
    // Document, opening section and its chunk all bear the document's title: it is shown once.
    expect(c?.node).toBe('car/harbor-policy.md#harbor-car-policy~1');
    expect(c?.path).toEqual(['docs', 'Car', 'Harbor Car Policy']);
  });

  it('shows a section title once when its chunk carries it, keeping every distinct title', async () => {
    const trail = await navigate({
      start: library,
      question: 'What is the standard excess on the Harbor car policy?',
    });
    expect(trail.found).toBe(true);
    const c = trail.findings[0]?.citation;
    expect(c?.quote).toContain('$500');
    // The chunk is titled as its section: the builder's own naming.
    expect(c?.title).toBe('Standard excess');
    const path = c?.path ?? [];
    expect(repeats(path)).toEqual([]);
    expect(path).toEqual(['docs', 'Car', 'Harbor Car Policy', 'Standard excess']);
  });

  it('shows a long section once before its numbered chunk', async () => {
    const trail = await navigate({ start: library, question: 'What is the tracker pairing code?' });
    expect(trail.found).toBe(true);
    const c = trail.findings[0]?.citation;
    expect(c?.quote).toContain('4417');
    // A later part of a section cut in several: "Installing the tracker (k/n)".
    expect(c?.title).toMatch(/^Installing the tracker \(\d+\/\d+\)$/);
    const path = c?.path ?? [];
    expect(repeats(path)).toEqual([]);
    expect(path).toEqual(['docs', 'Car', 'Harbor Car Policy', c?.title]);
  });
});
