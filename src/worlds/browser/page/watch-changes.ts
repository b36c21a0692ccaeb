/**
 * Page script: starts watching for any change a press makes: an element, an attribute or a text
 * changed, a field's value or tick changed, the focus moved into a field. `changes-seen.ts` ends it.
 */
import type { ChangeWatch } from './window.ts';

export default function watchChanges(): void {
  const fields = (): string =>
    [...document.querySelectorAll('input, textarea, select')]
      .map((e) => {
        const f = e as HTMLInputElement;
        return f.type === 'checkbox' || f.type === 'radio' ? String(f.checked) : f.value;
      })
      .join('\u0000');
  const w = { changed: false, focus: document.activeElement, fields } as ChangeWatch;
  w.values = fields();
  w.observer = new MutationObserver(() => {
    w.changed = true;
  });
  w.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__ariadneWatch = w;
}
