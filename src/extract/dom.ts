/**
 * Read-only helpers over the domhandler tree. Nothing here changes a node: the same parsed page
 * is shared with other analyses.
 */
import type { AnyNode, Element } from 'domhandler';

export { findFirst as findElement, walkElements } from '../dom/tree.ts';

/** Elements in domhandler have three node types: plain tags, scripts and styles. */
export function isElement(node: AnyNode): node is Element {
  const t = node.type;
  return t === 'tag' || t === 'script' || t === 'style';
}

/** Raw text of a subtree (like DOM textContent), without recursion so deep trees cannot overflow. */
export function rawText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!('children' in node)) return '';
  let out = '';
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as AnyNode;
    if (n.type === 'text') {
      out += n.data;
    } else if ('children' in n) {
      const kids = n.children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as AnyNode);
    }
  }
  return out;
}

/** Collapses whitespace runs to single spaces and trims. */
export { squash as fold } from '../core/text.ts';

/** Resolves a URL against a base; returns the input unchanged when it cannot be parsed. */
export function resolveUrl(href: string, base: string): string {
  const h = href.trim();
  if (!h) return h;
  try {
    return new URL(h, base).href;
  } catch {
    return h;
  }
}
