/**
 * Main-content extraction: the readable article of a page (Readability-class scoring on the
 * htmlparser2 tree) plus its metadata, as plain text, Markdown and quotable passages.
 *
 * The input tree is never modified: pages are parsed once and shared with link analysis, so all
 * of the extractor's reshaping happens in its own box tree (see boxes.ts).
 */
import type { Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Passage } from '../core/place.ts';
import { Box, boxText } from './boxes.ts';
import { findElement, fold, rawText } from './dom.ts';
import { dirOf, readMetadata, scanPage } from './metadata.ts';
import { grabArticle } from './readable.ts';
import { render } from './render.ts';

export interface Article {
  title: string;
  byline: string | null;
  published: string | null;
  lang: string | null;
  siteName: string | null;
  /** The page's description, else the article's first paragraph. */
  excerpt: string;
  /** Main content as plain text, blocks separated by blank lines. */
  text: string;
  markdown: string;
  /** Main content as quotable blocks, each with the headings above it. */
  passages: Passage[];
  /** Text direction (`rtl`, `ltr`) declared around the content. */
  dir?: string | null;
}

export { tokenF1, tokens } from './score.ts';

/** Extracts the main content of a page. Never throws; an empty page gives an empty article. */
export function extractArticle(input: string | Document, url: string): Article {
  const doc = typeof input === 'string' ? parseDocument(input, { decodeEntities: true }) : input;
  const scan = scanPage(doc, url);
  const meta = readMetadata(scan);
  const state = { title: meta.title, metaByline: meta.byline !== null, byline: null as string | null };
  const root = scan.body ?? doc;
  try {
    const grab = grabArticle(root, state);
    const out = render(grab.article, scan.base);
    let top: Box | null = grab.top;
    while (top && !top.el) top = top.parent;
    return {
      title: meta.title,
      byline: meta.byline ?? (fold(state.byline ?? '') || markedAuthor(root)),
      published: meta.published,
      lang: meta.lang,
      siteName: meta.siteName,
      excerpt: meta.excerpt ?? firstParagraph(grab.article),
      text: out.text,
      markdown: out.markdown,
      passages: out.passages,
      dir: top?.el ? dirOf(top.el) : dirOf(scan.body),
    };
  } catch {
    // A page the extractor cannot handle still yields its text.
    const text = fold(rawText(root));
    return {
      title: meta.title,
      byline: meta.byline,
      published: meta.published,
      lang: meta.lang,
      siteName: meta.siteName,
      excerpt: meta.excerpt ?? text.slice(0, 200),
      text,
      markdown: text,
      passages: text ? [{ kind: 'other', text, headings: [] }] : [],
      dir: null,
    };
  }
}

/**
 * An author named by explicit markup (rel=author, itemprop=author) anywhere on the page, for
 * when the byline sat in a header the extraction dropped.
 */
function markedAuthor(root: Document | Element): string | null {
  const el = findElement(root, (e) => {
    if (e.attribs.rel !== 'author' && !(e.attribs.itemprop ?? '').includes('author')) return false;
    const n = rawText(e).trim().length;
    return n > 0 && n < 100;
  });
  if (!el) return null;
  const name = findElement(el, (e) => (e.attribs.itemprop ?? '').includes('name'));
  return fold(rawText(name ?? el)) || null;
}

function firstParagraph(article: Box): string {
  const stack: Box[] = [article];
  while (stack.length > 0) {
    const b = stack.pop() as Box;
    if (b.tag === 'p' && b !== article) return boxText(b);
    for (let i = b.kids.length - 1; i >= 0; i--) {
      const k = b.kids[i];
      if (k instanceof Box) stack.push(k);
    }
  }
  return '';
}
