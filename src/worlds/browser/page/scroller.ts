/**
 * Page script: the element a person scrolls to read a block of the kind the tag names — the
 * first shown one that scrolls, else the first box that scrolls at all (a block the page's
 * markup gives no such name: an agreement, a log); the page's own scroller when no tag is given.
 */
export default function scroller(tag: string): Element | null {
  if (!tag) return document.scrollingElement;
  const scrolls = (el: Element): boolean =>
    el.getClientRects().length > 0 && el.scrollHeight > el.clientHeight + 1;
  for (const el of document.querySelectorAll(tag)) if (scrolls(el)) return el;
  for (const el of document.body.querySelectorAll('*')) {
    if (el.tagName === 'TEXTAREA' || /^(auto|scroll)$/.test(getComputedStyle(el).overflowY)) {
      if (scrolls(el)) return el;
    }
  }
  return null;
}
