/**
 * Page metadata: title, byline, publication time, site name, description, language. Sources in
 * order of trust: JSON-LD (schema.org articles), meta tags (Dublin Core, Open Graph, Twitter,
 * Parse.ly), then the document itself (<title>, headings, <time>).
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { decodeHTML } from 'entities';
import { fold, rawText, walkElements } from './dom.ts';

export interface Metadata {
  title: string;
  byline: string | null;
  published: string | null;
  siteName: string | null;
  /** The page's own description (meta / JSON-LD); null when it has none. */
  excerpt: string | null;
  lang: string | null;
}

/** What one pass over the whole document collects for metadata and extraction. */
export interface PageScan {
  html: Element | null;
  body: Element | null;
  /** Base for relative URLs: <base href> resolved against the page URL. */
  base: string;
  titleText: string;
  metas: Element[];
  jsonLd: Element[];
  /** h1 and h2 elements, for matching the title against the page's headings. */
  headings: Element[];
  times: Element[];
  /** Elements marked up as the publication date (itemprop=datePublished). */
  datePublished: Element[];
}

export function scanPage(doc: Document, url: string): PageScan {
  const scan: PageScan = {
    html: null,
    body: null,
    base: url,
    titleText: '',
    metas: [],
    jsonLd: [],
    headings: [],
    times: [],
    datePublished: [],
  };
  let titleSeen = false;
  let baseSeen = false;
  walkElements(doc, (el) => {
    const name = el.name;
    switch (name) {
      case 'html':
        scan.html ??= el;
        break;
      case 'body':
        scan.body ??= el;
        break;
      case 'title':
        if (!titleSeen) {
          titleSeen = true;
          scan.titleText = rawText(el);
        }
        return false;
      case 'svg':
        // An svg <title> is an icon's label, not the page's.
        return false;
      case 'base':
        if (!baseSeen && el.attribs.href) {
          baseSeen = true;
          try {
            scan.base = new URL(el.attribs.href, url).href;
          } catch {
            // keep the page URL
          }
        }
        break;
      case 'meta':
        scan.metas.push(el);
        break;
      case 'script':
        if ((el.attribs.type ?? '').trim().toLowerCase() === 'application/ld+json') scan.jsonLd.push(el);
        return false;
      case 'style':
        return false;
      case 'h1':
      case 'h2':
        scan.headings.push(el);
        break;
      case 'time':
        scan.times.push(el);
        break;
    }
    if (el.attribs.itemprop === 'datePublished') scan.datePublished.push(el);
    return true;
  });
  return scan;
}

const ARTICLE_TYPES =
  /^Article|AdvertiserContentArticle|NewsArticle|AnalysisNewsArticle|AskPublicNewsArticle|BackgroundNewsArticle|OpinionNewsArticle|ReportageNewsArticle|ReviewNewsArticle|Report|SatiricalArticle|ScholarlyArticle|MedicalScholarlyArticle|SocialMediaPosting|BlogPosting|LiveBlogPosting|DiscussionForumPosting|TechArticle|APIReference$/;
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;

interface LdMeta {
  title?: string;
  byline?: string;
  excerpt?: string;
  siteName?: string;
  published?: string;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isArticleType(t: unknown): boolean {
  if (typeof t === 'string') return ARTICLE_TYPES.test(t);
  if (Array.isArray(t)) return t.some((x) => typeof x === 'string' && ARTICLE_TYPES.test(x));
  return false;
}

function nameOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (isObject(v) && typeof v.name === 'string') return v.name.trim() || undefined;
  return undefined;
}

/** Metadata from the first JSON-LD block that describes a schema.org article. */
function readJsonLd(scripts: Element[], htmlTitle: () => string): LdMeta {
  for (const script of scripts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawText(script).replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, ''));
    } catch {
      continue;
    }
    if (Array.isArray(parsed)) parsed = parsed.find((it) => isObject(it) && isArticleType(it['@type']));
    if (!isObject(parsed)) continue;
    const ctx = parsed['@context'];
    const isSchema =
      (typeof ctx === 'string' && SCHEMA_ORG.test(ctx)) ||
      (isObject(ctx) && typeof ctx['@vocab'] === 'string' && SCHEMA_ORG.test(ctx['@vocab']));
    if (!isSchema) continue;
    if (!parsed['@type'] && Array.isArray(parsed['@graph'])) {
      parsed = parsed['@graph'].find((it) => isObject(it) && isArticleType(it['@type']));
    }
    if (!isObject(parsed) || !isArticleType(parsed['@type'])) continue;

    const ld: LdMeta = {};
    const name = typeof parsed.name === 'string' ? parsed.name.trim() : undefined;
    const headline = typeof parsed.headline === 'string' ? parsed.headline.trim() : undefined;
    if (name && headline && name !== headline) {
      // Some sites put their own name in `name`; trust whichever resembles the <title>.
      const title = htmlTitle();
      const nameMatches = textSimilarity(name, title) > 0.75;
      const headlineMatches = textSimilarity(headline, title) > 0.75;
      ld.title = headlineMatches && !nameMatches ? headline : name;
    } else if (name || headline) {
      ld.title = (name || headline) as string;
    }
    const author = parsed.author;
    if (Array.isArray(author)) {
      const names = author.map(nameOf).filter((n): n is string => !!n);
      if (names.length > 0) ld.byline = names.join(', ');
    } else {
      const n = nameOf(author);
      if (n) ld.byline = n;
    }
    if (typeof parsed.description === 'string' && parsed.description.trim()) {
      ld.excerpt = parsed.description.trim();
    }
    const publisher = nameOf(parsed.publisher);
    if (publisher && isObject(parsed.publisher)) ld.siteName = publisher;
    if (typeof parsed.datePublished === 'string' && parsed.datePublished.trim()) {
      ld.published = parsed.datePublished.trim();
    }
    return ld;
  }
  return {};
}

const PROPERTY_PATTERN =
  /\s*(article|dc|dcterm|og|twitter)\s*:\s*(author|creator|description|published_time|title|site_name)\s*/i;
const NAME_PATTERN =
  /^\s*(?:(dc|dcterm|og|twitter|parsely|weibo:(article|webpage))\s*[-.:]\s*)?(author|creator|pub-date|description|title|site_name)\s*$/i;

/** Meta tag values keyed by a normalized name (`og:title`, `dc:creator`, `parsely-pub-date`...). */
function readMetaTags(metas: Element[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const meta of metas) {
    const content = meta.attribs.content;
    if (!content) continue;
    const property = meta.attribs.property;
    const m = property ? PROPERTY_PATTERN.exec(property) : null;
    if (m) {
      values.set(m[0].toLowerCase().replace(/\s/g, ''), content.trim());
      continue;
    }
    const name = meta.attribs.name;
    if (name && NAME_PATTERN.test(name)) {
      values.set(name.toLowerCase().replace(/\s/g, '').replace(/\./g, ':'), content.trim());
    }
  }
  return values;
}

function firstOf(values: Map<string, string>, keys: string[]): string | undefined {
  for (const k of keys) {
    const v = values.get(k);
    if (v) return v;
  }
  return undefined;
}

const wordCount = (s: string): number => s.split(/\s+/).length;

/**
 * The document's <title>, cleaned of site-name parts: "Story | Site" becomes "Story" unless that
 * leaves too little; a title far too short or long is replaced by the page's only h1.
 */
export function cleanTitle(scan: PageScan): string {
  const orig = scan.titleText.trim();
  let cur = orig;
  let hierarchical = false;
  const separators = [...orig.matchAll(/ [|\-–—\\/>»] /g)];
  if (separators.length > 0) {
    hierarchical = / [\\/>»] /.test(orig);
    const last = separators[separators.length - 1];
    cur = orig.slice(0, last?.index ?? orig.length);
    if (wordCount(cur) < 3) cur = orig.replace(/^[^|\-–—\\/>»]*[|\-–—\\/>»]/, '');
  } else if (cur.includes(': ')) {
    const trimmed = cur.trim();
    const isHeading = scan.headings.some((h) => rawText(h).trim() === trimmed);
    if (!isHeading) {
      cur = orig.slice(orig.lastIndexOf(':') + 1);
      if (wordCount(cur) < 3) cur = orig.slice(orig.indexOf(':') + 1);
      else if (wordCount(orig.slice(0, orig.indexOf(':'))) > 5) cur = orig;
    }
  } else if (cur.length > 150 || cur.length < 15) {
    const h1s = scan.headings.filter((h) => h.name === 'h1');
    if (h1s.length === 1 && h1s[0]) cur = fold(rawText(h1s[0]));
  }
  cur = cur.trim().replace(/\s{2,}/g, ' ');
  const words = wordCount(cur);
  if (words <= 4 && (!hierarchical || words !== wordCount(orig.replace(/[|\-–—\\/>»]+/g, '')) - 1)) {
    cur = orig;
  }
  return cur;
}

/** Meta values are sometimes escaped twice ("&amp;quot;"); decode what is left. */
function decodeMeta(s: string | undefined): string | null {
  if (!s) return null;
  const v = s.includes('&') ? decodeHTML(s) : s;
  return fold(v) || null;
}

function isUrl(s: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(s.trim());
}

/** A publication time marked up in the page body, for pages without it in their metadata. */
function bodyPublished(scan: PageScan): string | undefined {
  for (const el of scan.datePublished) {
    const v = el.attribs.content || el.attribs.datetime;
    if (v?.trim()) return v.trim();
  }
  for (const el of scan.times) {
    if ('pubdate' in el.attribs && el.attribs.datetime?.trim()) return el.attribs.datetime.trim();
  }
  return undefined;
}

export function readMetadata(scan: PageScan): Metadata {
  let cleaned: string | null = null;
  const htmlTitle = (): string => {
    cleaned ??= cleanTitle(scan);
    return cleaned;
  };
  const ld = readJsonLd(scan.jsonLd, htmlTitle);
  const values = readMetaTags(scan.metas);

  let title =
    ld.title ??
    firstOf(values, [
      'dc:title',
      'dcterm:title',
      'og:title',
      'weibo:article:title',
      'weibo:webpage:title',
      'title',
      'twitter:title',
      'parsely-title',
    ]) ??
    htmlTitle();
  if (!title.trim()) {
    const h1 = scan.headings.find((h) => h.name === 'h1');
    if (h1) title = rawText(h1);
  }

  const articleAuthor = values.get('article:author');
  const byline =
    ld.byline ??
    firstOf(values, ['dc:creator', 'dcterm:creator', 'author', 'parsely-author']) ??
    (articleAuthor && !isUrl(articleAuthor) ? articleAuthor : undefined);

  const excerpt =
    ld.excerpt ??
    firstOf(values, [
      'dc:description',
      'dcterm:description',
      'og:description',
      'weibo:article:description',
      'weibo:webpage:description',
      'description',
      'twitter:description',
    ]);

  const published =
    ld.published ?? firstOf(values, ['article:published_time', 'parsely-pub-date']) ?? bodyPublished(scan);

  const lang = scan.html?.attribs.lang?.trim();
  return {
    title: decodeMeta(title) ?? '',
    byline: decodeMeta(byline),
    published: decodeMeta(published),
    siteName: decodeMeta(ld.siteName ?? values.get('og:site_name')),
    excerpt: decodeMeta(excerpt),
    lang: lang || null,
  };
}

const TOKEN_SPLIT = /[^\p{L}\p{N}]+/u;

/**
 * How much of `b` is already in `a`: 1 when every word of `b` occurs in `a`, 0 when none does
 * (measured in characters of the words of `b` that `a` lacks).
 */
export function textSimilarity(a: string, b: string): number {
  const ta = a.toLowerCase().split(TOKEN_SPLIT).filter(Boolean);
  const tb = b.toLowerCase().split(TOKEN_SPLIT).filter(Boolean);
  if (ta.length === 0 || tb.length === 0) return 0;
  const inA = new Set(ta);
  const unique = tb.filter((t) => !inA.has(t));
  return 1 - unique.join(' ').length / tb.join(' ').length;
}

/** The nearest `dir` attribute at or above a node, for right-to-left pages. */
export function dirOf(node: AnyNode | null): string | null {
  for (let n: AnyNode | null = node; n; n = n.parent) {
    if (n.type === 'tag' && n.attribs.dir) return n.attribs.dir;
  }
  return null;
}
