/** Small readings of the rendered DOM that every page script shares. */

/** Elements whose content is never shown (a noscript's is raw markup when scripts run). */
export const UNREAD = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

export const styleOf = (el: Element, pseudo?: string): CSSStyleDeclaration =>
  (el.ownerDocument.defaultView as Window).getComputedStyle(el, pseudo);

/** Text as a person reads it: invisible breaks removed, runs of space made one. */
export const clean = (s: string | null | undefined): string =>
  (s || '')
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const cut = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

export const isShadowRoot = (n: Node | null): n is ShadowRoot =>
  !!n && n.nodeType === 11 && !!(n as ShadowRoot).host;

/** The parent in the composed tree: across a shadow root to its host. */
export const parentOf = (el: Element): Element | null =>
  el.parentElement || (isShadowRoot(el.parentNode) ? el.parentNode.host : null);

/** The element or its nearest composed ancestor that passes `test`. */
export const closestComposed = (el: Element | null, test: (e: Element) => boolean): Element | null => {
  for (let e = el; e; e = parentOf(e)) if (test(e)) return e;
  return null;
};

export const composedContains = (outer: Element, el: Element | null): boolean =>
  !!closestComposed(el, (e) => e === outer);

/** The elements an id-list attribute names (aria-labelledby, list), in its root. */
export const byIds = (el: Element, attr: string): Element[] => {
  const root = el.getRootNode() as Partial<DocumentOrShadowRoot & NonElementParentNode>;
  return (el.getAttribute(attr) || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => (root.getElementById ? root.getElementById(id) : null))
    .filter((e): e is HTMLElement => !!e);
};

/** Hidden from the accessibility tree, as Playwright judges it (such elements never match getByRole). */
export const ariaHidden = (el: Element): boolean => {
  if (styleOf(el).visibility !== 'visible') return true;
  for (let e: Element | null = el; e; e = parentOf(e)) {
    const p = e.parentElement;
    if (p?.shadowRoot && !e.assignedSlot) return true;
    if (styleOf(e).display === 'none' || e.getAttribute('aria-hidden') === 'true') return true;
  }
  return false;
};

/** The element seen as an HTML element, for the properties only those have (innerText, value…). */
export const html = (el: Element): HTMLElement => el as HTMLElement;

/** The element seen as a form field, for value, type and labels (absent on other elements). */
export const field = (el: Element): HTMLInputElement => el as HTMLInputElement;
