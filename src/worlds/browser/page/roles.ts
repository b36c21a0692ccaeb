/** Roles as Playwright's `getByRole` knows elements by them, so that a control's locator finds it again. */
import { byIds, field, html } from './dom.ts';

/** Roles of controls that are pressed, whose name comes from their content. */
const PRESSED_ROLES = [
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'treeitem',
];

/** Roles an explicit role attribute may give a control: those pressed, and those that hold a value. */
const CONTROL_ROLES = new Set([
  ...PRESSED_ROLES,
  'combobox',
  'textbox',
  'searchbox',
  'listbox',
  'slider',
  'spinbutton',
]);

/** Roles whose name comes from their content (besides <summary>). */
export const NAME_FROM_CONTENT = new Set([...PRESSED_ROLES, 'heading']);

export const HEADING = /^H[1-6]$/;

/** Roles (besides NAME_FROM_CONTENT) whose content counts in the name of a control around them. */
export const CONTENT_ROLES = new Set([
  '',
  ...(
    'caption code contentinfo definition deletion emphasis insertion list listitem mark none paragraph ' +
    'presentation region row rowgroup section strong subscript superscript table term time cell ' +
    'columnheader gridcell rowheader tooltip'
  ).split(' '),
]);

/** Implicit roles of elements that are not controls, where they matter to a name. */
const TAG_ROLES: Record<string, string> = {
  ARTICLE: 'article',
  ASIDE: 'complementary',
  BLOCKQUOTE: 'blockquote',
  DETAILS: 'group',
  DIALOG: 'dialog',
  MAIN: 'main',
  NAV: 'navigation',
  SEARCH: 'search',
  HR: 'separator',
  MATH: 'math',
  METER: 'meter',
  PROGRESS: 'progressbar',
  OUTPUT: 'status',
  OPTGROUP: 'group',
  DATALIST: 'listbox',
  UL: 'list',
  OL: 'list',
  MENU: 'list',
  LI: 'listitem',
  P: 'paragraph',
  TABLE: 'table',
  TD: 'cell',
  TH: 'columnheader',
  TR: 'row',
  CODE: 'code',
  EM: 'emphasis',
  STRONG: 'strong',
  MARK: 'mark',
  SUB: 'subscript',
  SUP: 'superscript',
  DD: 'definition',
  DT: 'term',
  DFN: 'term',
  DEL: 'deletion',
  INS: 'insertion',
  TIME: 'time',
  svg: 'img',
};

/** Controls that hold a value, named by the words before them when nothing else names them. */
export const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider']);

/** Where a <header> or <footer> is not the page's banner or content info. */
export const SECTIONING =
  'article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), ' +
  'section:not([role]), [role=article], [role=complementary], [role=main], [role=navigation], [role=region]';

export const LANDMARK =
  'nav, main, form, section, dialog, [role=navigation], [role=main], [role=form], ' +
  '[role=region], [role=search], [role=dialog], [role=alertdialog]';

const firstWord = (el: Element): string => (el.getAttribute('role') || '').trim().split(/\s+/)[0] as string;

/** The role of an input element, by its type. */
const inputRole = (el: Element): string | null => {
  const type = (field(el).type || '').toLowerCase();
  if (type === 'hidden') return null;
  if (['button', 'submit', 'reset', 'image', 'file'].includes(type)) return 'button';
  if (type === 'checkbox' || type === 'radio') return type;
  if (type === 'range') return 'slider';
  if (type === 'number') return 'spinbutton';
  const list = byIds(el, 'list')[0];
  if (list && list.tagName === 'DATALIST' && ['email', 'search', 'tel', 'text', 'url', ''].includes(type))
    return 'combobox';
  return type === 'search' ? 'searchbox' : 'textbox';
};

/** The role getByRole knows the element by; 'summary' for a details' summary; null for none. */
export const roleOf = (el: Element): string | null => {
  const explicit = firstWord(el);
  if (CONTROL_ROLES.has(explicit)) return explicit;
  if (explicit && explicit !== 'presentation' && explicit !== 'none' && explicit !== 'generic') return null;
  const tag = el.tagName;
  if ((tag === 'A' || tag === 'AREA') && el.hasAttribute('href')) return 'link';
  if (tag === 'BUTTON') return 'button';
  if (tag === 'TEXTAREA') return 'textbox';
  if (tag === 'SELECT') {
    const select = el as HTMLSelectElement;
    return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
  }
  if (
    tag === 'SUMMARY' &&
    el.parentElement &&
    el.parentElement.tagName === 'DETAILS' &&
    el.parentElement.querySelector(':scope > summary') === el
  )
    return 'summary';
  if (tag === 'INPUT') return inputRole(el);
  // The root of an editable region (a rich-text editor) is a text box, as browsers expose it.
  if (html(el).isContentEditable && !el.parentElement?.isContentEditable) return 'textbox';
  return null;
};

/** The role of any element: explicit, else implicit (a control's, or one of TAG_ROLES), else ''. */
export const anyRole = (el: Element): string => {
  const explicit = firstWord(el);
  if (explicit) return explicit;
  const tag = el.tagName;
  if (tag === 'HEADER' || tag === 'FOOTER')
    return el.closest(SECTIONING) ? '' : tag === 'HEADER' ? 'banner' : 'contentinfo';
  if (/^H[1-6]$/.test(tag)) return 'heading';
  return TAG_ROLES[tag] || '';
};
