import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_DIR } from '../demo/example-site.ts';
import { serveFolder } from '../demo/static-server.ts';
import { type Ran, runCli } from './test-support/run-cli.ts';

const _MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const DOCS = fileURLToPath(new URL('../../examples/insurance-library/docs/', import.meta.url));

const cli = (...args: string[]): Promise<Ran> => runCli(args, { timeout: 120_000 });

describe('ariadne build, then ariadne ask on the library', () => {
  it('answers offline with the whole citation trail: shelf, document, section, chunk, file and lines', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'ariadne-cli-lib-')), 'library');
    const built = await cli('build', DOCS, '--out', out, '--json', '--quiet');
    expect(built.code, built.stderr).toBe(0);
    const report = JSON.parse(built.stdout);
    expect(report.documents.added).toBe(30);

    const ran = await cli(
      'ask',
      out,
      'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?',
      '--json',
      '--quiet',
    );
    expect(ran.code, ran.stderr).toBe(0);
    const trail = JSON.parse(ran.stdout);
    expect(trail.found).toBe(true);
    expect(trail.answer).toContain('$500');
    const c = trail.citations[0];
    expect(c.file).toBe('car/harbor-mutual-comprehensive-car-policy.md');
    expect(c.lines).toHaveLength(2);
    expect(c.node).toBeTruthy();
    expect(c.path).toContain('Harbor Mutual Comprehensive Car Policy');
    expect(c.path.at(-1)).toMatch(/excess/i);
    // The chunk carries its section's title: the path names it once.
    expect(c.path.filter((t: string) => /^standard excess$/i.test(t))).toHaveLength(1);
    expect(c.quote).toContain('$500');

    // The same path in the human rendering.
    const text = await cli(
      'ask',
      out,
      'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?',
    );
    expect(text.code, text.stderr).toBe(0);
    const pathLine = text.stdout.split('\n').find((l) => l.startsWith('Path:'));
    expect(pathLine).toBe(`Path:   ${c.path.join(' > ')}`);
    expect(pathLine).not.toMatch(/Standard excess > Standard excess/i);

    const again = await cli('build', DOCS, '--out', out, '--json', '--quiet');
    expect(JSON.parse(again.stdout).documents.unchanged).toBe(30);
  });

  it('states the pace of the build last on stderr, never on stdout, and takes --workers', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'ariadne-cli-lib-')), 'library');
    const built = await cli('build', DOCS, '--out', out, '--workers', '2');
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr.trim().split('\n').at(-1)).toMatch(
      /^built 30 documents in \d+\.\d s \(\d+(\.\d)? documents\/s; scan /,
    );
    expect(built.stdout).not.toMatch(/documents\/s/);
    const refused = await cli('build', DOCS, '--out', out, '--workers', '0');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--workers/);
  });

  it('refuses a docs folder that does not exist, in one line', async () => {
    const ran = await cli('build', '/no/such/docs', '--out', join(tmpdir(), 'x-lib'));
    expect(ran.code).toBe(2);
    expect(ran.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('ariadne build <url>', () => {
  it('crawls the site into the library, keeping to --max-pages, and reports the crawl', async () => {
    const site = await serveFolder(EXAMPLE_SITE_DIR);
    try {
      const out = join(mkdtempSync(join(tmpdir(), 'ariadne-cli-site-')), 'library');
      const args = ['build', site.url, '--out', out, '--max-pages', '5', '--rate', '1000', '--json'];
      const built = await cli(...args);
      expect(built.code, built.stderr).toBe(0);
      const report = JSON.parse(built.stdout);
      expect(report.documents.total).toBe(5);
      expect(report.crawl).toMatchObject({ pages: 5, reused: 0 });
      expect(built.stderr).toMatch(/^crawl: \d+ pages/m);

      // Run again: every page comes from the crawl kept in the library folder.
      const asked = site.requests.length;
      const again = await cli(...args, '--quiet');
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout).crawl).toMatchObject({ pages: 5, reused: 5 });
      expect(site.requests.slice(asked).filter((p) => !/\.(txt|xml)$/.test(p))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('refuses the crawl options for a folder', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'ariadne-cli-site-')), 'library');
    const ran = await cli('build', DOCS, '--out', out, '--max-pages', '5');
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('--max-pages, --rate and --ignore-robots are for a website');
  });
});
