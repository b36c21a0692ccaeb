/** Page script: whether the page changed since `watch-changes.ts` started watching (true when it was not watched). */
export default function changesSeen(): boolean {
  const w = window.__ariadneWatch;
  if (!w) return true;
  w.observer.disconnect();
  window.__ariadneWatch = null;
  // Focus that moved into a field (a caret a person sees) is a change; a pressed button that
  // merely took the focus is none.
  const now = document.activeElement as HTMLInputElement | null;
  const field =
    !!now &&
    (now.isContentEditable ||
      (['INPUT', 'TEXTAREA', 'SELECT'].includes(now.tagName) &&
        !['button', 'submit', 'reset', 'image'].includes(now.type)));
  return w.changed || w.fields() !== w.values || (now !== w.focus && field);
}
