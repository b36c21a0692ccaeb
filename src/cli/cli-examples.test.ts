/**
 * The bundled examples, run as a newcomer runs them: the npm scripts of the README, and the CLI on
 * the bundled fixtures (the car manual and its news section, the parts shop), all on 127.0.0.1.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_APP_DIR, EXAMPLE_SITE_DIR } from '../demo/example-site.ts';
import { servePages } from '../demo/serve-pages.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { type Ran, runCli, runProcess } from './test-support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT = 120_000;

/** `npm run -s <script> -- <args>` in the project, as the README says. */
const npmRun = (script: string, ...args: string[]): Promise<Ran> =>
  runProcess('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    timeout: TIMEOUT,
    env: { ARIADNE_DEBUG: '' },
  });

const cli = (...args: string[]): Promise<Ran> => runCli(args, { cwd: ROOT, timeout: TIMEOUT });

/** The JSON object a run printed last on stdout. */
const lastJson = (ran: Ran) => JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '{}');

let manual: StaticServer;
let shop: StaticServer;
beforeAll(async () => {
  manual = await serveFolder(EXAMPLE_SITE_DIR);
  shop = await serveFolder(EXAMPLE_APP_DIR);
});
afterAll(async () => {
  await manual.close();
  await shop.close();
});

describe('npm run example:act, example:explore, example:collect', () => {
  it(
    'act: searches the parts shop, then ticks and saves a setting (exit 0)',
    async () => {
      const ran = await npmRun('example:act');
      expect(ran.code).toBe(0);
      expect(ran.stderr).toMatch(
        /^\$ ariadne act http:\/\/127\.0\.0\.1:\d+\/ "search for brake pads, .*" --allow-private$/m,
      );
      expect(ran.stderr).toMatch(/ 1\. .* :: fill \[\d+\] Search parts ← "brake pads" → typed {2}\(/);
      expect(ran.stderr).toMatch(/ :: check \[\d+\] Email me about offers → checked {2}\(/);
      expect(ran.stdout.trim()).toBe('✓ Done: every step of the instruction is done (5 actions)');
    },
    TIMEOUT,
  );

  it(
    'explore: maps the shop, reports the faults left in it, never presses "Delete account" (exit 0)',
    async () => {
      const ran = await npmRun('example:explore', '--json', '--quiet');
      expect(ran.code).toBe(0);
      const map = lastJson(ran);
      const faults = (map.faults as Array<{ kind: string; request?: string; message: string }>).map(
        (f) => `${f.kind}: ${f.request ?? f.message}`,
      );
      expect(faults).toContainEqual(expect.stringMatching(/^http error: .*\/returns\.html$/));
      expect(faults).toContainEqual(expect.stringMatching(/^uncaught exception: .*reading 'length'/));
      // Emptying the cart deletes what it holds: refused like the account's deletion.
      const refused = map.refused as Array<{ control: string; why: string }>;
      expect(refused.map((r) => `${r.control}: ${r.why}`).sort()).toEqual([
        'button "Delete account": deletes',
        'button "Empty cart": deletes',
      ]);
    },
    TIMEOUT,
  );

  it(
    'collect: finds the news articles about oil or batteries in the news section (exit 0)',
    async () => {
      const ran = await npmRun('example:collect');
      expect(ran.code).toBe(0);
      expect(ran.stderr).toMatch(
        /^\$ ariadne collect http:\/\/127\.0\.0\.1:\d+\/news\/ "every news article about oil or batteries"$/m,
      );
      expect(ran.stdout).toMatch(/^1\. What the Oil Pressure Warning Light Is Telling You \(article\)$/m);
      expect(ran.stdout).toMatch(/^2\. Cold-Weather Battery Care \(article\)$/m);
      expect(ran.stdout).toMatch(/^2 items; \d+ pages fetched/m);
    },
    TIMEOUT,
  );

  it(
    'takes the instruction or request a user gives in place of the example one',
    async () => {
      const ran = await npmRun('example:collect', 'every article about batteries', '--json');
      expect(ran.code).toBe(0);
      const lines = ran.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines.filter((l) => l.kind).map((l) => l.title)).toEqual(['Cold-Weather Battery Care']);
      expect(lines.at(-1)).toMatchObject({ request: 'every article about batteries', items: 1 });
    },
    TIMEOUT,
  );
});

describe('collect on the bundled news section (a news index listing dated articles without bylines)', () => {
  it(
    'reads the dated articles as items: every one, or those of a topic',
    async () => {
      const all = await cli('collect', `${manual.url}news/`, 'the news articles');
      expect(all.code).toBe(0);
      expect(all.stdout).toMatch(/^4 items; /m);
      expect(all.stderr).not.toMatch(/left aside/);
      const oil = await cli('collect', `${manual.url}news/`, 'the news articles about oil', '--json');
      expect(oil.code).toBe(0);
      expect(lastJson(oil)).toMatchObject({ items: 1 });
      expect(JSON.parse(oil.stdout.split('\n')[0] ?? '{}')).toMatchObject({
        kind: 'article',
        title: 'What the Oil Pressure Warning Light Is Telling You',
      });
    },
    TIMEOUT,
  );

  it(
    'says why entries were left aside, never a section or time that was not asked',
    async () => {
      // A list whose entries lead to pages that are neither lists nor items (no date, no byline).
      const plain = (title: string) =>
        `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Some words about ${title}.</p></main></body></html>`;
      const topics = ['Alpha', 'Beta', 'Gamma', 'Delta'];
      const site = await servePages({
        'index.html': `<!doctype html><html><head><title>Topics</title></head><body><main><h1>Topics</h1><ul>
${topics.map((t) => `<li><a href="${t.toLowerCase()}-notes.html">${t} notes</a> (12 pages)</li>`).join('\n')}
</ul></main></body></html>`,
        ...Object.fromEntries(topics.map((t) => [`${t.toLowerCase()}-notes.html`, plain(`${t} notes`)])),
      });
      try {
        const ran = await cli('collect', site.url, 'every page about notes');
        expect(ran.code).toBe(1);
        expect(ran.stderr).toMatch(
          /a list: 4 new entries; 3 left aside \(neither lists nor items: the first of their kind opened was neither\)/,
        );
        expect(ran.stderr).not.toMatch(/section or time asked/);
      } finally {
        await site.close();
      }
    },
    TIMEOUT,
  );
});

describe('act does what it says, or says it did not', () => {
  it(
    'types into the search box of the car manual: reached through its "Search" link, typed, sent (exit 0)',
    async () => {
      for (const instruction of ['type brake pads into the search box', 'search for brake pads']) {
        const ran = await cli('act', manual.url, instruction, '--allow-private', '--json', '--quiet');
        expect(ran.code, instruction).toBe(0);
        expect(lastJson(ran)).toMatchObject({
          found: true,
          steps: [
            { label: 'Search', result: 'acted', detail: 'clicked' },
            { label: 'Search the archive', result: 'acted', detail: 'typed' },
            { label: 'Search', result: 'acted', detail: 'clicked' },
          ],
        });
        expect(lastJson(ran).steps[2].at).toMatch(/\/search\.html$/);
      }
    },
    TIMEOUT,
  );

  it(
    'exits 1 with what it could not find when the page has no search box and no way to one',
    async () => {
      const ran = await cli(
        'act',
        `${shop.url}help.html`,
        'type brake pads into the search box',
        '--allow-private',
      );
      expect(ran.code).toBe(1);
      expect(ran.stdout.trim()).toBe(
        '✗ Not done: a search field for "brake pads" is not on the page, nor under anything left to open (0 actions)',
      );
    },
    TIMEOUT,
  );

  it(
    'exits 1 when no action was carried out: an instruction with no step, or a page already as asked',
    async () => {
      const vague = await cli('act', shop.url, 'look around', '--allow-private', '--quiet');
      expect(vague.code).toBe(1);
      expect(vague.stdout.trim()).toBe(
        '✗ Not done: found no step in the instruction: it names no control to press, no text to type, nothing to choose (0 actions)',
      );
      const site = await servePages({
        'index.html':
          '<!doctype html><html><head><title>FAQ</title></head><body><main><h1>FAQ</h1><details open><summary>Shipping</summary><p>Two days.</p></details></main></body></html>',
      });
      try {
        const ran = await cli(
          'act',
          site.url,
          'expand the Shipping section',
          '--allow-private',
          '--json',
          '--quiet',
        );
        expect(ran.code).toBe(1);
        expect(lastJson(ran)).toMatchObject({
          done: false,
          actions: [],
          stop: { reason: 'no action was carried out (the page is already as the instruction asks)' },
        });
      } finally {
        await site.close();
      }
    },
    TIMEOUT,
  );

  it(
    'names --allow-private when it refuses a loopback address (act and explore, exit 2)',
    async () => {
      for (const args of [
        ['act', shop.url, 'click Search'],
        ['explore', shop.url],
      ]) {
        const ran = await cli(...args, '--quiet');
        expect(ran.code, args[0]).toBe(2);
        expect(ran.stderr.trim().split('\n')).toEqual([
          `ariadne: Refused ${shop.url}: 127.0.0.1 is a loopback address; add --allow-private to open loopback and private-network addresses`,
        ]);
      }
    },
    TIMEOUT,
  );
});
