import { describe, expect, it } from 'vitest';
import { type DatabaseHeader, foreignOrNewer, readDatabaseHeader } from './database-header.ts';

const ours = { appId: 7, version: 2, what: 'library' };
const header = (h: Partial<DatabaseHeader>): DatabaseHeader => ({ tables: 3, appId: 7, version: 2, ...h });

describe('a database header', () => {
  it('is read from the three pragmas, a missing value as 0', () => {
    const answers: Record<string, Record<string, unknown> | undefined> = {
      'SELECT count(*) AS n FROM sqlite_schema': { n: 4 },
      'PRAGMA application_id': { application_id: 7 },
      'PRAGMA user_version': undefined,
    };
    const db = { prepare: (sql: string) => ({ get: () => answers[sql] }) };
    expect(readDatabaseHeader(db)).toEqual({ tables: 4, appId: 7, version: 0 });
  });

  it('refuses another program’s file and a newer format, never a new file', () => {
    expect(foreignOrNewer(header({}), ours)).toBeNull();
    expect(foreignOrNewer(header({ version: 1 }), ours)).toBeNull();
    expect(foreignOrNewer(header({ tables: 0, appId: 0, version: 9 }), ours)).toBeNull();
    expect(foreignOrNewer(header({ appId: 1 }), ours)).toBe(
      'is not an Ariadne library (another program’s database)',
    );
    expect(foreignOrNewer(header({ version: 3 }), ours)).toBe(
      'was written by a newer Ariadne (format 3, this one reads 2)',
    );
  });
});
