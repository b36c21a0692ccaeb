import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import { attr, HEADING, NON_TEXT } from './dom.ts';

/**
 * Facts about every element, computed in one pass so that per-link questions (where is it, how
 * link-dense is its block, which heading is above it) cost a lookup instead of a subtree walk.
 */
export interface DocIndex {
  doc: Document;
  /** Elements in document (pre-)order. */
  elements: Element[];
  order: Map<Element, number>;
  /** Order of an element's last descendant (itself when it has none). */
  end: Map<Element, number>;
  /** Characters of visible text inside (whitespace runs count as one). */
  textLen: Map<Element, number>;
  /** Characters of visible text inside links. */
  linkTextLen: Map<Element, number>;
  /** Number of `a[href]` inside. */
  linkCount: Map<Element, number>;
  headings: Element[];
  /** Every visible `a[href]`, in document order. */
  anchors: Element[];
  body: Element | null;
  /** Visible text length of the whole page. */
  totalText: number;
}

export function indexDocument(doc: Document): DocIndex {
  const index: DocIndex = {
    doc,
    elements: [],
    order: new Map(),
    end: new Map(),
    textLen: new Map(),
    linkTextLen: new Map(),
    linkCount: new Map(),
    headings: [],
    anchors: [],
    body: null,
    totalText: 0,
  };
  let docText = 0;
  // Explicit stack: [node, inLink, visited-children?]; post-visit adds an element's sums to its parent.
  type Frame = { node: AnyNode; inLink: boolean; post: boolean; hidden: boolean };
  const stack: Frame[] = [];
  for (let i = doc.children.length - 1; i >= 0; i--) {
    stack.push({ node: doc.children[i] as AnyNode, inLink: false, post: false, hidden: false });
  }
  const add = (parent: AnyNode | null, text: number, linkText: number, links: number): void => {
    if (parent && isTag(parent)) {
      index.textLen.set(parent, (index.textLen.get(parent) ?? 0) + text);
      index.linkTextLen.set(parent, (index.linkTextLen.get(parent) ?? 0) + linkText);
      index.linkCount.set(parent, (index.linkCount.get(parent) ?? 0) + links);
    } else {
      docText += text;
    }
  };
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { node } = frame;
    if (isText(node)) {
      if (frame.hidden) continue;
      const len = node.data.replace(/\s+/g, ' ').trim().length;
      if (len > 0) add(node.parent, len, frame.inLink ? len : 0, 0);
      continue;
    }
    if (!isTag(node)) continue;
    if (frame.post) {
      index.end.set(node, index.elements.length - 1);
      add(
        node.parent,
        index.textLen.get(node) ?? 0,
        index.linkTextLen.get(node) ?? 0,
        index.linkCount.get(node) ?? 0,
      );
      continue;
    }
    index.order.set(node, index.elements.length);
    index.elements.push(node);
    index.textLen.set(node, 0);
    index.linkTextLen.set(node, 0);
    index.linkCount.set(node, 0);
    // Links inside templates, SVG or iframes' fallback content are not links a reader can follow.
    const isLink = node.name === 'a' && attr(node, 'href') !== undefined && !frame.hidden;
    if (isLink) {
      index.anchors.push(node);
      index.linkCount.set(node, 1);
    }
    if (HEADING.test(node.name)) index.headings.push(node);
    if (node.name === 'body' && !index.body) index.body = node;
    stack.push({ ...frame, post: true });
    const hidden = frame.hidden || NON_TEXT.has(node.name);
    const inLink = frame.inLink || isLink;
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i] as AnyNode, inLink, post: false, hidden });
    }
  }
  index.totalText = docText;
  return index;
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(index: DocIndex, inner: Element, outer: Element): boolean {
  const o = index.order.get(outer);
  const e = index.end.get(outer);
  const i = index.order.get(inner);
  return o !== undefined && e !== undefined && i !== undefined && i >= o && i <= e;
}

/** Share of an element's text that sits in links (1 for a pure link list). */
export function linkDensity(index: DocIndex, el: Element): number {
  const text = index.textLen.get(el) ?? 0;
  return text === 0 ? 0 : (index.linkTextLen.get(el) ?? 0) / text;
}
