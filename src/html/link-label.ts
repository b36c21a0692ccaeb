import type { Element } from 'domhandler';
import { attr, findFirst, HEADING, squash, textOf } from './dom.ts';

/** A link's label and how much it says (text beats attributes, which beat the URL). */
export interface LinkLabel {
  text: string;
  quality: number;
}

const MAX_LABEL = 120;

/** Labels that say nothing about where a link goes. */
const GENERIC =
  /^(?:read more|more|click here|here|this|link|learn more|details|more info|continue|continue reading|see more|view|open|go|[›»→>]+|\.\.\.|…)[\s.:!›»→]*$/i;

export function isGenericLabel(label: string): boolean {
  return GENERIC.test(label.trim());
}

/**
 * Labels a link the way a reader would name it: its text, else aria-label, title, an image's alt,
 * else the URL's last path segment made readable.
 */
export function linkLabel(a: Element, url: string): LinkLabel {
  const candidates: LinkLabel[] = [];
  const text = textOf(a);
  if (text) candidates.push({ text: shorten(a, text), quality: 3 });
  const aria = attr(a, 'aria-label');
  if (aria) candidates.push({ text: squash(aria), quality: 2.5 });
  const title = attr(a, 'title');
  if (title) candidates.push({ text: squash(title), quality: 2 });
  const img = findFirst(a, (el) => el.name === 'img' && attr(el, 'alt') !== undefined);
  const alt = img && attr(img, 'alt');
  if (alt) candidates.push({ text: squash(alt), quality: 2 });
  const specific = candidates.find((c) => !isGenericLabel(c.text));
  if (specific) return specific;
  const first = candidates[0];
  if (first) return { text: first.text, quality: 1 };
  return { text: humanizeUrl(url), quality: 0.5 };
}

/** A card link wraps a title and a teaser; its heading is the name, the rest is too much. */
function shorten(a: Element, text: string): string {
  if (text.length <= MAX_LABEL) return text;
  const heading = findFirst(a, (el) => HEADING.test(el.name));
  const h = heading ? textOf(heading) : '';
  if (h && h.length <= MAX_LABEL) return h;
  const cut = text.slice(0, MAX_LABEL);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_LABEL / 2 ? cut.slice(0, space) : cut}…`;
}

/** `https://x.com/manual/engine-oil_pressure.html` → "Engine oil pressure"; the site root → its host. */
export function humanizeUrl(url: string): string {
  const u = URL.parse(url);
  if (!u) return url;
  const segments = u.pathname.split('/').filter(Boolean).map(safeDecode);
  let name = '';
  while (segments.length > 0 && !name) {
    const seg = (segments.pop() ?? '').replace(/\.(?:s?html?|php\d?|aspx?|jsp|cgi|xhtml)$/i, '');
    if (!/^(?:index|default)$/i.test(seg)) name = seg;
  }
  let label = squash(name.replace(/[-_+.]+/g, ' '));
  if (!label) label = u.protocol === 'file:' ? '/' : u.hostname.replace(/^www\./, '');
  else label = label.charAt(0).toUpperCase() + label.slice(1);
  const page = u.searchParams.get('page') ?? u.searchParams.get('p');
  return page && /^\d+$/.test(page) ? `${label} (page ${page})` : label;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
