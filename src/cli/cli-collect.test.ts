import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFakeProvider } from '../brains/llm/test-support/fake-provider.ts';
import type { Behaviour } from '../brains/llm/test-support/neutral.ts';
import type { FixtureSite } from '../strategies/collect/test-support/site.ts';
import { startTrapForum, TRAP_REQUESTS } from '../strategies/collect/test-support/trap-forum.ts';
import { type Ran, runCli } from './test-support/run-cli.ts';

const cli = (...args: string[]): Promise<Ran> => runCli(args, { timeout: 120_000 });

describe('ariadne collect', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startTrapForum();
  });
  afterAll(() => site.close());

  it('prints one JSON line per item, then the summary line, with progress on stderr only', async () => {
    const asked = TRAP_REQUESTS[0];
    if (!asked) throw new Error('no fixture request');
    const ran = await cli('collect', site.url, asked.request, '--json', '--rate', '0');
    expect(ran.code).toBe(0);
    const lines = ran.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const summary = lines.at(-1) as Record<string, unknown>;
    const items = lines.slice(0, -1);
    expect(items.map((i) => String(i.url).slice(site.url.length)).sort()).toEqual([...asked.expected].sort());
    for (const item of items) {
      for (const key of ['url', 'kind', 'title', 'author', 'published', 'text', 'relevance', 'path'])
        expect(item, key).toHaveProperty(key);
      expect(item.kind).toBe('thread');
      expect(String(item.published)).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(Array.isArray(item.posts)).toBe(true);
    }
    expect(summary.request).toBe(asked.request);
    expect(summary.items).toBe(items.length);
    const stats = summary.stats as { pages: number; fruitless: number };
    expect(stats.pages).toBeGreaterThan(0);
    expect(stats.fruitless).toBeLessThan(stats.pages);
    expect(summary.stop).toMatchObject({ code: 'exhausted' });
    const lines2 = (summary.summary as { lines: Array<{ text: string; urls: string[] }> }).lines;
    expect(lines2[0]?.urls).toHaveLength(items.length);
    expect(ran.stderr).toContain('Collecting:');
  });

  it('prints a readable list without --json', async () => {
    const ran = await cli('collect', site.url, 'topics started by alice', '--rate', '0', '-q');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('read as author: "started by alice" → alice');
    expect(ran.stdout).toMatch(/^1\. .+ \(alice, \d{4}-\d{2}-\d{2}, thread\)$/m);
    expect(ran.stderr).toBe('');
  });

  it('writes the run as a report page: the items, why each was kept, and every step', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ariadne-collect-')), 'run.html');
    const ran = await cli(
      'collect',
      site.url,
      'inverter threads from 2021',
      '--rate',
      '0',
      '-q',
      '--report',
      file,
    );
    expect(ran.code).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('★ 3 items');
    expect(html).toContain('read as time: &quot;from 2021&quot; → 2021-01-01 … 2021-12-31');
    expect(html).toContain('Hybrid inverter or separate charge controller?');
    expect(html).toMatch(
      /<span class="label">Why<\/span> title says &quot;inverter&quot;; 2021-\d\d-\d\d, in 2021-01-01 … 2021-12-31/,
    );
    expect(html).toContain('login wall');
  });

  it('takes several starts', async () => {
    const ran = await cli(
      'collect',
      `${site.url}board/solar-panels`,
      `${site.url}board/batteries`,
      'topics started by alice',
      '--json',
      '--rate',
      '0',
      '-q',
    );
    const urls = ran.stdout
      .trim()
      .split('\n')
      .slice(0, -1)
      .map((l) => String((JSON.parse(l) as { url: string }).url).slice(site.url.length));
    const alice = TRAP_REQUESTS.find((r) => r.request.includes('alice'));
    expect(urls.sort()).toEqual([...(alice?.expected ?? [])].sort());
  });

  it('refuses a request with no start, and a bad --now', async () => {
    const alone = await cli('collect', 'threads about inverters');
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('give at least one start');
    const now = await cli('collect', site.url, 'threads last year', '--now', 'yesterday');
    expect(now.code).toBe(2);
    expect(now.stderr).toContain('--now wants a date');
  });
});

describe('ariadne collect with a model', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startTrapForum();
  });
  afterAll(() => site.close());

  it('lets the model judge an item its title does not decide, and write the summary with checked citations (OpenAI wire, served locally)', async () => {
    const behaviour: Behaviour = (req) => {
      if (/Is this item about/.test(req.prompt))
        return { object: { about: true, reason: 'storm damage, as hail does' } };
      return {
        object: { summary: 'Storms damaged two arrays [1][2]; one inverter failed [2]. See also [9].' },
      };
    };
    await withFakeProvider('openai', behaviour, async (baseURL, fake) => {
      const ran = await runCli(
        [
          'collect',
          site.url,
          'Collect the threads about hail damage',
          '--model',
          'openai:test',
          '--no-cache',
          '--json',
          '--rate',
          '0',
          '-q',
        ],
        { env: { OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: 'test' }, timeout: 120_000 },
      );
      expect(ran.code).toBe(0);
      const lines = ran.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      // Without the model, only the title that says "hail" is kept (the storm topic's text says nothing of hail).
      const items = lines.slice(0, -1) as Array<{ url: string; why: string }>;
      expect(items.map((i) => i.url.slice(site.url.length)).sort()).toEqual(['t/103', 't/118']);
      expect(items.find((i) => i.url.endsWith('t/103'))?.why).toContain('storm damage, as hail does');
      const summary = (
        lines.at(-1) as { summary: { written: { text: string; by: string; cites: unknown[] } } }
      ).summary;
      expect(summary.written.text).toContain('Storms damaged two arrays');
      expect(summary.written.cites).toEqual([
        { n: 1, url: items[0]?.url },
        { n: 2, url: items[1]?.url },
      ]);
      const stats = (lines.at(-1) as { stats: { llmCalls: number } }).stats;
      expect(stats.llmCalls).toBe(fake.requests.length);
      expect(fake.requests.length).toBe(2);
    });
  });
});
