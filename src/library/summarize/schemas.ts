import { z } from 'zod';

/** What a summarizer writes for each level. An LLM summarizer fills these same schemas. */
export const SectionSummarySchema = z.object({
  summary: z.string(),
  /** Questions the section can answer, or its key topics. */
  topics: z.array(z.string()),
  /** Amounts, dates, limits and conditions, as written. */
  details: z.array(z.string()),
});

export const DocumentSummarySchema = z.object({
  summary: z.string(),
  toc: z.array(z.string()),
  topics: z.array(z.string()),
});

export const ShelfSummarySchema = z.object({
  overview: z.string(),
  /** One line per document (or group) on the shelf. */
  catalog: z.array(z.string()),
  commonQuestions: z.array(z.string()),
});

export const CatalogSummarySchema = z.object({
  /** One line per shelf. */
  shelves: z.array(z.string()),
});

export type SectionSummary = z.infer<typeof SectionSummarySchema>;
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;
export type ShelfSummary = z.infer<typeof ShelfSummarySchema>;
export type CatalogSummary = z.infer<typeof CatalogSummarySchema>;
