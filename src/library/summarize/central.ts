import { terms } from '../../core/text.ts';

/**
 * The `count` most central sentences, in their original order: those sharing the most terms with
 * the other sentences (normalized by length), with a nudge for the opening sentence, which
 * usually states the point. Deterministic: ties go to the earlier sentence.
 */
export function centralSentences(sentences: readonly string[], count: number): string[] {
  if (sentences.length <= count) return [...sentences];
  const bags = sentences.map((s) => new Set(terms(s)));
  const df = new Map<string, number>();
  for (const bag of bags) for (const t of bag) df.set(t, (df.get(t) ?? 0) + 1);
  const scores = bags.map((bag) => {
    if (bag.size < 3) return 0;
    let overlap = 0;
    for (const t of bag) overlap += (df.get(t) ?? 1) - 1;
    return overlap / Math.sqrt(bag.size);
  });
  const top = Math.max(...scores, 1);
  scores[0] = (scores[0] ?? 0) + 0.3 * top;
  return scores
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map(({ i }) => sentences[i] as string);
}
