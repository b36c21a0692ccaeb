/**
 * Page script: resolves true when the DOM does not change for `ms` milliseconds and no short
 * timer is pending at the end, else false.
 */
export default function domQuiet(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const pending = window.__ariadnePendingTimers ?? (() => 0);
    const at = window.setTimeout;
    at(() => {
      observer.disconnect();
      resolve(!changed && pending() === 0);
    }, ms);
  });
}
