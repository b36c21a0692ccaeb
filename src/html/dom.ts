import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { squash } from '../core/text.ts';
import { walkElements } from '../dom/tree.ts';

export { childElements, findFirst, walkElements } from '../dom/tree.ts';

/** Elements whose text a reader never sees as page text. */
export const NON_TEXT = new Set([
  'script',
  'style',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
  'select',
]);

/** Elements that break text into separate words when rendered. */
export const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'option',
  'caption',
  'legend',
  'label',
  'button',
  'img',
]);

export { squash } from '../core/text.ts';

/**
 * Visible text of a node with whitespace collapsed; block boundaries become spaces. `skip` leaves
 * out whole subtrees (e.g. a nested list when reading a menu item's own label). With a `limit`,
 * reading stops once the text is surely longer than that (what it returns is then cut short).
 * Iterative, so absurdly deep markup cannot overflow the stack.
 */
export function textOf(
  node: AnyNode,
  skip?: (el: Element) => boolean,
  limit = Number.POSITIVE_INFINITY,
): string {
  const parts: string[] = [];
  let length = 0;
  // A string on the stack is a separator to emit once a block's children are done.
  const stack: (AnyNode | string)[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as AnyNode | string;
    if (typeof n === 'string') {
      parts.push(n);
      continue;
    }
    if (isText(n)) {
      parts.push(n.data);
      // Past the limit the caller only needs to know the text is long: a list holding a whole
      // archive would otherwise be read whole for each of its entries. Counted as squashed, so
      // indentation never cuts a short text.
      if (limit !== Number.POSITIVE_INFINITY) {
        length += n.data.replace(/\s+/g, ' ').length;
        if (length > 2 * limit + parts.length) break;
      }
      continue;
    }
    if (isTag(n)) {
      if (n !== node && (NON_TEXT.has(n.name) || skip?.(n))) continue;
      if (BLOCK.has(n.name)) {
        parts.push(' ');
        stack.push(' ');
      }
    }
    if ('children' in n) {
      const kids = n.children as AnyNode[];
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as AnyNode);
    }
  }
  return squash(parts.join(''));
}

/** An attribute's trimmed value, or undefined when absent or blank. */
export function attr(el: Element, name: string): string | undefined {
  const v = el.attribs[name]?.trim();
  return v ? v : undefined;
}

/** Space-separated tokens of an attribute, lowercased (`rel`, `role`). */
export function attrTokens(el: Element, name: string): string[] {
  return (el.attribs[name] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Words of an element's class and id: `mainNav site-header__menu` → main, nav, site, header, menu. */
export function classWords(el: Element): string[] {
  const raw = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
  if (raw.trim() === '') return [];
  return raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The element itself or its nearest ancestor that passes `test`. */
export function closest(el: Element, test: (e: Element) => boolean): Element | null {
  for (let n: AnyNode | null = el; n && isTag(n); n = n.parent) {
    if (test(n)) return n;
  }
  return null;
}

/** Element ancestors, nearest first (the element itself excluded). */
export function* ancestors(el: AnyNode): Generator<Element> {
  for (let n = el.parent; n && isTag(n); n = n.parent) yield n;
}

/** All descendant elements (pre-order) that pass `test`. */
export function findAll(node: AnyNode, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  walkElements(node, (el) => {
    if (test(el)) out.push(el);
  });
  return out;
}

export const HEADING = /^h[1-6]$/;

/** The previous sibling that is an element, skipping text and comments. */
export function prevElement(el: Element): Element | null {
  for (let n = el.prev; n; n = n.prev) if (isTag(n)) return n;
  return null;
}
