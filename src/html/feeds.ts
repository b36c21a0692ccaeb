import type { Document } from 'domhandler';
import { type OriginAliases, resolveUrl } from '../core/url.ts';
import { attr, attrTokens, findAll } from './dom.ts';

const FEED_TYPES = new Set([
  'application/rss+xml',
  'application/atom+xml',
  'application/feed+json',
  'application/rdf+xml',
]);

/** RSS/Atom/JSON feed URLs announced with `<link rel=alternate type=…>`, resolved, deduplicated. */
export function pageFeeds(doc: Document, base: string, aliases?: OriginAliases): string[] {
  const out: string[] = [];
  for (const el of findAll(doc, (e) => e.name === 'link' && attrTokens(e, 'rel').includes('alternate'))) {
    const type = attr(el, 'type')?.toLowerCase().split(';')[0]?.trim();
    const href = attr(el, 'href');
    if (!type || !FEED_TYPES.has(type) || !href) continue;
    const url = resolveUrl(href, base, aliases);
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}
