/**
 * How the controls stand to some words of an instruction. Each control gets its ancestry (serials
 * of the elements above it, from the top document down), so that nearness is the depth of a
 * shared ancestor; its block, row and item, whose words tell the items of a list apart. Each term
 * gets the ancestries of the elements that show it, and, when it is only in hidden parts of the
 * page, the controls that would show it: the one that names the hidden part (aria-controls, a
 * link to its id), the one just before it (a folder's label, an accordion's header, a "more"
 * icon), or one that holds it.
 */
import type { TermSighting } from '../../../core/screen.ts';
import type { Control } from '../controls.ts';
import { clean, composedContains, cut, html, parentOf, UNREAD } from './dom.ts';
import { scrolledAway } from './visibility.ts';

/** Serial numbers of elements, given in the order they are first asked for. */
class Ancestry {
  private readonly serials = new Map<Element, number>();

  private serialOf(e: Element): number {
    if (!this.serials.has(e)) this.serials.set(e, this.serials.size + 1);
    return this.serials.get(e) as number;
  }

  /** The serials of the element and those above it, across frames, from the top down. */
  of(el: Element): number[] {
    const chain: number[] = [];
    for (let e: Element | null = el; e; ) {
      chain.push(this.serialOf(e));
      const up = parentOf(e);
      e = up || (e.ownerDocument?.defaultView?.frameElement as Element | null) || null;
      if (chain.length > 200) break;
    }
    return chain.reverse();
  }
}

const shown = (el: Element): boolean =>
  el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;

/**
 * Drawn but under something else at the centre of each of its boxes in the window (items of a
 * collapsed menu drawn beneath its button): a person does not see it. Out of the window, or
 * scrolled out of its box, it is not judged.
 */
const underOther = (el: Element): boolean => {
  if (el.ownerDocument !== document) return false;
  const boxes = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  return (
    boxes.length > 0 &&
    boxes.every((r) => {
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || scrolledAway(el, x, y)) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && !composedContains(el, hit) && !composedContains(hit, el);
    })
  );
};

/** Shown with some size, its own or a child's (a wrapper of floated blocks has none itself). */
const sized = (el: Element): boolean =>
  [el, ...[...el.querySelectorAll('*')].slice(0, 50)].some((e) =>
    [...e.getClientRects()].some((r) => r.width > 0 && r.height > 0),
  );

/** What a person sees on the page now. */
const seen = (el: Element): boolean => shown(el) && sized(el) && !underOther(el);

const codeWordsOf = (el: Element): string[] =>
  `${el.getAttribute('class') || ''} ${el.id || ''}`
    .split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);

/**
 * How many things of a kind a one-word term names are shown, by the words of their class and id
 * ("block": class "addition-block"); of nested ones (a "blocks" list of "block" items) the innermost.
 */
const countOf = (term: string): { count?: number } => {
  const one = clean(term).toLowerCase();
  if (!/^[a-z]{3,}$/.test(one)) return {};
  const kind = (el: Element): boolean =>
    codeWordsOf(el).some((w) => w === one || w === `${one}s` || w === `${one}es`);
  const things = [...document.body.querySelectorAll('[class], [id]')].filter((el) => kind(el) && seen(el));
  const inner = things.filter((el) => !things.some((o) => o !== el && el.contains(o)));
  return inner.length ? { count: inner.length } : {};
};

/**
 * Each control's block: the largest element around it that holds no other control (a search
 * result, a row, a card); and its row: the nearest element around it that holds a few controls
 * (an item and its buttons). One walk up from each control counts the controls every element
 * holds (not a scan of all controls per ancestor: pages have hundreds).
 */
const markBlocksAndRows = (els: Element[], list: Control[]): void => {
  const held = new Map<Element, number>();
  const isControl = new Set(els);
  for (const el of els)
    for (let up = parentOf(el); up; up = parentOf(up)) held.set(up, (held.get(up) || 0) + 1);
  els.forEach((el, i) => {
    const control = list[i] as Control;
    let block = el;
    for (
      let up = parentOf(el);
      up && up.tagName !== 'BODY' && held.get(up) === 1 && !isControl.has(up);
      up = parentOf(up)
    )
      block = up;
    if (block !== el) control.block = cut(clean(html(block).innerText || ''), 300);
    let row = parentOf(el);
    while (row && row.tagName !== 'BODY' && (held.get(row) || 0) < 2) row = parentOf(row);
    if (row && row.tagName !== 'BODY' && (held.get(row) || 0) <= 6)
      control.row = cut(clean(html(row).innerText || ''), 200);
  });
};

/**
 * A row of a table with a header row: each cell said with its column's head ("Price (USD):
 * 412"), as a person reads a cell by its column. Null for anything else.
 */
const headed = (row: Element): string | null => {
  if (row.tagName !== 'TR') return null;
  const table = row.closest('table');
  const head = table && (table.tHead?.rows[0] || table.rows[0]);
  if (!head || head === row || ![...head.cells].some((c) => c.tagName === 'TH')) return null;
  const names = [...head.cells].map((c) => clean(c.innerText || ''));
  return [...(row as HTMLTableRowElement).cells]
    .map((c, k) => (names[k] ? `${names[k]}: ` : '') + clean(c.innerText || ''))
    .join(', ');
};

/**
 * A control whose kind others share (same role, same first word: "Book for $412", "Book for
 * $389"): its item, the largest element around it that holds no other control of that kind (a
 * card with its times, a details link and its Book button).
 */
const markItems = (els: Element[], list: Control[]): void => {
  const kindOf = (i: number): string => {
    const control = list[i] as Control;
    return `${control.role}|${control.name.toLowerCase().split(/\s+/)[0] || ''}`;
  };
  const byName = new Map<string, Element[]>();
  els.forEach((el, i) => {
    const k = kindOf(i);
    byName.set(k, [...(byName.get(k) || []), el]);
  });
  els.forEach((el, i) => {
    const control = list[i] as Control;
    const same = byName.get(kindOf(i)) as Element[];
    if (!control.name || same.length < 2) return;
    let item = el;
    for (
      let up = parentOf(el);
      up && up.tagName !== 'BODY' && !same.some((o) => o !== el && up?.contains(o));
      up = parentOf(up)
    )
      item = up;
    if (item !== el) control.item = cut(headed(item) ?? clean(html(item).innerText || ''), 300);
  });
};

/**
 * An element's words, with a space between those of different elements (block text glues in
 * textContent: "Ashlea" and "Annis" in two list items are not "AshleaAnnis"); kept per element.
 */
class ShownWords {
  private readonly texts = new Map<Element, string>();

  of(el: Element): string {
    let t = this.texts.get(el);
    if (t === undefined) {
      // An image says what its alt text says (an icon marking a kind: "vegan", "new").
      t =
        el.tagName === 'IMG'
          ? clean(el.getAttribute('alt') || el.getAttribute('title') || '')
          : clean(
              [...el.childNodes]
                .map((n) =>
                  n.nodeType === 3
                    ? (n as Text).data
                    : n.nodeType === 1 && !UNREAD.has((n as Element).tagName)
                      ? this.of(n as Element)
                      : '',
                )
                .join(' '),
            );
      this.texts.set(el, t);
    }
    return t;
  }
}

const escapeRegExp = (t: string): string => t.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** The lowest elements whose text holds the term, in every document (a term may span inline children). */
const lowestShowing = (term: string, words: ShownWords, docs: Document[]): Element[] => {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(clean(term))}($|[^\\p{L}\\p{N}])`, 'iu');
  const matches = (el: Element): boolean => pattern.test(words.of(el));
  const lowest: Element[] = [];
  const down = (el: Element): void => {
    if (UNREAD.has(el.tagName) || el.id === 'ariadne-none') return;
    const kids = [...el.children].filter(matches);
    if (kids.length) kids.forEach(down);
    else lowest.push(el);
  };
  for (const doc of docs) if (doc.body && matches(doc.body)) down(doc.body);
  return lowest;
};

/** The first shown sibling in one direction, or null. */
const shownSibling = (from: Element, step: (e: Element) => Element | null): Element | null => {
  let at = step(from);
  while (at && !seen(at)) at = step(at);
  return at;
};

/** The ids of the controls that would show a hidden element: those that name it, else those beside or around it. */
const revealersOf = (a: Element, els: Element[], list: Control[]): number[] => {
  // The outermost hidden element around it: what a control would show.
  let h = a;
  for (let up = parentOf(h); up && !seen(up); up = parentOf(up)) h = up;
  const region: Element[] = [];
  for (let e: Element | null = a; e; e = parentOf(e)) {
    region.push(e);
    if (e === h) break;
  }
  const ids = new Set(region.map((e) => e.id).filter(Boolean));
  const before = shownSibling(h, (e) => e.previousElementSibling);
  const insideBefore = before ? els.filter((el) => before.contains(el)) : [];
  // With no control just before it, the one just after it (a menu drawn above its button).
  const after = insideBefore.length ? null : shownSibling(h, (e) => e.nextElementSibling);
  const insideAfter = after ? els.filter((el) => after.contains(el)) : [];
  // A control that names the hidden part is sure; the one just before it, or around it, a guess.
  const sure: number[] = [];
  const guess: number[] = [];
  els.forEach((el, i) => {
    const named = (el.getAttribute('aria-controls') || '').split(/\s+/).some((id) => ids.has(id));
    const href = el.getAttribute('href') || '';
    const linked = href.startsWith('#') && ids.has(decodeURIComponent(href.slice(1)));
    const beside =
      before &&
      (el === before || el.contains(before) || (insideBefore.length === 1 && insideBefore[0] === el));
    const below = after && (el === after || (insideAfter.length === 1 && insideAfter[0] === el));
    const holds = el !== h && el.contains(h);
    const id = (list[i] as Control).id;
    if (named || linked) sure.push(id);
    else if (beside || below || holds) guess.push(id);
  });
  return sure.length ? sure : guess;
};

/** The documents a person sees: the page's and its same-origin frames'. */
const shownDocuments = (): Document[] => [
  document,
  ...[...document.querySelectorAll('iframe')]
    .map((f) => {
      try {
        return f.contentDocument;
      } catch {
        return null;
      }
    })
    .filter((d): d is Document => !!d),
];

/** Marks each control's ancestry, block, row and item, and says where each term stands. */
export const relate = (els: Element[], list: Control[], terms: string[]): { sightings: TermSighting[] } => {
  const ancestry = new Ancestry();
  els.forEach((el, i) => {
    (list[i] as Control).ancestry = ancestry.of(el);
  });
  markBlocksAndRows(els, list);
  markItems(els, list);
  const words = new ShownWords();
  const docs = shownDocuments();
  const sightings = terms.map((term): TermSighting => {
    const lowest = lowestShowing(term, words, docs);
    const visible = lowest.filter(seen);
    const hidden = lowest.filter((e) => !seen(e));
    const revealers = new Set<number>();
    for (const a of hidden.slice(0, 20)) for (const id of revealersOf(a, els, list)) revealers.add(id);
    return {
      term,
      shown: visible.length > 0,
      hidden: hidden.length > 0,
      anchors: visible.slice(0, 20).map((el) => ancestry.of(el)),
      revealers: [...revealers],
      ...countOf(term),
    };
  });
  return { sightings };
};
