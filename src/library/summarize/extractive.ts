import { clip, fold } from '../../core/text.ts';
import { centralSentences } from './central.ts';
import { detailsOf } from './details.ts';
import { mostCommon, topTerms } from './key-terms.ts';
import type { CatalogSummary, DocumentSummary, SectionSummary, ShelfSummary } from './schemas.ts';
import { clipSentence, sentencesOf } from './sentences.ts';
import type {
  CatalogInput,
  Digest,
  DocumentInput,
  SectionInput,
  ShelfInput,
  Summarizer,
} from './summarizer.ts';

const MAX_DETAILS = 8;
const MAX_TOC = 40;

/**
 * The offline summarizer: no model, no network. Summaries are the most central sentences, topics
 * the headings and most frequent terms, details the sentences that match detail patterns.
 * Deterministic, so a resumed build equals a clean one.
 */
export function extractiveSummarizer(): Summarizer {
  return {
    name: 'extractive/1',
    async section(input: SectionInput, signal: AbortSignal): Promise<SectionSummary> {
      signal.throwIfAborted();
      const sentences = sentencesOf(input.text);
      const label = input.headingPath.join(' > ') || input.documentTitle;
      const lead = centralSentences(sentences, 2).map((s) => clipSentence(s));
      const heading = input.headingPath[input.headingPath.length - 1];
      const exclude = new Set(heading ? fold(heading).split(/\s+/) : []);
      return {
        summary: clip(lead.length > 0 ? `${label}: ${lead.join(' ')}` : label, 500),
        topics: dedupe([...(heading ? [heading] : []), ...topTerms(sentences.join('\n'), 6, exclude)]).slice(
          0,
          6,
        ),
        details: detailsOf(sentences, MAX_DETAILS),
      };
    },
    async document(input: DocumentInput, signal: AbortSignal): Promise<DocumentSummary> {
      signal.throwIfAborted();
      const sentences = input.sections.flatMap((s) => sentencesOf(withoutLabel(s.summary)));
      const toc = input.sections.map((s) => tocLine(input.title, s.headingPath, s.title));
      return {
        summary: clip(centralSentences(sentences, 3).join(' ') || input.title, 700),
        toc:
          toc.length > MAX_TOC
            ? [...toc.slice(0, MAX_TOC - 1), `… and ${toc.length - MAX_TOC + 1} more`]
            : toc,
        topics: topicsOf(input.sections, 8),
      };
    },
    async shelf(input: ShelfInput, signal: AbortSignal): Promise<ShelfSummary> {
      signal.throwIfAborted();
      const about = topTerms(input.items.map((i) => `${i.title} ${i.topics.join(' ')}`).join('\n'), 6);
      const lead = centralSentences(
        input.items.flatMap((i) => sentencesOf(withoutLabel(i.summary)).slice(0, 1)),
        1,
      );
      const count = `${input.items.length} item${input.items.length === 1 ? '' : 's'}`;
      return {
        overview: clip(
          `${input.title}: ${count}${about.length > 0 ? ` about ${about.join(', ')}` : ''}.${lead[0] ? ` ${lead[0]}` : ''}`,
          600,
        ),
        catalog: input.items.map((i) => `${i.title} — ${clip(firstSentence(i.summary), 140)}`),
        commonQuestions: topicsOf(input.items, 10),
      };
    },
    async catalog(input: CatalogInput, signal: AbortSignal): Promise<CatalogSummary> {
      signal.throwIfAborted();
      return { shelves: input.shelves.map((s) => `${s.title} — ${clip(firstSentence(s.summary), 160)}`) };
    },
  };
}

function topicsOf(items: readonly Digest[], count: number): string[] {
  return mostCommon(
    items.map((i) => i.topics),
    count,
  );
}

/** A section summary without its "Heading > Path: " label. */
function withoutLabel(summary: string): string {
  const colon = summary.indexOf(': ');
  return colon > 0 && colon < 160 ? summary.slice(colon + 2) : summary;
}

function firstSentence(summary: string): string {
  return sentencesOf(withoutLabel(summary))[0] ?? summary;
}

function tocLine(title: string, headingPath: readonly string[], fallback: string): string {
  const path = headingPath[0] === title ? headingPath.slice(1) : headingPath;
  return path.join(' > ') || fallback;
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
