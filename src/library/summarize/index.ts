export { extractiveSummarizer } from './extractive.ts';
export { type LlmSummarizerOptions, llmSummarizer } from './llm-summarizer.ts';
export {
  type CatalogSummary,
  CatalogSummarySchema,
  type DocumentSummary,
  DocumentSummarySchema,
  type SectionSummary,
  SectionSummarySchema,
  type ShelfSummary,
  ShelfSummarySchema,
} from './schemas.ts';
export type {
  CatalogInput,
  Digest,
  DocumentInput,
  SectionInput,
  ShelfInput,
  Summarizer,
} from './summarizer.ts';
