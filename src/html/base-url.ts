import type { Document } from 'domhandler';
import { resolveUrl } from '../core/url.ts';
import { attr, findFirst } from './dom.ts';

/** The URL relative links resolve against: the first `<base href>`, else the page's own URL. */
export function baseUrl(doc: Document, pageUrl: string): string {
  const base = findFirst(doc, (el) => el.name === 'base' && attr(el, 'href') !== undefined);
  const href = base && attr(base, 'href');
  return (href && resolveUrl(href, pageUrl)) || pageUrl;
}
