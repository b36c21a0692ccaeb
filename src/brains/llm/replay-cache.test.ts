import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplayCacheError } from '../../core/errors/replay-cache-error.ts';
import {
  type CachedReply,
  defaultCachePath,
  hashRequest,
  openReplayCache,
  type ReplayCache,
  stableStringify,
} from './replay-cache.ts';

const reply: CachedReply = {
  object: { action: 'open', option: 3, reason: 'Specifications hold torque values' },
  usage: { tokensIn: 812, tokensOut: 24 },
  createdAt: '2025-01-02T03:04:05.000Z',
};

const request = {
  mode: 'json',
  messages: [
    { role: 'system', content: 'You navigate.' },
    { role: 'user', content: '[1] Engine\n[2] Brakes' },
  ],
  schema: { type: 'object', properties: { option: { type: 'number' } } },
};

const dirs: string[] = [];
const caches: ReplayCache[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ariadne-replay-'));
  dirs.push(dir);
  return dir;
}
function openTracked(path: string): ReplayCache {
  const cache = openReplayCache(path);
  caches.push(cache);
  return cache;
}

afterEach(() => {
  for (const c of caches.splice(0)) c.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('openReplayCache', () => {
  it('round-trips a reply', () => {
    const cache = openTracked(':memory:');
    cache.put({ model: 'openai:gpt-4o-mini', request }, reply);
    expect(cache.get({ model: 'openai:gpt-4o-mini', request })).toEqual(reply);
    const withTool: CachedReply = { ...reply, toolCall: { name: 'open', args: { option: 2 } }, text: 'ok' };
    cache.put({ model: 'm', request: 'x' }, withTool);
    expect(cache.get({ model: 'm', request: 'x' })).toEqual(withTool);
  });

  it('finds the same entry whatever the key order; a different model or request misses', () => {
    const cache = openTracked(':memory:');
    cache.put({ model: 'openai:gpt-4o-mini', request }, reply);
    const reordered = {
      schema: { properties: { option: { type: 'number' } }, type: 'object' },
      messages: [
        { content: 'You navigate.', role: 'system' },
        { content: '[1] Engine\n[2] Brakes', role: 'user' },
      ],
      mode: 'json',
    };
    expect(cache.get({ model: 'openai:gpt-4o-mini', request: reordered })).toEqual(reply);
    expect(cache.get({ model: 'ollama:qwen3:8b', request })).toBeUndefined();
    expect(cache.get({ model: 'openai:gpt-4o-mini', request: { ...request, mode: 'tool' } })).toBeUndefined();
    // Message order matters: arrays are not sorted.
    const swapped = { ...request, messages: [...request.messages].reverse() };
    expect(cache.get({ model: 'openai:gpt-4o-mini', request: swapped })).toBeUndefined();
  });

  it('persists across reopening a file, creating its folder', () => {
    const path = join(tempDir(), 'nested', 'deeper', 'replay.sqlite');
    const first = openReplayCache(path);
    first.put({ model: 'm', request }, reply);
    first.close();
    first.close(); // closing twice is harmless
    const second = openTracked(path);
    expect(second.get({ model: 'm', request })).toEqual(reply);
    const raw = new DatabaseSync(path);
    expect(raw.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    raw.close();
  });

  it('counts hits and misses', () => {
    const cache = openTracked(':memory:');
    expect(cache.get({ model: 'm', request })).toBeUndefined();
    cache.put({ model: 'm', request }, reply);
    cache.get({ model: 'm', request });
    cache.get({ model: 'm', request });
    expect(cache.stats()).toEqual({ hits: 2, misses: 1 });
  });

  it('overwrites an entry on a second put', () => {
    const cache = openTracked(':memory:');
    cache.put({ model: 'm', request }, reply);
    cache.put({ model: 'm', request }, { ...reply, text: 'newer' });
    expect(cache.get({ model: 'm', request })?.text).toBe('newer');
  });

  it('fails with a typed error naming the path when the file is not a database', () => {
    const path = join(tempDir(), 'replay.sqlite');
    writeFileSync(path, 'this is not a database, just some text that is long enough to look like a header');
    let error: unknown;
    try {
      openReplayCache(path);
    } catch (e) {
      error = e;
    }
    expect(ReplayCacheError.isInstance(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toContain(path);
    expect(message).toMatch(/not a database/);
    expect(message).toMatch(/delete the file/);
  });

  it('resets an older format and refuses a newer one', () => {
    const path = join(tempDir(), 'replay.sqlite');
    const old = new DatabaseSync(path);
    old.exec(
      'CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (0);',
    );
    old.exec('CREATE TABLE replies (key TEXT)');
    old.close();
    const cache = openReplayCache(path);
    cache.put({ model: 'm', request }, reply);
    expect(cache.get({ model: 'm', request })).toEqual(reply);
    cache.close();

    const newer = new DatabaseSync(path);
    newer.exec('UPDATE schema_version SET version = 99');
    newer.close();
    expect(() => openReplayCache(path)).toThrow(/newer Ariadne/);
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth and otherwise follows JSON.stringify', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(stableStringify([undefined, Number.NaN, 'x'])).toBe('[null,null,"x"]');
    expect(stableStringify(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
    expect(stableStringify(undefined)).toBe('null');
    expect(hashRequest({ a: 1, b: 2 })).toBe(hashRequest({ b: 2, a: 1 }));
    expect(hashRequest({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses cycles', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => stableStringify(cyclic)).toThrow(/cycle/);
    const shared = { x: 1 };
    expect(stableStringify([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });
});

describe('defaultCachePath', () => {
  it('follows each platform', () => {
    const home = '/home/ann';
    expect(defaultCachePath({ env: {}, platform: 'linux', home })).toBe(
      '/home/ann/.cache/ariadne/replay.sqlite',
    );
    expect(defaultCachePath({ env: { XDG_CACHE_HOME: '/xdg' }, platform: 'linux', home })).toBe(
      '/xdg/ariadne/replay.sqlite',
    );
    expect(defaultCachePath({ env: { XDG_CACHE_HOME: 'relative' }, platform: 'linux', home })).toBe(
      '/home/ann/.cache/ariadne/replay.sqlite',
    );
    expect(defaultCachePath({ env: {}, platform: 'darwin', home: '/Users/ann' })).toBe(
      '/Users/ann/Library/Caches/ariadne/replay.sqlite',
    );
    expect(
      defaultCachePath({ env: { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' }, platform: 'win32', home }),
    ).toBe('C:\\Users\\ann\\AppData\\Local\\ariadne\\replay.sqlite');
  });
});
