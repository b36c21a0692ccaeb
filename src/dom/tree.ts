/**
 * Read-only walks over the domhandler tree that htmlparser2 builds, shared by page analysis and
 * content extraction. Nothing here changes a node: one parsed page serves every analysis.
 * Iterative, so a deeply nested page cannot overflow the stack.
 */
import { type AnyNode, type Element, isTag } from 'domhandler';

/** Element children of a node. */
export function childElements(node: AnyNode): Element[] {
  return 'children' in node ? (node.children as AnyNode[]).filter(isTag) : [];
}

/** Pre-order walk over descendant elements; return false from `visit` to skip an element's subtree. */
export function walkElements(node: AnyNode, visit: (el: Element) => unknown): void {
  const stack: Element[] = [];
  pushKids(stack, node);
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    if (visit(el) !== false) pushKids(stack, el);
  }
}

/** Pushes a node's element children in reverse, so they pop in document order (no array per node). */
function pushKids(stack: Element[], node: AnyNode): void {
  if (!('children' in node)) return;
  const kids = node.children as AnyNode[];
  for (let i = kids.length - 1; i >= 0; i--) {
    const k = kids[i] as AnyNode;
    if (isTag(k)) stack.push(k);
  }
}

/** First descendant element (pre-order) that passes `test`. */
export function findFirst(node: AnyNode, test: (el: Element) => boolean): Element | null {
  let found: Element | null = null;
  walkElements(node, (el) => {
    if (found) return false;
    if (test(el)) {
      found = el;
      return false;
    }
    return true;
  });
  return found;
}
