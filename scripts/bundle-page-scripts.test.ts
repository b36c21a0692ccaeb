import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_SOURCES } from '../src/worlds/browser/page-scripts.generated.ts';
import { bundlePageScripts, fileOfScript, GENERATED } from './bundle-page-scripts.ts';

describe('page scripts bundled at build time', () => {
  it('the committed bundle is what the page modules bundle to now', async () => {
    const root = join(import.meta.dirname, '..');
    const text = await bundlePageScripts(root);
    // Stale after a change to a page module: `npm run build:page` writes it again.
    expect(text).toBe(readFileSync(join(root, GENERATED), 'utf8'));
  }, 60_000);

  it('holds sources that are each an expression whose value is a function, importing nothing', () => {
    expect(Object.keys(PAGE_SCRIPT_SOURCES)).toContain('readControls');
    for (const [name, source] of Object.entries(PAGE_SCRIPT_SOURCES)) {
      expect(source, name).not.toMatch(/^\s*(import|export)\s/m);
      // Evaluating it only defines the script (a page's globals are touched when it is called).
      expect(typeof runInNewContext(source, {}), name).toBe('function');
    }
  });

  it('names a script’s file after it', () => {
    expect(fileOfScript('readControls')).toBe('read-controls.ts');
    expect(fileOfScript('bodyText')).toBe('body-text.ts');
  });
});
