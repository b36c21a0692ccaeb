/**
 * The walk over the rendered page in reading order — open shadow roots at their host, slotted
 * elements at their slot, same-origin iframes at their place — that finds the usable controls.
 */
import { nameOf } from './accessible-name.ts';
import { clickable, codeWords, ownWords } from './clickable.ts';
import {
  ariaHidden,
  byIds,
  clean,
  closestComposed,
  composedContains,
  cut,
  html,
  parentOf,
  UNREAD,
} from './dom.ts';
import { FIELDS, HEADING, LANDMARK, roleOf, SECTIONING } from './roles.ts';
import { covered, usable } from './visibility.ts';

/** An element with a role and a name, whether or not it is reported (every one counts for nth). */
export interface Candidate {
  el: Element;
  role: string;
  name: string;
  /** A clickable without a role, reported as a button. */
  generic: boolean;
  /** Named by its class and id words, having no other. */
  guessed: boolean;
  nth: number;
  /** The element a press goes to: itself, or the one showing its own words. */
  target: Element;
  /** An inner link that names it the same way, pressed in its stead. */
  via: Candidate | null;
}

/** A control found by the walk, before it is described. */
export interface FoundControl {
  entry: Candidate;
  frameName: string;
  shown: string;
  context?: string;
}

/** What one walk keeps: the ignore list, the page's full-window layer, and what it found. */
export interface Walk {
  ignore: string[];
  layer: Element | null;
  controls: FoundControl[];
}

/** Whether an ignored region (header, footer, aside, or a role of the ignore list) starts at the element. */
const ignoredBy = (el: Element, ignore: string[]): boolean => {
  const tag = el.tagName.toLowerCase();
  const role = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
  let implicit = '';
  if ((tag === 'header' || tag === 'footer') && !el.closest(SECTIONING))
    implicit = tag === 'header' ? 'banner' : 'contentinfo';
  if (tag === 'aside') implicit = 'complementary';
  return ignore.some(
    (name) =>
      name === role ||
      name === implicit ||
      (name === tag && (!(tag === 'header' || tag === 'footer') || implicit)),
  );
};

/**
 * The words shown just before a field that has no accessible name, beside it in the same parent
 * (a label not tied to it): a person reads them as its name.
 */
const nearbyText = (el: Element): string => {
  // In its parent, else in the parents above it while it is their first content (a field in
  // a wrapper of its own, its words in the wrapper before).
  for (let at: Element | null = el, level = 0; at && level < 3; at = at.parentElement, level++) {
    for (let n = at.previousSibling; n; n = n.previousSibling) {
      const element = n as Element;
      if (
        n.nodeType === 1 &&
        (roleOf(element) || ariaHidden(element) || element.querySelector('input, select, textarea, button'))
      )
        return '';
      const text = clean(
        n.nodeType === 1 ? html(element).innerText : n.nodeType === 3 ? (n as Text).data : '',
      );
      if (text) return text.length <= 60 ? text : '';
    }
  }
  return '';
};

export const headingText = (el: Element): string => clean(html(el).innerText || el.textContent);

/** The nearest landmark around the element that has a label, with that label. */
const landmarkLabel = (el: Element): { mark: Element; label: string } | null => {
  const mark = closestComposed(
    parentOf(el),
    (e) => e.matches(LANDMARK) && (e.hasAttribute('aria-label') || e.hasAttribute('aria-labelledby')),
  );
  if (!mark) return null;
  const label =
    byIds(mark, 'aria-labelledby')
      .map((r) => clean(r.textContent))
      .join(' ') || clean(mark.getAttribute('aria-label'));
  return label ? { mark, label } : null;
};

/** The element as a candidate when it has a role, or is a clickable without one that holds no control. */
const candidateOf = (el: Element): Candidate | null => {
  let role = roleOf(el);
  let generic = false;
  if (
    !role &&
    clickable(el) &&
    !closestComposed(parentOf(el), (e) => !!roleOf(e) && roleOf(e) !== 'summary')
  ) {
    const inside = el.querySelector(
      'a[href], button, input, select, textarea, summary, [role], [onclick], [tabindex]',
    );
    if (!inside) {
      role = 'button';
      generic = true;
    }
  }
  if (!role) return null;
  // A clickable holding other clickables (a tree's folder around its files) is named and
  // pressed by its own words only: a press at its centre could land on one it holds.
  const own = generic ? ownWords(el) : null;
  // A clickable without a role is often an icon: its aria-label or title names it before its text.
  // With no words at all, its class and id are the only words on it ("reply", "icon-trash").
  let name = generic
    ? clean(el.getAttribute('aria-label')) ||
      clean(el.getAttribute('title')) ||
      (own ? own.name : nameOf(el, null))
    : nameOf(el, role);
  let guessed = false;
  if (generic && !name) {
    name = codeWords(el);
    guessed = !!name;
  }
  return { el, role, name, generic, guessed, nth: 0, target: own ? own.target : el, via: null };
};

/** Reports a candidate as a control when it is usable and nothing covers it, with its context. */
const report = (
  walk: Walk,
  entry: Candidate,
  frames: Element[],
  frameName: string,
  heading: Element | null,
) => {
  const { el, role, name } = entry;
  const boxes = usable(entry.target);
  if (!boxes || covered(entry.target, boxes, frames, walk.layer)) return false;
  const control: FoundControl = {
    entry,
    frameName,
    shown: name || (FIELDS.has(role) ? nearbyText(el) : clean(html(el).innerText)),
  };
  const mark = landmarkLabel(el);
  if (mark && (!heading || !composedContains(mark.mark, heading))) control.context = cut(mark.label, 80);
  else if (heading) control.context = cut(headingText(heading), 80);
  walk.controls.push(control);
  return true;
};

/** The name an iframe is found again by: its name, source or title, else its index. */
const frameNameOf = (el: Element): string => {
  const all = [...el.ownerDocument.querySelectorAll('iframe')];
  return (
    el.getAttribute('name') ||
    el.getAttribute('src') ||
    el.getAttribute('title') ||
    `#${all.indexOf(el as HTMLIFrameElement)}`
  );
};

/** Walks a document in reading order, reporting its controls into `walk`. */
export const walkDocument = (walk: Walk, doc: Document, frames: Element[], frameName: string): void => {
  const candidates = new Map<Element, Candidate>();
  let heading: Element | null = null;
  // outer: the reported control this element is inside, if any.
  const visit = (el: Element, ignoredAbove: boolean, outerAbove: Candidate | null): void => {
    if (UNREAD.has(el.tagName)) return;
    const ignored = ignoredAbove || ignoredBy(el, walk.ignore);
    let outer = outerAbove;
    if (HEADING.test(el.tagName) || el.getAttribute('role') === 'heading') {
      if (!ignored && !ariaHidden(el) && headingText(el)) heading = el;
    }
    const entry = candidateOf(el);
    if (entry) {
      candidates.set(el, entry);
      // A link inside a tab that names it the same way is the same control: the outer one is
      // kept, and pressed through the inner one (a press at the outer's centre may miss it).
      const repeat = outer && outer.name === entry.name;
      if (repeat && outer && !outer.via) outer.via = entry;
      if (
        !ignored &&
        (entry.name || !entry.generic) &&
        !repeat &&
        report(walk, entry, frames, frameName, heading)
      )
        outer = entry;
    }
    if (el.tagName === 'IFRAME' && !ignored) {
      let inner: Document | null = null;
      try {
        inner = (el as HTMLIFrameElement).contentDocument;
      } catch {
        inner = null;
      }
      if (inner?.documentElement && usable(el)) {
        const own = frameNameOf(el);
        walkDocument(walk, inner, [...frames, el], frameName ? `${frameName} >> ${own}` : own);
      }
      return;
    }
    if (el.tagName === 'SLOT') {
      const assigned = (el as HTMLSlotElement).assignedElements({ flatten: true });
      for (const c of assigned.length ? assigned : el.children) visit(c, ignored, outer);
      return;
    }
    const kids = el.shadowRoot ? el.shadowRoot.children : el.children;
    for (const c of kids) visit(c, ignored, outer);
  };
  visit(doc.documentElement, false, null);
  numberCandidates(doc, candidates);
};

/**
 * Each candidate's nth, in the order Playwright's role engine lists elements: the document's own
 * elements, then each open shadow root's, depth first.
 */
const numberCandidates = (doc: Document, candidates: Map<Element, Candidate>): void => {
  const counts = new Map<string, number>();
  const order = (root: Document | ShadowRoot): void => {
    const all = [...root.querySelectorAll('*')];
    for (const el of all) {
      const entry = candidates.get(el);
      if (entry && !entry.generic && entry.role !== 'summary' && !ariaHidden(el)) {
        const key = `${entry.role}\u0000${entry.name}`;
        entry.nth = counts.get(key) || 0;
        counts.set(key, entry.nth + 1);
      }
    }
    for (const el of all) if (el.shadowRoot) order(el.shadowRoot);
  };
  order(doc);
};
