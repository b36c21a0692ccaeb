import type { FrameLocator, Locator, Page } from 'playwright-core';

/**
 * A control a person can use on a rendered page: a link, a button, a text box, a select, a
 * checkbox or radio, a tab, a collapsible, a menu item. Read by `readControls`, found again (in
 * a later step, after the page changed) by `locate`.
 */
export interface Control {
  /** 1-based, in reading order (the page's controls, then, at its place, each iframe's). */
  id: number;
  /**
   * The ARIA role (`link`, `button`, `textbox`, `searchbox`, `combobox`, `listbox`, `checkbox`,
   * `radio`, `switch`, `tab`, `menuitem`, `option`, `treeitem`, `slider`, `spinbutton` …), or
   * `summary` for the summary of a `<details>`. A clickable element without a role (an element
   * with an onclick handler or a pointer cursor) is a `button`.
   */
  role: string;
  /**
   * Accessible name, whitespace collapsed, at most 120 characters. Where it is empty, what a
   * person sees instead: a field's words just before it, another control's visible text.
   */
  name: string;
  /** What a text box holds; a select's selected option. */
  value?: string;
  /** Checkboxes, radios, switches. */
  checked?: boolean;
  /** Collapsibles: `aria-expanded`, or whether a `<details>` is open. */
  expanded?: boolean;
  /** Tabs, options, tree items: `aria-selected`. */
  selected?: boolean;
  /** A select's options, by their text. */
  options?: string[];
  /** Links: the absolute URL. */
  href?: string;
  /** Always false: disabled controls are left out. */
  disabled: false;
  /** How to find the control again; see `locate`. */
  locator: ControlLocator;
  /** The nearest heading above the control, or the label of the landmark it sits in (≤ 80 chars). */
  context?: string;
  /**
   * The iframe the control is in: its name, else its `src` as written, else its title, else
   * `#k` (the k-th iframe of its document, from 0). Nested iframes are joined by ` >> `.
   */
  frame?: string;
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
  const found = (await page.evaluate(`(${READ_CONTROLS})(${JSON.stringify(ignore)})`)) as Control[];
  return found;
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
 * In-page (a function's source, called with the ignore list): walks the rendered page in reading
 * order — open shadow roots at their host, slotted elements at their slot, same-origin iframes at
 * their place — and returns the usable controls. Accessible names follow the rules Playwright's
 * `getByRole` matches them by (aria-labelledby, aria-label, labels, value, content, title,
 * placeholder), so that a control's locator finds it again.
 */
const READ_CONTROLS = String.raw`(ignore) => {
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
      if (text) return text;
    }
    return clean(title);
  };

  /** A clickable element without a role: an onclick handler, or the outermost element with a pointer cursor. */
  const clickable = (el) => {
    if (['HTML', 'BODY', 'LABEL', 'OPTION', 'svg'].includes(el.tagName)) return false;
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return true;
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
  const coveredAt = (el, rect, frames) => {
    let x = rect.left + rect.width / 2, y = rect.top + rect.height / 2;
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
    for (let n = el.previousSibling; n; n = n.previousSibling) {
      if (n.nodeType === 1 && (roleOf(n) || ariaHidden(n))) return '';
      const text = clean(n.nodeType === 1 ? n.innerText : n.nodeType === 3 ? n.data : '');
      if (text) return text.length <= 60 ? text : '';
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
      if (role) {
        // A clickable without a role is often an icon: its aria-label or title names it before its text.
        const name = generic ? clean(el.getAttribute('aria-label')) || clean(el.getAttribute('title')) || nameOf(el, null) : nameOf(el, role);
        const entry = { el, role, name, generic, nth: 0 };
        candidates.set(el, entry);
        // A link inside a tab that names it the same way is the same control: the outer one is kept.
        const repeat = outer && outer.name === name;
        if (!ignored && (name || !generic) && !repeat) {
          const boxes = usable(el);
          if (boxes && !covered(el, boxes, frames)) {
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

  return controls.map(({ entry, frameName, context, shown }, i) => {
    const { el, role, name, generic, nth } = entry;
    const control = { id: i + 1, role, name: cut(shown, 120) };
    if (role === 'textbox' || role === 'searchbox' || role === 'spinbutton' || role === 'slider' ||
      (role === 'combobox' && el.tagName === 'INPUT')) control.value = el.value ?? clean(el.textContent);
    if (el.tagName === 'SELECT') {
      const chosen = el.selectedOptions[0];
      if (chosen) control.value = clean(chosen.textContent);
      control.options = [...el.options].map((o) => clean(o.textContent));
    }
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
    control.locator = generic || role === 'summary' ? { role, name, nth: 0, css: cssPath(el) } : { role, name, nth };
    if (context) control.context = context;
    if (frameName) control.frame = frameName;
    return control;
  });
}`;
