import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { ScreenControl, TermSighting } from '../../core/screen.ts';

/** A control as the browser world reads it: what a person sees of it, and how to find it again. */
export interface Control extends ScreenControl {
  /** Always false: disabled controls are left out. */
  disabled: false;
  /** How to find the control again; see `locate`. */
  locator: ControlLocator;
  /** What it shows when that is a symbol or a few and no word ("☆"), whatever its name. */
  glyph?: string;
}

/**
 * Role and full accessible name, with `nth` the control's index among the elements of its frame
 * that Playwright's `getByRole(role, { name, exact: true })` matches. A control without an ARIA
 * role (a `<summary>`, a clickable `<div>`) is found by `css` instead: a path of
 * `tag:nth-of-type(k)` steps from its document (` >> ` enters a shadow root).
 */
export interface ControlLocator {
  role: string;
  name: string;
  nth: number;
  css?: string;
}

export interface ReadControlsOptions {
  /**
   * Regions whose controls are left out, by tag name or role. Default `header`, `footer`, `aside`,
   * `banner`, `contentinfo`, `complementary`. A `header` or `footer` counts only where it is the
   * page's banner or content info, not the header of an article or a section.
   */
  ignore?: string[];
}

export const DEFAULT_IGNORED = ['header', 'footer', 'aside', 'banner', 'contentinfo', 'complementary'];

/** The controls a person can use on the page as it is rendered now, in reading order. */
export async function readControls(page: Page, options: ReadControlsOptions = {}): Promise<Control[]> {
  const ignore = (options.ignore ?? DEFAULT_IGNORED).map((s) => s.toLowerCase());
  const found = (await page.evaluate(`(${READ_CONTROLS})(${JSON.stringify(ignore)}, null)`)) as Control[];
  return found;
}

/**
 * The controls (each with its ancestry) and how some words stand to them: where each is shown,
 * and, for words only in hidden parts of the page, which controls would show them.
 */
export async function readControlsAndTerms(
  page: Page,
  terms: string[],
  options: ReadControlsOptions = {},
): Promise<{ controls: Control[]; sightings: TermSighting[] }> {
  const ignore = (options.ignore ?? DEFAULT_IGNORED).map((s) => s.toLowerCase());
  return (await page.evaluate(`(${READ_CONTROLS})(${JSON.stringify(ignore)}, ${JSON.stringify(terms)})`)) as {
    controls: Control[];
    sightings: TermSighting[];
  };
}

/** Finds a control again: by role and name (inside its iframe), or by its CSS path when it has no role. */
export function locate(page: Page, control: Pick<Control, 'locator' | 'frame'>): Locator {
  let scope: Page | FrameLocator = page;
  for (const part of control.frame ? control.frame.split(' >> ') : []) {
    const index = /^#(\d+)$/.exec(part);
    const q = JSON.stringify(part);
    scope = (
      index
        ? scope.locator('iframe').nth(Number(index[1]))
        : scope.locator(`iframe[name=${q}], iframe[src=${q}], iframe[title=${q}]`).first()
    ).contentFrame();
  }
  const { role, name, nth, css } = control.locator;
  if (css) return scope.locator(css).first();
  return scope.getByRole(role as Parameters<Page['getByRole']>[0], { name, exact: true }).nth(nth);
}

/**
 * In-page, interpolated into READ_CONTROLS (it uses that function's helpers): how the controls
 * stand to some words of an instruction. Each control gets its ancestry (serials of the elements
 * above it, from the top document down), so that nearness is the depth of a shared ancestor. Each
 * term gets the ancestries of the elements that show it, and, when it is only in hidden parts of
 * the page, the controls that would show it: the one that names the hidden part (aria-controls, a
 * link to its id), the one just before it (a folder's label, an accordion's header, a "more"
 * icon), or one that holds it.
 */
const RELATE = String.raw`const relate = (els, list, terms) => {
    const serials = new Map();
    const serialOf = (e) => { if (!serials.has(e)) serials.set(e, serials.size + 1); return serials.get(e); };
    const ancestryOf = (el) => {
      const chain = [];
      for (let e = el; e; ) {
        chain.push(serialOf(e));
        const up = parentOf(e);
        e = up || (e.ownerDocument && e.ownerDocument.defaultView && e.ownerDocument.defaultView.frameElement) || null;
        if (chain.length > 200) break;
      }
      return chain.reverse();
    };
    const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
    // Drawn but under something else at the centre of each of its boxes in the window (items of
    // a collapsed menu drawn beneath its button): a person does not see it. Out of the window,
    // or scrolled out of its box, it is not judged.
    const underOther = (el) => {
      if (el.ownerDocument !== document) return false;
      const boxes = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      return boxes.length > 0 && boxes.every((r) => {
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || scrolledAway(el, x, y)) return false;
        const hit = document.elementFromPoint(x, y);
        return !!hit && !composedContains(el, hit) && !composedContains(hit, el);
      });
    };
    // Shown with some size, its own or a child's (a wrapper of floated blocks has none itself).
    const sized = (el) => [el, ...[...el.querySelectorAll('*')].slice(0, 50)].some((e) =>
      [...e.getClientRects()].some((r) => r.width > 0 && r.height > 0));
    const seen = (el) => shown(el) && sized(el) && !underOther(el);
    // Things of a kind named by a one-word term, by the words of their class and id ("block":
    // class "addition-block"), shown; of nested ones (a "blocks" list of "block" items) the innermost.
    const codeWordsOf = (el) => ((el.getAttribute('class') || '') + ' ' + (el.id || ''))
      .split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()).filter(Boolean);
    const countOf = (term) => {
      const one = clean(term).toLowerCase();
      if (!/^[a-z]{3,}$/.test(one)) return {};
      const kind = (el) => codeWordsOf(el).some((w) => w === one || w === one + 's' || w === one + 'es');
      const things = [...document.body.querySelectorAll('[class], [id]')].filter((el) => kind(el) && seen(el));
      const inner = things.filter((el) => !things.some((o) => o !== el && el.contains(o)));
      return inner.length ? { count: inner.length } : {};
    };
    els.forEach((el, i) => { list[i].ancestry = ancestryOf(el); });
    // Each control's block: the largest element around it that holds no other control (a search
    // result, a row, a card), whose words tell the items of a list apart.
    // One walk up from each control counts the controls every element holds (not a scan of all
    // controls per ancestor: pages have hundreds).
    const held = new Map();
    const isControl = new Set(els);
    for (const el of els) for (let up = parentOf(el); up; up = parentOf(up)) held.set(up, (held.get(up) || 0) + 1);
    els.forEach((el, i) => {
      let block = el;
      for (let up = parentOf(el); up && up.tagName !== 'BODY' && held.get(up) === 1 && !isControl.has(up); up = parentOf(up))
        block = up;
      if (block !== el) list[i].block = cut(clean(block.innerText || ''), 300);
      // Its row: the nearest element around it that holds a few controls (an item and its buttons).
      let row = parentOf(el);
      while (row && row.tagName !== 'BODY' && (held.get(row) || 0) < 2) row = parentOf(row);
      if (row && row.tagName !== 'BODY' && (held.get(row) || 0) <= 6) list[i].row = cut(clean(row.innerText || ''), 200);
    });
    // A control whose kind others share (same role, same first word: "Book for $412", "Book for
    // $389"): its item, the largest element around it that holds no other control of that kind
    // (a card with its times, a details link and its Book button).
    const kindOf = (i) => list[i].role + '|' + (list[i].name.toLowerCase().split(/\s+/)[0] || '');
    const byName = new Map();
    els.forEach((el, i) => { const k = kindOf(i); byName.set(k, [...(byName.get(k) || []), el]); });
    // A row of a table with a header row: each cell said with its column's head ("Price (USD):
    // 412"), as a person reads a cell by its column. Null for anything else.
    const headed = (row) => {
      if (row.tagName !== 'TR') return null;
      const table = row.closest('table');
      const head = table && ((table.tHead && table.tHead.rows[0]) || table.rows[0]);
      if (!head || head === row || ![...head.cells].some((c) => c.tagName === 'TH')) return null;
      const names = [...head.cells].map((c) => clean(c.innerText || ''));
      return [...row.cells].map((c, k) => (names[k] ? names[k] + ': ' : '') + clean(c.innerText || '')).join(', ');
    };
    els.forEach((el, i) => {
      const same = byName.get(kindOf(i));
      if (!list[i].name || same.length < 2) return;
      let item = el;
      for (let up = parentOf(el); up && up.tagName !== 'BODY' && !same.some((o) => o !== el && up.contains(o)); up = parentOf(up))
        item = up;
      if (item !== el) list[i].item = cut(headed(item) ?? clean(item.innerText || ''), 300);
    });
    // An element's words, with a space between those of different elements (block text glues
    // in textContent: "Ashlea" and "Annis" in two list items are not "AshleaAnnis").
    const texts = new Map();
    const textOf = (el) => {
      let t = texts.get(el);
      if (t === undefined) {
        // An image says what its alt text says (an icon marking a kind: "vegan", "new").
        t = el.tagName === 'IMG' ? clean(el.getAttribute('alt') || el.getAttribute('title') || '')
          : clean([...el.childNodes].map((n) => n.nodeType === 3 ? n.data : n.nodeType === 1 && !UNREAD.has(n.tagName) ? textOf(n) : '').join(' '));
        texts.set(el, t);
      }
      return t;
    };
    const escape = (t) => t.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    const docs = [document, ...[...document.querySelectorAll('iframe')].map((f) => { try { return f.contentDocument; } catch { return null; } }).filter(Boolean)];
    const sightings = terms.map((term) => {
      const pattern = new RegExp('(^|[^\\p{L}\\p{N}])' + escape(clean(term)) + '($|[^\\p{L}\\p{N}])', 'iu');
      const matches = (el) => pattern.test(textOf(el));
      // The lowest elements whose text holds the term (a term may span inline children).
      const lowest = [];
      const down = (el) => {
        if (UNREAD.has(el.tagName) || el.id === 'ariadne-none') return;
        const kids = [...el.children].filter(matches);
        if (kids.length) kids.forEach(down); else lowest.push(el);
      };
      for (const doc of docs) if (doc.body && matches(doc.body)) down(doc.body);
      const visible = lowest.filter(seen);
      const hidden = lowest.filter((e) => !seen(e));
      const revealers = new Set();
      for (const a of hidden.slice(0, 20)) {
        // The outermost hidden element around it: what a control would show.
        let h = a;
        for (let up = parentOf(h); up && !seen(up); up = parentOf(up)) h = up;
        const region = [];
        for (let e = a; e; e = parentOf(e)) { region.push(e); if (e === h) break; }
        const ids = new Set(region.map((e) => e.id).filter(Boolean));
        let before = h.previousElementSibling;
        while (before && !seen(before)) before = before.previousElementSibling;
        // A control that names the hidden part is sure; the one just before it, or around it, a guess.
        const sure = [], guess = [];
        const insideBefore = before ? els.filter((el) => before.contains(el)) : [];
        // With no control just before it, the one just after it (a menu drawn above its button).
        let after = insideBefore.length ? null : h.nextElementSibling;
        while (after && !seen(after)) after = after.nextElementSibling;
        const insideAfter = after ? els.filter((el) => after.contains(el)) : [];
        els.forEach((el, i) => {
          const named = (el.getAttribute('aria-controls') || '').split(/\s+/).some((id) => ids.has(id));
          const href = el.getAttribute('href') || '';
          const linked = href.startsWith('#') && ids.has(decodeURIComponent(href.slice(1)));
          const beside = before && (el === before || el.contains(before) || (insideBefore.length === 1 && insideBefore[0] === el));
          const below = after && (el === after || (insideAfter.length === 1 && insideAfter[0] === el));
          const holds = el !== h && el.contains(h);
          if (named || linked) sure.push(list[i].id);
          else if (beside || below || holds) guess.push(list[i].id);
        });
        for (const id of sure.length ? sure : guess) revealers.add(id);
      }
      return { term, shown: visible.length > 0, hidden: hidden.length > 0,
        anchors: visible.slice(0, 20).map(ancestryOf), revealers: [...revealers], ...countOf(term) };
    });
    return { sightings };
  };`;

/**
 * In-page (a function's source, called with the ignore list): walks the rendered page in reading
 * order — open shadow roots at their host, slotted elements at their slot, same-origin iframes at
 * their place — and returns the usable controls. Accessible names follow the rules Playwright's
 * `getByRole` matches them by (aria-labelledby, aria-label, labels, value, content, title,
 * placeholder), so that a control's locator finds it again.
 */
const READ_CONTROLS = String.raw`(ignore, terms) => {
  ${RELATE}
  // Roles an explicit role attribute may give a control.
  const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'combobox', 'textbox', 'searchbox',
    'listbox', 'slider', 'spinbutton']);
  // Roles whose name comes from their content (besides <summary>).
  const NAME_FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'heading']);
  const HEADING = /^H[1-6]$/;
  // Roles (besides NAME_FROM_CONTENT) whose content counts in the name of a control around them.
  const CONTENT_ROLES = new Set(['', 'caption', 'code', 'contentinfo', 'definition', 'deletion', 'emphasis',
    'insertion', 'list', 'listitem', 'mark', 'none', 'paragraph', 'presentation', 'region', 'row', 'rowgroup',
    'section', 'strong', 'subscript', 'superscript', 'table', 'term', 'time', 'cell', 'columnheader',
    'gridcell', 'rowheader', 'tooltip']);
  // Implicit roles of elements that are not controls, where they matter to a name.
  const TAG_ROLES = { ARTICLE: 'article', ASIDE: 'complementary', BLOCKQUOTE: 'blockquote', DETAILS: 'group',
    DIALOG: 'dialog', MAIN: 'main', NAV: 'navigation', SEARCH: 'search', HR: 'separator', MATH: 'math',
    METER: 'meter', PROGRESS: 'progressbar', OUTPUT: 'status', OPTGROUP: 'group', DATALIST: 'listbox',
    UL: 'list', OL: 'list', MENU: 'list', LI: 'listitem', P: 'paragraph', TABLE: 'table', TD: 'cell', TH: 'columnheader',
    TR: 'row', CODE: 'code', EM: 'emphasis', STRONG: 'strong', MARK: 'mark', SUB: 'subscript', SUP: 'superscript',
    DD: 'definition', DT: 'term', DFN: 'term', DEL: 'deletion', INS: 'insertion', TIME: 'time', svg: 'img' };
  // Elements whose content is never shown (a noscript's is raw markup when scripts run).
  const UNREAD = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  // Controls that hold a value, named by the words before them when nothing else names them.
  const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider']);
  // Where a <header> or <footer> is not the page's banner or content info.
  const SECTIONING = 'article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), ' +
    'section:not([role]), [role=article], [role=complementary], [role=main], [role=navigation], [role=region]';
  const LANDMARK = 'nav, main, form, section, dialog, [role=navigation], [role=main], [role=form], ' +
    '[role=region], [role=search], [role=dialog], [role=alertdialog]';

  const styleOf = (el, pseudo) => el.ownerDocument.defaultView.getComputedStyle(el, pseudo);
  const clean = (s) => (s || '').replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
  const cut = (s, n) => (s.length > n ? s.slice(0, n - 1).trimEnd() + '…' : s);
  const isShadowRoot = (n) => n && n.nodeType === 11 && !!n.host;
  /** The parent in the composed tree: across a shadow root to its host. */
  const parentOf = (el) => el.parentElement || (isShadowRoot(el.parentNode) ? el.parentNode.host : null);
  const closestComposed = (el, test) => {
    for (let e = el; e; e = parentOf(e)) if (test(e)) return e;
    return null;
  };
  const byIds = (el, attr) => {
    const root = el.getRootNode();
    return (el.getAttribute(attr) || '').split(/\s+/).filter(Boolean)
      .map((id) => root.getElementById ? root.getElementById(id) : null).filter(Boolean);
  };

  /** Hidden from the accessibility tree, as Playwright judges it (such elements never match getByRole). */
  const ariaHidden = (el) => {
    if (styleOf(el).visibility !== 'visible') return true;
    for (let e = el; e; e = parentOf(e)) {
      const p = e.parentElement;
      if (p && p.shadowRoot && !e.assignedSlot) return true;
      if (styleOf(e).display === 'none' || e.getAttribute('aria-hidden') === 'true') return true;
    }
    return false;
  };

  /** The role getByRole knows the element by; 'summary' for a details' summary; null for none. */
  const roleOf = (el) => {
    const explicit = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    if (CONTROL_ROLES.has(explicit)) return explicit;
    if (explicit && explicit !== 'presentation' && explicit !== 'none' && explicit !== 'generic') return null;
    const tag = el.tagName;
    if ((tag === 'A' || tag === 'AREA') && el.hasAttribute('href')) return 'link';
    if (tag === 'BUTTON') return 'button';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'SELECT') return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
    if (tag === 'SUMMARY' && el.parentElement && el.parentElement.tagName === 'DETAILS'
      && el.parentElement.querySelector(':scope > summary') === el) return 'summary';
    if (tag === 'INPUT') {
      const type = (el.type || '').toLowerCase();
      if (type === 'hidden') return null;
      if (['button', 'submit', 'reset', 'image', 'file'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'range') return 'slider';
      if (type === 'number') return 'spinbutton';
      const list = byIds(el, 'list')[0];
      if (list && list.tagName === 'DATALIST' && ['email', 'search', 'tel', 'text', 'url', ''].includes(type)) return 'combobox';
      return type === 'search' ? 'searchbox' : 'textbox';
    }
    // The root of an editable region (a rich-text editor) is a text box, as browsers expose it.
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return 'textbox';
    return null;
  };

  /** The role of any element: explicit, else implicit (a control's, or one of TAG_ROLES), else ''. */
  const anyRole = (el) => {
    const explicit = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = el.tagName;
    if (tag === 'HEADER' || tag === 'FOOTER') return el.closest(SECTIONING) ? '' : tag === 'HEADER' ? 'banner' : 'contentinfo';
    if (/^H[1-6]$/.test(tag)) return 'heading';
    return TAG_ROLES[tag] || '';
  };

  /** The text of a pseudo element's content, when it is a string. */
  const cssContent = (el, pseudo) => {
    const style = styleOf(el, pseudo);
    if (!style || style.display === 'none') return '';
    const m = /^"((?:[^"\\]|\\.)*)"/.exec(style.content || '');
    return m ? m[1].replace(/\\(.)/g, '$1') : '';
  };

  /** The text an element contributes to the name of an element around it. */
  const textAlternative = (el, seen, hiddenOk, inLabel) => {
    if (seen.has(el) || UNREAD.has(el.tagName)) return '';
    seen.add(el);
    if (!hiddenOk && ariaHidden(el)) return '';
    // A control inside the named element gives its value (before its own label).
    const tag = el.tagName;
    const role = roleOf(el) || anyRole(el);
    if (role === 'textbox' || role === 'searchbox') return tag === 'INPUT' || tag === 'TEXTAREA' ? el.value : el.textContent;
    if (tag === 'SELECT') {
      const chosen = el.selectedOptions.length ? [...el.selectedOptions] : [...el.options].slice(0, 1);
      return chosen.map((o) => o.textContent).join(' ');
    }
    if (role === 'combobox' && tag === 'INPUT') return el.value;
    if (['progressbar', 'scrollbar', 'slider', 'spinbutton', 'meter'].includes(role))
      return el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow') ?? el.getAttribute('value') ?? '';
    if (role === 'menu') return '';
    const label = el.getAttribute('aria-label');
    if (clean(label)) return label;
    if (tag === 'IMG' || tag === 'AREA') return clean(el.getAttribute('alt')) ? el.getAttribute('alt') : el.getAttribute('title') || '';
    if (tag === 'INPUT' && ['button', 'submit', 'reset'].includes(el.type)) return el.value || '';
    if (tag === 'svg' || el.ownerSVGElement) {
      const t = [...el.children].find((child) => child.tagName === 'title');
      if (t) return t.textContent;
    }
    // A figure, fieldset or table is named by its caption (or title) alone, not by what it holds.
    const caption = { FIGURE: 'FIGCAPTION', FIELDSET: 'LEGEND', TABLE: 'CAPTION' }[tag];
    if (caption) {
      const c = [...el.children].find((child) => child.tagName === caption);
      return c ? textAlternative(c, seen, hiddenOk, inLabel) : el.getAttribute('title') || '';
    }
    // Inside a control's own content, an article, a navigation, a group … gives only its title.
    if (!inLabel && !CONTENT_ROLES.has(role) && !NAME_FROM_CONTENT.has(role)) return el.getAttribute('title') || '';
    const text = contentText(el, seen, hiddenOk, inLabel);
    return clean(text) ? text : el.getAttribute('title') || '';
  };

  /** The text of an element's content: its children (composed: shadow root, slots), ::before and ::after. */
  const contentText = (el, seen, hiddenOk, inLabel) => {
    const tokens = [cssContent(el, '::before')];
    const visit = (node) => {
      // Text a shadow host holds outside its slots, or a closed details, is not shown.
      if (node.nodeType === 3) {
        const parent = node.parentElement;
        if (!(parent && (parent.shadowRoot || (parent.tagName === 'DETAILS' && !parent.open)))) tokens.push(node.data);
      }
      else if (node.nodeType === 1) {
        let token = textAlternative(node, seen, hiddenOk, inLabel);
        if (node.tagName === 'BR' || styleOf(node).display !== 'inline') token = ' ' + token + ' ';
        tokens.push(token);
      }
    };
    const assigned = el.tagName === 'SLOT' ? el.assignedNodes() : [];
    if (assigned.length) assigned.forEach(visit);
    else {
      for (let c = el.firstChild; c; c = c.nextSibling) if (!c.assignedSlot) visit(c);
      if (el.shadowRoot) for (let c = el.shadowRoot.firstChild; c; c = c.nextSibling) visit(c);
    }
    tokens.push(cssContent(el, '::after'));
    return tokens.join('');
  };

  const fromLabels = (el) =>
    [...(el.labels || [])].map((l) => clean(textAlternative(l, new Set([el]), false, true))).join(' ');

  /** The accessible name, by the rules getByRole matches. */
  const nameOf = (el, role) => {
    const refs = byIds(el, 'aria-labelledby');
    if (refs.length) {
      const text = clean(refs.map((r) => textAlternative(r, new Set(), ariaHidden(r), true)).join(' '));
      if (text) return text;
    }
    if (clean(el.getAttribute('aria-label'))) return clean(el.getAttribute('aria-label'));
    const tag = el.tagName;
    const title = el.getAttribute('title') || '';
    if (tag === 'INPUT') {
      const type = el.type;
      if (['button', 'submit', 'reset'].includes(type))
        return clean(el.value) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : clean(title));
      if (type === 'file') return el.labels && el.labels.length ? fromLabels(el) : 'Choose File';
      if (type === 'image')
        return el.labels && el.labels.length ? fromLabels(el) : clean(el.getAttribute('alt')) || clean(title) || 'Submit';
    }
    if (!refs.length && tag === 'BUTTON' && el.labels && el.labels.length) return fromLabels(el);
    if (!refs.length && (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT')) {
      if (el.labels && el.labels.length) return fromLabels(el);
      const placeholder = (tag === 'INPUT' && ['text', 'password', 'number', 'search', 'tel', 'email', 'url'].includes(el.type)) || tag === 'TEXTAREA';
      return clean(!placeholder || title ? title : el.getAttribute('placeholder'));
    }
    if (tag === 'IMG' || tag === 'AREA') return clean(el.getAttribute('alt')) || clean(title);
    if (NAME_FROM_CONTENT.has(role) || role === 'summary' || role === null) {
      const text = clean(contentText(el, new Set([el]), false, false));
      // Content of symbols alone (an icon's glyph: ☆, 🗑) says less than the tooltip a person reads.
      if (text && (!clean(title) || /[\p{L}\p{N}]/u.test(text))) return text;
    }
    return clean(title);
  };

  /**
   * A clickable element without a role: an onclick handler, a click listener the page's scripts
   * added (seen by the listener marks of the browser world), or the outermost element with a
   * pointer cursor.
   */
  const clickable = (el) => {
    if (['HTML', 'BODY', 'LABEL', 'OPTION', 'svg'].includes(el.tagName)) return false;
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return true;
    if (listened(el)) return true;
    // A focusable item of a list whose container takes the presses for it (a menu's delegation).
    if (el.hasAttribute('tabindex')) {
      for (let e = parentOf(el), up = 0; e && up < 4; e = parentOf(e), up++) if (listened(e)) return true;
    }
    if (styleOf(el).cursor !== 'pointer') return false;
    const parent = parentOf(el);
    return !parent || styleOf(parent).cursor !== 'pointer';
  };

  const ignoredBy = (el) => {
    const tag = el.tagName.toLowerCase();
    const role = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    let implicit = '';
    if ((tag === 'header' || tag === 'footer') && !el.closest(SECTIONING)) implicit = tag === 'header' ? 'banner' : 'contentinfo';
    if (tag === 'aside') implicit = 'complementary';
    return ignore.some((name) => name === role || name === implicit ||
      (name === tag && (!(tag === 'header' || tag === 'footer') || implicit)));
  };

  /** The CSS path of an element from its document; ' >> ' enters a shadow root. */
  const cssPath = (el) => {
    const steps = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      let k = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === e.tagName) k++;
      steps.unshift(e.tagName.toLowerCase() + ':nth-of-type(' + k + ')');
    }
    const root = el.getRootNode();
    const here = steps.join(' > ');
    return isShadowRoot(root) ? cssPath(root.host) + ' >> ' + here : here;
  };

  // The topmost document's full-window layer at its centre (a modal's backdrop, say), if any:
  // controls out of the window that are not inside it are under it too.
  const top = document;
  const layer = (() => {
    const w = window.innerWidth, h = window.innerHeight;
    let hit = top.elementFromPoint(w / 2, h / 2);
    while (hit && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(w / 2, h / 2);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const fixed = closestComposed(hit, (e) => {
      if (styleOf(e).position !== 'fixed') return false;
      const r = e.getBoundingClientRect();
      return r.width >= w * 0.9 && r.height >= h * 0.9;
    });
    return fixed;
  })();
  const composedContains = (outer, el) => !!closestComposed(el, (e) => e === outer);

  /**
   * Whether something else is on top of the element: at the centre of each of its boxes (covered
   * when all are). Out of the window the hit test cannot tell: there only the full-window layer counts.
   */
  const covered = (el, boxes, frames) => boxes.every((box) => coveredAt(el, box, frames));
  /** Scrolled out of a box that scrolls (a feed, a list): a person scrolls to it, nothing covers it. */
  const scrolledAway = (el, x, y) => {
    for (let e = parentOf(el); e && e.tagName !== 'BODY' && e.tagName !== 'HTML'; e = parentOf(e)) {
      const s = styleOf(e);
      if (!/(auto|scroll)/.test(s.overflowY + ' ' + s.overflowX)) continue;
      if (e.scrollHeight <= e.clientHeight && e.scrollWidth <= e.clientWidth) continue;
      const r = e.getBoundingClientRect();
      return x < r.left || x > r.right || y < r.top || y > r.bottom;
    }
    return false;
  };
  const coveredAt = (el, rect, frames) => {
    let x = rect.left + rect.width / 2, y = rect.top + rect.height / 2;
    if (scrolledAway(el, x, y)) return false;
    let target = el;
    for (let level = frames.length; level >= 0; level--) {
      const win = target.ownerDocument.defaultView;
      if (x < 0 || y < 0 || x >= win.innerWidth || y >= win.innerHeight) {
        if (level === 0 && layer && !composedContains(layer, target)) return true;
      } else {
        const root = target.getRootNode();
        let hit = (root.elementFromPoint ? root : target.ownerDocument).elementFromPoint(x, y);
        const mine = (h) => h && (composedContains(target, h) || [...(target.labels || [])].some((l) => composedContains(l, h)));
        if (!mine(hit)) {
          // The hit is retargeted to a shadow host: look inside it.
          while (hit && hit.shadowRoot && !mine(hit)) {
            const inner = hit.shadowRoot.elementFromPoint(x, y);
            if (!inner || inner === hit) break;
            hit = inner;
          }
          if (!mine(hit)) return true;
        }
      }
      if (level === 0) break;
      // Up one frame: the point in the iframe element's document.
      const iframe = frames[level - 1];
      const r = iframe.getBoundingClientRect();
      const s = styleOf(iframe);
      x += r.left + iframe.clientLeft + parseFloat(s.paddingLeft);
      y += r.top + iframe.clientTop + parseFloat(s.paddingTop);
      target = iframe;
    }
    return false;
  };

  /**
   * The boxes of a usable control (null when it is disabled, inert, hidden or has no size): its
   * line fragments (a link that wraps has two), or, for an inline element holding only blocks,
   * the first sized box inside it.
   */
  const usable = (el) => {
    if (el.matches(':disabled') || closestComposed(el, (e) => e.getAttribute('aria-disabled') === 'true')) return null;
    if (closestComposed(el, (e) => e.hasAttribute('inert')) || ariaHidden(el)) return null;
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) return null;
    const sized = (e) => [...e.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    let boxes = sized(el);
    if (!boxes.length) {
      for (const e of [...el.querySelectorAll('*')].slice(0, 50)) {
        boxes = e.checkVisibility({ visibilityProperty: true }) ? sized(e) : [];
        if (boxes.length) break;
      }
    }
    return boxes.length ? boxes.slice(0, 4) : null;
  };

  /**
   * The words shown just before a field that has no accessible name, beside it in the same parent
   * (a label not tied to it): a person reads them as its name.
   */
  const nearbyText = (el) => {
    // In its parent, else in the parents above it while it is their first content (a field in
    // a wrapper of its own, its words in the wrapper before).
    for (let at = el, level = 0; at && level < 3; at = at.parentElement, level++) {
      for (let n = at.previousSibling; n; n = n.previousSibling) {
        if (n.nodeType === 1 && (roleOf(n) || ariaHidden(n) || n.querySelector('input, select, textarea, button'))) return '';
        const text = clean(n.nodeType === 1 ? n.innerText : n.nodeType === 3 ? n.data : '');
        if (text) return text.length <= 60 ? text : '';
      }
    }
    return '';
  };

  const headingText = (el) => clean(el.innerText || el.textContent);
  const landmarkLabel = (el) => {
    const mark = closestComposed(parentOf(el), (e) => e.matches(LANDMARK) &&
      (e.hasAttribute('aria-label') || e.hasAttribute('aria-labelledby')));
    if (!mark) return null;
    const label = byIds(mark, 'aria-labelledby').map((r) => clean(r.textContent)).join(' ') || clean(mark.getAttribute('aria-label'));
    return label ? { mark, label } : null;
  };

  /** A click handler set on the element itself (attribute, property, or a listener the page added). */
  const listened = (el) => {
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return true;
    const listens = el.ownerDocument.defaultView.__ariadneListens;
    return typeof listens === 'function' && listens(el);
  };

  /**
   * For a clickable that holds other clickables: its own shown words (outside those it holds)
   * and the element that shows the first of them; null when it holds none.
   */
  const ownWords = (el) => {
    const inner = [...el.querySelectorAll('*')].filter(listened);
    if (!inner.length) return null;
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const words = [];
    let target = null;
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const text = clean(t.data);
      const parent = t.parentElement;
      if (!text || !parent || inner.some((i) => i.contains(parent))) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      words.push(text);
      target ??= parent;
    }
    return target ? { name: clean(words.join(' ')), target } : null;
  };

  /** Words of an element's class and id ("email-reply" → "email reply"), for icons that have no other. */
  const codeWords = (el) => {
    const raw = [...el.classList, el.id].join(' ');
    const words = raw.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^A-Za-z]+/).map((w) => w.toLowerCase())
      .filter((w) => w.length > 1 && !/^(ui|js|is|has|fa|bi|ng|icon|icons|btn|button|glyphicon|material|clicked|active|hover|hide|hidden|show|shown|selected)$/.test(w));
    return cut([...new Set(words)].join(' '), 60);
  };

  const controls = [];
  // Per frame: every element with a role and a name, found or not (for nth).
  const candidatesOf = new Map();

  /** Walks a document in reading order. */
  const walkDocument = (doc, frames, frameName) => {
    const candidates = new Map();
    candidatesOf.set(doc, candidates);
    let heading = null;

    // outer: the reported control this element is inside, if any.
    const visit = (el, ignored, outer) => {
      if (UNREAD.has(el.tagName)) return;
      ignored = ignored || ignoredBy(el);
      if (HEADING.test(el.tagName) || el.getAttribute('role') === 'heading') {
        if (!ignored && !ariaHidden(el) && headingText(el)) heading = el;
      }
      let role = roleOf(el);
      let generic = false;
      if (!role && clickable(el) && !closestComposed(parentOf(el), (e) => roleOf(e) && roleOf(e) !== 'summary')) {
        const inside = el.querySelector('a[href], button, input, select, textarea, summary, [role], [onclick], [tabindex]');
        if (!inside) { role = 'button'; generic = true; }
      }
      // A clickable holding other clickables (a tree's folder around its files) is named and
      // pressed by its own words only: a press at its centre could land on one it holds.
      let own = null;
      if (generic) own = ownWords(el);
      if (role) {
        // A clickable without a role is often an icon: its aria-label or title names it before its text.
        // With no words at all, its class and id are the only words on it ("reply", "icon-trash").
        let name = generic ? clean(el.getAttribute('aria-label')) || clean(el.getAttribute('title')) || (own ? own.name : nameOf(el, null)) : nameOf(el, role);
        let guessed = false;
        if (generic && !name) { name = codeWords(el); guessed = !!name; }
        const entry = { el, role, name, generic, guessed, nth: 0, target: own ? own.target : el, via: null };
        candidates.set(el, entry);
        // A link inside a tab that names it the same way is the same control: the outer one is
        // kept, and pressed through the inner one (a press at the outer's centre may miss it).
        const repeat = outer && outer.name === name;
        if (repeat && !outer.via) outer.via = entry;
        if (!ignored && (name || !generic) && !repeat) {
          const boxes = usable(entry.target);
          if (boxes && !covered(entry.target, boxes, frames)) {
            const control = { entry, frameName, shown: name || (FIELDS.has(role) ? nearbyText(el) : clean(el.innerText)) };
            const mark = landmarkLabel(el);
            const h = heading;
            if (mark && (!h || !composedContains(mark.mark, h))) control.context = cut(mark.label, 80);
            else if (h) control.context = cut(headingText(h), 80);
            controls.push(control);
            outer = entry;
          }
        }
      }
      if (el.tagName === 'IFRAME' && !ignored) {
        let inner = null;
        try { inner = el.contentDocument; } catch { inner = null; }
        if (inner && inner.documentElement && usable(el)) {
          const all = [...el.ownerDocument.querySelectorAll('iframe')];
          const own = el.getAttribute('name') || el.getAttribute('src') || el.getAttribute('title') || '#' + all.indexOf(el);
          walkDocument(inner, [...frames, el], frameName ? frameName + ' >> ' + own : own);
        }
        return;
      }
      if (el.tagName === 'SLOT') {
        const assigned = el.assignedElements({ flatten: true });
        for (const c of assigned.length ? assigned : el.children) visit(c, ignored, outer);
        return;
      }
      const kids = el.shadowRoot ? el.shadowRoot.children : el.children;
      for (const c of kids) visit(c, ignored, outer);
    };
    visit(doc.documentElement, false, null);

    // nth, in the order Playwright's role engine lists elements: the document's own elements,
    // then each open shadow root's, depth first.
    const counts = new Map();
    const order = (root) => {
      const all = [...root.querySelectorAll('*')];
      for (const el of all) {
        const entry = candidates.get(el);
        if (entry && !entry.generic && entry.role !== 'summary' && !ariaHidden(el)) {
          const key = entry.role + '\u0000' + entry.name;
          entry.nth = counts.get(key) || 0;
          counts.set(key, entry.nth + 1);
        }
      }
      for (const el of all) if (el.shadowRoot) order(el.shadowRoot);
    };
    order(doc);
  };
  walkDocument(document, [], '');

  const list = controls.map(({ entry, frameName, context, shown }, i) => {
    const { el, role, name, generic, guessed, nth } = entry;
    const control = { id: i + 1, role, name: cut(shown, 120) };
    if (guessed) control.guessed = true;
    if (role === 'textbox' || role === 'searchbox' || role === 'spinbutton' || role === 'slider' ||
      (role === 'combobox' && el.tagName === 'INPUT')) control.value = el.value ?? clean(el.textContent);
    if (el.tagName === 'SELECT') {
      // A list that holds several choices shows them all.
      const chosen = [...el.selectedOptions].map((o) => clean(o.textContent));
      if (chosen.length) control.value = el.multiple ? chosen.join(', ') : chosen[0];
      control.options = [...el.options].map((o) => clean(o.textContent));
    }
    if ((el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') && el.readOnly) control.readOnly = true;
    if (role === 'textbox' && (el.tagName === 'TEXTAREA' || el.isContentEditable || el.getAttribute('aria-multiline') === 'true')) control.multiline = true;
    if (el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio')) control.checked = el.checked;
    else if (['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(role))
      control.checked = el.getAttribute('aria-checked') === 'true';
    if (el.hasAttribute('aria-expanded')) control.expanded = el.getAttribute('aria-expanded') === 'true';
    else if (role === 'summary') control.expanded = el.parentElement.open;
    if (['tab', 'option', 'treeitem'].includes(role)) control.selected = el.getAttribute('aria-selected') === 'true';
    if (role === 'link') {
      const raw = el.href;
      const href = typeof raw === 'string' ? raw : new URL(el.getAttribute('href'), el.baseURI).href;
      if (href) control.href = href;
    }
    control.disabled = false;
    const press = entry.via || entry;
    // What it shows when that is a symbol or two and no word (☆ under a title "Flag"): a person
    // names it by the symbol too.
    // Inside a layer drawn over the page (a dialog, a fixed box, a raised absolute box): what
    // closes it shows the page under it.
    if (closestComposed(el, (e) => {
      if (e.tagName === 'DIALOG' || ['dialog', 'alertdialog'].includes(e.getAttribute('role') || '') || e.getAttribute('aria-modal') === 'true') return true;
      const st = styleOf(e);
      return st.position === 'fixed' || (st.position === 'absolute' && Number(st.zIndex) > 0);
    })) control.onTop = true;
    const drawn = clean(el.textContent || '');
    if (drawn && drawn.length <= 4 && !/[\p{L}\p{N}]/u.test(drawn)) control.glyph = drawn;
    // Playwright's roles know no editable region: such a text box is found by its path too.
    // Nor does it name an icon by its tooltip over a glyph, as this reading does.
    const byTooltip = !!press.name && clean(press.el.getAttribute('title')) === press.name && !/[\p{L}\p{N}]/u.test(press.el.textContent || '');
    control.locator = press.generic || press.role === 'summary' || byTooltip || (press.target && press.target.isContentEditable)
      ? { role: press.role, name: press.name, nth: 0, css: cssPath(press.target) }
      : { role: press.role, name: press.name, nth: press.nth };
    if (context) control.context = context;
    if (frameName) control.frame = frameName;
    return control;
  });
  if (!terms) return list;
  return { controls: list, ...relate(controls.map((c) => c.entry.target), list, terms) };
}`;
