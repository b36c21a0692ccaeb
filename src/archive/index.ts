export type { Archive, ArchiveHit, ArchiveRecord, SearchOptions } from './archive.ts';
export { type ArchivePathOptions, defaultArchivePath } from './default-archive-path.ts';
export { ftsQuery, searchTerms } from './fts-query.ts';
export { openArchive } from './open-archive.ts';
