import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { expectOneLineError, type Ran, runCli } from './test-support/run-cli.ts';

const _MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

const cli = (...args: string[]): Promise<Ran> => runCli(args);

let site: StaticServer;
/** A site whose robots.txt keeps crawlers out of /private/. */
let guarded: StaticServer;
let odd: Server;
let oddUrl: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-cli-'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(
    join(dir, 'site', 'index.html'),
    '<html><head><title>Tiny Manual</title><meta name="description" content="A tiny manual."></head><body><h1>Tiny Manual</h1><p>Welcome to the tiny manual.</p><ul><li><a href="spark.html">Spark Plugs</a></li><li><a href="wipers.html">Wipers</a></li></ul></body></html>',
  );
  writeFileSync(
    join(dir, 'site', 'spark.html'),
    '<html><head><title>Spark Plugs</title></head><body><h1>Spark Plugs</h1><p>The spark plug gap is 0.044 in (1.1 mm) for every cylinder.</p></body></html>',
  );
  writeFileSync(
    join(dir, 'site', 'wipers.html'),
    '<html><head><title>Wipers</title></head><body><h1>Wipers</h1><p>Replace the wiper blades every year.</p></body></html>',
  );
  site = await serveFolder(join(dir, 'site'));
  mkdirSync(join(dir, 'guarded', 'private'), { recursive: true });
  writeFileSync(join(dir, 'guarded', 'robots.txt'), 'User-agent: *\nDisallow: /private/\n');
  writeFileSync(
    join(dir, 'guarded', 'private', 'spark.html'),
    '<html><head><title>Spark Plugs</title></head><body><h1>Spark Plugs</h1><p>The spark plug gap is 0.044 in (1.1 mm) for every cylinder.</p></body></html>',
  );
  guarded = await serveFolder(join(dir, 'guarded'));
  odd = createServer((req, res) => {
    if (req.url === '/data.json') res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    else if (req.url === '/robots.txt') res.writeHead(404).end();
    else res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>boom</h1>');
  });
  await new Promise<void>((ok) => odd.listen(0, '127.0.0.1', ok));
  const address = odd.address();
  oddUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await site.close();
  await guarded.close();
  await new Promise((ok) => odd.close(ok));
});

describe('ariadne ask', () => {
  it('answers with citation and path, exit 0', async () => {
    const ran = await cli('ask', site.url, 'What is the spark plug gap?', '--quiet');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Answer: The spark plug gap is 0.044 in');
    expect(ran.stdout).toContain(`Source: Spark Plugs — ${site.url}spark.html`);
    expect(ran.stdout).toContain('Path:   Tiny Manual > Spark Plugs');
    expect(ran.stderr).toBe('');
  });

  it('prints progress lines on stderr, results only on stdout', async () => {
    const ran = await cli('ask', site.url, 'What is the spark plug gap?');
    expect(ran.stderr).toContain('Asking: What is the spark plug gap?');
    expect(ran.stderr).toMatch(/1\. .*open \[\d+\] Spark Plugs/);
    expect(ran.stdout).not.toContain('Asking');
  });

  it('prints the trail as one JSON object with --json', async () => {
    const ran = await cli('ask', site.url, 'What is the spark plug gap?', '--json', '--quiet');
    const out = JSON.parse(ran.stdout);
    expect(out).toMatchObject({
      question: 'What is the spark plug gap?',
      found: true,
      citations: [{ url: `${site.url}spark.html`, path: ['Tiny Manual', 'Spark Plugs'] }],
      stop: { reason: expect.any(String) },
      stats: { steps: 2, llmCalls: 0 },
    });
    expect(out.answer).toContain('0.044 in');
    expect(out.citations[0].quote).toContain('0.044 in');
    // Pages fetched: the start, and the pages looked under before choosing (each on the record).
    const peeked = out.steps.flatMap((s: { peeks?: unknown[] }) => s.peeks ?? []).length;
    expect(out.stats.pages).toBe(1 + peeked);
    expect(out.steps[0]).toMatchObject({
      n: 1,
      at: site.url,
      action: expect.stringMatching(/^open\(\d+\)$/),
      result: 'opened',
    });
    expect(typeof out.steps[0].ms).toBe('number');
    expect(typeof out.steps[0].reason).toBe('string');
  });

  it('works on a local folder of HTML', async () => {
    const ran = await cli('ask', join(dir, 'site'), 'What is the spark plug gap?', '--quiet');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('0.044 in');
  });

  it('exits 1 when nothing is found', async () => {
    const ran = await cli('ask', site.url, 'What is the transmission fluid capacity?', '--quiet');
    expect(ran.code).toBe(1);
    expect(ran.stdout).toContain('No sure answer found.');
    expect(ran.stdout).toMatch(/Stopped: .+/);
  });
});

describe('bad input: one line, exit 2', () => {
  it('an empty question', async () => {
    expectOneLineError(await cli('ask', site.url, '   '), /question is empty/);
  });
  it('a missing file', async () => {
    expectOneLineError(await cli('ask', join(dir, 'nope.html'), 'q?'), /no such file or folder/);
  });
  it('an unreachable URL', async () => {
    expectOneLineError(await cli('ask', 'http://127.0.0.1:9/', 'q?'), /127\.0\.0\.1:9/);
  });
  it('a non-HTML response', async () => {
    expectOneLineError(await cli('ask', `${oddUrl}/data.json`, 'q?'), /application\/json/);
  });
  it('a server error at the start', async () => {
    expectOneLineError(await cli('ask', `${oddUrl}/broken`, 'q?'), /500/);
  });
  it('an unknown option', async () => {
    expectOneLineError(await cli('ask', site.url, 'q?', '--frobnicate'), /unknown option '--frobnicate'/);
  });
  it('an unknown command', async () => {
    expectOneLineError(await cli('frobnicate'), /unknown command 'frobnicate'/);
  });
  it('a missing argument', async () => {
    expectOneLineError(await cli('ask', site.url), /missing required argument 'question'/);
  });
  it('a bad number', async () => {
    expectOneLineError(await cli('ask', site.url, 'q?', '--max-steps', 'many'), /expected a whole number/);
  });
  it('an unsupported URL scheme', async () => {
    expectOneLineError(await cli('ask', 'ftp://example.org/', 'q?'), /unsupported URL scheme ftp:/);
  });
  it('an unknown brain', async () => {
    expectOneLineError(
      await cli('ask', site.url, 'q?', '--brain', 'oracle'),
      /'oracle' is invalid.*heuristic, llm/,
    );
  });
  it('the llm brain without a model', async () => {
    expectOneLineError(
      await cli('ask', site.url, 'q?', '--brain', 'llm'),
      /needs a model: --model provider:name/,
    );
  });
  it('a model that is not provider:name', async () => {
    expectOneLineError(await cli('ask', site.url, 'q?', '--model', 'gpt4'), /"gpt4" is not provider:name/);
  });
  it('an unknown provider', async () => {
    expectOneLineError(await cli('ask', site.url, 'q?', '--model', 'acme:one'), /unknown provider "acme"/);
  });
  it('a missing API key', async () => {
    const ran = await cli('ask', site.url, 'q?', '--model', 'anthropic:claude-haiku-4-5', '--no-cache');
    expectOneLineError(ran, /no API key for anthropic: set ANTHROPIC_API_KEY/);
  });
  it('a config file with a bad field', async () => {
    const file = join(dir, 'bad.config.json');
    writeFileSync(file, JSON.stringify({ providers: { openai: { requestsPerMinute: 'fast' } } }));
    expectOneLineError(
      await cli('ask', site.url, 'q?', '--config', file),
      /providers\.openai\.requestsPerMinute/,
    );
  });
  it('view of a missing file', async () => {
    expectOneLineError(await cli('view', join(dir, 'missing.html')), /no such file or folder/);
  });
  it('extract of a missing file', async () => {
    expectOneLineError(await cli('extract', join(dir, 'missing.html')), /no such file or folder/);
  });
  it('an unknown view form', async () => {
    expectOneLineError(await cli('view', site.url, '--form', 'fancy'), /unknown form "fancy"/);
  });
});

describe('ariadne ask and robots.txt', () => {
  it('refuses a start robots.txt disallows in one line naming the rule, exit 2', async () => {
    expectOneLineError(
      await cli('ask', `${guarded.url}private/spark.html`, 'What is the spark plug gap?'),
      /robots\.txt of 127\.0\.0\.1:\d+ disallows \/private\/spark\.html \(rule `Disallow: \/private\/`\); --ignore-robots lifts it$/,
    );
  });
  it('opens it with --ignore-robots', async () => {
    const ran = await cli(
      'ask',
      `${guarded.url}private/spark.html`,
      'What is the spark plug gap?',
      '--quiet',
      '--ignore-robots',
    );
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Answer: The spark plug gap is 0.044 in');
  });
});

describe('help', () => {
  it('exits 0 and lists the commands', async () => {
    const ran = await cli('--help');
    expect(ran.code).toBe(0);
    for (const command of ['ask', 'view', 'extract', 'demo']) expect(ran.stdout).toContain(command);
  });
});

describe('ariadne view', () => {
  it('prints one JSON line per page with the contract fields', async () => {
    const ran = await cli('view', site.url, `${site.url}spark.html`, '--json', '--hint', 'spark plug');
    expect(ran.code).toBe(0);
    const lines = ran.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0]).sort()).toEqual(
      [
        'source',
        'url',
        'status',
        'title',
        'description',
        'excerpt',
        'options',
        'omitted',
        'feeds',
        'next',
        'prev',
        'canonical',
        'tokens',
        'text',
      ].sort(),
    );
    expect(lines[0]).toMatchObject({
      source: site.url,
      status: 200,
      title: 'Tiny Manual',
      description: 'A tiny manual.',
    });
    expect(lines[0].options[0]).toMatchObject({
      label: 'Spark Plugs',
      url: `${site.url}spark.html`,
      group: 'content',
      kind: 'link',
    });
    expect(lines[0].tokens).toBeLessThanOrEqual(1300);
    expect(lines[0].text).toContain('Spark Plugs');
  });

  it('reports a bad input among good ones and still prints the good ones', async () => {
    const ran = await cli('view', site.url, `${oddUrl}/data.json`, '--json');
    expect(ran.code).toBe(2);
    expect(ran.stdout.trim().split('\n')).toHaveLength(1);
    expect(ran.stderr).toContain('data.json');
  });
});

describe('ariadne extract', () => {
  it('extracts every .html file of a folder as JSON Lines with the contract fields', async () => {
    const ran = await cli('extract', join(dir, 'site'), '--json');
    expect(ran.code).toBe(0);
    const lines = ran.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      for (const key of [
        'source',
        'url',
        'title',
        'byline',
        'published',
        'lang',
        'siteName',
        'excerpt',
        'text',
        'markdown',
      ]) {
        expect(line).toHaveProperty(key);
      }
    }
    const spark = lines.find((l) => l.title === 'Spark Plugs');
    expect(spark.text).toContain('0.044 in');
    expect(spark.source).toBe(join(dir, 'site', 'spark.html'));
  });

  it('keeps the order of its inputs, reporting a bad one among them and printing the rest', async () => {
    const spark = join(dir, 'site', 'spark.html');
    const wipers = join(dir, 'site', 'wipers.html');
    const ran = await cli('extract', wipers, `${oddUrl}/data.json`, spark, `${site.url}index.html`, '--json');
    expect(ran.code).toBe(2);
    const lines = ran.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.source)).toEqual([wipers, spark, `${site.url}index.html`]);
    expect(lines.map((l) => l.title)).toEqual(['Wipers', 'Spark Plugs', 'Tiny Manual']);
    const errors = ran.stderr.trim().split('\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^ariadne: http:\/\/127\.0\.0\.1:\d+\/data\.json: /);
  });

  it('keeps the order of many local files read ahead, a bad one among them', async () => {
    const names = ['spark.html', 'wipers.html', 'index.html'];
    const notes = join(dir, 'notes.json');
    writeFileSync(notes, '{}');
    const files = [...names, ...names, ...names].map((n) => join(dir, 'site', n));
    files.splice(4, 0, notes);
    const ran = await cli('extract', ...files, '--json');
    expect(ran.code).toBe(2);
    const sources = ran.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).source);
    expect(sources).toEqual(files.filter((f) => f !== notes));
    expect(ran.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^ariadne: .*notes\.json: /)]);
  });
});

describe('ariadne demo', () => {
  it('serves the example site and answers its question offline, with citation and path', async () => {
    const ran = await cli('demo', '--json', '--quiet');
    expect(ran.code).toBe(0);
    const out = JSON.parse(ran.stdout);
    expect(out.found).toBe(true);
    expect(out.answer).toContain('10 psi');
    expect(out.citations[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/honda\/2004\/accord-l4-2\.4l\/.*specifications\.html$/,
    );
    expect(out.citations[0].path).toContain('Engine Oil Pressure');
  });

  it('prints the answer for people, progress on stderr', async () => {
    const ran = await cli('demo');
    expect(ran.code).toBe(0);
    expect(ran.stderr).toContain('Serving the example site at http://127.0.0.1:');
    expect(ran.stdout).toMatch(/^Answer: .*10 psi/m);
    expect(ran.stdout).toMatch(/^Path: {3}.*Engine Oil Pressure > Specifications/m);
  });
});
