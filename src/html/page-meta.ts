import type { Document, Element } from 'domhandler';
import { resolveUrl } from '../core/url.ts';
import { attr, attrTokens, findAll, squash } from './dom.ts';

/** The `<meta>` content for the first of `keys` (name or property) present. */
export function metaContent(doc: Document, ...keys: string[]): string | undefined {
  const metas = metasOf(doc);
  for (const key of keys) {
    const k = key.toLowerCase();
    const el = metas.find(
      (m) => (attr(m, 'name') ?? attr(m, 'property') ?? attr(m, 'itemprop'))?.toLowerCase() === k,
    );
    const content = el && attr(el, 'content');
    if (content) return squash(content);
  }
  return undefined;
}

const metaCache = new WeakMap<Document, Element[]>();

/** The page's `<meta>` elements, found once per document (several facts read them). */
function metasOf(doc: Document): Element[] {
  let metas = metaCache.get(doc);
  if (!metas) {
    metas = findAll(doc, (el) => el.name === 'meta');
    metaCache.set(doc, metas);
  }
  return metas;
}

/** Meta description, else og:description, else twitter:description. */
export function pageDescription(doc: Document): string | undefined {
  return metaContent(doc, 'description', 'og:description', 'twitter:description', 'dc.description');
}

/** `<link rel=canonical>`, else og:url, resolved. */
export function pageCanonical(doc: Document, base: string): string | undefined {
  const link = findLink(doc, (rel) => rel.includes('canonical'));
  const href = (link && attr(link, 'href')) ?? metaContent(doc, 'og:url');
  return (href && resolveUrl(href, base)) || undefined;
}

/** `<html lang>`, else Content-Language, else og:locale (`en_US` → `en-US`). */
export function pageLang(doc: Document): string | undefined {
  const html = findAll(doc, (el) => el.name === 'html')[0];
  const lang = (html && (attr(html, 'lang') ?? attr(html, 'xml:lang'))) ?? httpEquiv(doc, 'content-language');
  if (lang) return lang.split(',')[0]?.trim() || undefined;
  return metaContent(doc, 'og:locale')?.replace('_', '-');
}

/** og:site_name or application-name. */
export function pageSiteName(doc: Document): string | undefined {
  return metaContent(doc, 'og:site_name', 'application-name');
}

function httpEquiv(doc: Document, name: string): string | undefined {
  const el = metasOf(doc).find((m) => attr(m, 'http-equiv')?.toLowerCase() === name);
  return el ? attr(el, 'content') : undefined;
}

export function findLink(doc: Document, test: (rel: string[], el: Element) => boolean): Element | undefined {
  return findAll(doc, (el) => el.name === 'link' && test(attrTokens(el, 'rel'), el))[0];
}
