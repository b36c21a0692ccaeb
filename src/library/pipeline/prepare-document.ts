import { type Fingerprint, fingerprint } from '../dedupe/fingerprint.ts';
import { ingestDocument } from '../ingest/ingest-document.ts';
import type { IngestedDocument } from '../ingest/types.ts';
import type { LibraryNode } from '../model.ts';
import { extractiveSummarizer } from '../summarize/extractive.ts';
import { type RecordedSummary, recordingSummarizer } from '../summarize/recorded.ts';
import { documentNodes } from '../tree/document-nodes.ts';

/** One document to read, with what its nodes need; plain data, so it can cross to a worker. */
export interface PrepareTask {
  file: string;
  absolutePath: string;
  /** The URL the page was fetched from, when it was (its navigation links resolve against it). */
  url?: string | undefined;
  content: string;
  chunkTokens: number;
  fanOut: number;
  /** Summarize here with the offline summarizer; otherwise the caller summarizes the document. */
  summarize: boolean;
  /** Where the document sat in the last build, until the tree step places it again. */
  parent: string | null;
  prefix: string[];
}

/** A document read and fingerprinted, and summarized into its nodes when the task asked for it. */
export type PreparedDocument =
  | {
      kind: 'summarized';
      file: string;
      sections: number;
      fingerprint: Fingerprint;
      /** Its navigation links in order, as files (an HTML page's menus and sidebar). */
      navigation: string[];
      nodes: LibraryNode[];
      /** Every summary written, for the library's cache. */
      summaries: RecordedSummary[];
    }
  | {
      kind: 'ingested';
      file: string;
      sections: number;
      fingerprint: Fingerprint;
      navigation: string[];
      doc: IngestedDocument;
    };

const offline = extractiveSummarizer();

/**
 * The work on one document that needs no library file: ingest, fingerprint and (offline)
 * summarize. Runs alike in the build's own thread and in a worker thread.
 */
export async function prepareDocument(task: PrepareTask, signal: AbortSignal): Promise<PreparedDocument> {
  const doc = ingestDocument({
    file: task.file,
    absolutePath: task.absolutePath,
    url: task.url,
    content: task.content,
    chunkTokens: task.chunkTokens,
  });
  const print = fingerprint(doc);
  const sections = doc.sections.length;
  const navigation = doc.navigation ?? [];
  if (!task.summarize)
    return { kind: 'ingested', file: doc.file, sections, fingerprint: print, navigation, doc };
  const summaries: RecordedSummary[] = [];
  const nodes = await documentNodes(doc, {
    summarizer: recordingSummarizer(offline, summaries),
    fanOut: task.fanOut,
    parent: task.parent,
    prefix: task.prefix,
    signal,
  });
  return { kind: 'summarized', file: doc.file, sections, fingerprint: print, navigation, nodes, summaries };
}
