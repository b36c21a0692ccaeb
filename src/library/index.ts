export { type BuildOptions, buildLibrary, DEFAULT_CHUNK_TOKENS, DEFAULT_FAN_OUT } from './build-library.ts';
export { ingestDocument } from './ingest/ingest-document.ts';
export type { Chunk, IngestedDocument, Section } from './ingest/types.ts';
export * from './model.ts';
export type { BuildProgress, BuildReport } from './progress.ts';
export { openLibrary } from './store/open-library.ts';
export * from './summarize/index.ts';
