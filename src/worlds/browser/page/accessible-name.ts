/**
 * Accessible names by the rules Playwright's `getByRole` matches them by (aria-labelledby,
 * aria-label, labels, value, content, title, placeholder), so that a control's locator finds it again.
 */
import { ariaHidden, byIds, clean, field, styleOf, UNREAD } from './dom.ts';
import { anyRole, CONTENT_ROLES, NAME_FROM_CONTENT, roleOf } from './roles.ts';

/** The text of a pseudo element's content, when it is a string. */
const cssContent = (el: Element, pseudo: string): string => {
  const style = styleOf(el, pseudo);
  if (!style || style.display === 'none') return '';
  const m = /^"((?:[^"\\]|\\.)*)"/.exec(style.content || '');
  return m ? (m[1] as string).replace(/\\(.)/g, '$1') : '';
};

/** What a field or a widget holding a value gives the name of an element around it; null for others. */
const valueText = (el: Element, role: string): string | null => {
  const tag = el.tagName;
  if (role === 'textbox' || role === 'searchbox')
    return tag === 'INPUT' || tag === 'TEXTAREA' ? field(el).value : (el.textContent ?? '');
  if (tag === 'SELECT') {
    const select = el as HTMLSelectElement;
    const chosen = select.selectedOptions.length
      ? [...select.selectedOptions]
      : [...select.options].slice(0, 1);
    return chosen.map((o) => o.textContent).join(' ');
  }
  if (role === 'combobox' && tag === 'INPUT') return field(el).value;
  if (['progressbar', 'scrollbar', 'slider', 'spinbutton', 'meter'].includes(role))
    return (
      el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow') ?? el.getAttribute('value') ?? ''
    );
  if (role === 'menu') return '';
  return null;
};

/** The text an element contributes to the name of an element around it. */
export const textAlternative = (
  el: Element,
  seen: Set<Node>,
  hiddenOk: boolean,
  inLabel: boolean,
): string => {
  if (seen.has(el) || UNREAD.has(el.tagName)) return '';
  seen.add(el);
  if (!hiddenOk && ariaHidden(el)) return '';
  // A control inside the named element gives its value (before its own label).
  const tag = el.tagName;
  const role = roleOf(el) || anyRole(el);
  const value = valueText(el, role);
  if (value !== null) return value;
  const label = el.getAttribute('aria-label');
  if (clean(label)) return label as string;
  if (tag === 'IMG' || tag === 'AREA')
    return clean(el.getAttribute('alt'))
      ? (el.getAttribute('alt') as string)
      : el.getAttribute('title') || '';
  if (tag === 'INPUT' && ['button', 'submit', 'reset'].includes(field(el).type)) return field(el).value || '';
  if (tag === 'svg' || (el as SVGElement).ownerSVGElement) {
    const t = [...el.children].find((child) => child.tagName === 'title');
    if (t) return t.textContent ?? '';
  }
  // A figure, fieldset or table is named by its caption (or title) alone, not by what it holds.
  const caption = ({ FIGURE: 'FIGCAPTION', FIELDSET: 'LEGEND', TABLE: 'CAPTION' } as Record<string, string>)[
    tag
  ];
  if (caption) {
    const c = [...el.children].find((child) => child.tagName === caption);
    return c ? textAlternative(c, seen, hiddenOk, inLabel) : el.getAttribute('title') || '';
  }
  // Inside a control's own content, an article, a navigation, a group … gives only its title.
  if (!inLabel && !CONTENT_ROLES.has(role) && !NAME_FROM_CONTENT.has(role))
    return el.getAttribute('title') || '';
  const text = contentText(el, seen, hiddenOk, inLabel);
  return clean(text) ? text : el.getAttribute('title') || '';
};

/** The text of an element's content: its children (composed: shadow root, slots), ::before and ::after. */
const contentText = (el: Element, seen: Set<Node>, hiddenOk: boolean, inLabel: boolean): string => {
  const tokens = [cssContent(el, '::before')];
  const visit = (node: Node): void => {
    // Text a shadow host holds outside its slots, or a closed details, is not shown.
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (
        !(
          parent &&
          (parent.shadowRoot || (parent.tagName === 'DETAILS' && !(parent as HTMLDetailsElement).open))
        )
      )
        tokens.push((node as Text).data);
    } else if (node.nodeType === 1) {
      const element = node as Element;
      let token = textAlternative(element, seen, hiddenOk, inLabel);
      if (element.tagName === 'BR' || styleOf(element).display !== 'inline') token = ` ${token} `;
      tokens.push(token);
    }
  };
  const assigned = el.tagName === 'SLOT' ? (el as HTMLSlotElement).assignedNodes() : [];
  if (assigned.length) assigned.forEach(visit);
  else {
    for (let c = el.firstChild; c; c = c.nextSibling) if (!(c as Element).assignedSlot) visit(c);
    if (el.shadowRoot) for (let c = el.shadowRoot.firstChild; c; c = c.nextSibling) visit(c);
  }
  tokens.push(cssContent(el, '::after'));
  return tokens.join('');
};

const fromLabels = (el: Element): string =>
  [...(field(el).labels || [])].map((l) => clean(textAlternative(l, new Set([el]), false, true))).join(' ');

/** The name of an input, by its type; null where the general rules decide. */
const inputName = (el: Element, title: string): string | null => {
  const input = field(el);
  const type = input.type;
  if (['button', 'submit', 'reset'].includes(type))
    return clean(input.value) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : clean(title));
  if (type === 'file') return input.labels?.length ? fromLabels(el) : 'Choose File';
  if (type === 'image')
    return input.labels?.length ? fromLabels(el) : clean(el.getAttribute('alt')) || clean(title) || 'Submit';
  return null;
};

/** The accessible name, by the rules getByRole matches. */
export const nameOf = (el: Element, role: string | null): string => {
  const refs = byIds(el, 'aria-labelledby');
  if (refs.length) {
    const text = clean(refs.map((r) => textAlternative(r, new Set(), ariaHidden(r), true)).join(' '));
    if (text) return text;
  }
  if (clean(el.getAttribute('aria-label'))) return clean(el.getAttribute('aria-label'));
  const tag = el.tagName;
  const title = el.getAttribute('title') || '';
  const labels = field(el).labels;
  if (tag === 'INPUT') {
    const name = inputName(el, title);
    if (name !== null) return name;
  }
  if (!refs.length && tag === 'BUTTON' && labels?.length) return fromLabels(el);
  if (!refs.length && (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT')) {
    if (labels?.length) return fromLabels(el);
    const placeholder =
      (tag === 'INPUT' &&
        ['text', 'password', 'number', 'search', 'tel', 'email', 'url'].includes(field(el).type)) ||
      tag === 'TEXTAREA';
    return clean(!placeholder || title ? title : el.getAttribute('placeholder'));
  }
  if (tag === 'IMG' || tag === 'AREA') return clean(el.getAttribute('alt')) || clean(title);
  if ((role !== null && NAME_FROM_CONTENT.has(role)) || role === 'summary' || role === null) {
    const text = clean(contentText(el, new Set([el]), false, false));
    // Content of symbols alone (an icon's glyph: ☆, 🗑) says less than the tooltip a person reads.
    if (text && (!clean(title) || /[\p{L}\p{N}]/u.test(text))) return text;
  }
  return clean(title);
};
