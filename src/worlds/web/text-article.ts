import type { Passage } from '../../core/place.ts';
import type { ArticleText } from './article.ts';

/** A plain text file as a page: its text, one passage per paragraph (blank-line separated). */
export function textArticle(body: string): ArticleText {
  const passages: Passage[] = body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph', text, headings: [] }));
  return { text: body.trim(), passages };
}
