import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from './check-layers.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ariadne-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('layer rules', () => {
  it('hold for the project itself', () => {
    expect(violations()).toEqual([]);
  });

  it('catch core importing node built-ins or a world', () => {
    const root = tree({
      'src/core/a.ts':
        "import { readFile } from 'node:fs/promises';\nimport { x } from '../worlds/web/y.ts';\n",
      'src/worlds/web/y.ts': 'export const x = 1;\n',
    });
    const found = violations(root);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('may not import node:fs/promises');
    expect(found[1]).toContain('may not import from src/worlds');
  });

  it('catch a brain reaching into the guard, and a folder with no rule', () => {
    const root = tree({
      'src/brains/b.ts': "import type { G } from '../guard/g.ts';\n",
      'src/guard/g.ts': 'export type G = 1;\n',
      'src/mystery/m.ts': 'export {};\n',
    });
    const found = violations(root);
    expect(found.some((f) => f.includes('layer brains may not import from src/guard'))).toBe(true);
    expect(found.some((f) => f.includes('src/mystery has no rule'))).toBe(true);
  });

  it('keep core beneath the language layer: language reads core, never the other way', () => {
    const root = tree({
      'src/core/a.ts': "import { parseDate } from '../language/dates.ts';\n",
      'src/language/dates.ts':
        "import type { Place } from '../core/place.ts';\nexport const parseDate = 1;\n",
      'src/core/place.ts': 'export type Place = 1;\n',
      'src/strategies/s.ts': "import { parseDate } from '../language/dates.ts';\n",
    });
    expect(violations(root)).toEqual([
      expect.stringContaining('layer core may not import from src/language'),
    ]);
  });
});
