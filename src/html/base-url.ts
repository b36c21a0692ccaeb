import type { Document } from 'domhandler';
import { type OriginAliases, originKey, resolveUrl } from '../core/url.ts';
import { attr, findFirst } from './dom.ts';
import { pageCanonical } from './page-meta.ts';

/** The URL relative links resolve against: the first `<base href>`, else the page's own URL. */
export function baseUrl(doc: Document, pageUrl: string): string {
  const base = findFirst(doc, (el) => el.name === 'base' && attr(el, 'href') !== undefined);
  const href = base && attr(base, 'href');
  return (href && resolveUrl(href, pageUrl)) || pageUrl;
}

/**
 * The origin a page served elsewhere names as its home, when it is a copy: its canonical URL is
 * the same path on another origin. A copy of a site served on 127.0.0.1 (a mirror, an archive, a
 * local build) then keeps its links on the copy instead of sending every one of them to the
 * original site. (A `<base href>` on another host alone is no copy: sites use it for a docs host.)
 */
export function copyAliases(doc: Document, pageUrl: string, base: string): OriginAliases {
  const page = URL.parse(pageUrl);
  if (!page || !/^https?:$/.test(page.protocol)) return new Map();
  const aliases = new Map<string, string>();
  const canonical = pageCanonical(doc, base);
  const c = canonical ? URL.parse(canonical) : null;
  if (
    c &&
    /^https?:$/.test(c.protocol) &&
    originKey(c) !== originKey(page) &&
    samePath(c.pathname, page.pathname)
  ) {
    aliases.set(originKey(c), page.origin);
  }
  return aliases;
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '') || '/';
  return norm(a) === norm(b);
}
