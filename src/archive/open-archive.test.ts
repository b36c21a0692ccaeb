import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchiveError } from '../core/errors/archive-error.ts';
import type { Archive, ArchiveRecord } from './archive.ts';
import { openArchive } from './open-archive.ts';

const dirs: string[] = [];
const archives: Archive[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-archive-'));
  dirs.push(dir);
  return dir;
}

function open(path = ':memory:'): Archive {
  const archive = openArchive(path);
  archives.push(archive);
  return archive;
}

afterEach(() => {
  for (const a of archives.splice(0)) a.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function page(finalUrl: string, title: string, text: string, fetchedAt = '2025-01-02T03:04:05.000Z') {
  return {
    url: finalUrl,
    finalUrl,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    contentType: 'text/html',
    title,
    text,
    fetchedAt,
  } satisfies ArchiveRecord;
}

const OIL = page(
  'http://site.test/oil',
  'Engine Oil Pressure',
  'Normal oil pressure at idle is 25 psi. Low pressure means the pump or the sender is failing.',
);
const BRAKES = page(
  'http://site.test/brakes',
  'Brake Pads',
  'Replace the pads when they are thinner than 3 mm. The brake fluid is DOT 4.',
);
const CAFE = page(
  'http://site.test/cafe',
  'Café menu',
  'Crème brûlée, naïve coffee; e-mail orders to the café.',
);

describe('openArchive', () => {
  it('stores records and finds them again, with the fields given', () => {
    const archive = open();
    expect(archive.count()).toBe(0);
    archive.store({ ...OIL, url: 'http://site.test/old-oil' });
    archive.store(BRAKES);
    expect(archive.count()).toBe(2);
    const hits = archive.search('idle pressure');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      url: 'http://site.test/old-oil',
      finalUrl: OIL.finalUrl,
      title: OIL.title,
      fetchedAt: OIL.fetchedAt,
    });
    expect(hits[0]?.score).toBeGreaterThan(0);
  });

  it('ranks a title match above a mention in the body', () => {
    const archive = open();
    archive.store(
      page('http://site.test/a', 'Service schedule', 'Check the brakes every year and the oil too.'),
    );
    archive.store(BRAKES);
    const hits = archive.search('brake');
    expect(hits.map((h) => h.finalUrl)).toEqual([BRAKES.finalUrl]);
    const both = archive.search('brakes');
    expect(both.map((h) => h.finalUrl)).toEqual(['http://site.test/a']);
    // The title alone (no body mention) outranks a body mention.
    archive.store(page('http://site.test/b', 'Brakes', 'How the pads and discs stop the car.'));
    const ranked = archive.search('brakes');
    expect(ranked.map((h) => h.finalUrl)).toEqual(['http://site.test/b', 'http://site.test/a']);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? Number.POSITIVE_INFINITY);
  });

  it('marks matches in snippets, and cuts long text with an ellipsis', () => {
    const archive = open();
    const filler = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    archive.store(page('http://site.test/long', 'Manual', `${filler} the torque is 90 Nm here ${filler}`));
    const [hit] = archive.search('torque');
    expect(hit?.snippet).toMatch(/\[torque\]/);
    expect(hit?.snippet).toMatch(/^….*…$/);
    archive.store(page('http://site.test/t', 'Tyre pressures', 'Front 2.3 bar, rear 2.1 bar.'));
    expect(archive.search('tyre')[0]?.snippet).toBe('Front 2.3 bar, rear 2.1 bar.');
  });

  it('matches without diacritics and ignores case', () => {
    const archive = open();
    archive.store(CAFE);
    expect(archive.search('creme BRULEE')[0]?.snippet).toContain('[Crème] [brûlée]');
    expect(archive.search('CAFÉ')).toHaveLength(1);
  });

  it('takes punctuation and search syntax in a query as plain text', () => {
    const archive = open();
    archive.store(OIL);
    archive.store(BRAKES);
    archive.store(CAFE);
    const queries = [
      'oil AND',
      'NOT oil',
      'oil OR',
      'NEAR(oil pressure)',
      '"oil',
      'oil"',
      'title:oil',
      'oil*',
      '(oil',
      '^oil',
      '-oil +pressure',
      'oil; DROP TABLE pages; --',
      "pressure's",
      '{oil} [pressure]',
      '\u0000oil\u0007',
      '+++',
      '""',
      '',
      '   ',
    ];
    for (const q of queries) expect(() => archive.search(q), q).not.toThrow();
    expect(archive.search('title:oil').map((h) => h.finalUrl)).toEqual([]);
    expect(archive.search('"oil').map((h) => h.finalUrl)).toEqual([OIL.finalUrl]);
    expect(archive.search('NEAR(oil pressure)').map((h) => h.finalUrl)).toEqual([OIL.finalUrl]);
    expect(archive.search('e-mail').map((h) => h.finalUrl)).toEqual([CAFE.finalUrl]);
    expect(archive.search('DOT 4').map((h) => h.finalUrl)).toEqual([BRAKES.finalUrl]);
    expect(archive.search('+++')).toEqual([]);
    expect(archive.search('')).toEqual([]);
    expect(archive.count()).toBe(3);
  });

  it('falls back to any word when no page has them all', () => {
    const archive = open();
    archive.store(OIL);
    archive.store(BRAKES);
    expect(
      archive
        .search('oil pads')
        .map((h) => h.finalUrl)
        .sort(),
    ).toEqual([BRAKES.finalUrl, OIL.finalUrl]);
    // With every word on one page, only that page.
    expect(archive.search('oil pump').map((h) => h.finalUrl)).toEqual([OIL.finalUrl]);
    expect(archive.search('nothing matches')).toEqual([]);
  });

  it('keeps every fetch but returns the newest matching record of a page', () => {
    const archive = open();
    archive.store(
      page('http://site.test/p', 'Price list', 'The kit costs 20 euros.', '2025-01-01T00:00:00.000Z'),
    );
    archive.store(
      page('http://site.test/p', 'Price list', 'The kit costs 25 euros.', '2025-02-01T00:00:00.000Z'),
    );
    expect(archive.count()).toBe(2);
    const hits = archive.search('kit costs');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.fetchedAt).toBe('2025-02-01T00:00:00.000Z');
    expect(hits[0]?.snippet).toContain('25 euros');
    // Words only the older version has still find it.
    expect(archive.search('20 euros')[0]?.fetchedAt).toBe('2025-01-01T00:00:00.000Z');
  });

  it('honours the limit', () => {
    const archive = open();
    for (let i = 0; i < 15; i++) archive.store(page(`http://site.test/${i}`, `Page ${i}`, 'common words'));
    expect(archive.search('common')).toHaveLength(10);
    expect(archive.search('common', { limit: 3 })).toHaveLength(3);
    expect(archive.search('common', { limit: 0 })).toHaveLength(1);
    expect(archive.search('common', { limit: 100 })).toHaveLength(15);
  });

  it('persists across reopening, creating missing folders', () => {
    const path = join(tempDir(), 'deep', 'er', 'archive.sqlite');
    const first = openArchive(path);
    first.store(OIL);
    first.close();
    first.close();
    expect(existsSync(path)).toBe(true);
    const again = open(path);
    expect(again.count()).toBe(1);
    expect(again.search('oil')[0]?.title).toBe(OIL.title);
    again.store(BRAKES);
    expect(again.count()).toBe(2);
  });

  it('refuses a corrupt or foreign file with an ArchiveError naming it, leaving it as it was', () => {
    const dir = tempDir();
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'this is not a database at all '.repeat(200));
    const error = (() => {
      try {
        openArchive(garbage);
      } catch (e) {
        return e;
      }
    })();
    expect(ArchiveError.isInstance(error)).toBe(true);
    expect((error as ArchiveError).path).toBe(garbage);
    expect((error as Error).message).toContain(garbage);
    expect((error as Error).message).not.toContain('\n');

    const foreign = join(dir, 'foreign.sqlite');
    const db = new DatabaseSync(foreign);
    db.exec('CREATE TABLE notes (body TEXT)');
    db.close();
    expect(() => openArchive(foreign)).toThrow(/foreign\.sqlite: is not an Ariadne archive/);
    const check = new DatabaseSync(foreign);
    expect(
      check
        .prepare('SELECT name FROM sqlite_schema')
        .all()
        .map((r) => r.name),
    ).toEqual(['notes']);
    check.close();

    expect(() => openArchive(dir)).toThrow(ArchiveError);
  });

  it('refuses an archive from a newer format', () => {
    const path = join(tempDir(), 'archive.sqlite');
    openArchive(path).close();
    const db = new DatabaseSync(path);
    db.exec('PRAGMA user_version = 99');
    db.close();
    expect(() => openArchive(path)).toThrow(/newer Ariadne \(format 99/);
  });

  it('keeps :memory: archives apart', () => {
    const a = open();
    const b = open();
    a.store(OIL);
    expect(a.count()).toBe(1);
    expect(b.count()).toBe(0);
  });

  it('fails with an ArchiveError once closed', () => {
    const archive = openArchive(':memory:');
    archive.close();
    expect(() => archive.store(OIL)).toThrow(ArchiveError);
    expect(() => archive.search('oil')).toThrow(ArchiveError);
  });
});
