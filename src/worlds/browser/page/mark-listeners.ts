/**
 * Page script, run in every page before its own scripts: remembers the elements the page listens
 * to for presses (click, mouse and pointer down or up, touch), so that an icon bound by a script
 * alone counts as a control. The page root, body and document are left out: listeners there serve
 * every element (delegation), not one.
 */
export default function markListeners(): void {
  const marked = new WeakSet<Element>();
  const PRESS = new Set([
    'click',
    'mousedown',
    'mouseup',
    'pointerdown',
    'pointerup',
    'touchstart',
    'dblclick',
  ]);
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    if (PRESS.has(type) && this instanceof Element && this.tagName !== 'HTML' && this.tagName !== 'BODY')
      marked.add(this);
    add.call(this, type, listener, options);
  };
  Object.defineProperty(window, '__ariadneListens', { value: (el: Element) => marked.has(el) });
}
