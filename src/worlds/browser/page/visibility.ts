/** Whether a person can see and reach an element: its boxes, what covers it, where it is scrolled. */
import { ariaHidden, closestComposed, composedContains, parentOf, styleOf } from './dom.ts';

/**
 * The topmost document's full-window layer at its centre (a modal's backdrop, say), if any:
 * controls out of the window that are not inside it are under it too.
 */
export const fullWindowLayer = (): Element | null => {
  const w = window.innerWidth;
  const h = window.innerHeight;
  let hit = document.elementFromPoint(w / 2, h / 2);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(w / 2, h / 2);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return closestComposed(hit, (e) => {
    if (styleOf(e).position !== 'fixed') return false;
    const r = e.getBoundingClientRect();
    return r.width >= w * 0.9 && r.height >= h * 0.9;
  });
};

/** Scrolled out of a box that scrolls (a feed, a list): a person scrolls to it, nothing covers it. */
export const scrolledAway = (el: Element, x: number, y: number): boolean => {
  for (let e = parentOf(el); e && e.tagName !== 'BODY' && e.tagName !== 'HTML'; e = parentOf(e)) {
    const s = styleOf(e);
    if (!/(auto|scroll)/.test(`${s.overflowY} ${s.overflowX}`)) continue;
    if (e.scrollHeight <= e.clientHeight && e.scrollWidth <= e.clientWidth) continue;
    const r = e.getBoundingClientRect();
    return x < r.left || x > r.right || y < r.top || y > r.bottom;
  }
  return false;
};

/** Whether the element (or one of its labels) is what a hit test at a point finds, looking into shadow hosts. */
const hitsOwn = (target: Element, x: number, y: number): boolean => {
  const root = target.getRootNode() as Partial<DocumentOrShadowRoot>;
  let hit = (root.elementFromPoint ? (root as DocumentOrShadowRoot) : target.ownerDocument).elementFromPoint(
    x,
    y,
  );
  const mine = (h: Element | null): boolean =>
    !!h &&
    (composedContains(target, h) ||
      [...((target as HTMLInputElement).labels || [])].some((l) => composedContains(l, h)));
  if (mine(hit)) return true;
  // The hit is retargeted to a shadow host: look inside it.
  while (hit?.shadowRoot && !mine(hit)) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return mine(hit);
};

/**
 * Whether something else is on top of the element at the centre of one of its boxes, followed
 * up through the iframes it is in. Out of the window the hit test cannot tell: there only the
 * full-window layer counts.
 */
const coveredAt = (el: Element, rect: DOMRect, frames: Element[], layer: Element | null): boolean => {
  let x = rect.left + rect.width / 2;
  let y = rect.top + rect.height / 2;
  if (scrolledAway(el, x, y)) return false;
  let target = el;
  for (let level = frames.length; level >= 0; level--) {
    const win = target.ownerDocument.defaultView as Window;
    if (x < 0 || y < 0 || x >= win.innerWidth || y >= win.innerHeight) {
      if (level === 0 && layer && !composedContains(layer, target)) return true;
    } else if (!hitsOwn(target, x, y)) return true;
    if (level === 0) break;
    // Up one frame: the point in the iframe element's document.
    const iframe = frames[level - 1] as Element;
    const r = iframe.getBoundingClientRect();
    const s = styleOf(iframe);
    x += r.left + iframe.clientLeft + parseFloat(s.paddingLeft);
    y += r.top + iframe.clientTop + parseFloat(s.paddingTop);
    target = iframe;
  }
  return false;
};

/** Covered at the centre of every one of its boxes. */
export const covered = (el: Element, boxes: DOMRect[], frames: Element[], layer: Element | null): boolean =>
  boxes.every((box) => coveredAt(el, box, frames, layer));

const sizedBoxes = (e: Element): DOMRect[] =>
  [...e.getClientRects()].filter((r) => r.width > 0 && r.height > 0);

/**
 * The boxes of a usable control (null when it is disabled, inert, hidden or has no size): its
 * line fragments (a link that wraps has two), or, for an inline element holding only blocks,
 * the first sized box inside it.
 */
export const usable = (el: Element): DOMRect[] | null => {
  if (el.matches(':disabled') || closestComposed(el, (e) => e.getAttribute('aria-disabled') === 'true'))
    return null;
  if (closestComposed(el, (e) => e.hasAttribute('inert')) || ariaHidden(el)) return null;
  if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) return null;
  let boxes = sizedBoxes(el);
  if (!boxes.length) {
    for (const e of [...el.querySelectorAll('*')].slice(0, 50)) {
      boxes = e.checkVisibility({ visibilityProperty: true }) ? sizedBoxes(e) : [];
      if (boxes.length) break;
    }
  }
  return boxes.length ? boxes.slice(0, 4) : null;
};
