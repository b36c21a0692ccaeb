import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openArchive } from '../../archive/index.ts';
import { ArchiveError } from '../../core/errors/archive-error.ts';
import { UsageError } from '../usage-error.ts';
import { registerSearch } from './search.ts';

let dir: string;
let archivePath: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-search-'));
  archivePath = join(dir, 'archive.sqlite');
  const archive = openArchive(archivePath);
  const base = { status: 200, headers: {}, contentType: 'text/html', fetchedAt: '2025-01-02T03:04:05.000Z' };
  archive.store({
    ...base,
    url: 'http://site.test/old-oil',
    finalUrl: 'http://site.test/oil',
    title: 'Engine Oil Pressure',
    text: 'Normal oil pressure at idle is 25 psi.',
  });
  archive.store({
    ...base,
    url: 'http://site.test/brakes',
    finalUrl: 'http://site.test/brakes',
    title: 'Brake Pads',
    text: 'Replace the pads below 3 mm; check the oil of the brake system too.',
  });
  archive.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

afterEach(() => {
  process.exitCode = undefined;
});

interface Ran {
  code: number | string | null | undefined;
  stdout: string;
  stderr: string;
}

/** Runs `ariadne search …` in this process, capturing what it writes. */
async function run(...args: string[]): Promise<Ran> {
  const program = new Command('ariadne').exitOverride();
  registerSearch(program);
  for (const command of program.commands) command.exitOverride();
  const out: string[] = [];
  const err: string[] = [];
  const stdoutWrite = process.stdout.write;
  const stderrWrite = process.stderr.write;
  process.stdout.write = ((chunk: string) => out.push(chunk) > 0) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => err.push(chunk) > 0) as typeof process.stderr.write;
  try {
    await program.parseAsync(['node', 'ariadne', 'search', ...args]);
  } finally {
    process.stdout.write = stdoutWrite;
    process.stderr.write = stderrWrite;
  }
  const code = process.exitCode;
  process.exitCode = undefined;
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('ariadne search', () => {
  it('prints hits as a title line and an indented snippet, best first', async () => {
    const ran = await run('oil pressure', '--archive', archivePath);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe(
      'Engine Oil Pressure — http://site.test/oil\n    Normal [oil] [pressure] at idle is 25 psi.\n',
    );
    const both = await run('oil', '--archive', archivePath);
    expect(both.stdout.split('\n').filter((l) => !l.startsWith(' '))).toEqual([
      'Engine Oil Pressure — http://site.test/oil',
      'Brake Pads — http://site.test/brakes',
      '',
    ]);
  });

  it('prints JSON Lines with --json, and honours --limit', async () => {
    const ran = await run('oil', '--archive', archivePath, '--json', '--limit', '1');
    expect(ran.code).toBe(0);
    const lines = ran.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const hit = JSON.parse(lines[0] ?? '');
    expect(Object.keys(hit)).toEqual(['url', 'finalUrl', 'title', 'snippet', 'score', 'fetchedAt']);
    expect(hit).toMatchObject({
      url: 'http://site.test/old-oil',
      finalUrl: 'http://site.test/oil',
      title: 'Engine Oil Pressure',
      fetchedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(hit.score).toBeGreaterThan(0);
  });

  it('exits 1 with nothing on stdout when no page matches', async () => {
    const ran = await run('transmission', '--archive', archivePath);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(/No archived page matches "transmission"/);
    expect((await run('+++ ""', '--archive', archivePath)).code).toBe(1);
  });

  it('refuses bad input with one-line errors', async () => {
    await expect(run('  ', '--archive', archivePath)).rejects.toSatisfy(
      (e: unknown) => UsageError.isInstance(e) && /query is empty/.test(e.message),
    );
    const missing = join(dir, 'none', 'archive.sqlite');
    await expect(run('oil', '--archive', missing)).rejects.toThrow(`no archive at ${missing}`);
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database '.repeat(500));
    const error = await run('oil', '--archive', garbage).catch((e: unknown) => e);
    expect(ArchiveError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain(garbage);
    expect((error as Error).message).not.toContain('\n');
    await expect(run('oil', '--archive', archivePath, '--limit', '0')).rejects.toThrow(/whole number/);
  });
});
