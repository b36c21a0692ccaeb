import { type Element, isTag } from 'domhandler';
import { type DocIndex, isWithin } from './doc-index.ts';
import { ancestors, attr, HEADING, prevElement, textOf } from './dom.ts';
import type { Regions } from './regions.ts';

const MAX_CONTEXT = 100;

/**
 * Finds what a reader sees as the caption of a link: the nearest heading above it within the same
 * region (main content, or the same navigation block), or the caption of the list it sits in, or
 * the region's aria-label.
 */
export function createContextFinder(index: DocIndex, regions: Regions): (el: Element) => string | undefined {
  const headings = index.headings;
  const headingOrder = headings.map((h) => index.order.get(h) ?? -1);

  return (el) => {
    const at = index.order.get(el);
    if (at === undefined) return undefined;
    const chrome = regions.chromeOf(el);
    const boundary = chrome ?? (regions.main && isWithin(index, el, regions.main) ? regions.main : null);
    const from = boundary ? (index.order.get(boundary) ?? 0) : 0;

    let best: { order: number; text: string } | undefined;
    // Last heading that starts before the element: binary search, then walk back past unsuitable ones.
    let lo = 0;
    let hi = headingOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((headingOrder[mid] ?? 0) < at) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0; i--) {
      const h = headings[i] as Element;
      const order = headingOrder[i] ?? 0;
      if (order < from) break;
      if (isWithin(index, el, h)) continue;
      if (regions.chromeOf(h) !== chrome) continue;
      const text = textOf(h);
      if (!text) continue;
      best = { order, text };
      break;
    }

    const caption = listCaption(el, boundary);
    if (caption) {
      const order = index.order.get(caption) ?? -1;
      if (!best || order > best.order) {
        const text = textOf(caption);
        if (text) best = { order, text };
      }
    }
    const text = best?.text ?? (chrome ? attr(chrome, 'aria-label') : undefined);
    return text ? clip(text) : undefined;
  };
}

/** The short label just before the list a link sits in (`<p class="menu-label">Guides</p><ul>…`). */
function listCaption(el: Element, boundary: Element | null): Element | null {
  for (const a of ancestors(el)) {
    if (a === boundary) break;
    if (a.name === 'details') {
      const summary = a.children.find((c): c is Element => isTag(c) && c.name === 'summary');
      if (summary && !ancestorsInclude(el, summary)) return summary;
    }
    if (a.name !== 'ul' && a.name !== 'ol' && a.name !== 'dl') continue;
    const prev = prevElement(a);
    if (!prev || HEADING.test(prev.name) || prev.name === 'ul' || prev.name === 'ol') return null;
    const text = textOf(prev);
    return text.length > 0 && text.length <= 60 && !hasLink(prev) ? prev : null;
  }
  return null;
}

function ancestorsInclude(el: Element, target: Element): boolean {
  for (const a of ancestors(el)) if (a === target) return true;
  return false;
}

function hasLink(el: Element): boolean {
  const stack: Element[] = [el];
  while (stack.length > 0) {
    const n = stack.pop() as Element;
    if (n.name === 'a') return true;
    for (const c of n.children) if (isTag(c)) stack.push(c);
  }
  return false;
}

function clip(text: string): string {
  return text.length <= MAX_CONTEXT ? text : `${text.slice(0, MAX_CONTEXT - 1).trimEnd()}…`;
}
