/** Page script: the numbers the page shows, one per shown element that holds nothing but a number. */
export default function shownNumbers(): number[] {
  const out: number[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.children.length > 0 || el.getClientRects().length === 0) continue;
    const text = (el.textContent || '').trim();
    if (/^[-+−]?\d+(?:\.\d+)?$/.test(text)) out.push(Number(text.replace('−', '-')));
  }
  return out;
}
