import type { Element } from 'domhandler';
import type { DocIndex } from './doc-index.ts';
import { ancestors, attr, classWords } from './dom.ts';

/** Class or id words that name a page's main content container. */
const MAIN_WORDS = new Set([
  'content',
  'main',
  'article',
  'post',
  'entry',
  'story',
  'markdown',
  'document',
  'prose',
]);
/** Words that make a "content" class something smaller than the page's content (`card-content`). */
const NOT_MAIN_WORDS = new Set([
  'card',
  'modal',
  'tab',
  'tooltip',
  'popup',
  'dropdown',
  'menu',
  'nav',
  'sidebar',
  'footer',
  'header',
  'comment',
  'comments',
  'widget',
  'teaser',
  'related',
]);

/**
 * The element holding the page's main content, for telling content links from navigation: a
 * `main` (or role=main), else the article(s), else a container named like content, else none.
 * This is a coarse boundary; the extraction module finds the exact text.
 */
export function findMainContent(index: DocIndex): Element | null {
  const total = Math.max(index.totalText, 1);
  const text = (el: Element) => index.textLen.get(el) ?? 0;
  const biggest = (els: Element[]) =>
    els.reduce<Element | null>((a, b) => (a && text(a) >= text(b) ? a : b), null);

  const mains = index.elements.filter(
    (el) => el.name === 'main' || attr(el, 'role')?.toLowerCase() === 'main',
  );
  const main = biggest(mains);
  if (main && (text(main) > 0 || index.totalText === 0)) return main;

  const articles = index.elements.filter(
    (el) => el.name === 'article' || attr(el, 'role')?.toLowerCase() === 'article',
  );
  if (articles.length === 1) return articles[0] ?? null;
  if (articles.length > 1) {
    const common = commonAncestor(articles);
    if (common && common.name !== 'body' && common.name !== 'html') return common;
  }

  const named = index.elements.filter((el) => {
    if (el.name === 'body' || el.name === 'html' || el.name === 'a' || el.name === 'span') return false;
    const words = classWords(el);
    return words.some((w) => MAIN_WORDS.has(w)) && !words.some((w) => NOT_MAIN_WORDS.has(w));
  });
  const best = biggest(named);
  // A container named "content" that holds a sliver of the page's prose is a widget, not the
  // page's content. Prose is what is not link text: a sidebar listing every page of a manual
  // outweighs a short page's text, but it is all links.
  const root = index.elements.find((el) => el.name === 'body') ?? index.elements[0];
  const linkText = root ? (index.linkTextLen.get(root) ?? 0) : 0;
  const prose = Math.max(total - linkText, 1);
  const own = (el: Element) => text(el) - (index.linkTextLen.get(el) ?? 0);
  if (best && (text(best) >= 0.3 * total || own(best) >= 0.5 * prose)) return best;
  return null;
}

function commonAncestor(els: Element[]): Element | null {
  const chain = (el: Element): Element[] => [...ancestors(el)].reverse().concat(el);
  const [first, ...rest] = els.map(chain);
  if (!first) return null;
  let depth = first.length;
  for (const c of rest) {
    let i = 0;
    while (i < depth && i < c.length && c[i] === first[i]) i++;
    depth = i;
  }
  return first[depth - 1] ?? null;
}
