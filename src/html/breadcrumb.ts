import type { Document, Element } from 'domhandler';
import { attr, attrTokens, classWords, findAll, findFirst, squash, textOf } from './dom.ts';

const SEPARATORS = /\s*(?:[›»>→/|]|::)\s*/;
const LEAD_IN = /^(?:you are here|you're here|location|path)\s*:?\s*/i;

/**
 * The site's breadcrumb as labels, outermost first: schema.org BreadcrumbList (JSON-LD or
 * microdata), else a breadcrumb element (`nav.breadcrumb`, `[aria-label=breadcrumb]`,
 * `.breadcrumbs`, …). Empty when the page has none.
 */
export function pageBreadcrumb(doc: Document): string[] {
  return fromJsonLd(doc) ?? fromMicrodata(doc) ?? fromMarkup(doc) ?? [];
}

function fromJsonLd(doc: Document): string[] | undefined {
  for (const script of findAll(
    doc,
    (el) => el.name === 'script' && attr(el, 'type')?.toLowerCase() === 'application/ld+json',
  )) {
    let data: unknown;
    try {
      data = JSON.parse(script.children.map((c) => ('data' in c ? c.data : '')).join(''));
    } catch {
      continue;
    }
    const list = findBreadcrumbList(data, 0);
    if (!list) continue;
    const elements = Array.isArray(list.itemListElement) ? list.itemListElement : [];
    const labels = elements
      .map((e: unknown, i: number) => {
        const o = (e ?? {}) as Record<string, unknown>;
        const item = (o.item ?? {}) as Record<string, unknown>;
        const name = typeof o.name === 'string' ? o.name : typeof item.name === 'string' ? item.name : '';
        const position = typeof o.position === 'number' ? o.position : Number(o.position ?? i + 1) || i + 1;
        return { name: squash(name), position };
      })
      .filter((x) => x.name)
      .sort((a, b) => a.position - b.position)
      .map((x) => x.name);
    if (labels.length > 0) return dedupe(labels);
  }
  return undefined;
}

function findBreadcrumbList(data: unknown, depth: number): Record<string, unknown> | undefined {
  if (depth > 6 || data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const d of data) {
      const found = findBreadcrumbList(d, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const o = data as Record<string, unknown>;
  const type = o['@type'];
  if (type === 'BreadcrumbList' || (Array.isArray(type) && type.includes('BreadcrumbList'))) return o;
  for (const v of Object.values(o)) {
    const found = findBreadcrumbList(v, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function fromMicrodata(doc: Document): string[] | undefined {
  const list = findFirst(doc, (el) => /schema\.org\/BreadcrumbList/i.test(attr(el, 'itemtype') ?? ''));
  if (!list) return undefined;
  const labels = findAll(list, (el) => attrTokens(el, 'itemprop').includes('name'))
    .map((el) => attr(el, 'content') ?? textOf(el))
    .filter(Boolean);
  return labels.length > 0 ? dedupe(labels) : undefined;
}

function isBreadcrumbElement(el: Element): boolean {
  if (el.name === 'a' || el.name === 'li' || el.name === 'span') return false;
  const aria = attr(el, 'aria-label')?.toLowerCase();
  if (aria === 'breadcrumb' || aria === 'breadcrumbs') return true;
  return classWords(el).some((w) => w === 'breadcrumb' || w === 'breadcrumbs' || w === 'crumbs');
}

function fromMarkup(doc: Document): string[] | undefined {
  const el = findFirst(doc, isBreadcrumbElement);
  if (!el) return undefined;
  const items = findAll(el, (e) => e.name === 'li');
  let labels: string[];
  if (items.length > 0) {
    // Nested lists inside items would repeat labels; take the innermost-free items only.
    labels = items.filter((li) => !findFirst(li, (e) => e.name === 'li')).map((li) => clean(textOf(li)));
  } else {
    labels = textOf(el).split(SEPARATORS).map(clean);
  }
  labels = labels.filter(Boolean);
  return labels.length > 0 && labels.length <= 12 ? dedupe(labels) : undefined;
}

function clean(label: string): string {
  return label
    .replace(LEAD_IN, '')
    .replace(/^[›»>→/|\s]+|[›»>→/|\s]+$/g, '')
    .trim();
}

function dedupe(labels: string[]): string[] {
  return labels.filter((l, i) => l !== labels[i - 1]);
}
