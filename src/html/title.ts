import type { Document, Element } from 'domhandler';
import { type DocIndex, isWithin } from './doc-index.ts';
import { findAll, textOf } from './dom.ts';
import { metaContent, pageSiteName } from './page-meta.ts';
import type { Regions } from './regions.ts';

/** Separators between a page's name and its site's name in `<title>`. */
const SEPARATOR = /\s+[|–—·•:»›~]\s+|\s+-\s+|\s+::\s+/;

/**
 * The page's best name among `<title>`, og:title and its main `h1`: the h1 or og:title when the
 * title merely adds the site's name to it, else the title without a known site-name part.
 */
/**
 * The page's own name in its main content (its first h1 there), when the document title says
 * something else: a site-wide `<title>` ("Documentation for Apache Ozone") names no page.
 */
export function ownHeading(doc: Document, index?: DocIndex, regions?: Regions): string | undefined {
  const main = regions?.main;
  if (!main || !index) return undefined;
  const h1 = findAll(doc, (el) => el.name === 'h1' && isWithin(index, el, main))
    .map((el) => textOf(el))
    .find(Boolean);
  const titleEl = findAll(doc, (el) => el.name === 'title' && !insideSvg(el))[0];
  const title = titleEl ? textOf(titleEl) : '';
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!h1 || h1.length < 3 || h1.length > 200 || !title) return undefined;
  return fold(title).includes(fold(h1)) || fold(h1).includes(fold(title)) ? undefined : h1;
}

export function pageTitle(doc: Document, index?: DocIndex, regions?: Regions): string {
  const titleEl = findAll(doc, (el) => el.name === 'title' && !insideSvg(el))[0];
  const title = titleEl ? textOf(titleEl) : '';
  const og = metaContent(doc, 'og:title', 'twitter:title') ?? '';
  const h1 = mainHeading(doc, index, regions);
  const site = pageSiteName(doc);
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

  if (h1 && title && fold(title).includes(fold(h1)) && h1.length >= 3) return h1;
  if (og && title && fold(title).includes(fold(og)) && og.length >= 3) return og;
  if (title) {
    if (site) {
      const parts = title.split(SEPARATOR).filter((p) => fold(p) !== fold(site));
      if (parts.length > 0 && parts.join(' ').length >= 3) return parts.join(' – ');
    }
    return title;
  }
  return og || h1 || '';
}

/** The first h1 of the main content, else the first h1 outside the site chrome, else any. */
function mainHeading(doc: Document, index?: DocIndex, regions?: Regions): string {
  const h1s = findAll(doc, (el) => el.name === 'h1');
  const pick = (test: (el: Element) => boolean) =>
    h1s
      .filter(test)
      .map((el) => textOf(el))
      .find(Boolean);
  const main = regions?.main;
  const inMain = main && index ? pick((el) => isWithin(index, el, main)) : undefined;
  const outsideChrome = regions ? pick((el) => regions.chromeOf(el) === null) : undefined;
  return inMain ?? outsideChrome ?? pick(() => true) ?? '';
}

function insideSvg(el: Element): boolean {
  for (let p = el.parent; p && 'name' in p; p = p.parent) if ((p as Element).name === 'svg') return true;
  return false;
}
