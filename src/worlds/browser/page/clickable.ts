/** Controls without a role: elements a page's scripts make pressable. */
import { clean, cut, html, parentOf, styleOf } from './dom.ts';

/** A click handler set on the element itself (attribute, property, or a listener the page added). */
export const listened = (el: Element): boolean => {
  if (el.hasAttribute('onclick') || typeof html(el).onclick === 'function') return true;
  const listens = (el.ownerDocument.defaultView as Window).__ariadneListens;
  return typeof listens === 'function' && listens(el);
};

/**
 * A clickable element without a role: an onclick handler, a click listener the page's scripts
 * added (seen by the listener marks of the browser world), or the outermost element with a
 * pointer cursor.
 */
export const clickable = (el: Element): boolean => {
  if (['HTML', 'BODY', 'LABEL', 'OPTION', 'svg'].includes(el.tagName)) return false;
  if (el.hasAttribute('onclick') || typeof html(el).onclick === 'function') return true;
  if (listened(el)) return true;
  // A focusable item of a list whose container takes the presses for it (a menu's delegation).
  if (el.hasAttribute('tabindex')) {
    for (let e = parentOf(el), up = 0; e && up < 4; e = parentOf(e), up++) if (listened(e)) return true;
  }
  if (styleOf(el).cursor !== 'pointer') return false;
  const parent = parentOf(el);
  return !parent || styleOf(parent).cursor !== 'pointer';
};

/**
 * For a clickable that holds other clickables: its own shown words (outside those it holds)
 * and the element that shows the first of them; null when it holds none.
 */
export const ownWords = (el: Element): { name: string; target: Element } | null => {
  const inner = [...el.querySelectorAll('*')].filter(listened);
  if (!inner.length) return null;
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  let target: Element | null = null;
  for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
    const text = clean(t.data);
    const parent = t.parentElement;
    if (!text || !parent || inner.some((i) => i.contains(parent))) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    words.push(text);
    target ??= parent;
  }
  return target ? { name: clean(words.join(' ')), target } : null;
};

/** Class and id words that say how an element is drawn or built, not what it does. */
const STYLING_WORD =
  /^(ui|js|is|has|fa|bi|ng|icon|icons|btn|button|glyphicon|material|clicked|active|hover|hide|hidden|show|shown|selected)$/;

/** Words of an element's class and id ("email-reply" → "email reply"), for icons that have no other. */
export const codeWords = (el: Element): string => {
  const raw = [...el.classList, el.id].join(' ');
  const words = raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 1 && !STYLING_WORD.test(w));
  return cut([...new Set(words)].join(' '), 60);
};
