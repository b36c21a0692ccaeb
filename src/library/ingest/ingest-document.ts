import { chunkLines } from './chunk.ts';
import { formatOf } from './document-format.ts';
import { htmlLines } from './html-lines.ts';
import { humanize } from './humanize.ts';
import { plainInline } from './inline.ts';
import { markdownLines } from './markdown-lines.ts';
import { FOLDER_ORIGIN } from './nav-links.ts';
import { firstH1, splitSections, trimBlank } from './sections.ts';
import { textLines } from './text-lines.ts';
import type { IngestedDocument, Section, SourceLine } from './types.ts';

/**
 * Bump when the same file ingests to different sections, text or navigation (2: links became their
 * labels; 3: HTML pages keep their navigation links):
 * a build then re-reads every document instead of keeping what an older ingest stored.
 */
export const INGEST_VERSION = 4;

/**
 * Splits a document into sections (by heading, with heading path and line range in the original
 * file) and each section into chunks of at most `chunkTokens` tokens.
 */
export function ingestDocument(input: {
  /** Relative to the docs folder, `/`-separated. */
  file: string;
  /** Absolute path, for HTML base URLs. */
  absolutePath: string;
  /** The URL the page was fetched from, when it was (navigation links resolve against it). */
  url?: string | undefined;
  content: string;
  chunkTokens: number;
}): IngestedDocument {
  const format = formatOf(input.file) ?? 'text';
  let lines: SourceLine[];
  let fallbackTitle: string | null = null;
  let navigation: string[] = [];
  if (format === 'html') {
    const pageUrl =
      input.url ?? `${FOLDER_ORIGIN}/${input.file.split('/').map(encodeURIComponent).join('/')}`;
    const html = htmlLines(input.content, input.absolutePath, pageUrl);
    lines = html.lines;
    fallbackTitle = html.title;
    navigation = html.navigation;
  } else if (format === 'markdown') {
    const md = markdownLines(input.content);
    lines = md.lines;
    fallbackTitle = md.frontTitle;
  } else {
    lines = textLines(input.content);
  }
  const title = firstH1(lines) ?? fallbackTitle ?? humanize(input.file);
  const sections: Section[] = [];
  for (const raw of splitSections(lines)) {
    const body = trimBlank(raw.body);
    const first = raw.heading?.line ?? body[0]?.line ?? 1;
    const last = Math.max(first, body[body.length - 1]?.line ?? first);
    sections.push({
      headingPath: raw.headingPath,
      title: raw.headingPath[raw.headingPath.length - 1] ?? title,
      lines: [first, last],
      text: body.map((l) => l.text).join('\n'),
      chunks: chunkLines(body, input.chunkTokens),
    });
  }
  return {
    file: input.file,
    format,
    title: plainInline(title) || humanize(input.file),
    sections,
    ...(navigation.length > 0 ? { navigation } : {}),
  };
}
