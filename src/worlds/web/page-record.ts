import { extractArticle } from '../../extract/index.ts';
import { humanizeUrl } from '../../html/link-label.ts';
import { parseHtml } from '../../html/parse.ts';
import type { LoadedPage } from './loaded-page.ts';

/** A loaded page as the archive stores it: its facts, title and main text (the shape of `ArchiveRecord`). */
export interface PageRecord {
  url: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  contentType: string;
  title: string;
  text: string;
  fetchedAt: string;
}

/**
 * What to archive of a page an `onPage` hook received: the main text by the same extraction the
 * world uses (a second parse of the page), the title it finds, else the URL made readable.
 */
export function pageRecord(page: LoadedPage, requestedUrl: string): PageRecord {
  let title = '';
  let text = page.body.trim();
  if (page.kind === 'html') {
    const article = extractArticle(parseHtml(page.body), page.url);
    title = article.title.trim();
    text = article.text;
  } else {
    const first = text.split('\n', 1)[0]?.trim() ?? '';
    if (first.length <= 100) title = first;
  }
  return {
    url: requestedUrl,
    finalUrl: page.url,
    status: page.status,
    headers: page.headers,
    contentType: page.contentType,
    title: title || humanizeUrl(page.url),
    text,
    fetchedAt: page.fetchedAt,
  };
}
