import type { Element } from 'domhandler';
import type { OptionGroup } from '../core/place.ts';
import { normalizeUrl, type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { isBoilerplateLink } from './boilerplate.ts';
import type { DocIndex } from './doc-index.ts';
import { attr, squash, textOf } from './dom.ts';
import { createContextFinder } from './link-context.ts';
import { isGenericLabel, linkLabel } from './link-label.ts';
import type { Regions } from './regions.ts';

/** A link of a page, as a reader would see it. */
export interface PageLink {
  url: string;
  label: string;
  group: OptionGroup;
  /** Footer, legal, login or social link: offered last. */
  boilerplate: boolean;
  /** The link's own title (its tooltip) when it says more than its text, and the nearest heading above it or its list's caption. */
  context?: string;
  /** A link inside running text (a cross-reference in a sentence), not an entry of a list of links. */
  inline?: boolean;
}

export interface LinkOptions {
  /** For local files: the start folder; files outside it count as other sites. */
  root?: string;
  /** Anchors not to offer flat (they sit inside a menu tree). */
  exclude?: ReadonlySet<Element>;
  /** Origins the page is a copy of: links there stay on the copy. */
  aliases?: OriginAliases;
}

/** Files a reader cannot read as a page. */
const NOT_A_PAGE =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|mp3|wav|ogg|flac|m4a|mp4|m4v|webm|mov|avi|mkv|zip|gz|tgz|bz2|xz|7z|rar|tar|exe|msi|dmg|pkg|deb|rpm|apk|iso|bin|woff2?|ttf|otf|eot|css|js|mjs|map|json|xml|csv|rss|atom|pdf|docx?|xlsx?|pptx?|odt|ods|odp|epub|rtf)$/i;

const GROUP_RANK: Record<OptionGroup, number> = { content: 0, section: 1, external: 2 };

interface Found {
  link: PageLink;
  /** The occurrence that decides the link's place: context is read there, order follows it. */
  el: Element;
  at: number;
  quality: number;
}

const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dd',
  'dt',
  'blockquote',
  'figcaption',
  'div',
  'section',
  'article',
]);

/**
 * A link inside running text: its block (paragraph, list item, cell) holds much more text than
 * the link itself, as a cross-reference in a sentence does; an entry of a table of contents is
 * most of its block.
 */
function isInline(index: DocIndex, a: Element, block: Element | undefined): boolean {
  return block !== undefined && (index.textLen.get(block) ?? 0) > 3 * (index.textLen.get(a) ?? 0) + 40;
}

/** The nearest block (paragraph, list item, cell, term) a link stands in. */
function blockOf(a: Element): Element | undefined {
  for (let p = a.parent; p && 'name' in p; p = p.parent)
    if (BLOCKS.has((p as Element).name)) return p as Element;
  return undefined;
}

/** An entry longer than this is prose, not one term. */
const MAX_ENTRY = 100;

/**
 * The text of the definition-list term a link is listed in, when it says more than the link's
 * label: an index or a glossary names its term there beside the links to where it is explained
 * ("work_mem configuration parameter, Resource Consumption"). A list item or a table cell is not
 * read so: beside a link there it describes something else (a parameter beside its type's link).
 */
function entryText(index: DocIndex, a: Element, block: Element | undefined): string | undefined {
  if (block?.name !== 'dt' || (index.textLen.get(block) ?? 0) > MAX_ENTRY) return undefined;
  const text = squash(textOf(block));
  return text.length > squash(textOf(a)).length ? text : undefined;
}

/** How telling a label is: its source first, then a little for each word (up to eight). */
function labelScore(text: string, quality: number): number {
  const words = Math.min(8, text.split(/\s+/).filter(Boolean).length);
  return quality - (isGenericLabel(text) ? 1 : 0) + words * 0.05;
}

/**
 * Every link of a page: resolved against the base, without self-links, script/mail/phone links
 * or media files, one per normalized URL (with the best label and the most central group), in
 * document order of the occurrence kept.
 */
export function extractLinks(
  index: DocIndex,
  regions: Regions,
  base: string,
  pageUrl: string,
  options: LinkOptions = {},
): PageLink[] {
  const self = normalizeUrl(pageUrl);
  const byKey = new Map<string, Found>();
  for (const [at, a] of index.anchors.entries()) {
    if (options.exclude?.has(a)) continue;
    const url = resolveUrl(attr(a, 'href') ?? '', base, options.aliases);
    if (!url) continue;
    const key = normalizeUrl(url);
    if (key === self || NOT_A_PAGE.test(URL.parse(url)?.pathname ?? '')) continue;
    const label = linkLabel(a, url);
    const group: OptionGroup = sameSite(url, pageUrl, options.root) ? regions.groupOf(a) : 'external';
    const boilerplate = isBoilerplateLink(label.text, url, group, regions.inBoilerplateBlock(a));
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, {
        link: { url, label: label.text, group, boilerplate },
        el: a,
        at,
        quality: labelScore(label.text, label.quality),
      });
      continue;
    }
    // The same page linked twice: keep the most telling label and the most central position.
    const quality = labelScore(label.text, label.quality);
    if (quality > found.quality) {
      found.link.label = label.text;
      found.quality = quality;
    }
    if (GROUP_RANK[group] < GROUP_RANK[found.link.group]) {
      found.link.group = group;
      found.el = a;
      found.at = at;
    }
    found.link.boilerplate &&= boilerplate;
  }
  const contextOf = createContextFinder(index, regions);
  const links: PageLink[] = [];
  const found = [...byKey.values()].sort((x, y) => x.at - y.at);
  for (const { link, el } of found) {
    const heading = contextOf(el);
    const title = squash(attr(el, 'title') ?? '');
    const tip = title.length > link.label.length && !title.includes('://') ? title : '';
    const block = blockOf(el);
    const inline = isInline(index, el, block);
    const entry = inline ? undefined : entryText(index, el, block);
    const context = [tip, entry, heading && heading !== link.label ? heading : '']
      .filter(Boolean)
      .join(' · ');
    if (context) link.context = context;
    if (inline) link.inline = true;
    links.push(link);
  }
  return links;
}
