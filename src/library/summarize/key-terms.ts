import { isStopword, stem, words } from '../../core/text.ts';

/**
 * The `count` most frequent content words of a text, each in its most common written form.
 * Numbers and very short words are left out: they are details, not topics.
 */
export function topTerms(text: string, count: number, exclude: ReadonlySet<string> = new Set()): string[] {
  const tally = new Map<string, { n: number; first: number; forms: Map<string, number> }>();
  words(text).forEach((w, i) => {
    if (w.length < 3 || isStopword(w) || /\d/.test(w)) return;
    const s = stem(w);
    if (exclude.has(s)) return;
    let entry = tally.get(s);
    if (!entry) {
      entry = { n: 0, first: i, forms: new Map() };
      tally.set(s, entry);
    }
    entry.n++;
    entry.forms.set(w, (entry.forms.get(w) ?? 0) + 1);
  });
  return [...tally.values()]
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .slice(0, count)
    .map((e) => [...e.forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '');
}

/** The items seen most often across lists (case-insensitive), in their first written form. */
export function mostCommon(lists: ReadonlyArray<readonly string[]>, count: number): string[] {
  const tally = new Map<string, { form: string; n: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    for (const item of list) {
      const key = item.toLowerCase().trim();
      if (!key) continue;
      const entry = tally.get(key);
      if (entry) entry.n++;
      else tally.set(key, { form: item.trim(), n: 1, first: order++ });
    }
  }
  return [...tally.values()]
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .slice(0, count)
    .map((e) => e.form);
}
