/** What a SQLite file says of itself before anything is written to it. */
export interface DatabaseHeader {
  /** Tables it holds: 0 for a new file. */
  tables: number;
  /** `PRAGMA application_id`: which program's file it is. */
  appId: number;
  /** `PRAGMA user_version`: the format it was written in. */
  version: number;
}

/** The little of a SQLite connection the header needs (node:sqlite's DatabaseSync has it). */
export interface HeaderSource {
  prepare(sql: string): { get(): Record<string, unknown> | undefined };
}

/** Reads the header; a file that is not SQLite fails here, before anything is written. */
export function readDatabaseHeader(db: HeaderSource): DatabaseHeader {
  const read = (sql: string, column: string) => Number(db.prepare(sql).get()?.[column] ?? 0);
  return {
    tables: read('SELECT count(*) AS n FROM sqlite_schema', 'n'),
    appId: read('PRAGMA application_id', 'application_id'),
    version: read('PRAGMA user_version', 'user_version'),
  };
}

/**
 * Why an existing file is not ours to open, or null: another program's database, or a format
 * newer than this version reads. `what` names our kind of file ("archive", "library").
 */
export function foreignOrNewer(
  header: DatabaseHeader,
  ours: { appId: number; version: number; what: string },
): string | null {
  if (header.tables === 0) return null;
  if (header.appId !== ours.appId) return `is not an Ariadne ${ours.what} (another program’s database)`;
  if (header.version > ours.version)
    return `was written by a newer Ariadne (format ${header.version}, this one reads ${ours.version})`;
  return null;
}
