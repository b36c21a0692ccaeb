/**
 * Replay cache: model replies stored in SQLite, keyed by model id and a hash of the exact request,
 * so running the same question again makes no provider calls (and costs nothing).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, posix, win32 } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ReplayCacheError } from '../../core/errors/replay-cache-error.ts';

/** What identifies one model call: the model id and everything sent (messages, schema, mode). */
export interface ReplayKey {
  model: string;
  request: unknown;
}

export interface CachedReply {
  text?: string;
  object?: unknown;
  toolCall?: { name: string; args: unknown };
  usage: { tokensIn: number; tokensOut: number };
  /** ISO 8601 time the reply was first received. */
  createdAt: string;
}

export interface ReplayCache {
  get(key: ReplayKey): CachedReply | undefined;
  put(key: ReplayKey, reply: CachedReply): void;
  close(): void;
  stats(): { hits: number; misses: number };
}

/** Bump when the stored format changes; older caches are reset (they only hold replayable replies). */
const SCHEMA_VERSION = 1;

const CREATE_REPLIES = `CREATE TABLE replies (
  model TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  reply TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (model, request_hash)
) WITHOUT ROWID`;

export function openReplayCache(path: string): ReplayCache {
  const db = open(path);
  const select = db.prepare('SELECT reply FROM replies WHERE model = ? AND request_hash = ?');
  const upsert = db.prepare(
    'INSERT OR REPLACE INTO replies (model, request_hash, reply, created_at) VALUES (?, ?, ?, ?)',
  );
  let hits = 0;
  let misses = 0;

  const guarded = <T>(what: string, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      throw new ReplayCacheError({ path, problem: `could not ${what}`, cause: error });
    }
  };

  return {
    get(key) {
      const hash = hashRequest(key.request);
      const row = guarded('read a reply', () => select.get(key.model, hash));
      const reply = typeof row?.reply === 'string' ? parseReply(row.reply) : undefined;
      if (reply) hits += 1;
      else misses += 1;
      return reply;
    },
    put(key, reply) {
      const hash = hashRequest(key.request);
      guarded('save a reply', () => upsert.run(key.model, hash, JSON.stringify(reply), reply.createdAt));
    },
    close() {
      if (db.isOpen) db.close();
    },
    stats: () => ({ hits, misses }),
  };
}

function open(path: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
    // Several runs may share one cache file; WAL lets readers and one writer work side by side.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
    migrate(db, path);
    return db;
  } catch (error) {
    if (db?.isOpen) db.close();
    if (ReplayCacheError.isInstance(error)) throw error;
    throw new ReplayCacheError({ path, problem: 'cannot be opened as a SQLite database', cause: error });
  }
}

function migrate(db: DatabaseSync, path: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT max(version) AS version FROM schema_version').get();
  const found = typeof row?.version === 'number' ? row.version : undefined;
  if (found === SCHEMA_VERSION) return;
  if (found !== undefined && found > SCHEMA_VERSION) {
    throw new ReplayCacheError({
      path,
      problem: `was written by a newer Ariadne (format ${found}, this one reads ${SCHEMA_VERSION})`,
    });
  }
  // New file, or an older format: replies are cheap to re-fetch, so start the table afresh.
  db.exec('BEGIN');
  try {
    db.exec('DROP TABLE IF EXISTS replies');
    db.exec(CREATE_REPLIES);
    db.exec('DELETE FROM schema_version');
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(SCHEMA_VERSION);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A stored row that no longer parses is treated as a miss; the next put overwrites it. */
function parseReply(json: string): CachedReply | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as CachedReply) : undefined;
  } catch {
    return undefined;
  }
}

/** sha256 (hex) of the request's stable JSON form. */
export function hashRequest(request: unknown): string {
  return createHash('sha256').update(stableStringify(request)).digest('hex');
}

/**
 * JSON with object keys sorted at every depth, so equal requests built in a different key order
 * hash alike. Follows JSON.stringify otherwise: `toJSON` is honoured, undefined and functions are
 * dropped from objects and become null in arrays.
 */
export function stableStringify(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}

function serialize(value: unknown, seen: Set<object>): string | undefined {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    value = (value as { toJSON(): unknown }).toJSON();
  }
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (seen.has(value)) throw new TypeError('Cannot hash a request that contains a cycle');
  seen.add(value);
  let out: string;
  if (Array.isArray(value)) {
    out = `[${value.map((item) => serialize(item, seen) ?? 'null').join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const item = serialize(record[key], seen);
      if (item !== undefined) parts.push(`${JSON.stringify(key)}:${item}`);
    }
    out = `{${parts.join(',')}}`;
  }
  seen.delete(value);
  return out;
}

export interface CachePathOptions {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  home?: string;
}

/** Where the replay cache lives by default: the user's cache folder, per platform conventions. */
export function defaultCachePath(options: CachePathOptions = {}): string {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const home = options.home ?? homedir();
  if (platform === 'win32') {
    return win32.join(env.LOCALAPPDATA || win32.join(home, 'AppData', 'Local'), 'ariadne', 'replay.sqlite');
  }
  // The XDG spec says relative values are invalid and must be ignored.
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && posix.isAbsolute(xdg)) return posix.join(xdg, 'ariadne', 'replay.sqlite');
  const base = platform === 'darwin' ? posix.join(home, 'Library', 'Caches') : posix.join(home, '.cache');
  return posix.join(base, 'ariadne', 'replay.sqlite');
}
