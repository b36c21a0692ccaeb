import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFakeProvider } from '../brains/llm/test-support/fake-provider.ts';
import type { Behaviour } from '../brains/llm/test-support/neutral.ts';
import { TrailJsonSchema } from '../report/trail-json.ts';
import { type AppFixture, startAppFixture } from '../worlds/browser/test-support/app-fixture.ts';
import { type Ran, runProcess } from './test-support/run-cli.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const run = (
  command: string,
  args: string[],
  timeout = 120_000,
  env: Record<string, string> = {},
): Promise<Ran> => runProcess(command, args, { timeout, cwd: ROOT, env: { ARIADNE_DEBUG: '', ...env } });

const cli = (...args: string[]) => run(process.execPath, [MAIN, ...args]);

let app: AppFixture;
beforeAll(async () => {
  app = await startAppFixture();
});
afterAll(() => app.close());

describe('ariadne act', () => {
  it('carries out an instruction and prints the run as JSON (exit 0)', async () => {
    const ran = await cli(
      'act',
      app.url,
      "open the Settings tab and tick 'Email me'",
      '--json',
      '--allow-private',
    );
    expect(ran.code).toBe(0);
    const json = JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '');
    // The trail every command prints, as `ariadne report` reads it back.
    expect(TrailJsonSchema.safeParse(json).success).toBe(true);
    expect(json).toMatchObject({
      question: "open the Settings tab and tick 'Email me'",
      strategy: 'act',
      found: true,
      steps: [
        {
          n: 1,
          action: expect.stringMatching(/^click \[\d+\] Settings$/),
          label: 'Settings',
          result: 'acted',
          detail: 'clicked',
        },
        {
          n: 2,
          action: expect.stringMatching(/^check \[\d+\] Email me$/),
          label: 'Email me',
          result: 'acted',
          detail: 'checked',
        },
      ],
      stats: { steps: 2 },
      stop: { code: 'done' },
      // The names DESIGN.md gives `act --json`, kept beside the trail's.
      instruction: "open the Settings tab and tick 'Email me'",
      done: true,
      actions: [
        { n: 1, action: 'click', target: 'Settings', result: 'clicked' },
        { n: 2, action: 'check', target: 'Email me', result: 'checked' },
      ],
    });
    expect(ran.stderr).toMatch(/Acting: open the Settings tab/);
    expect(app.log.slice(-2)).toEqual(['tab:settings', 'email:true']);
  });

  it('lets a model choose each action (OpenAI wire protocol, served locally), the follower ranking for it', async () => {
    const answer = (action: string, control: number | null, reason: string) => ({
      object: { action, control, text: null, reason },
    });
    const behaviour: Behaviour = (req) => {
      const id = (name: string) => Number(new RegExp(`\\[(\\d+)\\] \\w+ "${name}"`).exec(req.prompt)?.[1]);
      if (/\] checkbox "Email me" — checked/.test(req.prompt))
        return answer('done', null, 'the box is ticked');
      if (/\] checkbox "Email me"/.test(req.prompt))
        return answer('check', id('Email me'), 'the option asked for');
      return answer('click', id('Settings'), 'the option is under Settings');
    };
    await withFakeProvider('openai', behaviour, async (baseURL, fake) => {
      const ran = await run(
        process.execPath,
        [
          MAIN,
          'act',
          app.url,
          "tick 'Email me' in the settings",
          '--model',
          'openai:test',
          '--no-cache',
          '--allow-private',
          '--json',
        ],
        120_000,
        { OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: 'test' },
      );
      expect(ran.code).toBe(0);
      const json = JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '');
      expect(json).toMatchObject({
        found: true,
        steps: [
          { label: 'Settings', by: 'openai:test', reason: 'the option is under Settings', llmCalls: 1 },
          { label: 'Email me', by: 'openai:test', llmCalls: 1 },
        ],
        stats: { llmCalls: 3, stepsByBrain: { 'openai:test': 2 } },
        stop: { code: 'done', reason: 'the box is ticked' },
      });
      expect(fake.requests).toHaveLength(3);
    });
    expect(app.log.slice(-2)).toEqual(['tab:settings', 'email:true']);
  });

  it('with --strict-done, ends done only when what it acted on accounts for the words asked', async () => {
    const done = await cli(
      'act',
      app.url,
      "go to Settings and tick 'Email me'",
      '--allow-private',
      '--json',
      '--strict-done',
    );
    expect(done.code).toBe(0);
    const json = JSON.parse(done.stdout.trim().split('\n').at(-1) ?? '');
    expect(json.stop.reason).toMatch(/its actions account for (\d+) of the \1 words held to account/);
    // A value the run never typed, chose or pressed: not done, whatever the steps did.
    const left = await cli(
      'act',
      app.url,
      "go to Settings and tick 'Email me' for 3 days",
      '--allow-private',
      '--json',
      '--strict-done',
    );
    expect(left.code).toBe(1);
    const leftJson = JSON.parse(left.stdout.trim().split('\n').at(-1) ?? '');
    expect(leftJson.stop.reason).toMatch(/not accounted for: "3"/);
  });

  it('exits 1 when the instruction cannot be carried out', async () => {
    const ran = await cli('act', app.url, 'click "Export to PDF"', '--allow-private', '--quiet');
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/✗ Not done: "Export to PDF" is not on the page/);
    expect(ran.stderr).toBe('');
  });

  it('turns bad input into one line and exit 2', async () => {
    const notUrl = await cli('act', 'file:///etc/passwd', 'click OK');
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr.trim()).toMatch(/^ariadne: file:\/\/\/etc\/passwd is not an http\(s\) URL/);
    const loopback = await cli('act', app.url, 'click Help', '--quiet');
    expect(loopback.code).toBe(2);
    expect(loopback.stderr.trim().split('\n')).toHaveLength(1);
    expect(loopback.stderr).toMatch(/loopback/);
  });
});

describe('reports of act and explore', () => {
  it('writes each run as a self-contained page, page text escaped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'act-report-'));
    const acted = await cli(
      'act',
      app.url,
      "open the Settings tab and tick 'Email me'",
      '--allow-private',
      '--quiet',
      '--report',
      join(dir, 'act.html'),
    );
    expect(acted.code).toBe(0);
    const act = readFileSync(join(dir, 'act.html'), 'utf8');
    expect(act).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
    expect(act).toContain('<h1>open the Settings tab and tick &#39;Email me&#39;</h1>');
    expect(act).toContain('<dt>Result</dt><dd>done</dd>');
    expect(act).toMatch(
      /<code>check \[\d+\] Email me<\/code> → <span class="result result-acted">checked<\/span>/,
    );
    const explored = await cli(
      'explore',
      app.url,
      '--allow-private',
      '--quiet',
      '--max-steps',
      '60',
      '--report',
      join(dir, 'map.html'),
    );
    expect(explored.code).toBe(0);
    const map = readFileSync(join(dir, 'map.html'), 'utf8');
    expect(map).toContain('<h2 id="faults-h">✗ Faults</h2>');
    expect(map).toMatch(/<b>uncaught exception<\/b>: .*render.* after link &quot;Reports&quot;/);
    expect(map).toMatch(/<b>http error<\/b>: HTTP 404/);
    expect(map).toContain('button &quot;Delete account&quot; in state');
    expect(map).toContain('← tab &quot;Settings&quot;');
  });
});

describe('ariadne explore', () => {
  it('prints the map of states and faults as JSON (exit 0)', async () => {
    const ran = await cli('explore', app.url, '--json', '--allow-private', '--max-steps', '30', '--quiet');
    expect(ran.code).toBe(0);
    const map = JSON.parse(ran.stdout.trim());
    // The trail every command prints, as `ariadne report` reads it back, with the map's own names.
    expect(TrailJsonSchema.safeParse(map).success).toBe(true);
    expect(map).toMatchObject({ strategy: 'explore', found: true, stats: { states: map.states.length } });
    expect(map.steps[0]).toMatchObject({ n: 1, result: 'acted', by: 'novelty' });
    expect(map.start).toBe(app.url);
    // Saved, it is drawn later as every run is.
    const saved = join(mkdtempSync(join(tmpdir(), 'explore-json-')), 'map.json');
    writeFileSync(saved, ran.stdout);
    const drawn = await cli('report', saved);
    expect(drawn.code).toBe(0);
    expect(drawn.stdout).toContain(`<dt>Result</dt><dd>${map.states.length} states;`);
    expect(drawn.stdout).toContain('button &quot;Delete account&quot; in state');
    expect(map.stats.steps).toBeLessThanOrEqual(30);
    expect(map.states[0]).toMatchObject({ id: 1, url: app.url, title: 'Account', reachedBy: null });
    expect(map.states.length).toBeGreaterThan(5);
    expect(map.refused).toEqual([
      { state: expect.any(Number), control: 'button "Delete account"', why: 'deletes' },
    ]);
    expect(app.log).not.toContain('delete');
  });

  it('draws the map as a tree for a person, and refuses a file URL', async () => {
    const ran = await cli('explore', app.url, '--allow-private', '--max-steps', '8', '--quiet');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/^\d+ states reached in 8 actions \(the step budget \(8\) is spent\)/);
    expect(ran.stdout).toMatch(
      /\n {2}\[2\] Account .* ← tab "Settings" \(shows "Email me", "Delete account"\)/,
    );
    const bad = await cli('explore', 'file:///etc/passwd');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^ariadne: file:\/\/\/etc\/passwd is not an http\(s\) URL/);
  });
});
