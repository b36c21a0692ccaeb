/**
 * Page script: the usable controls of the rendered page in reading order, each described as a
 * person sees it and with a locator that finds it again; with `terms`, also how those words stand
 * to the controls (see `relate.ts`).
 */
import type { TermSighting } from '../../../core/screen.ts';
import type { Control } from '../controls.ts';
import { clean, closestComposed, cut, field, html, isShadowRoot, styleOf } from './dom.ts';
import { relate } from './relate.ts';
import { fullWindowLayer } from './visibility.ts';
import { type FoundControl, type Walk, walkDocument } from './walk.ts';

/** The CSS path of an element from its document; ' >> ' enters a shadow root. */
const cssPath = (el: Element): string => {
  const steps: string[] = [];
  for (let e: Element | null = el; e && e.nodeType === 1; e = e.parentElement) {
    let k = 1;
    for (let s = e.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === e.tagName) k++;
    steps.unshift(`${e.tagName.toLowerCase()}:nth-of-type(${k})`);
  }
  const root = el.getRootNode();
  const here = steps.join(' > ');
  return isShadowRoot(root) ? `${cssPath(root.host)} >> ${here}` : here;
};

/** Inside a layer drawn over the page (a dialog, a fixed box, a raised absolute box). */
const onTop = (el: Element): boolean =>
  !!closestComposed(el, (e) => {
    if (
      e.tagName === 'DIALOG' ||
      ['dialog', 'alertdialog'].includes(e.getAttribute('role') || '') ||
      e.getAttribute('aria-modal') === 'true'
    )
      return true;
    const st = styleOf(e);
    return st.position === 'fixed' || (st.position === 'absolute' && Number(st.zIndex) > 0);
  });

/** The state a control shows: its value, options, ticks, whether it is open or chosen, where it leads. */
const describeState = (control: Control, el: Element, role: string): void => {
  if (
    role === 'textbox' ||
    role === 'searchbox' ||
    role === 'spinbutton' ||
    role === 'slider' ||
    (role === 'combobox' && el.tagName === 'INPUT')
  )
    control.value = field(el).value ?? clean(el.textContent);
  if (el.tagName === 'SELECT') {
    const select = el as HTMLSelectElement;
    // A list that holds several choices shows them all.
    const chosen = [...select.selectedOptions].map((o) => clean(o.textContent));
    if (chosen.length) control.value = select.multiple ? chosen.join(', ') : (chosen[0] as string);
    control.options = [...select.options].map((o) => clean(o.textContent));
  }
  if ((el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') && field(el).readOnly) control.readOnly = true;
  if (
    role === 'textbox' &&
    (el.tagName === 'TEXTAREA' || html(el).isContentEditable || el.getAttribute('aria-multiline') === 'true')
  )
    control.multiline = true;
  if (el.tagName === 'INPUT' && (field(el).type === 'checkbox' || field(el).type === 'radio'))
    control.checked = field(el).checked;
  else if (['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(role))
    control.checked = el.getAttribute('aria-checked') === 'true';
  if (el.hasAttribute('aria-expanded')) control.expanded = el.getAttribute('aria-expanded') === 'true';
  else if (role === 'summary') control.expanded = (el.parentElement as HTMLDetailsElement).open;
  if (['tab', 'option', 'treeitem'].includes(role))
    control.selected = el.getAttribute('aria-selected') === 'true';
  if (role === 'link') {
    const raw: unknown = (el as HTMLAnchorElement).href;
    const href = typeof raw === 'string' ? raw : new URL(el.getAttribute('href') as string, el.baseURI).href;
    if (href) control.href = href;
  }
};

/** A found control as the Node side reads it. */
const describe = ({ entry, frameName, context, shown }: FoundControl, i: number): Control => {
  const { el, role, guessed } = entry;
  const control = { id: i + 1, role, name: cut(shown, 120) } as Control;
  if (guessed) control.guessed = true;
  describeState(control, el, role);
  control.disabled = false;
  const press = entry.via || entry;
  // What closes a layer drawn over the page shows the page under it.
  if (onTop(el)) control.onTop = true;
  // What it shows when that is a symbol or two and no word (☆ under a title "Flag"): a person
  // names it by the symbol too.
  const drawn = clean(el.textContent || '');
  if (drawn && drawn.length <= 4 && !/[\p{L}\p{N}]/u.test(drawn)) control.glyph = drawn;
  // Playwright's roles know no editable region: such a text box is found by its path too.
  // Nor does it name an icon by its tooltip over a glyph, as this reading does.
  const byTooltip =
    !!press.name &&
    clean(press.el.getAttribute('title')) === press.name &&
    !/[\p{L}\p{N}]/u.test(press.el.textContent || '');
  control.locator =
    press.generic ||
    press.role === 'summary' ||
    byTooltip ||
    (press.target && html(press.target).isContentEditable)
      ? { role: press.role, name: press.name, nth: 0, css: cssPath(press.target) }
      : { role: press.role, name: press.name, nth: press.nth };
  if (context) control.context = context;
  if (frameName) control.frame = frameName;
  return control;
};

/** The controls (and, given terms, how the terms stand to them), leaving out the regions named in `ignore`. */
export default function readControls(
  ignore: string[],
  terms: string[] | null,
): { controls: Control[]; sightings: TermSighting[] } {
  const walk: Walk = { ignore, layer: fullWindowLayer(), controls: [] };
  walkDocument(walk, document, [], '');
  const list = walk.controls.map(describe);
  if (!terms) return { controls: list, sightings: [] };
  return {
    controls: list,
    ...relate(
      walk.controls.map((c) => c.entry.target),
      list,
      terms,
    ),
  };
}
