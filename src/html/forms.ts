import type { Document, Element } from 'domhandler';
import type { SearchBox } from '../core/place.ts';
import { type OriginAliases, resolveUrl, sameSite } from '../core/url.ts';
import { attr, closest, findAll, textOf } from './dom.ts';

/** A site's own search box: a GET form with one text field, which a navigator may fill. */
export interface SearchForm {
  /** Where the form sends its query (absolute). */
  action: string;
  /** The name of the text field the words go into. */
  field: string;
  /** Fields sent as they are (hidden inputs, the selected option of each select). */
  fixed: Array<[string, string]>;
  /** What the box says it is for: its label, placeholder or button, else "Search". */
  label: string;
}

/** Text-like input types a person types words into. */
const TEXT_TYPES = new Set(['', 'text', 'search']);
/** Inputs that make a form something other than a search: credentials, uploads, free text. */
const NOT_SEARCH = new Set(['password', 'file', 'email', 'tel']);

/**
 * The page's search forms on its own site: method GET, exactly one text field (a named `text` or
 * `search` input), no password, file or textarea field. Forms that post, log in, or send more than
 * a query are never offered: filling them could change something or give something away.
 */
export function findSearchForms(
  doc: Document,
  base: string,
  pageUrl: string,
  aliases?: OriginAliases,
): SearchForm[] {
  const out: SearchForm[] = [];
  for (const form of findAll(doc, (e) => e.name === 'form')) {
    const method = (attr(form, 'method') ?? 'get').trim().toLowerCase();
    if (method !== 'get') continue;
    const fields = findAll(form, (e) => e.name === 'input' || e.name === 'select' || e.name === 'textarea');
    if (fields.some((e) => e.name === 'textarea')) continue;
    const inputs = fields.filter((e) => e.name === 'input');
    if (inputs.some((e) => NOT_SEARCH.has(typeOf(e)))) continue;
    const text = inputs.filter((e) => TEXT_TYPES.has(typeOf(e)) && attr(e, 'name'));
    if (text.length !== 1) continue;
    const box = text[0] as Element;
    const action = resolveUrl(attr(form, 'action') ?? '', base, aliases) ?? pageUrl;
    if (!/^https?:|^file:/.test(action) || !sameSite(action, pageUrl)) continue;
    const fixed: Array<[string, string]> = [];
    for (const e of inputs) {
      const name = attr(e, 'name');
      if (name && typeOf(e) === 'hidden') fixed.push([name, attr(e, 'value') ?? '']);
    }
    for (const e of fields.filter((f) => f.name === 'select')) {
      const name = attr(e, 'name');
      const options = findAll(e, (o) => o.name === 'option');
      const chosen = options.find((o) => 'selected' in o.attribs) ?? options[0];
      if (name && chosen) fixed.push([name, attr(chosen, 'value') ?? textOf(chosen).trim()]);
    }
    const url = new URL(action);
    url.search = '';
    url.hash = '';
    out.push({ action: url.href, field: attr(box, 'name') as string, fixed, label: labelOf(doc, form, box) });
  }
  return out;
}

function typeOf(input: Element): string {
  return (attr(input, 'type') ?? '').trim().toLowerCase();
}

/** The words a person reads on the box: its <label>, aria-label, placeholder, title or button. */
function labelOf(doc: Document, form: Element, box: Element): string {
  const id = attr(box, 'id');
  const label =
    closest(box, (e) => e.name === 'label') ??
    (id ? findAll(doc, (e) => e.name === 'label' && attr(e, 'for') === id)[0] : undefined);
  const button = findAll(
    form,
    (e) =>
      e.name === 'button' ||
      (e.name === 'input' && ['submit', 'image'].includes(typeOf(e)) && attr(e, 'value') !== undefined),
  )[0];
  const said = [
    label ? textOf(label) : '',
    attr(box, 'aria-label') ?? '',
    attr(box, 'placeholder') ?? '',
    attr(box, 'title') ?? '',
    button ? (button.name === 'input' ? (attr(button, 'value') ?? '') : textOf(button)) : '',
  ]
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .find((s) => s.length > 0 && s.length <= 60);
  return said ?? 'Search';
}

/** The address a search form's query goes to: its fixed fields, then the words in its text field. */
export function searchUrl(form: SearchBox, words: string): string {
  const url = new URL(form.action);
  for (const [name, value] of form.fixed) url.searchParams.append(name, value);
  url.searchParams.append(form.field, words);
  return url.href;
}
